import { Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { DATA_SCOPES } from '@fieldline/domain';
import { orderScope, subjectOf, type OrderShelf } from './scope';

describe('order visibility can be built once per kind of caller (the lists’ and detail’s prepared shapes)', () => {
  it('with the caller as placeholders, no data scope, power or shelf binds a value', () => {
    const dialect = new PgDialect();
    const ids = { me: sql.placeholder('me'), ep: sql.placeholder('ep') };
    const shelves: OrderShelf[] = ['working', 'archived', 'deleted', 'any'];
    for (const dataScope of Object.values(DATA_SCOPES))
      for (const seesUnassigned of [false, true])
        for (const shelf of shelves) {
          const where = orderScope(subjectOf({ dataScope, seesUnassigned }, ids), shelf)!;
          const { params } = dialect.sqlToQuery(where);
          expect(params.length).toBeGreaterThan(0);
          for (const p of params)
            expect(p, `${dataScope} ${seesUnassigned} ${shelf}`).toBeInstanceOf(Placeholder);
        }
  });
});
