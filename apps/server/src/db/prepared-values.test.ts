import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/app';
import type { Database } from './client';

/**
 * The prepared path (ShapedQuery → Database.sql.prepared) binds values on PostgreSQL and writes them
 * as literals into EXECUTE on PGlite. Whatever the value, it must come back equal and never change
 * the statement around it.
 */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await database.sql.exec(
    'create table fc_sentinel (id int primary key); insert into fc_sentinel values (1)',
  );
});
afterAll(() => database.close());

const RUNS = 1000;
/** A thousand round trips each; generous for a loaded two-core machine. */
const TIMEOUT_MS = 180_000;

/**
 * Sends a value through the prepared path and answers it as the database holds it, as JSON text, so
 * the drivers' result parsers (PGlite reads year 99 as 1999 and an array's NULL as 'NULL') stay out.
 */
async function echo<T>(name: string, cast: string, value: unknown, expression = 'to_json($1)'): Promise<T> {
  const typed = expression.replace('$1', `$1::${cast}`);
  const { rows } = await database.sql.prepared(
    `fc_${name}`,
    `select (${typed})::text as v, (select count(*)::int from fc_sentinel) as n`,
    [value],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.n).toBe(1);
  return JSON.parse(rows[0]!.v as string) as T;
}

/** Strings built to break quoting: quotes, backslashes, dollar quotes, comments, unicode. */
const hostileText = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 10 },
  {
    arbitrary: fc
      .array(
        fc.constantFrom(
          "'",
          "''",
          '\\',
          '"',
          '$$',
          '$x$',
          ';',
          '--',
          '/*',
          '*/',
          ')',
          '(',
          ',',
          '\n',
          '€',
          '𝄞',
          'a',
        ),
        {
          maxLength: 40,
        },
      )
      .map((parts) => parts.join('')),
    weight: 10,
  },
  { arbitrary: fc.string({ unit: 'binary', minLength: 5000, maxLength: 20000 }), weight: 1 },
);
const withoutNul = (s: string) => s.replaceAll('\u0000', '');

describe('values through the prepared path come back equal (fast-check, 1,000 runs each)', () => {
  it(
    'any text without NUL: quotes, backslashes, $$, unicode, very long',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileText.map(withoutNul), async (s) => {
          expect(await echo<string>('text', 'text', s)).toBe(s);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'text holding NUL is refused and the statement stays intact',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileText, fc.nat(50), async (s, at) => {
          const value = `${s.slice(0, at)}\u0000${s.slice(at)}'); drop table fc_sentinel; --`;
          await expect(echo('text', 'text', value)).rejects.toThrow();
          expect(await echo<string>('text', 'text', 'after')).toBe('after');
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'any number: integers, doubles, NaN and infinities',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer(), async (n) => {
          expect(Number(await echo('int8', 'int8', n))).toBe(n);
        }),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(fc.double(), async (n) => {
          const back = Number(await echo('float8', 'float8', n));
          expect(Number.isNaN(n) ? Number.isNaN(back) : back === n).toBe(true);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'any date in years 1-9999 comes back to the millisecond',
    async () => {
      const dates = fc.date({
        min: new Date('0001-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59Z'),
        noInvalidDate: true,
      });
      await fc.assert(
        fc.asyncProperty(dates, async (d) => {
          const epochMs = 'round(extract(epoch from $1) * 1000)';
          expect(Number(await echo<number>('epoch', 'timestamptz', d, epochMs))).toBe(d.getTime());
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'any array of text and nulls: quotes, backslashes, braces, commas, NULL as text',
    async () => {
      const element = fc.oneof(
        hostileText.map(withoutNul),
        fc.constantFrom('NULL', 'null', '{}', '{"a"}', ',', ' '),
        fc.constant(null),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(element, { maxLength: 20 }), async (items) => {
          expect(await echo<(string | null)[]>('textarr', 'text[]', items)).toEqual(items);
        }),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(fc.array(fc.integer(), { maxLength: 20 }), async (items) => {
          expect((await echo<(number | string)[]>('intarr', 'int8[]', items)).map(Number)).toEqual(items);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});
