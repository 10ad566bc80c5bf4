import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ControlType,
  DesignerBlock,
  FieldDef,
  FormKind,
  Page,
  PageQuery,
  ProcessSettings,
  ShareState,
  TemplateMode,
  templateInputSchema,
  templateUpdateSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post } from '../../shell/request';
import type { ButtonInput, ButtonRow } from './buttons';

/* ---------- Templates (/v2/detailcontroltmpl/*) ---------- */

/** One row of GET /v2/detailcontroltmpl/list. */
export interface TemplateRow {
  id: number;
  kind: FormKind;
  name: string;
  mode: TemplateMode;
  isDefault: boolean;
  enabled: boolean;
  shareState: ShareState;
  /** Why the platform audit failed, when it did. */
  shareNote?: string | null;
  fieldCount: number;
  updatedAt: string;
}
export interface TemplateConditions {
  kind: FormKind;
  keyword?: string;
}
export type TemplateInput = Body<typeof templateInputSchema>;
export type TemplateUpdate = Body<typeof templateUpdateSchema>;

/** Everything cached about templates starts with this key. */
export const TEMPLATES_QUERY_KEY = ['detailcontroltmpl'] as const;
export const TEMPLATE_FIELDS = ['name', 'mode', 'description'] as const;

export const fetchTemplates = (query: TemplateConditions & PageQuery) =>
  get<Page<TemplateRow>>('/v2/detailcontroltmpl/list', { ...query });
export const createTemplate = (body: TemplateInput) =>
  post<{ id: number }>('/v2/detailcontroltmpl/save', { ...body }, { fieldErrors: TEMPLATE_FIELDS });
export const updateTemplate = (body: TemplateUpdate) =>
  post<unknown>('/v2/detailcontroltmpl/edit', { ...body }, { fieldErrors: TEMPLATE_FIELDS });
export const copyTemplate = (id: number) => post<{ id: number }>('/v2/detailcontroltmpl/copy', { id });
export const deleteTemplate = (id: number) => del<unknown>('/v2/detailcontroltmpl/delete', { id });
export const shareTemplate = (id: number) => post<unknown>('/v2/detailcontroltmpl/share', { id });
export const unshareTemplate = (id: number) => post<unknown>('/v2/detailcontroltmpl/unshare', { id });

/** Templates of a kind for pickers (the first page of a large size is every template there is). */
export function useTemplateOptions(kind: FormKind | undefined, enabled = true) {
  return useQuery({
    queryKey: [...TEMPLATES_QUERY_KEY, 'options', kind],
    queryFn: () => fetchTemplates({ kind: kind!, pageIndex: 0, pageSize: 100 }),
    enabled: enabled && kind !== undefined,
    select: (page) => page.list,
  });
}

/* ---------- Fields of one template (GET /v2/temp/cusTempField) ---------- */

export interface TemplateSystemField {
  key: string;
  name: string;
  type: ControlType;
  required: boolean;
  fixed: boolean;
  block?: DesignerBlock | null;
  visible: boolean;
}
export interface TemplateFieldSet {
  template: {
    id: number;
    name: string;
    kind: FormKind;
    mode: TemplateMode;
    settings: ProcessSettings;
    shareState: ShareState;
  };
  systemFields: TemplateSystemField[];
  fields: (FieldDef & { sort: number })[];
  order: string[];
}

export const fetchTemplateFields = (query: { templateId?: number; kind?: FormKind }) =>
  get<TemplateFieldSet>('/v2/temp/cusTempField', { ...query });

/** A template's system and custom fields and its settings: by id, or a kind's default template. */
export function useTemplateFields(query: { templateId?: number; kind?: FormKind }, enabled = true) {
  return useQuery({
    queryKey: [...TEMPLATES_QUERY_KEY, 'fields', query.templateId ?? null, query.kind ?? null],
    queryFn: () => fetchTemplateFields(query),
    enabled: enabled && (query.templateId !== undefined || query.kind !== undefined),
  });
}

/** Saves a template's process settings and refreshes what shows them. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; settings: ProcessSettings }) => updateTemplate(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}

/* ---------- Custom buttons (/v2/custom/button/*) ---------- */

export interface ButtonConditions {
  kind?: FormKind;
  templateId?: number;
  keyword?: string;
}
export const BUTTONS_QUERY_KEY = ['customButton'] as const;
export const BUTTON_FIELDS = ['name', 'kind', 'templateId', 'url', 'fieldId', 'value', 'roleTypes'] as const;

export const fetchButtons = (query: ButtonConditions & PageQuery) =>
  get<Page<ButtonRow>>('/v2/custom/button/list', { ...query });
export const saveButton = (body: ButtonInput) =>
  post<{ id: number }>('/v2/custom/button/save', { ...body }, { fieldErrors: BUTTON_FIELDS });
export const deleteButtons = (ids: number[]) =>
  del<unknown>('/v2/custom/button/dels', { ids: ids.join(',') });
