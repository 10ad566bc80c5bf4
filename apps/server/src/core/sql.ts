import { sql, type SQL } from 'drizzle-orm';

/** A `%keyword%` pattern for (i)like, with the keyword's own `\`, `%` and `_` taken literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Distinct ids as a bound, comma-separated list for `in (…)`. */
export const idList = (ids: number[]): SQL =>
  sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  );
