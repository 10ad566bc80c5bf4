import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { asTenant } from '../db/tenant-guard';
import { freshDatabase } from '../test/app';
import { hotStatement, placeholderOf } from './prepared';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('hotStatement: a statement built once, values bound by name at each call', () => {
  it('builds its SQL once and binds each call its own values beside the constants', async () => {
    let built = 0;
    const sum = hotStatement('fl_test_hot_sum', () => {
      built++;
      return sql`select (${placeholderOf('a')}::int + ${placeholderOf('b')}::int + ${7}::int)::int as n,
                        ${placeholderOf('s')}::text as s`;
    });
    const quote = "it's \\ $$ 中文";
    expect(await sum<{ n: number; s: string }>(database, { a: 1, b: 2, s: quote })).toEqual([
      { n: 10, s: quote },
    ]);
    expect(await sum<{ n: number; s: string }>(database, { a: 10, b: 20, s: null })).toEqual([
      { n: 37, s: null },
    ]);
    expect(built).toBe(1);
  });

  it('refuses a call that leaves a placeholder without a value', async () => {
    const one = hotStatement('fl_test_hot_missing', () => sql`select ${placeholderOf('x')}::int as x`);
    await expect(one(database, {})).rejects.toThrow('fl_test_hot_missing: no value for x');
  });

  it('is checked by the tenant guard: a tenant table read without its enterprise condition throws', async () => {
    const unscoped = hotStatement(
      'fl_test_hot_unscoped',
      () => sql`select id from customers where id = ${placeholderOf('id')}`,
    );
    await expect(asTenant(1, () => unscoped(database, { id: 1 }))).rejects.toThrow();
  });
});
