import { sql, type SQL } from 'drizzle-orm';

/** A `%keyword%` pattern for (i)like, with the keyword's own `\`, `%` and `_` taken literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A PostgreSQL array literal (`{1,2}`, `{"a","b"}`), bound as one parameter and cast where used
 * (`::bigint[]`, `::date[]`, `::text[]`): one bind however many values, where a list of binds stops at 65,535.
 */
export const pgArray = (values: readonly (number | string)[]) =>
  `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;

/** Ids as one bound `bigint[]`, for `= any(…)` and `unnest(…)`. */
export const idArray = (ids: readonly number[]): SQL => sql`${pgArray(ids)}::bigint[]`;

/** Distinct ids for `in (…)`, as one bound array. */
export const idList = (ids: readonly number[]): SQL => sql`select unnest(${idArray([...new Set(ids)])})`;
