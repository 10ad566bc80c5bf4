import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS } from '../validation';
import {
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
} from '../organization/common';
import {
  KNOWLEDGE_CATEGORY_NAME_MAX,
  DOC_NAME_MAX,
  FAQ_ANSWER_MAX,
  FAQ_ASSOCIATED_MAX,
  FAQ_FILES_MAX,
  FAQ_QUESTION_MAX,
  FAQ_SIMILAR_MAX,
  FAQ_TAGS_MAX,
  KNOWLEDGE_KIND_LIST,
  SEARCH_QUERY_MAX,
  type KnowledgeKind,
  type SummaryState,
} from './constants';

const labels = {
  question: { zh_CN: '问题', en_GB: 'Question' },
  similarQuestions: { zh_CN: '相似问题', en_GB: 'Similar questions' },
  answer: { zh_CN: '答案', en_GB: 'Answer' },
  images: { zh_CN: '图片', en_GB: 'Images' },
  attachments: { zh_CN: '附件', en_GB: 'Attachments' },
  associatedIds: { zh_CN: '关联问题', en_GB: 'Associated questions' },
  categoryId: { zh_CN: '分类', en_GB: 'Category' },
  parentId: { zh_CN: '上级分类', en_GB: 'Parent category' },
  shared: { zh_CN: '分享', en_GB: 'Shared' },
  fileId: { zh_CN: '附件', en_GB: 'Attachment' },
  q: { zh_CN: '搜索内容', en_GB: 'Search text' },
  unknownId: { zh_CN: '未知问题', en_GB: 'Unknown problem' },
  kind: { zh_CN: '类型', en_GB: 'Kind' },
  tagIds: { zh_CN: '标签', en_GB: 'Tags' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const kindSchema = z.coerce
  .number()
  .int()
  .refine((v) => KNOWLEDGE_KIND_LIST.includes(v as KnowledgeKind), 'invalid')
  .transform((v) => v as KnowledgeKind);
const optionalId = idSchema.nullable().optional();

export const knowledgeCategorySaveSchema = z.strictObject({
  id: idSchema.optional(),
  kind: kindSchema,
  parentId: optionalId,
  name: requiredText(KNOWLEDGE_CATEGORY_NAME_MAX),
});
export const knowledgeCategoryQuerySchema = z.strictObject({ kind: kindSchema, ...looseQuery });

/**
 * An FAQ (spec D10): a question and an answer, an image or an attachment (at least one of the three);
 * the answer is text with images and attachments (files of the files module) beside it.
 */
export const faqSaveSchema = z.strictObject({
  id: idSchema.optional(),
  question: requiredText(FAQ_QUESTION_MAX),
  similarQuestions: z.array(requiredText(FAQ_QUESTION_MAX)).max(FAQ_SIMILAR_MAX).default([]),
  answer: optionalText(FAQ_ANSWER_MAX),
  images: idListSchema(FAQ_FILES_MAX).default([]),
  attachments: idListSchema(FAQ_FILES_MAX).default([]),
  associatedIds: idListSchema(FAQ_ASSOCIATED_MAX).default([]),
  categoryId: optionalId,
  shared: z.boolean().default(false),
  /** Tags of object kind DOC 3 (the tags module). */
  tagIds: idListSchema(FAQ_TAGS_MAX).default([]),
  /** The unknown problem this FAQ answers (it is then resolved). */
  unknownId: idSchema.optional(),
});
export const faqListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  categoryId: idSchema.optional(),
  ...looseQuery,
});

export const docSaveSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText(DOC_NAME_MAX),
  categoryId: optionalId,
  fileId: idSchema,
});
export const docListQuerySchema = faqListQuerySchema;

export const searchQuerySchema = pageQuerySchema.extend({
  q: requiredText(SEARCH_QUERY_MAX),
  kind: kindSchema.optional(),
  /** all: every word must match (the search box); any: one is enough, best first (suggestions). */
  match: z.enum(['all', 'any']).default('all'),
  ...looseQuery,
});
/** A search a person typed that found nothing: counted as an unknown problem (when nothing answers it). */
export const unknownRecordSchema = z.strictObject({ q: requiredText(SEARCH_QUERY_MAX) });
export const unknownListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  /** Also those already answered by an FAQ. */
  all: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  ...looseQuery,
});

export interface KnowledgeCategory {
  id: number;
  kind: KnowledgeKind;
  parentId: number | null;
  name: string;
  depth: number;
  children: KnowledgeCategory[];
}
export interface KnowledgeFile {
  id: number;
  name: string;
  size: number;
  url: string;
}
export interface FaqRow {
  id: number;
  question: string;
  categoryId: number | null;
  categoryName: string | null;
  shared: boolean;
  views: number;
  updatedAt: string;
}
export interface FaqDetail extends FaqRow {
  similarQuestions: string[];
  answer: string | null;
  images: KnowledgeFile[];
  attachments: KnowledgeFile[];
  associated: { id: number; question: string }[];
  shareToken: string | null;
  tags: { id: number; name: string; color: string | null }[];
  createdAt: string;
}
/** What a public link shows of a shared FAQ. */
export type SharedFaq = Pick<
  FaqDetail,
  'question' | 'similarQuestions' | 'answer' | 'images' | 'attachments'
>;
export interface DocRow {
  id: number;
  name: string;
  categoryId: number | null;
  categoryName: string | null;
  file: KnowledgeFile | null;
  summaryState: SummaryState;
  updatedAt: string;
}
export interface DocDetail extends DocRow {
  summary: string | null;
  summaryProgress: number;
  summaryError: string | null;
  createdAt: string;
}
export interface SummaryTask {
  id: number;
  state: SummaryState;
  progress: number;
  summary: string | null;
  error: string | null;
}
/** A piece of a highlighted text: `hit` when it matched the query. */
export interface TextPart {
  text: string;
  hit?: boolean;
}
export interface SearchHit {
  id: number;
  kind: KnowledgeKind;
  title: TextPart[];
  snippet: TextPart[];
  titleMatch: boolean;
}
export interface UnknownProblem {
  id: number;
  question: string;
  hits: number;
  lastAskedAt: string;
  faqId: number | null;
}
