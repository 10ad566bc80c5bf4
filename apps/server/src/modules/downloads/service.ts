import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import type { Locale } from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import type { ScopeActor } from '../../core/scope';
import { asTenant, mine, type Tenant } from '../../core/tenant';
import { streamXlsx, type Cell, type Column } from '../../core/xlsx';
import { downloadFiles, files } from '../../db/schema';
import { fileUrl } from '../files';

export const EXPORT_QUEUE = 'export-to-download-centre';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportRequest {
  actor: ScopeActor;
  locale: Locale;
  params: Record<string, unknown>;
}
/**
 * Builds a sheet for one kind of export; modules register theirs. Rows may come page by page (an
 * async generator): the file is streamed to storage as they come, never held whole in memory.
 */
export type Exporter = (
  ctx: AppContext,
  req: ExportRequest,
) => Promise<{ columns: (Column | string)[]; rows: Iterable<Cell[]> | AsyncIterable<Cell[]> }>;

const exporters = new Map<string, Exporter>();
export const registerExporter = (kind: string, exporter: Exporter) => exporters.set(kind, exporter);

interface ExportJob {
  enterpriseId: number;
  downloadId: number;
}

/** Records an export as in progress and queues it; the download centre shows it at once. */
export async function startExport(
  t: Tenant,
  input: { kind: string; fileName: string; locale: Locale; params: Record<string, unknown> },
) {
  const ctx = t.app;
  const actor: ScopeActor = {
    dataScope: t.dataScope,
    user: { id: t.user.id, enterpriseId: t.enterpriseId },
  };
  const [row] = await t.db
    .insert(downloadFiles)
    .values({
      enterpriseId: t.enterpriseId,
      userId: t.user.id,
      kind: input.kind,
      fileName: input.fileName,
      params: { actor, locale: input.locale, params: input.params },
    })
    .returning({ id: downloadFiles.id });
  const job: ExportJob = { enterpriseId: t.enterpriseId, downloadId: row!.id };
  if (ctx.jobs) await ctx.jobs.boss.send(EXPORT_QUEUE, job, { retryLimit: 2 });
  // Without the job runner (JOBS=false) the export still completes, in this process.
  else setImmediate(() => void runExport(ctx, job).catch(() => undefined));
  return { id: row!.id };
}

/**
 * Builds the file of one export and marks it finished (or failed); safe to run again. It acts for the
 * export's enterprise: the tenant guard checks its queries and the exporter's.
 */
export const runExport = (ctx: AppContext, job: ExportJob) =>
  asTenant(job.enterpriseId, () => buildExport(ctx, job));

async function buildExport(ctx: AppContext, job: ExportJob) {
  const where = mine(job.enterpriseId, downloadFiles, eq(downloadFiles.id, job.downloadId));
  const [row] = await ctx.db.select().from(downloadFiles).where(where);
  if (!row || row.processState === 2) return { skipped: true };
  try {
    const exporter = exporters.get(row.kind);
    if (!exporter) throw new Error(`no exporter for ${row.kind}`);
    const { columns, rows } = await exporter(ctx, row.params as unknown as ExportRequest);
    const key = `${job.enterpriseId}/exports/${randomUUID()}.xlsx`;
    const out = new PassThrough();
    const written = streamXlsx(out, { name: row.fileName, columns, rows }).catch((err: unknown) => {
      out.destroy(err as Error); // storage then drops the partial file
      throw err;
    });
    const [rowCount, size] = await Promise.all([written, ctx.storage.put(key, out)]);
    await ctx.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({
          enterpriseId: job.enterpriseId,
          storageKey: key,
          name: `${row.fileName}.xlsx`,
          mime: XLSX_MIME,
          size,
          uploadedBy: row.userId,
        })
        .returning({ id: files.id });
      await tx
        .update(downloadFiles)
        .set({ processState: 2, fileId: file!.id, rowCount, finishedAt: new Date() })
        .where(where);
    });
    return { rows: rowCount };
  } catch (err) {
    await ctx.db
      .update(downloadFiles)
      .set({
        processState: 2,
        failed: true,
        error: String((err as Error).message).slice(0, 500),
        finishedAt: new Date(),
      })
      .where(where);
    return { failed: true };
  }
}

export const downloadJobs = (ctx: AppContext): JobDef[] => [
  { name: EXPORT_QUEUE, run: (data) => runExport(ctx, data as ExportJob) },
];

/** My latest downloads, newest first (the download centre). */
export const listDownloads = (t: Tenant, limit: number) =>
  t.db
    .select()
    .from(downloadFiles)
    .where(mine(t, downloadFiles, eq(downloadFiles.userId, t.user.id)))
    .orderBy(desc(downloadFiles.createdAt), desc(downloadFiles.id))
    .limit(limit)
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        file_name: `${r.fileName}.xlsx`,
        kind: r.kind,
        process_state: r.processState,
        failed: r.failed,
        row_count: r.rowCount,
        file_url: r.fileId ? fileUrl(r.fileId) : null,
        created_at: r.createdAt.toISOString(),
        finished_at: r.finishedAt?.toISOString() ?? null,
      })),
    );
