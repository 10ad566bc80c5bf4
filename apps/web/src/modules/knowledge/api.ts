import type {
  DocDetail,
  DocRow,
  FaqDetail,
  FaqRow,
  KnowledgeCategory,
  KnowledgeKind,
  Page,
  PageQuery,
  SearchHit,
  SharedFaq,
  SummaryTask,
  UnknownProblem,
  docSaveSchema,
  faqSaveSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post } from '../../shell/request';

/** Everything cached about the knowledge base starts with this key. */
export const KNOWLEDGE_KEY = ['knowledge'] as const;
export const FAQS_KEY = [...KNOWLEDGE_KEY, 'faqs'] as const;
export const DOCS_KEY = [...KNOWLEDGE_KEY, 'docs'] as const;
export const UNKNOWN_KEY = [...KNOWLEDGE_KEY, 'unknown'] as const;
export const categoriesKey = (kind: KnowledgeKind) => [...KNOWLEDGE_KEY, 'categories', kind] as const;

export type FaqInput = Body<typeof faqSaveSchema>;
export type DocInput = Body<typeof docSaveSchema>;
export const FAQ_FIELDS = [
  'question',
  'similarQuestions',
  'answer',
  'images',
  'attachments',
  'associatedIds',
  'categoryId',
  'tagIds',
] as const;
export const DOC_FIELDS = ['name', 'categoryId', 'fileId'] as const;

export const fetchCategories = (kind: KnowledgeKind) =>
  get<KnowledgeCategory[]>('/knowledge/category/tree', { kind });
export const saveCategory = (body: {
  id?: number;
  kind: KnowledgeKind;
  parentId?: number | null;
  name: string;
}) => post<{ id: number }>('/knowledge/category/save', { ...body }, { fieldErrors: ['name', 'parentId'] });
export const deleteCategory = (id: number, kind: KnowledgeKind) =>
  del<null>(`/knowledge/category/delete/${id}`, { kind });

export const fetchFaqs = (query: { keyword?: string; categoryId?: number } & PageQuery) =>
  get<Page<FaqRow>>('/knowledge/faq/list', { ...query });
export const fetchFaq = (id: number) =>
  get<FaqDetail>(`/knowledge/faq/detail/${id}`, undefined, { silent: true });
export const fetchFaqOptions = (keyword: string) =>
  get<{ id: number; question: string }[]>('/knowledge/faq/options', { keyword });
export const saveFaq = (body: FaqInput) =>
  post<{ id: number }>('/knowledge/faq/save', { ...body }, { fieldErrors: FAQ_FIELDS });
export const deleteFaq = (id: number) => del<null>(`/knowledge/faq/delete/${id}`);
export const fetchSharedFaq = (token: string) =>
  get<SharedFaq>(`/knowledge/share/${token}`, undefined, { silent: true });

export const fetchDocs = (query: { keyword?: string; categoryId?: number } & PageQuery) =>
  get<Page<DocRow>>('/knowledge/doc/list', { ...query });
export const fetchDoc = (id: number) =>
  get<DocDetail>(`/knowledge/doc/detail/${id}`, undefined, { silent: true });
export const saveDoc = (body: DocInput) =>
  post<{ id: number }>('/knowledge/doc/save', { ...body }, { fieldErrors: DOC_FIELDS });
export const deleteDoc = (id: number) => del<null>(`/knowledge/doc/delete/${id}`);
export const fetchSummaryTask = (id: number) =>
  get<SummaryTask>(`/knowledge/doc/findTaskDetail/${id}`, undefined, { silent: true });
export const generateSummary = (id: number) => post<SummaryTask>('/knowledge/doc/generateSummary', { id });

export const searchKnowledge = (
  query: { q: string; kind?: KnowledgeKind; match?: 'all' | 'any' } & PageQuery,
) => get<Page<SearchHit>>('/knowledge/search', { ...query }, { silent: true });

/** A typed search that found nothing: counted as an unknown problem (the server checks nothing answers it). */
export const recordUnknown = (q: string) =>
  post<{ recorded: boolean }>('/knowledge/unknown/record', { q }, { silent: true });
export const fetchUnknown = (query: { keyword?: string } & PageQuery) =>
  get<Page<UnknownProblem>>('/knowledge/unknown/list', { ...query });
export const deleteUnknown = (id: number) => del<null>(`/knowledge/unknown/delete/${id}`);

/** Uploads one file through the files module; answers its id and URL. */
export const uploadKnowledgeFile = async (file: Blob, name: string) => {
  const data = new FormData();
  data.append('file', file, name);
  const result = await post<{ fileUrl: string }>('/file/upload', data, {
    fieldErrors: ['file'],
    _noCancel: true,
  });
  if (!result || !('fileUrl' in result)) return null;
  return { id: Number(result.fileUrl.split('/').pop()), url: result.fileUrl, name };
};
