import { Placeholder, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { DATA_SCOPES, ORDER_DATA_CODES } from '@fieldline/domain';
import { orderScope, type OrderShelf } from './scope';

describe('order visibility can be built once per data scope (the detail’s prepared shape)', () => {
  it('with the caller as placeholders, no data scope, power or shelf binds a value', () => {
    const dialect = new PgDialect();
    const shelves: OrderShelf[] = ['working', 'archived', 'deleted', 'any'];
    for (const dataScope of Object.values(DATA_SCOPES))
      for (const powers of [[], [ORDER_DATA_CODES.seeUnassigned]])
        for (const shelf of shelves) {
          const where = orderScope(
            { dataScope, powers, user: { id: sql.placeholder('me'), enterpriseId: sql.placeholder('ep') } },
            shelf,
          )!;
          const { params } = dialect.sqlToQuery(where);
          expect(params.length).toBeGreaterThan(0);
          for (const p of params) expect(p, `${dataScope} ${powers} ${shelf}`).toBeInstanceOf(Placeholder);
        }
  });
});
