import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { phoneOf } from '../test/accounts';
import { freshDatabase } from '../test/app';
import type { Database, Db } from './client';
import { users } from './schema';
import { ShapedQuery, shapedCondition } from './shapes';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const names: string[] = [];
// the variants these tests use (the query is the same for each)
const build = vi.fn((db: Db, where: SQL | undefined, _variant: '' | 'raw' | 'shape') => {
  const query = db
    .select({ phone: users.phone })
    .from(users)
    .where(where)
    .orderBy(users.phone)
    .limit(sql.placeholder('limit'));
  return {
    prepare(name: string) {
      names.push(name);
      return query.prepare(name);
    },
    toSQL: () => query.toSQL(),
  };
});
const phones = new ShapedQuery('test_users', build);
const run = (where: SQL, limit = 50) =>
  phones.run(database.db, '', where, { limit }).then((r) => r.map((u) => u.phone));

describe('prepared statements per query shape (DESIGN.md: prepare the hot queries)', () => {
  it('builds a shape once and binds each call its own values, never the first caller’s', async () => {
    build.mockClear();
    expect(await run(eq(users.phone, phoneOf('administrator')))).toEqual([phoneOf('administrator')]);
    expect(await run(eq(users.phone, phoneOf('dispatcher')))).toEqual([phoneOf('dispatcher')]);
    expect(await run(and(eq(users.enterpriseId, 1), eq(users.phone, phoneOf('serviceStaff')))!)).toEqual([
      phoneOf('serviceStaff'),
    ]);
    expect(build).toHaveBeenCalledTimes(2);
    expect(await run(inArray(users.phone, [phoneOf('administrator'), phoneOf('dispatcher')]), 1)).toEqual([
      phoneOf('administrator'),
    ]);
  });

  it('names statements on the server, except pattern matches, which PostgreSQL plans per pattern', async () => {
    names.length = 0;
    await run(eq(users.enterpriseId, 2));
    await run(ilike(users.phone, '%0001'));
    expect(names[0]).toMatch(/^test_users_\d+$/);
    expect(names[1]).toBe('');
    expect(await run(ilike(users.phone, `%${phoneOf('dispatcher').slice(2)}`))).toEqual([
      phoneOf('dispatcher'),
    ]);
  });

  it('runs a shape through the database’s prepared-statement runner, planned once, each call with its own values', async () => {
    build.mockClear();
    const prepared = vi.spyOn(database.sql, 'prepared');
    const rows = (phone: string) =>
      phones.rows(database, 'raw', eq(users.phone, phone), { limit: 5 }).then((r) => r.map((u) => u.phone));
    expect(await rows(phoneOf('administrator'))).toEqual([phoneOf('administrator')]);
    expect(await rows(phoneOf('dispatcher'))).toEqual([phoneOf('dispatcher')]);
    expect(build).toHaveBeenCalledTimes(1);
    const [first, second] = prepared.mock.calls;
    expect(first![0]).toMatch(/^test_users_p\d+$/);
    expect(second![0]).toBe(first![0]);
    expect(second![2]).toEqual([phoneOf('dispatcher'), 5]);
    prepared.mockRestore();
  });

  it('sends a pattern match through the runner unnamed, planned with its own pattern', async () => {
    const prepared = vi.spyOn(database.sql, 'prepared');
    const query = vi.spyOn(database.sql, 'query');
    const rows = await phones.rows(database, 'raw', ilike(users.phone, '%800000003'), { limit: 5 });
    expect(rows.map((u) => u.phone)).toEqual([phoneOf('serviceStaff')]);
    expect(prepared).not.toHaveBeenCalled();
    expect(query).toHaveBeenCalledTimes(1);
    prepared.mockRestore();
    query.mockRestore();
  });

  it('binds an array value (text[]) through the prepared-statement runner', async () => {
    const listed = await database.sql.prepared(
      'test_text_array',
      'select cardinality($1::text[]) as n, $1::text[] as a',
      [['a', 'b "c"', 'd\\e', "f'g"]],
    );
    expect(listed.rows[0]).toEqual({ n: 4, a: ['a', 'b "c"', 'd\\e', "f'g"] });
  });

  it('builds a placeholder-only condition once per shape and binds each call its own values', async () => {
    build.mockClear();
    const where = vi.fn((shape: { byEnterprise: boolean }) =>
      shape.byEnterprise
        ? and(eq(users.enterpriseId, sql.placeholder('ep')), eq(users.phone, sql.placeholder('phone')))!
        : eq(users.phone, sql.placeholder('phone')),
    );
    const rows = (byEnterprise: boolean, phone: string) =>
      phones
        .rows(database, 'shape', shapedCondition('phones', where, { byEnterprise }, { ep: 1, phone }), {
          limit: 5,
        })
        .then((r) => r.map((u) => u.phone));
    expect(await rows(true, phoneOf('administrator'))).toEqual([phoneOf('administrator')]);
    expect(await rows(true, phoneOf('dispatcher'))).toEqual([phoneOf('dispatcher')]);
    expect(await rows(false, phoneOf('serviceStaff'))).toEqual([phoneOf('serviceStaff')]);
    expect(await rows(false, phoneOf('serviceStaff2'))).toEqual([phoneOf('serviceStaff2')]);
    expect(where).toHaveBeenCalledTimes(2);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('refuses a shape condition that holds a value, which would freeze the first caller’s value', async () => {
    await expect(
      phones.rows(
        database,
        'shape',
        shapedCondition('frozen', () => eq(users.phone, phoneOf('administrator')), {}, {}),
        {
          limit: 5,
        },
      ),
    ).rejects.toThrow(/binds a value/);
  });

  it('two shaped queries cannot share a statement name', () => {
    expect(() => new ShapedQuery('test_users', build)).toThrow(/test_users/);
  });
});
