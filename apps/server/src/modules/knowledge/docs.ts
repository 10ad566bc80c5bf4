import { count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import {
  DOC_TYPES,
  KNOWLEDGE_KINDS,
  SUMMARY_STATES,
  type DocDetail,
  type DocRow,
  type SummaryState,
  type SummaryTask,
  type docListQuerySchema,
  type docSaveSchema,
} from '@fieldline/domain';
import type { z } from 'zod';
import { knowledgeItems } from '../../db/schema';
import { idList, likePattern } from '../../core/sql';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import { categoryNames, categoryWithDescendants, requireCategory } from './categories';
import { knowledgeErrors } from './errors';
import { filesOf, requireFiles, shapeFile, type FileRow } from './files';
import { queueSummary } from './summary/job';
import { syncPostings } from './postings';
import { docVector } from './vectors';

type DocInput = z.infer<typeof docSaveSchema>;
type DocListQuery = z.infer<typeof docListQuerySchema>;
type ItemRecord = typeof knowledgeItems.$inferSelect;

const DOC = KNOWLEDGE_KINDS.doc;
export const liveDoc = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(t, knowledgeItems, eq(knowledgeItems.kind, DOC), isNull(knowledgeItems.deletedAt), ...rest);

const row = (d: ItemRecord, names: Map<number, string>, file: FileRow | undefined): DocRow => ({
  id: d.id,
  name: d.title,
  categoryId: d.categoryId,
  categoryName: d.categoryId ? (names.get(d.categoryId) ?? null) : null,
  file: file ? shapeFile(file) : null,
  summaryState: d.summaryState as SummaryState,
  updatedAt: d.updatedAt.toISOString(),
});

/** GET /knowledge/doc/list: documents newest first, by category (with sub-categories) and name. */
export async function listDocs(t: TenantDb, q: DocListQuery) {
  const categories = q.categoryId ? await categoryWithDescendants(t, q.categoryId) : undefined;
  const where = liveDoc(
    t,
    categories ? sql`${knowledgeItems.categoryId} in (${idList(categories)})` : undefined,
    q.keyword ? ilike(knowledgeItems.title, likePattern(q.keyword)) : undefined,
  );
  const [list, [total]] = await Promise.all([
    t.db
      .select()
      .from(knowledgeItems)
      .where(where)
      .orderBy(desc(knowledgeItems.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db.select({ n: count() }).from(knowledgeItems).where(where),
  ]);
  const [names, files] = await Promise.all([
    categoryNames(
      t,
      list.map((d) => d.categoryId),
    ),
    filesOf(
      t,
      list.flatMap((d) => (d.fileId ? [d.fileId] : [])),
    ),
  ]);
  const byId = new Map(files.map((f) => [f.id, f]));
  return {
    list: list.map((d) => row(d, names, d.fileId ? byId.get(d.fileId) : undefined)),
    total: total?.n ?? 0,
  };
}

export async function requireDoc(t: TenantDb, id: number, field = 'id') {
  const [found] = await t.db
    .select()
    .from(knowledgeItems)
    .where(liveDoc(t, eq(knowledgeItems.id, id)));
  if (!found) throw knowledgeErrors.DOC_NOT_FOUND({ field });
  return found;
}

/** GET /knowledge/doc/detail/:id */
export async function docDetail(t: TenantDb, id: number): Promise<DocDetail> {
  const d = await requireDoc(t, id);
  const [names, files] = await Promise.all([
    categoryNames(t, [d.categoryId]),
    filesOf(t, d.fileId ? [d.fileId] : []),
  ]);
  return {
    ...row(d, names, files[0]),
    summary: d.summary,
    summaryProgress: d.summaryProgress,
    summaryError: d.summaryError,
    createdAt: d.createdAt.toISOString(),
  };
}

/**
 * POST /knowledge/doc/save: creates or changes a document (name, category, attachment: a PDF, Word,
 * Excel or text file of the enterprise). A new file queues its summary (a job with progress).
 */
export async function saveDoc(t: Tenant, input: DocInput) {
  const current = input.id ? await requireDoc(t, input.id) : undefined;
  if (input.categoryId) await requireCategory(t, input.categoryId, DOC);
  const [file] = await requireFiles(t, [input.fileId], 'fileId');
  const ext = file!.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(DOC_TYPES as readonly string[]).includes(ext)) throw knowledgeErrors.DOC_TYPE({ field: 'fileId' });
  const fileChanged = current?.fileId !== input.fileId;
  const values = {
    title: input.name,
    categoryId: input.categoryId ?? null,
    fileId: input.fileId,
    updatedAt: new Date(),
    ...(fileChanged
      ? {
          summary: null,
          bodyText: null,
          summaryError: null,
          summaryState: SUMMARY_STATES.running,
          summaryProgress: 0,
        }
      : {}),
    search: docVector(
      input.name,
      fileChanged ? '' : (current?.summary ?? ''),
      fileChanged ? '' : (current?.bodyText ?? ''),
    ),
  };
  let id: number;
  if (current) {
    await t.db
      .update(knowledgeItems)
      .set(values)
      .where(liveDoc(t, eq(knowledgeItems.id, current.id)));
    id = current.id;
  } else {
    const [created] = await t.db
      .insert(knowledgeItems)
      .values({ ...values, enterpriseId: t.enterpriseId, kind: DOC, createdBy: t.user.id })
      .returning({ id: knowledgeItems.id });
    id = created!.id;
  }
  await syncPostings(t, [id]);
  if (fileChanged) await queueSummary(t.app, { enterpriseId: t.enterpriseId, docId: id, locale: t.locale });
  return { id };
}

/** POST /knowledge/doc/generateSummary: generates the summary again (a job); answers the task. */
export async function regenerateSummary(t: Tenant, id: number) {
  await requireDoc(t, id);
  await t.db
    .update(knowledgeItems)
    .set({ summaryState: SUMMARY_STATES.running, summaryProgress: 0, summaryError: null })
    .where(liveDoc(t, eq(knowledgeItems.id, id)));
  await queueSummary(t.app, { enterpriseId: t.enterpriseId, docId: id, locale: t.locale });
  return summaryTask(t, id);
}

/** GET /knowledge/doc/findTaskDetail/:id: the summary job's state and progress (spec findTaskDetail). */
export async function summaryTask(t: TenantDb, id: number): Promise<SummaryTask> {
  const d = await requireDoc(t, id);
  return {
    id: d.id,
    state: d.summaryState as SummaryState,
    progress: d.summaryProgress,
    summary: d.summary,
    error: d.summaryError,
  };
}

/** DELETE /knowledge/doc/delete/:id: soft (its file stays in the files module). */
export async function deleteDoc(t: TenantDb, id: number) {
  await requireDoc(t, id);
  await t.db
    .update(knowledgeItems)
    .set({ deletedAt: new Date() })
    .where(liveDoc(t, eq(knowledgeItems.id, id)));
  await syncPostings(t, [id]);
}
