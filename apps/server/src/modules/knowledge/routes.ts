import { z } from 'zod';
import {
  KNOWLEDGE_ACCESS,
  KNOWLEDGE_KINDS,
  type KnowledgeKind,
  PUBLIC,
  knowledgeCategorySaveSchema,
  knowledgeCategoryQuerySchema,
  docListQuerySchema,
  docSaveSchema,
  faqListQuerySchema,
  faqSaveSchema,
  idParamsSchema,
  keywordSchema,
  searchQuerySchema,
  unknownListQuerySchema,
  unknownRecordSchema,
} from '@fieldline/domain';
import { coreErrors } from '../../core/errors';
import { defineRoute } from '../../core/route';
import { categoryTree, deleteCategory, saveCategory } from './categories';
import { deleteDoc, docDetail, listDocs, regenerateSummary, saveDoc, summaryTask } from './docs';
import { deleteFaq, faqDetail, faqOptions, listFaqs, saveFaq, sharedFaq } from './faqs';
import { search } from './search';
import { sendSharedFile } from './share-file';
import { deleteUnknown, listUnknown, recordUnknown } from './unknown';

const tags = ['knowledge'];

/** Categories of FAQs need 10702, of documents 10703 (the route itself needs 10701). */
function assertKindPower(powers: readonly string[], kind: KnowledgeKind) {
  const needed = kind === KNOWLEDGE_KINDS.faq ? KNOWLEDGE_ACCESS.faq : KNOWLEDGE_ACCESS.docs;
  if (!powers.includes(needed)) throw coreErrors.NO_PERMISSION();
}
const { view, faq, docs } = KNOWLEDGE_ACCESS;
const tokenParams = z.strictObject({
  token: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[\w-]+$/),
});

/** Knowledge base (spec D10): categories, FAQs, documents and their summaries, search, unknown problems. */
export const knowledgeRoutes = [
  defineRoute({
    method: 'GET',
    url: '/knowledge/category/tree',
    access: view,
    tags,
    summary: 'The category tree of FAQs (kind 1) or documents (kind 2), at most 3 levels',
    query: knowledgeCategoryQuerySchema,
    handler: ({ tenant, query }) => categoryTree(tenant, query.kind),
  }),
  defineRoute({
    method: 'POST',
    url: '/knowledge/category/save',
    access: view,
    tags,
    summary:
      'Create (no id), rename or move a category (name ≤ 8, at most 3 levels); needs 10702 or 10703 by kind',
    body: knowledgeCategorySaveSchema,
    handler: ({ tenant, body }) => {
      assertKindPower(tenant.powers, body.kind);
      return saveCategory(tenant, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/knowledge/category/delete/:id',
    access: view,
    tags,
    summary: 'Delete an empty category (no sub-categories or items); needs 10702 or 10703 by kind',
    params: idParamsSchema,
    query: knowledgeCategoryQuerySchema,
    handler: async ({ tenant, params, query }) => {
      assertKindPower(tenant.powers, query.kind);
      await deleteCategory(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/faq/list',
    access: view,
    tags,
    summary: 'FAQs newest first, by category (with its sub-categories) and question keyword',
    query: faqListQuerySchema,
    handler: ({ tenant, query }) => listFaqs(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/faq/detail/:id',
    access: view,
    tags,
    summary:
      'An FAQ: question, similar questions, answer, images, attachments, associated questions, tags, share link',
    params: idParamsSchema,
    handler: ({ tenant, params }) => faqDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/faq/options',
    access: view,
    tags,
    summary: 'FAQs whose question holds the keyword (the associated-question picker), at most 20',
    query: z.strictObject({ keyword: keywordSchema, t: z.unknown().optional() }),
    handler: ({ tenant, query }) => faqOptions(tenant, query.keyword),
  }),
  defineRoute({
    method: 'POST',
    url: '/knowledge/faq/save',
    access: faq,
    tags,
    summary:
      'Create (no id) or change an FAQ: a question and an answer, image or attachment; from an unknown problem resolves it',
    body: faqSaveSchema,
    handler: ({ tenant, body }) => saveFaq(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/knowledge/faq/delete/:id',
    access: faq,
    tags,
    summary: 'Delete an FAQ (its public link stops answering)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteFaq(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/share/:token',
    access: PUBLIC,
    tags,
    summary: 'A shared FAQ by its public link, without signing in (404 when not shared)',
    params: tokenParams,
    handler: ({ req, params }) => sharedFaq(req.server.ctx.db, params.token),
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/share/:token/file/:fileId',
    access: PUBLIC,
    raw: true,
    tags,
    summary: "An image or attachment of a shared FAQ, through the FAQ's public link",
    params: tokenParams.extend({ fileId: idParamsSchema.shape.id }),
    handler: ({ req, reply, params }) => sendSharedFile(req.server.ctx, reply, params.token, params.fileId),
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/doc/list',
    access: view,
    tags,
    summary: 'Documents newest first, by category (with its sub-categories) and name keyword',
    query: docListQuerySchema,
    handler: ({ tenant, query }) => listDocs(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/doc/detail/:id',
    access: view,
    tags,
    summary: 'A document: name, category, attachment, summary and its generation state',
    params: idParamsSchema,
    handler: ({ tenant, params }) => docDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/knowledge/doc/save',
    access: docs,
    tags,
    summary:
      'Create (no id) or change a document (PDF, Word, Excel or text file); a new file queues its summary',
    body: docSaveSchema,
    handler: ({ tenant, body }) => saveDoc(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/knowledge/doc/generateSummary',
    access: docs,
    tags,
    summary: "Generate the document's summary again (a job); answers the task as findTaskDetail does",
    body: idParamsSchema,
    handler: ({ tenant, body }) => regenerateSummary(tenant, body.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/doc/findTaskDetail/:id',
    access: view,
    tags,
    summary:
      'The summary job of a document: state (0 none, 1 running, 2 done, 3 failed), progress 0-100, summary',
    params: idParamsSchema,
    handler: ({ tenant, params }) => summaryTask(tenant, params.id),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/knowledge/doc/delete/:id',
    access: docs,
    tags,
    summary: 'Delete a document',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteDoc(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/search',
    access: view,
    tags,
    summary:
      'Search FAQs and documents (Chinese and English): title matches first, then rank, with highlights (read-only)',
    query: searchQuerySchema,
    handler: ({ tenant, query }) => search(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/knowledge/unknown/record',
    access: view,
    tags,
    summary:
      'Count a typed search that found nothing as an unknown problem (not counted when something answers it)',
    body: unknownRecordSchema,
    handler: ({ tenant, body }) => recordUnknown(tenant, body.q),
  }),
  defineRoute({
    method: 'GET',
    url: '/knowledge/unknown/list',
    access: faq,
    tags,
    summary: 'Unknown problems: searches that found no answer, most asked first (all: answered ones too)',
    query: unknownListQuerySchema,
    handler: ({ tenant, query }) => listUnknown(tenant, query),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/knowledge/unknown/delete/:id',
    access: faq,
    tags,
    summary: 'Ignore an unknown problem',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteUnknown(tenant, params.id);
      return null;
    },
  }),
];
