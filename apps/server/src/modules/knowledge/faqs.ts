import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  KNOWLEDGE_KINDS,
  TAG_OBJECT_KINDS,
  type FaqDetail,
  type FaqRow,
  type SharedFaq,
  type faqListQuerySchema,
  type faqSaveSchema,
} from '@fieldline/domain';
import type { z } from 'zod';
import { knowledgeItems, knowledgeUnknown } from '../../db/schema';
import { idList, likePattern } from '../../core/sql';
import { allTenants, asTenant, mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { batchAdd, batchRemove, tagsOfObjects } from '../tags';
import { categoryNames, categoryWithDescendants, requireCategory } from './categories';
import { knowledgeErrors } from './errors';
import { cleanAnswer, renderAnswer } from './answer';
import { filesOf, requireFiles, shapeFile } from './files';
import { fileUrl } from '../files';
import { syncPostings } from './postings';
import { faqVector } from './vectors';

type FaqInput = z.infer<typeof faqSaveSchema>;
type FaqListQuery = z.infer<typeof faqListQuerySchema>;
type ItemRecord = typeof knowledgeItems.$inferSelect;

const FAQ = KNOWLEDGE_KINDS.faq;
const liveFaq = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(t, knowledgeItems, eq(knowledgeItems.kind, FAQ), isNull(knowledgeItems.deletedAt), ...rest);

const row = (f: ItemRecord, names: Map<number, string>): FaqRow => ({
  id: f.id,
  question: f.title,
  categoryId: f.categoryId,
  categoryName: f.categoryId ? (names.get(f.categoryId) ?? null) : null,
  shared: f.shared,
  views: f.views,
  updatedAt: f.updatedAt.toISOString(),
});

/** GET /knowledge/faq/list: FAQs newest first, by category (and its sub-categories) and keyword. */
export async function listFaqs(t: TenantDb, q: FaqListQuery) {
  const categories = q.categoryId ? await categoryWithDescendants(t, q.categoryId) : undefined;
  const where = liveFaq(
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
  const names = await categoryNames(
    t,
    list.map((f) => f.categoryId),
  );
  return { list: list.map((f) => row(f, names)), total: total?.n ?? 0 };
}

async function requireFaq(t: TenantDb, id: number, field = 'id') {
  const [found] = await t.db
    .select()
    .from(knowledgeItems)
    .where(liveFaq(t, eq(knowledgeItems.id, id)));
  if (!found) throw knowledgeErrors.FAQ_NOT_FOUND({ field });
  return found;
}

/** GET /knowledge/faq/detail/:id: the FAQ with its files, associated questions and tags. */
export async function faqDetail(t: TenantDb, id: number): Promise<FaqDetail> {
  const f = await requireFaq(t, id);
  const [names, images, attachments, associated, tags] = await Promise.all([
    categoryNames(t, [f.categoryId]),
    filesOf(t, f.images),
    filesOf(t, f.attachments),
    f.associatedIds.length
      ? t.db
          .select({ id: knowledgeItems.id, question: knowledgeItems.title })
          .from(knowledgeItems)
          .where(liveFaq(t, sql`${knowledgeItems.id} in (${idList(f.associatedIds)})`))
      : Promise.resolve([]),
    tagsOfObjects(t, TAG_OBJECT_KINDS.doc, [id]),
  ]);
  return {
    ...row(f, names),
    similarQuestions: f.similarQuestions,
    answer: renderAnswer(f.answer, fileUrl),
    images: images.map((x) => shapeFile(x)),
    attachments: attachments.map((x) => shapeFile(x)),
    associated,
    shareToken: f.shared ? f.shareToken : null,
    tags: tags.get(id) ?? [],
    createdAt: f.createdAt.toISOString(),
  };
}

async function requireAssociated(t: TenantDb, ids: number[], self?: number) {
  if (self && ids.includes(self)) throw knowledgeErrors.ASSOCIATED_SELF({ field: 'associatedIds' });
  if (!ids.length) return;
  const [found] = await t.db
    .select({ n: count() })
    .from(knowledgeItems)
    .where(liveFaq(t, sql`${knowledgeItems.id} in (${idList(ids)})`));
  if ((found?.n ?? 0) !== new Set(ids).size)
    throw knowledgeErrors.ASSOCIATED_NOT_FOUND({ field: 'associatedIds' });
}

/** Sets the FAQ's tags (kind DOC 3) to exactly `tagIds` through the tags module. */
async function setTags(t: Tenant, id: number, tagIds: number[]) {
  const current = (await tagsOfObjects(t, TAG_OBJECT_KINDS.doc, [id])).get(id) ?? [];
  const gone = current.map((x) => x.id).filter((x) => !tagIds.includes(x));
  const objectKind = TAG_OBJECT_KINDS.doc;
  if (gone.length) await batchRemove(t, { objectKind, objectIds: [id], tagIds: gone });
  if (tagIds.length) await batchAdd(t, { objectKind, objectIds: [id], tagIds });
}

/**
 * POST /knowledge/faq/save: creates (no id) or changes an FAQ. A question and an answer, image or
 * attachment (spec D10); files of the enterprise (images ≤ 1 MB), associated FAQs of the enterprise
 * (not itself), a category of the FAQ tree. A shared FAQ gets a public link token (kept while shared).
 * Saving from an unknown problem resolves it. One transaction.
 */
export async function saveFaq(t: Tenant, input: FaqInput) {
  const answer = cleanAnswer(input.answer);
  if (!answer.html && !input.images.length && !input.attachments.length)
    throw knowledgeErrors.ANSWER_REQUIRED({ field: 'answer' });
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const current = input.id ? await requireFaq(tt, input.id) : undefined;
    if (input.categoryId) await requireCategory(tt, input.categoryId, FAQ);
    await requireFiles(tt, input.images, 'images', true);
    await requireFiles(tt, answer.imageIds, 'answer', true);
    await requireFiles(tt, input.attachments, 'attachments');
    await requireAssociated(tt, input.associatedIds, input.id);
    if (input.unknownId) await requireUnknown(tt, input.unknownId);
    const values = {
      title: input.question,
      similarQuestions: input.similarQuestions,
      answer: answer.html || null,
      images: [...new Set(input.images)],
      attachments: [...new Set(input.attachments)],
      associatedIds: [...new Set(input.associatedIds)],
      categoryId: input.categoryId ?? null,
      shared: input.shared,
      shareToken: input.shared ? (current?.shareToken ?? randomBytes(18).toString('base64url')) : null,
      search: faqVector(input.question, input.similarQuestions, answer.text),
      updatedAt: new Date(),
    };
    let id: number;
    if (current) {
      await tx
        .update(knowledgeItems)
        .set(values)
        .where(liveFaq(tt, eq(knowledgeItems.id, current.id)));
      id = current.id;
    } else {
      const [created] = await tx
        .insert(knowledgeItems)
        .values({ ...values, enterpriseId: t.enterpriseId, kind: FAQ, createdBy: t.user.id })
        .returning({ id: knowledgeItems.id });
      id = created!.id;
    }
    await syncPostings(tt, [id]);
    await setTags(tt, id, [...new Set(input.tagIds)]);
    if (input.unknownId)
      await tx
        .update(knowledgeUnknown)
        .set({ faqId: id })
        .where(mine(tt, knowledgeUnknown, eq(knowledgeUnknown.id, input.unknownId)));
    return { id };
  });
}

async function requireUnknown(t: TenantDb, id: number) {
  const [found] = await t.db
    .select({ id: knowledgeUnknown.id })
    .from(knowledgeUnknown)
    .where(mine(t, knowledgeUnknown, eq(knowledgeUnknown.id, id)));
  if (!found) throw knowledgeErrors.UNKNOWN_NOT_FOUND({ field: 'unknownId' });
}

/** DELETE /knowledge/faq/delete/:id: soft; its public link stops answering. */
export async function deleteFaq(t: TenantDb, id: number) {
  await requireFaq(t, id);
  await t.db
    .update(knowledgeItems)
    .set({ deletedAt: new Date(), shared: false, shareToken: null })
    .where(liveFaq(t, eq(knowledgeItems.id, id)));
  await syncPostings(t, [id]);
}

/** The live FAQ a share token names, of any enterprise (the public link carries no session). */
export async function sharedFaqRecord(db: TenantDb['db'], token: string) {
  // the link's token is the only key (no session, no enterprise): looked up across enterprises
  const [found] = await allTenants(() =>
    db
      .select()
      .from(knowledgeItems)
      .where(
        and(
          eq(knowledgeItems.shareToken, token),
          eq(knowledgeItems.shared, true),
          eq(knowledgeItems.kind, FAQ),
          isNull(knowledgeItems.deletedAt),
        ),
      ),
  );
  if (!found) throw knowledgeErrors.SHARE_NOT_FOUND();
  return found;
}

/** GET /knowledge/share/:token: what the public link shows; its files through the link's own file route. */
export async function sharedFaq(db: TenantDb['db'], token: string): Promise<SharedFaq> {
  const f = await sharedFaqRecord(db, token);
  const t = { db, enterpriseId: f.enterpriseId };
  const fileLink = (id: number) => `/api/knowledge/share/${token}/file/${id}`;
  const [images, attachments] = await asTenant(f.enterpriseId, () =>
    Promise.all([filesOf(t, f.images), filesOf(t, f.attachments)]),
  );
  return {
    question: f.title,
    similarQuestions: f.similarQuestions,
    answer: renderAnswer(f.answer, fileLink),
    images: images.map((x) => shapeFile(x, fileLink(x.id))),
    attachments: attachments.map((x) => shapeFile(x, fileLink(x.id))),
  };
}

/** Associated-question picker: FAQs whose question holds the keyword. */
export async function faqOptions(t: TenantDb, keyword: string | undefined) {
  return t.db
    .select({ id: knowledgeItems.id, question: knowledgeItems.title })
    .from(knowledgeItems)
    .where(liveFaq(t, keyword ? or(ilike(knowledgeItems.title, likePattern(keyword))) : undefined))
    .orderBy(desc(knowledgeItems.id))
    .limit(20);
}
