import {
  FIELD_ROLE_TYPES,
  VALUELESS_CONTROLS,
  LOCKED_PROCESS_NODES,
  PROCESS_NODES,
  nodeEnabled,
  processSettingsSchema,
  type ControlType,
  type FieldAccess,
  type ProcessNode,
  type ProcessSettings,
  type ReceiptMode,
} from '@fieldline/domain';

/**
 * The process-setting page's editable state. Every node has an explicit switch; field access has
 * an entry per field only where one of its lists names role types (an empty list = every role).
 */
export interface SettingsDraft {
  nodes: Record<ProcessNode, boolean>;
  allowRefuse: boolean;
  tagsRequired: boolean;
  receiptMode: ReceiptMode;
  completionApproval: boolean;
  enableServiceItem: boolean;
  enablePriority: boolean;
  enableCustomer: boolean;
  fieldAccess: Record<string, FieldAccess>;
}

export const isLockedNode = (node: ProcessNode) => LOCKED_PROCESS_NODES.includes(node);

/** Role types in the spec's list order, each once, only those of the list. */
export function normaliseRoleTypes(roleTypes: readonly number[]): number[] {
  return FIELD_ROLE_TYPES.filter((r) => roleTypes.includes(r));
}

/** What the server stored (possibly partial or from an older shape) as the page's state. */
export function settingsToDraft(raw: unknown): SettingsDraft {
  const parsed = processSettingsSchema.safeParse(raw ?? {});
  const settings = parsed.success ? parsed.data : processSettingsSchema.parse({});
  const nodes = Object.fromEntries(PROCESS_NODES.map((n) => [n, nodeEnabled(settings, n)])) as Record<
    ProcessNode,
    boolean
  >;
  return {
    nodes,
    allowRefuse: settings.allowRefuse,
    tagsRequired: settings.tagsRequired,
    receiptMode: settings.receiptMode,
    completionApproval: settings.completionApproval,
    enableServiceItem: settings.enableServiceItem,
    enablePriority: settings.enablePriority,
    enableCustomer: settings.enableCustomer,
    fieldAccess: cleanAccess(settings.fieldAccess),
  };
}

function cleanAccess(access: Record<string, FieldAccess>, keep?: ReadonlySet<string>) {
  const out: Record<string, FieldAccess> = {};
  for (const key of Object.keys(access).sort()) {
    if (keep && !keep.has(key)) continue;
    const edit = normaliseRoleTypes(access[key]!.edit);
    const view = normaliseRoleTypes(access[key]!.view);
    if (edit.length || view.length) out[key] = { edit, view };
  }
  return out;
}

/**
 * The payload of POST /v2/detailcontroltmpl/edit `settings`: locked nodes always on, entries
 * without role types dropped, and (given the template's field keys) entries of deleted fields too.
 */
export function draftToSettings(draft: SettingsDraft, fieldKeys?: readonly string[]): ProcessSettings {
  const nodes = Object.fromEntries(PROCESS_NODES.map((n) => [n, isLockedNode(n) || draft.nodes[n]]));
  return {
    nodes,
    allowRefuse: draft.allowRefuse,
    tagsRequired: draft.tagsRequired,
    receiptMode: draft.receiptMode,
    completionApproval: draft.completionApproval,
    enableServiceItem: draft.enableServiceItem,
    enablePriority: draft.enablePriority,
    enableCustomer: draft.enableCustomer,
    fieldAccess: cleanAccess(draft.fieldAccess, fieldKeys ? new Set(fieldKeys) : undefined),
  };
}

/** Whether two states would save the same settings (the unsaved-changes check). */
export const sameSettings = (a: SettingsDraft, b: SettingsDraft, fieldKeys?: readonly string[]) =>
  JSON.stringify(draftToSettings(a, fieldKeys)) === JSON.stringify(draftToSettings(b, fieldKeys));

/** Switches one node; locked nodes stay on. */
export function setNode(draft: SettingsDraft, node: ProcessNode, on: boolean): SettingsDraft {
  if (isLockedNode(node)) return draft;
  return { ...draft, nodes: { ...draft.nodes, [node]: on } };
}

/** Sets who may edit or see one field; empty lists for both rights remove the entry. */
export function setFieldAccess(
  draft: SettingsDraft,
  fieldKey: string,
  right: keyof FieldAccess,
  roleTypes: readonly number[],
): SettingsDraft {
  const current = draft.fieldAccess[fieldKey] ?? { edit: [], view: [] };
  const next = { ...current, [right]: normaliseRoleTypes(roleTypes) };
  const fieldAccess = { ...draft.fieldAccess };
  if (next.edit.length || next.view.length) fieldAccess[fieldKey] = next;
  else delete fieldAccess[fieldKey];
  return { ...draft, fieldAccess };
}

/** One row of the field-permission table: a system field (by key) or a custom field (by id). */
export interface AccessRow {
  key: string;
  name: string;
  type: ControlType;
  system: boolean;
}

/**
 * Every field of a template that holds a value, in the designer's order (`s:<key>` / `c:<id>`
 * entries); fields the order does not name follow, system fields first.
 */
export function accessRows(
  systemFields: readonly { key: string; name: string; type: ControlType }[],
  fields: readonly { id: string; name: string; type: ControlType }[],
  order: readonly string[] = [],
): AccessRow[] {
  const rows = [
    ...systemFields.map((f) => ({
      entry: `s:${f.key}`,
      key: f.key,
      name: f.name,
      type: f.type,
      system: true,
    })),
    ...fields
      .filter((f) => !VALUELESS_CONTROLS.includes(f.type))
      .map((f) => ({ entry: `c:${f.id}`, key: f.id, name: f.name, type: f.type, system: false })),
  ];
  const rank = new Map(order.map((entry, i) => [entry, i]));
  return rows
    .map((row, i) => ({ row, rank: rank.get(row.entry) ?? order.length + i }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ row: { entry: _entry, ...row } }) => row);
}
