import { useQuery } from '@tanstack/react-query';
import type {
  ControlType,
  DesignerBlock,
  FieldDef,
  FieldInput,
  FormKind,
  Page,
  PageQuery,
  ProcessSettings,
  ShareState,
  TemplateMode,
  fieldSetSaveSchema,
  fieldSortSchema,
  sysFieldViewSchema,
} from '@fieldline/domain';
import { PAGE_SIZE_MAX } from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { get, post, request, type RequestConfig } from '../../shell/request';

type Options = Pick<RequestConfig, 'silent'>;

/* ---------- A kind's or template's field set ---------- */

export interface TemplateSummary {
  id: number;
  name: string;
  kind: FormKind;
  mode: TemplateMode;
  isDefault?: boolean;
  enabled?: boolean;
  settings: ProcessSettings;
  shareState: ShareState;
}

/** A system field as the designer sees it: named in the caller's language, with its visibility. */
export interface SystemFieldView {
  key: string;
  name: string;
  type: ControlType;
  required: boolean;
  fixed: boolean;
  block?: DesignerBlock | null;
  visible: boolean;
}

export interface StoredField extends FieldDef {
  sort: number;
}

/** GET /v2/temp/cusTempField and POST /temp/saveField answer this. */
export interface FieldSet {
  template: TemplateSummary;
  systemFields: SystemFieldView[];
  fields: StoredField[];
  /** Display order: "s:<systemKey>" and "c:<fieldId>"; empty = system fields, then custom by sort. */
  order: string[];
}

export const FIELD_SET_QUERY_KEY = ['forms', 'fieldSet'] as const;
export const fieldSetKey = (kind: FormKind, templateId?: number | null) =>
  [...FIELD_SET_QUERY_KEY, kind, templateId ?? null] as const;

/** A kind's field set; without a template id, the kind's default template. */
export const fetchFieldSet = (kind: FormKind, templateId?: number | null, options: Options = {}) =>
  get<FieldSet>('/v2/temp/cusTempField', { kind, templateId }, options);

/** The field set of a kind (or one of its templates), for forms, details and lists. */
export function useFieldSet(
  kind: FormKind,
  templateId?: number | null,
  options: { enabled?: boolean; refetchOnWindowFocus?: boolean } = {},
) {
  return useQuery({
    queryKey: fieldSetKey(kind, templateId),
    queryFn: () => fetchFieldSet(kind, templateId),
    enabled: options.enabled ?? true,
    refetchOnWindowFocus: options.refetchOnWindowFocus,
  });
}

/**
 * The whole custom set: with id = update, without = create; missing ones are deleted. The schema
 * takes the fields loosely (the server checks each against fieldInputSchema), so they are typed here.
 */
export type SaveFieldsBody = Omit<Body<typeof fieldSetSaveSchema>, 'fields'> & { fields: FieldInput[] };
export const saveFields = (body: SaveFieldsBody) => post<FieldSet>('/temp/saveField', { ...body });

export const deleteField = (id: string | number) =>
  request<null>({ method: 'DELETE', url: `/temp/deleteField/${id}` });

export type SystemViewBody = Body<typeof sysFieldViewSchema>;
export const updateSystemFieldView = (body: SystemViewBody) =>
  post<null>('/v2/temp/updateSysFieldView', { ...body }, { _noCancel: true });

/* ---------- Field order ---------- */

export const sortFields = (body: Body<typeof fieldSortSchema>) =>
  post<null>('/v2/fieldSort/sortFieldAndSys', { ...body });
export const fetchFieldOrder = (templateId: number) =>
  get<string[]>('/v2/fieldSort/tmplFieldList', { templateId });
/** Back to the default order (system fields, then custom fields by sort). */
export const resetFieldOrder = (templateId: number) =>
  request<null>({ method: 'DELETE', url: '/v2/fieldSort/deleteFieldSort', params: { templateId } });

/* ---------- Templates ---------- */

/** One row of GET /v2/detailcontroltmpl/list. */
export interface TemplateRow {
  id: number;
  kind: FormKind;
  name: string;
  mode: TemplateMode;
  isDefault: boolean;
  enabled: boolean;
  shareState: ShareState;
  fieldCount: number;
  updatedAt: string;
}
export interface TemplateConditions {
  kind?: FormKind;
  keyword?: string;
}
export const TEMPLATES_QUERY_KEY = ['forms', 'templates'] as const;
export const fetchTemplates = (query: TemplateConditions & PageQuery, options: Options = {}) =>
  get<Page<TemplateRow>>('/v2/detailcontroltmpl/list', { ...query }, options);

/** TEMPLATES_PICK_SIZE templates of a kind, for pickers. */
export const TEMPLATES_PICK_SIZE = 100;
export function useTemplates(kind: FormKind, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...TEMPLATES_QUERY_KEY, kind],
    queryFn: () => fetchTemplates({ kind, pageIndex: 0, pageSize: TEMPLATES_PICK_SIZE }),
    enabled: options.enabled ?? true,
  });
}

/**
 * The kind of a template known only by id (a link that carries no kind): looked up among the
 * enterprise's templates; undefined while loading or when there is no such template.
 */
export function useTemplateKind(templateId: number | undefined, options: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: [...TEMPLATES_QUERY_KEY, 'all'],
    queryFn: () => fetchTemplates({ pageIndex: 0, pageSize: PAGE_SIZE_MAX }),
    enabled: (options.enabled ?? true) && templateId !== undefined,
  });
  return {
    kind: query.data?.list.find((t) => t.id === templateId)?.kind,
    isLoading: query.isLoading,
    isError: query.isError || (query.isSuccess && !query.data.list.some((t) => t.id === templateId)),
  };
}
