import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundJobs } from '../../app';
import { rows } from '../../db/client';
import { as, testApp, type TestApp } from '../../test/app';
import { sweepUnusedEvalUploads } from './eval-sweep';
import { answer, evalKit, fileIdOf } from './eval-test-helpers';
import { EVAL_SWEEP_QUEUE } from './jobs';

/** The daily sweep of evaluation photos no evaluation shows (unnamed on a rated order, or a week unrated). */
let t: TestApp;
let kit: Awaited<ReturnType<typeof evalKit>>;

beforeAll(async () => {
  t = await testApp();
  kit = await evalKit(t);
});
afterAll(() => t.close());

const sweep = (opts?: { batch?: number }) => sweepUnusedEvalUploads(t.app.ctx, opts);

const keys = new Map<string, string>();
/** Whether the photo's upload row, files row and stored bytes are there (bytes by the key it was stored under). */
async function state(url: string) {
  const id = fileIdOf(url);
  const [row] = await rows<{ upload: boolean; key: string | null }>(
    t.database.db,
    sql`select exists (select 1 from order_eval_uploads where file_id = ${id}) as upload,
               (select storage_key from files where id = ${id}) as key`,
  );
  if (row!.key) keys.set(url, row!.key);
  const key = keys.get(url);
  return {
    upload: row!.upload,
    file: row!.key !== null,
    bytes: key ? await t.app.ctx.storage.exists(key) : false,
  };
}
const present = { upload: true, file: true, bytes: true };
const gone = { upload: false, file: false, bytes: false };

/** A photo uploaded through the link, its storage key noted (so its bytes can be looked for once the row is gone). */
async function photo(token: string, name = 'photo.png') {
  const url = await kit.uploaded(token, name);
  expect(await state(url)).toEqual(present);
  return url;
}

const daysAgo = (url: string, days: number) =>
  t.database.db.execute(
    sql`update order_eval_uploads set created_at = now() - make_interval(days => ${days}) where file_id = ${fileIdOf(url)}`,
  );

describe('the sweep of unused evaluation photos', () => {
  it('removes what no evaluation shows (row, file row, bytes), keeps what one names or may still name; twice is harmless', async () => {
    // rated: named p1 (also one named long ago); p2 and p3 were never named
    const rated = await kit.completed();
    const p1 = await photo(rated.token, 'p1.png');
    const p2 = await photo(rated.token, 'p2.png');
    const p3 = await photo(rated.token, 'p3.png');
    const pOld = await photo(rated.token, 'old.png');
    expect((await kit.evaluate(rated.token, answer([p1, pOld]))).statusCode).toBe(200);
    await daysAgo(pOld, 30);
    // not rated yet: a recent upload, and one a week and a day old
    const recent = await kit.completed();
    const q1 = await photo(recent.token, 'q1.png');
    await daysAgo(q1, 6);
    const stale = await kit.completed();
    const r1 = await photo(stale.token, 'r1.png');
    await daysAgo(r1, 8);

    expect(await sweep()).toEqual({ uploads: 3, files: 3, bytesFailed: 0 });
    expect(await state(p2)).toEqual(gone);
    expect(await state(p3)).toEqual(gone);
    expect(await state(r1)).toEqual(gone);
    for (const url of [p1, pOld, q1]) expect(await state(url)).toEqual(present);
    // the staff still see the evaluation's photos
    const shown = await as(t, kit.dispatcher).get(p1);
    expect(shown.statusCode).toBe(200);

    const before = await kit.written();
    expect(await sweep()).toEqual({ uploads: 0, files: 0, bytesFailed: 0 });
    expect(await kit.written()).toEqual(before);
    for (const url of [p1, pOld, q1]) expect(await state(url)).toEqual(present);

    // the unrated link's recent photo may still be named: its customer rates with it, after a sweep
    expect((await kit.evaluate(recent.token, answer([q1]))).statusCode).toBe(200);
    expect(await sweep()).toEqual({ uploads: 0, files: 0, bytesFailed: 0 });
    expect(await state(q1)).toEqual(present);
  });

  it("never removes a photo the evaluation names, even without the upload's `named` mark (uploads before migration 0017)", async () => {
    const { token } = await kit.completed();
    const named = await photo(token, 'named.png');
    const unnamed = await photo(token, 'unnamed.png');
    expect((await kit.evaluate(token, answer([named]))).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update order_eval_uploads set named = false, created_at = now() - interval '1 year' where file_id = ${fileIdOf(named)}`,
    );
    expect(await sweep()).toEqual({ uploads: 1, files: 1, bytesFailed: 0 });
    expect(await state(named)).toEqual(present);
    expect(await state(unnamed)).toEqual(gone);
    expect(await sweep()).toEqual({ uploads: 0, files: 0, bytesFailed: 0 });
  });

  it('works through the candidates in batches until none is left', async () => {
    const links = [await kit.completed(), await kit.completed(), await kit.completed()];
    const urls: string[] = [];
    for (const l of links) {
      urls.push(await photo(l.token), await photo(l.token));
      expect((await kit.evaluate(l.token, answer([]))).statusCode).toBe(200);
    }
    expect(await sweep({ batch: 1 })).toEqual({ uploads: 6, files: 6, bytesFailed: 0 });
    for (const url of urls) expect(await state(url)).toEqual(gone);
  });

  it('runs as the daily pg-boss job', async () => {
    const { token } = await kit.completed();
    const unused = await photo(token, 'unused.png');
    expect((await kit.evaluate(token, answer([]))).statusCode).toBe(200);

    await startBackgroundJobs(t.app);
    const boss = t.app.ctx.jobs!.boss;
    expect(await boss.getSchedules()).toContainEqual(
      expect.objectContaining({ name: EVAL_SWEEP_QUEUE, cron: '0 19 * * *' }),
    );
    const id = await boss.send(EVAL_SWEEP_QUEUE, {});
    // the job removes the upload row before the stored bytes: wait for the job to finish, not for the row
    for (let i = 0; i < 120 && (await boss.getJobById(EVAL_SWEEP_QUEUE, id!))?.state !== 'completed'; i++)
      await new Promise((r) => setTimeout(r, 250));
    expect((await boss.getJobById(EVAL_SWEEP_QUEUE, id!))?.state).toBe('completed');
    expect(await state(unused)).toEqual(gone);
  });
});
