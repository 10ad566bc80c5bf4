import type { Messages } from '../i18n';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

/**
 * Who may do what (spec D10 "10701 view, 10702 FAQ, 10703 documents"; 10704 announcements is the
 * notices module's): read and search the knowledge base, manage FAQs (and unknown problems), manage
 * documents. Categories follow the kind they hold.
 */
export const KNOWLEDGE_ACCESS = {
  view: fn('knowledge', 1) as TreeCode,
  faq: fn('knowledge', 2) as TreeCode,
  docs: fn('knowledge', 3) as TreeCode,
} as const;

/** What a knowledge item is: an FAQ or a document (one table, one id space: tag object kind DOC 3). */
export const KNOWLEDGE_KINDS = { faq: 1, doc: 2 } as const;
export type KnowledgeKind = (typeof KNOWLEDGE_KINDS)[keyof typeof KNOWLEDGE_KINDS];
export const KNOWLEDGE_KIND_LIST = Object.values(KNOWLEDGE_KINDS) as KnowledgeKind[];
export const KNOWLEDGE_KIND_LABELS: Record<KnowledgeKind, Messages> = {
  1: { zh_CN: '常见问题', en_GB: 'FAQ' },
  2: { zh_CN: '文档', en_GB: 'Document' },
};

/** spec-business "directories at most 3 levels" (SB:95) and "category name ≤8" (SB:92). */
export const KNOWLEDGE_CATEGORY_DEPTH_MAX = 3;
export const KNOWLEDGE_CATEGORY_NAME_MAX = 8;
export const FAQ_QUESTION_MAX = 100;
export const FAQ_SIMILAR_MAX = 10;
export const FAQ_ANSWER_MAX = 10_000;
export const FAQ_FILES_MAX = 9;
export const FAQ_ASSOCIATED_MAX = 10;
export const FAQ_TAGS_MAX = 20;
export const DOC_NAME_MAX = 50;
/** The summary a summariser returns at most (characters). */
export const SUMMARY_MAX = 300;
export const SEARCH_QUERY_MAX = 50;
/** Document text kept for search and summaries (characters). */
export const DOC_TEXT_MAX = 100_000;
/** Image extensions an FAQ answer takes; attachments take any uploadable file. */
export const FAQ_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
/** spec-business "image limit 1M" (SB:98). */
export const FAQ_IMAGE_MAX_BYTES = 1024 * 1024;
/** Document types the local summariser reads. */
export const DOC_TYPES = ['pdf', 'docx', 'xlsx', 'txt', 'md', 'csv'] as const;

/** Summary generation (spec "ai generate summary, progress, findTaskDetail"). */
export const SUMMARY_STATES = { none: 0, running: 1, done: 2, failed: 3 } as const;
export type SummaryState = (typeof SUMMARY_STATES)[keyof typeof SUMMARY_STATES];
export const SUMMARY_STATE_LABELS: Record<SummaryState, Messages> = {
  0: { zh_CN: '未生成', en_GB: 'Not generated' },
  1: { zh_CN: '生成中', en_GB: 'Generating' },
  2: { zh_CN: '已生成', en_GB: 'Generated' },
  3: { zh_CN: '生成失败', en_GB: 'Failed' },
};
