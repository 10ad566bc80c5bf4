import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { pgArray } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';

/**
 * The score of a word in an item, from its vector's positions: each title (weight A) occurrence
 * counts 1000, each other one 1 (at most 256 positions a word are kept), so a title match sorts
 * above any body match in the posting index (migration 0051 backfills with the same expression).
 */
const SCORE = sql.raw(
  `(select (count(*) filter (where w = 'A'))::int * 1000 + (count(*) filter (where w <> 'A'))::int from unnest(v.weights) w)`,
);

/**
 * Rewrites the posting rows of items from their `search` vectors (after a save, a summary, a
 * delete: a deleted item keeps none). Runs in the caller's transaction when given one.
 */
export async function syncPostings(t: TenantDb, ids: number[] | 'all') {
  if (!ids.length) return;
  const list =
    ids === 'all'
      ? undefined
      : sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        );
  const which = (alias: string, column: string) =>
    list ? sql`and ${sql.identifier(alias)}.${sql.identifier(column)} in (${list})` : sql``;
  await t.db.execute(sql`delete from knowledge_postings p where ${mineSql(t, 'p')} ${which('p', 'item_id')}`);
  await t.db.execute(
    sql`insert into knowledge_postings (enterprise_id, item_id, lexeme, score)
        select i.enterprise_id, i.id, v.lexeme, ${SCORE}
          from knowledge_items i, unnest(i.search) v
         where ${mineSql(t, 'i')} ${which('i', 'id')} and i.deleted_at is null and i.search is not null`,
  );
}

/** How many items hold each word, counted up to `cap` (an index-only scan per word). */
export async function wordCounts(t: TenantDb, lexemes: string[], cap: number) {
  const found = await rows<{ lexeme: string; n: number }>(
    t.db,
    sql`select w.lexeme, (select count(*)::int from (
              select 1 from knowledge_postings p
               where ${mineSql(t, 'p')} and p.lexeme = w.lexeme limit ${cap}) c) as n
          from unnest(${pgArray(lexemes)}::text[]) w(lexeme)`,
  );
  return new Map(found.map((r) => [r.lexeme, r.n]));
}
