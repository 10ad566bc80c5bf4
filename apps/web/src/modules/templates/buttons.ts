import {
  CUSTOM_BUTTON_LINK_MAX,
  FORM_KINDS,
  LINK_PLACEHOLDER,
  buttonActionSchema,
  checkFieldValue,
  isEmptyValue,
  type ControlType,
  type FieldDef,
  type FieldValue,
  type FormIssue,
  type FormKind,
  type buttonSaveSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { normaliseRoleTypes } from './settings';

/** What a custom button does: open a link built from the record, or set one field's value. */
export type ButtonAction =
  { type: 'link'; url: string } | { type: 'setField'; fieldId: string; value: FieldValue };
export type ButtonActionType = ButtonAction['type'];

/** Kinds that carry custom buttons, with the record placeholders of spec-business §3. */
export const BUTTON_PLACEHOLDERS = {
  [FORM_KINDS.order]: [
    'order_no',
    'title',
    'estimate_arrive_time',
    'custom_name',
    'custom_linkperson',
    'custom_phone',
    'map_name',
    'visit_user',
    'visit_user_phone',
    'take_order_time',
    'sign_time1',
    'sign_time2',
    'progress_name',
    'detailctrl_name',
    'order_message_user',
    'order_url',
    'toc_url',
    'toc_url_v2',
    'eval_url',
    'sign_url',
  ],
  [FORM_KINDS.event]: [
    'event_no',
    'custom_name',
    'principal_user',
    'principal_user_phone',
    'create_time',
    'complete_time',
    'event_url',
  ],
  [FORM_KINDS.customer]: ['name', 'linkperson', 'linkperson_phone', 'map_name'],
} as const satisfies Partial<Record<FormKind, readonly string[]>>;
export type ButtonKind = keyof typeof BUTTON_PLACEHOLDERS;
export const BUTTON_KINDS = [FORM_KINDS.order, FORM_KINDS.event, FORM_KINDS.customer] as const;
export const ALL_PLACEHOLDERS = [...new Set(Object.values(BUTTON_PLACEHOLDERS).flat())];

export type Placeholder = (typeof BUTTON_PLACEHOLDERS)[ButtonKind][number];

export const placeholdersOf = (kind: number): readonly Placeholder[] =>
  BUTTON_PLACEHOLDERS[kind as ButtonKind] ?? [];

/** `${name}` written into `text` at `at` (the caret), or at the end. */
export function insertPlaceholder(text: string, name: string, at: number = text.length) {
  const pos = Math.max(0, Math.min(at, text.length));
  return `${text.slice(0, pos)}\${${name}}${text.slice(pos)}`;
}

export type LinkProblem =
  { key: 'required' | 'tooLong' | 'invalid' } | { key: 'unknownPlaceholder'; names: string[] };

/** The `${name}` placeholders written in a link, each once. */
export const linkPlaceholders = (url: string) => [
  ...new Set([...url.matchAll(new RegExp(LINK_PLACEHOLDER.source, 'g'))].map((m) => m[1]!)),
];

/**
 * What is wrong with the link of a kind's button, if anything: the domain's link rule (an http(s)
 * address or a path, placeholders written `${name}`, within the limit), and only the kind's
 * placeholders.
 */
export function linkProblem(url: string, kind: number): LinkProblem | undefined {
  const text = url.trim();
  if (!text) return { key: 'required' };
  if (text.length > CUSTOM_BUTTON_LINK_MAX) return { key: 'tooLong' };
  const known = placeholdersOf(kind);
  const unknown = linkPlaceholders(text).filter((n) => !known.includes(n as Placeholder));
  if (unknown.length) return { key: 'unknownPlaceholder', names: unknown };
  if (!buttonActionSchema.safeParse({ type: 'link', url: text }).success) return { key: 'invalid' };
  return undefined;
}

/** Field types a button can set to a fixed value (no files, places or computed values). */
export const SETTABLE_TYPES: readonly ControlType[] = [
  'text',
  'textarea',
  'scanner',
  'hyperlink',
  'call',
  'number',
  'expenses_number',
  'commentStar',
  'radio',
  'checkbox',
  'singleCheck',
  'switch',
  'calendarDate',
  'calendarTime',
  'calendarDatetime',
];
export const settableFields = (fields: readonly FieldDef[]) =>
  fields.filter((f) => SETTABLE_TYPES.includes(f.type));

/** The value a setField button writes, checked with the domain's value rules. */
export function setValueIssue(field: FieldDef, value: unknown): FormIssue | undefined {
  const base = { field: field.id, fieldName: field.name };
  if (isEmptyValue(value)) return { ...base, key: 'required' };
  const check = checkFieldValue(field, value);
  return 'error' in check ? { ...base, key: check.error, params: check.params } : undefined;
}

/** One row of GET /v2/custom/button/list. */
export interface ButtonRow {
  id: number;
  kind: FormKind;
  templateId: number | null;
  templateName?: string | null;
  name: string;
  action: ButtonAction;
  roleTypes: number[];
  enabled: boolean;
  sort?: number;
  updatedAt?: string;
}

/** The body of POST /v2/custom/button/save (with id: an update). */
export type ButtonInput = Body<typeof buttonSaveSchema>;

/** The button dialog's values. */
export interface ButtonDraft {
  name: string;
  kind: FormKind;
  templateId?: number | null;
  actionType: ButtonActionType;
  url?: string;
  fieldId?: string;
  value?: FieldValue;
  roleTypes: number[];
  enabled: boolean;
  sort?: number;
}

export const newButtonDraft = (kind: FormKind = FORM_KINDS.order): ButtonDraft => ({
  name: '',
  kind,
  templateId: null,
  actionType: 'link',
  url: '',
  roleTypes: [],
  enabled: true,
});

export function buttonToDraft(row: ButtonRow): ButtonDraft {
  const base = {
    name: row.name,
    kind: row.kind,
    templateId: row.templateId,
    roleTypes: normaliseRoleTypes(row.roleTypes ?? []),
    enabled: row.enabled,
    sort: row.sort,
  };
  return row.action.type === 'link'
    ? { ...base, actionType: 'link', url: row.action.url }
    : { ...base, actionType: 'setField', fieldId: row.action.fieldId, value: row.action.value };
}

export function draftToButton(draft: ButtonDraft, id?: number): ButtonInput {
  const action: ButtonAction =
    draft.actionType === 'link'
      ? { type: 'link', url: (draft.url ?? '').trim() }
      : { type: 'setField', fieldId: draft.fieldId ?? '', value: draft.value ?? '' };
  return {
    ...(id ? { id } : {}),
    kind: draft.kind,
    templateId: draft.templateId ?? null,
    name: draft.name.trim(),
    action,
    roleTypes: normaliseRoleTypes(draft.roleTypes),
    enabled: draft.enabled,
    ...(draft.sort !== undefined ? { sort: draft.sort } : {}),
  };
}
