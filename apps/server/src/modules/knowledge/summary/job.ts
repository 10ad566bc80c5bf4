import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { SUMMARY_STATES, type Locale } from '@fieldline/domain';
import type { AppContext } from '../../../app-context';
import type { JobDef } from '../../../core/jobs';
import { asTenant } from '../../../core/tenant';
import { knowledgeItems } from '../../../db/schema';
import { liveDoc } from '../docs';
import { filesOf } from '../files';
import { syncPostings } from '../postings';
import { docVector } from '../vectors';
import { extractText } from './extract';
import { llmSummariser, localSummariser, SUMMARY_LIMIT, type Summariser } from './summariser';

export const SUMMARY_QUEUE = 'knowledge-summary';

export interface SummaryJob {
  enterpriseId: number;
  docId: number;
  locale: Locale;
}

/** The configured summariser: the LLM one when SUMMARY_PROVIDER=llm has a URL, else the local one. */
export const summariserOf = (ctx: AppContext): Summariser => {
  const cfg = ctx.config.summary;
  return cfg?.provider === 'llm' && cfg.url
    ? llmSummariser({ url: cfg.url, key: cfg.key, model: cfg.model })
    : localSummariser;
};

/** Queues a summary; without the job runner (JOBS=false) it still runs, in this process. */
export async function queueSummary(ctx: AppContext, job: SummaryJob) {
  if (ctx.jobs) await ctx.jobs.boss.send(SUMMARY_QUEUE, job, { retryLimit: 1 });
  else setImmediate(() => void runSummary(ctx, job).catch(() => undefined));
}

/**
 * Reads the document's file, keeps its text for search, summarises it and stores the summary, moving
 * the progress 10 → 40 → 80 → 100; a failure is stored as the task's error. Safe to run again.
 */
export const runSummary = (ctx: AppContext, job: SummaryJob) =>
  asTenant(job.enterpriseId, async () => {
    const t = { db: ctx.db, enterpriseId: job.enterpriseId };
    const where = liveDoc(t, eq(knowledgeItems.id, job.docId));
    const progress = (values: Partial<typeof knowledgeItems.$inferInsert>) =>
      ctx.db.update(knowledgeItems).set(values).where(where);
    const [doc] = await ctx.db.select().from(knowledgeItems).where(where);
    if (!doc?.fileId) return { skipped: true };
    try {
      await progress({ summaryState: SUMMARY_STATES.running, summaryProgress: 10 });
      const [file] = await filesOf(t, [doc.fileId]);
      if (!file) throw new Error('the file is gone');
      const text = await extractText(file.name, await buffer(ctx.storage.get(file.storage_key)));
      await progress({ bodyText: text, summaryProgress: 40 });
      const summary = await summariserOf(ctx).summarise(text, {
        maxChars: SUMMARY_LIMIT,
        locale: job.locale,
      });
      await progress({ summaryProgress: 80 });
      await ctx.db
        .update(knowledgeItems)
        .set({
          summary,
          summaryState: SUMMARY_STATES.done,
          summaryProgress: 100,
          summaryError: null,
          search: docVector(doc.title, summary, text),
        })
        .where(where);
      await syncPostings(t, [doc.id]);
      return { summarised: doc.id };
    } catch (err) {
      await progress({
        summaryState: SUMMARY_STATES.failed,
        summaryProgress: 100,
        summaryError: String((err as Error).message).slice(0, 300),
      });
      return { failed: doc.id };
    }
  });

export const knowledgeJobs = (ctx: AppContext): JobDef[] => [
  { name: SUMMARY_QUEUE, run: (data) => runSummary(ctx, data as SummaryJob) },
];
