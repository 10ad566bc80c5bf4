import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, idSchema, keywordSchema } from '@fieldline/domain';

/**
 * The state of a list page as its URL carries it: the filters (one zod schema per list, usually the
 * domain's filter schema the server reads the same query with), the page (zero-based pageIndex,
 * pageSize), the sort (`sort=field` ascending, `sort=-field` descending) and the saved scheme
 * (`scheme=<id>`, orders). A malformed value falls back to its default one key at a time; keys the
 * list does not own are kept as they are when the state is written (another part of the page, a
 * drawer or a tab, may keep its own keys in the same URL).
 */
export type ListFilterSchema = z.ZodObject;
export type ListFilters<S extends ListFilterSchema> = Partial<z.output<S>>;
export type SortOrder = 'ascend' | 'descend';
export interface ListSort {
  field: string;
  order: SortOrder;
}
export interface ListPaging {
  pageIndex: number;
  pageSize: number;
}
export interface ListState<F> extends ListPaging {
  filters: F;
  sort?: ListSort;
  scheme?: number;
}

export interface ListSpec<S extends ListFilterSchema> {
  filters: S;
  /** The fields the list may be sorted by; any other `sort` is dropped. */
  sorts?: readonly string[];
  /** Other names a filter is read under (replaced by its own name on writing), e.g. `states`. */
  aliases?: Readonly<Record<string, string>>;
}

export const defineList = <S extends ListFilterSchema>(spec: ListSpec<S>) => spec;

/** A list filtered by its keyword only (recycle bins, contacts, QR batches, ...). */
export const KEYWORD_LIST = defineList({ filters: z.object({ keyword: keywordSchema }) });

/** The keys of the URL the list state writes besides its filters. */
export const LIST_KEYS = ['pageIndex', 'pageSize', 'sort', 'scheme'] as const;
/** The spec's cache-buster, tolerated by the query schemas but never a filter. */
const IGNORED = new Set<string>(['t', ...LIST_KEYS]);

const pageIndexSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const pageSizeSchema = z.coerce.number().int().min(1).max(PAGE_SIZE_MAX);
const sortSchema = z.string().regex(/^-?[A-Za-z][\w.]{0,49}$/);

const filterKeys = (schema: ListFilterSchema) => Object.keys(schema.shape).filter((k) => !IGNORED.has(k));

/** Reads the filters: each key through its own schema, a malformed one left out. */
export function readFilters<S extends ListFilterSchema>(
  spec: ListSpec<S>,
  params: URLSearchParams,
): ListFilters<S> {
  const out: Record<string, unknown> = {};
  const names = Object.entries(spec.aliases ?? {});
  for (const key of filterKeys(spec.filters)) {
    const field = spec.filters.shape[key] as z.ZodType;
    const texts = [key, ...names.filter(([, to]) => to === key).map(([alias]) => alias)].map((n) =>
      params.get(n),
    );
    for (const raw of texts) {
      if (raw === null || raw.trim() === '') continue;
      const parsed = field.safeParse(raw);
      if (!parsed.success || parsed.data === undefined || parsed.data === '') continue;
      out[key] = parsed.data;
      break;
    }
  }
  return out as ListFilters<S>;
}

/** The page in the URL; a page size this caller's plan does not offer falls back to the default. */
export function readPaging(params: URLSearchParams, sizes?: readonly number[]): ListPaging {
  const size = pageSizeSchema.safeParse(params.get('pageSize') ?? undefined);
  const index = pageIndexSchema.safeParse(params.get('pageIndex') ?? undefined);
  const pageSize = size.success && (!sizes || sizes.includes(size.data)) ? size.data : PAGE_SIZE_DEFAULT;
  return { pageIndex: index.success ? index.data : 0, pageSize };
}

export function readListState<S extends ListFilterSchema>(
  spec: ListSpec<S>,
  params: URLSearchParams,
  sizes?: readonly number[],
): ListState<ListFilters<S>> {
  const state: ListState<ListFilters<S>> = {
    filters: readFilters(spec, params),
    ...readPaging(params, sizes),
  };
  const sort = sortSchema.safeParse(params.get('sort') ?? undefined);
  if (sort.success) {
    const field = sort.data.replace(/^-/, '');
    if (spec.sorts?.includes(field))
      state.sort = { field, order: sort.data.startsWith('-') ? 'descend' : 'ascend' };
  }
  const scheme = idSchema.safeParse(params.get('scheme') ?? undefined);
  if (scheme.success) state.scheme = scheme.data;
  return state;
}

/**
 * One filter value as URL text: booleans 1/0 (what the domain's query flags read), lists of plain
 * values comma-joined, objects (custom filters) as JSON.
 */
function valueText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) {
    if (!value.length) return undefined;
    return value.every((v) => typeof v !== 'object') ? value.join(',') : JSON.stringify(value);
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The filters as URL parameters, in the schema's key order, nothing empty. */
export function filterParams<S extends ListFilterSchema>(
  schema: S,
  filters: ListFilters<S>,
): [string, string][] {
  const values = filters as Record<string, unknown>;
  return filterKeys(schema).flatMap((key) => {
    const text = valueText(values[key]);
    return text === undefined ? [] : [[key, text] as [string, string]];
  });
}

/**
 * Writes the state over `base`: the list's own keys replaced, every other key kept. The first page
 * and the default page size are left out, so an unfiltered list has a bare URL.
 */
export function writeListState<S extends ListFilterSchema>(
  spec: ListSpec<S>,
  state: ListState<ListFilters<S>>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of [...filterKeys(spec.filters), ...Object.keys(spec.aliases ?? {}), ...LIST_KEYS])
    out.delete(key);
  for (const [key, value] of filterParams(spec.filters, state.filters)) out.set(key, value);
  if (state.pageIndex > 0) out.set('pageIndex', String(state.pageIndex));
  if (state.pageSize !== PAGE_SIZE_DEFAULT) out.set('pageSize', String(state.pageSize));
  if (state.sort) out.set('sort', `${state.sort.order === 'descend' ? '-' : ''}${state.sort.field}`);
  if (state.scheme) out.set('scheme', String(state.scheme));
  return out;
}

/** Whether any filter is set (an empty list then says "nothing matches" rather than "nothing yet"). */
export const hasListFilters = (filters: object) =>
  Object.values(filters).some((v) => v !== undefined && !(Array.isArray(v) && !v.length));

/**
 * The page to show after the list changed under it: the same one, or the last one that still has
 * rows when items deleted (or filtered away) emptied it.
 */
export function pageAfterChange(pageIndex: number, pageSize: number, total: number, shown: number) {
  if (shown > 0 || pageIndex === 0) return pageIndex;
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
