import {
  FIELD_CODE_MAX,
  FIELD_NAME_MAX,
  OPTION_CONTROLS,
  STARS_MAX,
  type ControlType,
  type DesignerBlock,
  type FieldDef,
  type FieldProps,
} from '@fieldline/domain';
import type { FieldSet, SystemFieldView } from '../api';

/**
 * The form designer's state as data: custom fields, system fields' visibility and the display
 * order, changed only through `designerReducer` (pure, tested). Order entries are "s:<systemKey>"
 * and "c:<fieldKey>"; a stored field's key is its id, a new field's key is "new<n>".
 */
export interface DesignerField extends Omit<FieldDef, 'id'> {
  key: string;
  /** The server's id; none until saved. */
  id?: string;
}

export interface DesignerState {
  templateId: number | null;
  fields: DesignerField[];
  system: SystemFieldView[];
  /** System fields' visibility and required flag as loaded, to send only what changed. */
  savedSystem: Record<string, { visible: boolean; required: boolean }>;
  order: string[];
  selected: string | null;
  dirty: boolean;
  seq: number;
}

export type NewField = Omit<DesignerField, 'key' | 'id'>;

export type DesignerAction =
  | { type: 'load'; data: FieldSet; dirty?: boolean }
  | { type: 'add'; field: NewField; before?: string | null }
  | { type: 'move'; entry: string; before: string | null }
  | { type: 'moveBy'; entry: string; delta: -1 | 1 }
  | { type: 'remove'; entry: string }
  | { type: 'update'; key: string; patch: Partial<NewField> }
  | { type: 'select'; entry: string | null }
  | { type: 'system'; key: string; visible?: boolean; required?: boolean };

export const EMPTY_DESIGNER: DesignerState = {
  templateId: null,
  fields: [],
  system: [],
  savedSystem: {},
  order: [],
  selected: null,
  dirty: false,
  seq: 0,
};

export const systemEntry = (key: string) => `s:${key}`;
export const customEntry = (key: string) => `c:${key}`;
export const isCustomEntry = (entry: string) => entry.startsWith('c:');
export const entryKey = (entry: string) => entry.slice(2);

/**
 * A complete, clean display order: known entries once each, missing system fields after the
 * system field before them, missing custom fields at the end, and each fixed block's fields
 * together where its first field stands.
 */
export function normalizeOrder(order: readonly string[], system: SystemFieldView[], fieldKeys: string[]) {
  const known = new Set([...system.map((s) => systemEntry(s.key)), ...fieldKeys.map(customEntry)]);
  const out = [...new Set(order)].filter((e) => known.has(e));
  system.forEach((s, i) => {
    const entry = systemEntry(s.key);
    if (out.includes(entry)) return;
    const previous = system
      .slice(0, i)
      .reverse()
      .map((p) => out.indexOf(systemEntry(p.key)))
      .find((at) => at >= 0);
    const firstSystem = Math.max(
      0,
      out.findIndex((e) => e.startsWith('s:')),
    );
    out.splice(previous === undefined ? firstSystem : previous + 1, 0, entry);
  });
  for (const key of fieldKeys) if (!out.includes(customEntry(key))) out.push(customEntry(key));
  const blocks = new Map<DesignerBlock, string[]>();
  for (const s of system)
    if (s.block) blocks.set(s.block, [...(blocks.get(s.block) ?? []), systemEntry(s.key)]);
  let result = out;
  for (const members of blocks.values()) {
    const at = result.findIndex((e) => members.includes(e));
    const rest = result.filter((e) => !members.includes(e));
    result = [...rest.slice(0, at), ...members, ...rest.slice(at)];
  }
  return result;
}

function load(data: FieldSet, seq: number): DesignerState {
  const fields = [...data.fields]
    .sort((a, b) => a.sort - b.sort)
    .map(({ sort: _sort, id, ...f }): DesignerField => ({ ...f, key: String(id), id: String(id) }));
  return {
    templateId: data.template.id,
    fields,
    system: data.systemFields,
    savedSystem: Object.fromEntries(
      data.systemFields.map((s) => [s.key, { visible: s.visible, required: s.required }]),
    ),
    order: normalizeOrder(
      data.order,
      data.systemFields,
      fields.map((f) => f.key),
    ),
    selected: null,
    dirty: false,
    seq,
  };
}

/** What the canvas draws: fixed blocks of system fields, single system fields, custom fields. */
export type CanvasItem =
  | { kind: 'block'; block: DesignerBlock; entries: string[]; fields: SystemFieldView[] }
  | { kind: 'system'; entry: string; field: SystemFieldView }
  | { kind: 'custom'; entry: string; field: DesignerField };

export function canvasItems(state: Pick<DesignerState, 'order' | 'system' | 'fields'>): CanvasItem[] {
  const system = new Map(state.system.map((s) => [systemEntry(s.key), s]));
  const custom = new Map(state.fields.map((f) => [customEntry(f.key), f]));
  const items: CanvasItem[] = [];
  for (const entry of state.order) {
    const s = system.get(entry);
    const f = custom.get(entry);
    const last = items.at(-1);
    if (s?.block && last?.kind === 'block' && last.block === s.block) {
      last.entries.push(entry);
      last.fields.push(s);
    } else if (s?.block) items.push({ kind: 'block', block: s.block, entries: [entry], fields: [s] });
    else if (s) items.push({ kind: 'system', entry, field: s });
    else if (f) items.push({ kind: 'custom', entry, field: f });
  }
  return items;
}

export const firstEntry = (item: CanvasItem) => (item.kind === 'block' ? item.entries[0]! : item.entry);

/** Where to insert before `before`: never inside a fixed block, always before its first field. */
function insertAt(state: DesignerState, order: string[], before: string | null | undefined) {
  if (!before) return order.length;
  const item = canvasItems({ ...state, order }).find((i) =>
    i.kind === 'block' ? i.entries.includes(before) : i.entry === before,
  );
  const at = item ? order.indexOf(firstEntry(item)) : -1;
  return at < 0 ? order.length : at;
}

function move(state: DesignerState, entry: string, before: string | null): DesignerState {
  if (!isCustomEntry(entry) || !state.order.includes(entry) || entry === before) return state;
  const rest = state.order.filter((e) => e !== entry);
  const order = [...rest];
  order.splice(insertAt(state, rest, before), 0, entry);
  if (order.every((e, i) => e === state.order[i])) return state;
  return { ...state, order, dirty: true };
}

const replaceRef = (formula: string, from: string, to: string) => formula.split(`{${from}}`).join(`{${to}}`);

/**
 * A field's code changed: conditions and formulas that named the old code follow it, unless either
 * code belongs to another field too (then the references are left for the checks to report).
 */
function followCode(fields: DesignerField[], key: string, from: string, to: string): DesignerField[] {
  if (!from || !to || from === to) return fields;
  if (fields.some((f) => f.key !== key && (f.code === from || f.code === to))) return fields;
  return fields.map((f) => {
    if (f.key === key) return f;
    let next = f;
    if (f.condition?.field === from) next = { ...next, condition: { ...f.condition, field: to } };
    if (f.type === 'calculator' && f.props.formula?.includes(`{${from}}`))
      next = { ...next, props: { ...next.props, formula: replaceRef(f.props.formula, from, to) } };
    return next;
  });
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'load':
      return { ...load(action.data, state.seq), dirty: action.dirty ?? false };
    case 'add': {
      const key = `new${state.seq + 1}`;
      const entry = customEntry(key);
      const order = [...state.order];
      order.splice(insertAt(state, order, action.before), 0, entry);
      return {
        ...state,
        seq: state.seq + 1,
        fields: [...state.fields, { ...action.field, key }],
        order,
        selected: entry,
        dirty: true,
      };
    }
    case 'move':
      return move(state, action.entry, action.before);
    case 'moveBy': {
      const items = canvasItems(state);
      const at = items.findIndex((i) => i.kind === 'custom' && i.entry === action.entry);
      if (at < 0) return state;
      if (action.delta < 0) return at === 0 ? state : move(state, action.entry, firstEntry(items[at - 1]!));
      if (at >= items.length - 1) return state;
      const after = items[at + 2];
      return move(state, action.entry, after ? firstEntry(after) : null);
    }
    case 'remove': {
      if (!isCustomEntry(action.entry)) return state;
      const key = entryKey(action.entry);
      return {
        ...state,
        fields: state.fields.filter((f) => f.key !== key),
        order: state.order.filter((e) => e !== action.entry),
        selected: state.selected === action.entry ? null : state.selected,
        dirty: true,
      };
    }
    case 'update': {
      const old = state.fields.find((f) => f.key === action.key);
      if (!old) return state;
      const updated = state.fields.map((f) => (f.key === action.key ? { ...f, ...action.patch } : f));
      const fields =
        action.patch.code !== undefined
          ? followCode(updated, action.key, old.code, action.patch.code)
          : updated;
      return { ...state, fields, dirty: true };
    }
    case 'select':
      return { ...state, selected: action.entry };
    case 'system': {
      const system = state.system.map((s) => {
        if (s.key !== action.key || s.fixed) return s;
        const visible = action.visible ?? s.visible;
        // A hidden system field cannot be required.
        const required = visible ? (action.required ?? s.required) : false;
        return { ...s, visible, required };
      });
      return { ...state, system, dirty: true };
    }
  }
}

/* ---------- New fields ---------- */

/** The first free code `<type>_<n>` (letters, digits and underscores; starts with a letter). */
export function nextCode(type: ControlType, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${type}_${n}`)) n++;
  return `${type}_${n}`.slice(0, FIELD_CODE_MAX);
}

/** The first free name "<label><sep><n>", within the name limit. */
export function nextName(label: string, taken: Iterable<string>, separator = ''): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) {
    const suffix = `${separator}${n}`;
    const name = label.slice(0, FIELD_NAME_MAX - suffix.length) + suffix;
    if (!used.has(name)) return name;
  }
}

export interface NewFieldTexts {
  /** The control's label in the designer's language (CONTROL_LABELS). */
  label: string;
  /** "Option 1", "Option 2", ... */
  option(n: number): string;
  /** Between the label and the number of a default name (' ' in English, '' in Chinese). */
  separator: string;
}

/** A new field of `type` with a free code and name and sensible starting props. */
export function createField(
  type: ControlType,
  existing: Pick<DesignerField, 'code' | 'name'>[],
  texts: NewFieldTexts,
): NewField {
  const props: FieldProps = {};
  if (OPTION_CONTROLS.includes(type)) props.options = [texts.option(1), texts.option(2)];
  if (type === 'multistage') props.tree = [{ label: texts.option(1) }, { label: texts.option(2) }];
  if (type === 'calculator') props.formula = '';
  if (type === 'explain') props.content = '';
  if (type === 'commentStar') props.maxStars = STARS_MAX;
  return {
    code: nextCode(
      type,
      existing.map((f) => f.code),
    ),
    name: nextName(
      texts.label,
      existing.map((f) => f.name),
      texts.separator,
    ),
    type,
    required: false,
    visible: true,
    help: null,
    props,
    condition: null,
  };
}
