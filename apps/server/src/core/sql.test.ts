import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows as dbRows, type Database } from '../db/client';
import { freshDatabase } from '../test/app';
import { idList, pgArray } from './sql';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const rows = <T>(query: ReturnType<typeof sql>) => dbRows<T>(database.db, query);

describe('pgArray: one bound array parameter', () => {
  it('brings any text back unchanged (quotes, backslashes, braces, commas, unicode)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({ unit: 'grapheme', maxLength: 20 }).filter((s) => !s.includes('\0')),
          { maxLength: 8 },
        ),
        async (values) => {
          const [row] = await rows<{ v: string[] }>(sql`select ${pgArray(values)}::text[] as v`);
          expect(row!.v).toEqual(values);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('idList: ids for in (…) are one bind, so a long list passes the 65,535-parameter limit', () => {
  it('matches 70,000 ids, each once', async () => {
    const ids = Array.from({ length: 70_000 }, (_, i) => i + 1);
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from generate_series(1, 80000) g where g in (${idList([...ids, 1, 2])})`,
    );
    expect(row!.n).toBe(70_000);
  });
});
