import { sql } from 'drizzle-orm';
import { EVAL_UPLOAD_UNRATED_KEEP_MS } from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import { idArray } from '../../core/sql';
import { rows } from '../../db/client';

/** Uploads whose orders one transaction locks and sweeps, and transactions per run (the rest waits a day). */
export const EVAL_SWEEP_BATCH = 500;
const EVAL_SWEEP_BATCHES_PER_RUN = 200;

/**
 * An evaluation upload (alias `u`) that no evaluation uses or will use: not marked `named`, not named
 * by its order's evaluation either (read from the evaluation's own images, whatever `named` says),
 * and either its order has been rated or it was uploaded before `cutoff`.
 */
const unused = (cutoff: Date) => sql`not u.named
  and not exists (
    select 1 from order_evaluations v cross join jsonb_array_elements_text(v.images) as img(url)
     where v.enterprise_id = u.enterprise_id and v.order_id = u.order_id
       and substring(img.url from '^/api/file/download/(\\d{1,18})$')::bigint = u.file_id)
  and (u.created_at < ${cutoff.toISOString()}::timestamptz
    or exists (select 1 from order_evaluations v where v.enterprise_id = u.enterprise_id and v.order_id = u.order_id))`;

/**
 * Removes evaluation photos no evaluation will show: those the order's submitted evaluation did not
 * name, and those of a link left unrated for EVAL_UPLOAD_UNRATED_KEEP_MS: the order_eval_uploads
 * row, the files row and the stored bytes. Idempotent; a daily job (jobs.ts).
 *
 * Each batch is one transaction of two statements. The first takes a key-share lock on the orders
 * of up to `batch` unused uploads (oldest first, through the partial index on unnamed uploads),
 * skipping orders being rated or uploaded to right now: both hold the order's row lock, so neither
 * can interleave with the sweep of its order. The second, with a snapshot taken after the locks,
 * checks again and deletes the rows; the bytes go once the rows are committed (a failure there
 * leaves unreachable bytes, never a row without its file).
 */
export async function sweepUnusedEvalUploads(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  opts: { batch?: number } = {},
) {
  const batch = opts.batch ?? EVAL_SWEEP_BATCH;
  const cutoff = new Date(Date.now() - EVAL_UPLOAD_UNRATED_KEEP_MS);
  const removed = { uploads: 0, files: 0, bytesFailed: 0 };
  for (let i = 0; i < EVAL_SWEEP_BATCHES_PER_RUN; i++) {
    const swept = await ctx.db.transaction(async (tx) => {
      const locked = await rows<{ enterprise_id: unknown; id: unknown }>(
        tx,
        sql`select o.enterprise_id, o.id from orders o
             where (o.enterprise_id, o.id) in (
               select u.enterprise_id, u.order_id from order_eval_uploads u
                where ${unused(cutoff)}
                order by u.created_at limit ${batch})
             for key share of o skip locked`,
      );
      if (!locked.length) return { uploads: 0, keys: [] as string[] };
      const [gone] = await rows<{ uploads: number; keys: string[] }>(
        tx,
        sql`with gone as (
              delete from order_eval_uploads u
               using unnest(${idArray(locked.map((o) => Number(o.enterprise_id)))},
                            ${idArray(locked.map((o) => Number(o.id)))}) as o(enterprise_id, id)
               where u.enterprise_id = o.enterprise_id and u.order_id = o.id and ${unused(cutoff)}
              returning u.enterprise_id, u.file_id
            ), dropped as (
              delete from files f using gone
               where f.enterprise_id = gone.enterprise_id and f.id = gone.file_id and f.uploaded_by is null
              returning f.storage_key
            )
            select (select count(*)::int from gone) as uploads, array(select storage_key from dropped) as keys`,
      );
      return gone!;
    });
    if (!swept.uploads) break;
    removed.uploads += swept.uploads;
    removed.files += swept.keys.length;
    for (const key of swept.keys)
      await ctx.storage.remove(key).catch(() => {
        removed.bytesFailed++;
      });
  }
  return removed;
}
