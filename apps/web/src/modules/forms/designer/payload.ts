import {
  CONTROL_LABELS,
  FORM_MESSAGES,
  OPTION_CONTROLS,
  checkFieldSet,
  fieldInputSchema,
  formIssueText,
  issueText,
  type ControlType,
  type FieldDef,
  type FieldInput,
  type FieldProps,
  type Locale,
} from '@fieldline/domain';
import type { SaveFieldsBody, SystemViewBody } from '../api';
import { customEntry, entryKey, isCustomEntry, type DesignerField, type DesignerState } from './state';

/** Controls that show a placeholder while empty. */
export const PLACEHOLDER_CONTROLS: readonly ControlType[] = [
  'text',
  'textarea',
  'number',
  'expenses_number',
  'scanner',
  'hyperlink',
  'call',
  'singleCheck',
  'multistage',
];

/** Only the props the field's control uses, trimmed; the server's schema refuses any other. */
export function cleanProps(type: ControlType, props: FieldProps): FieldProps {
  const out: FieldProps = {};
  if (OPTION_CONTROLS.includes(type)) out.options = (props.options ?? []).map((o) => o.trim());
  if (type === 'multistage') out.tree = props.tree ?? [];
  if (type === 'calculator') out.formula = (props.formula ?? '').trim();
  if (type === 'explain') out.content = props.content ?? '';
  if (type === 'commentStar' && props.maxStars !== undefined) out.maxStars = props.maxStars;
  if (PLACEHOLDER_CONTROLS.includes(type) && props.placeholder?.trim())
    out.placeholder = props.placeholder.trim();
  return out;
}

/** One field as POST /temp/saveField takes it (fieldInputSchema). */
export function toFieldInput(f: DesignerField): FieldInput {
  return {
    ...(f.id ? { id: Number(f.id) } : {}),
    name: f.name.trim(),
    code: f.code.trim(),
    type: f.type,
    required: f.required,
    visible: f.visible,
    help: f.help?.trim() || null,
    props: cleanProps(f.type, f.props),
    condition: f.condition ?? null,
  };
}

/** The custom fields in display order. */
export function orderedFields(state: Pick<DesignerState, 'order' | 'fields'>): DesignerField[] {
  const byKey = new Map(state.fields.map((f) => [f.key, f]));
  return state.order.filter(isCustomEntry).flatMap((e) => byKey.get(entryKey(e)) ?? []);
}

export function savePayload(state: DesignerState & { templateId: number }): SaveFieldsBody {
  return {
    templateId: state.templateId,
    fields: orderedFields(state).map(toFieldInput),
    order: saveOrder(state),
  };
}

/**
 * The display order as POST /temp/saveField takes it with the fields: stored fields by id, new
 * ones by code ("c:<code>", which the server resolves to the ids it gives them).
 */
export function saveOrder(state: Pick<DesignerState, 'order' | 'fields'>): string[] {
  const byKey = new Map(state.fields.map((f) => [f.key, f]));
  return state.order.flatMap((entry) => {
    if (!isCustomEntry(entry)) return [entry];
    const f = byKey.get(entryKey(entry));
    if (!f) return [];
    return [customEntry(f.id ?? f.code.trim())];
  });
}

/**
 * The field a refusal of the save names: `fields.<index>...` (the index in the payload, i.e. in
 * display order), a code (set checks) or an id. Answers the designer's key, or null.
 */
export function fieldKeyOfSaveError(field: string, state: Pick<DesignerState, 'order' | 'fields'>) {
  const fields = orderedFields(state);
  const at = /^fields\.(\d+)/.exec(field);
  if (at) return fields[Number(at[1])]?.key ?? null;
  return fields.find((f) => f.code === field || f.id === field)?.key ?? null;
}

/** System fields whose visibility or required flag changed since loading. */
export function systemViewChanges(state: DesignerState): Omit<SystemViewBody, 'templateId'>[] {
  return state.system
    .filter((s) => {
      const saved = state.savedSystem[s.key];
      return !s.fixed && saved && (saved.visible !== s.visible || saved.required !== s.required);
    })
    .map((s) => ({ key: s.key, visible: s.visible, required: s.required }));
}

/** The custom fields as a form renders them (preview): ids are the designer's keys. */
export const previewFields = (state: DesignerState): FieldDef[] =>
  orderedFields(state).map((f) => ({ ...toFieldInput(f), id: f.key }));

/* ---------- Checks before saving ---------- */

export interface DesignerIssue {
  /** The field's key, or null for the whole set. */
  key: string | null;
  text: string;
}

/** Labels of the properties, for messages about them. */
export type PropertyLabels = Record<
  | 'name'
  | 'code'
  | 'help'
  | 'options'
  | 'tree'
  | 'formula'
  | 'content'
  | 'maxStars'
  | 'placeholder'
  | 'condition',
  string
>;

/**
 * Everything the server would refuse about the field set, per field: each field through the
 * designer payload schema (names, codes, limits), then the set through checkFieldSet (unique
 * codes and names, options, cascade depth, formulas, conditions). Messages name the field.
 */
export function designerIssues(
  state: Pick<DesignerState, 'order' | 'fields'>,
  locale: Locale,
  labels: PropertyLabels,
): DesignerIssue[] {
  const fields = orderedFields(state);
  const issues: DesignerIssue[] = [];
  const seen = new Set<string>();
  const add = (key: string | null, text: string) => {
    if (seen.has(`${key}|${text}`)) return;
    seen.add(`${key}|${text}`);
    issues.push({ key, text });
  };
  for (const f of fields) {
    const parsed = fieldInputSchema.safeParse(toFieldInput(f));
    if (parsed.success) continue;
    const title = f.name.trim() || CONTROL_LABELS[f.type][locale];
    for (const issue of parsed.error.issues) {
      const prop = (issue.path[0] === 'props' ? issue.path[1] : issue.path[0]) as keyof PropertyLabels;
      const label = labels[prop] ?? title;
      const text =
        issue.message === 'placeholderName'
          ? FORM_MESSAGES.placeholderName[locale]
          : issueText(issue, label, locale);
      add(f.key, `${title}: ${text}`);
    }
  }
  const inputs = fields.map((f) => ({ ...toFieldInput(f), key: f.key }));
  for (const issue of checkFieldSet(inputs)) {
    const text = formIssueText(issue, locale);
    const owners = inputs.filter((f) => issue.field && f.code === issue.field);
    if (!owners.length) add(null, text);
    for (const f of owners) add(f.key, text);
  }
  return issues;
}
