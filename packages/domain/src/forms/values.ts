import { FILE_CONTROLS, VALUELESS_CONTROLS, type ControlType } from './controls';
import type { CascadeOption, FieldDef } from './fields';
import { evaluateFormula, parseFormula } from './formula';
import {
  ATTACHMENTS_MAX,
  HYPERLINK_MAX,
  IMAGES_MAX,
  NUMBER_DECIMALS,
  NUMBER_INTEGER_DIGITS,
  SCANNER_VALUE_MAX,
  STARS_MAX,
  TEXT_VALUE_MAX,
  TEXTAREA_VALUE_MAX,
} from './limits';
import type { FormIssue, FormMessageKey } from './messages';

export interface AddressValue {
  province: string;
  city?: string;
  region?: string;
  detail?: string;
}
export interface PositionValue {
  lng: number;
  lat: number;
  name?: string;
}
export interface AttachmentValue {
  url: string;
  name: string;
}
export type FieldValue = string | boolean | string[] | AddressValue | PositionValue | AttachmentValue[];
/** A record's custom values, keyed by field id. */
export type FieldValues = Record<string, FieldValue>;

type Check = { value: FieldValue } | { error: FormMessageKey; params?: Record<string, string | number> };
const fail = (error: FormMessageKey, params?: Record<string, string | number>): Check => ({ error, params });

/** Our upload URLs (files module); any other reference is refused. */
export const FILE_URL_PATTERN = /^\/api\/file\/download\/(\d{1,18})$/;
const DECIMAL = new RegExp(`^-?\\d{1,${NUMBER_INTEGER_DIGITS}}(\\.\\d{1,${NUMBER_DECIMALS}})?$`);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;
const PHONE_LIKE = /^\+?[\d\- ]{3,20}$/;

const isDate = (v: string) => {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
};
const isDatetime = (v: string) => {
  const [date, time, ...rest] = v.split(' ');
  return rest.length === 0 && !!date && !!time && isDate(date) && TIME.test(time);
};

/** A decimal in canonical form ("007.50" → "7.5"), or null if it is not one we accept. */
export function canonicalDecimal(input: unknown): string | null {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : input;
  if (typeof text !== 'string' || !DECIMAL.test(text.trim())) return null;
  const [whole, frac = ''] = text.trim().split('.');
  const negative = whole!.startsWith('-');
  const digits = whole!.replace('-', '').replace(/^0+(?=\d)/, '');
  const decimals = frac.replace(/0+$/, '');
  const out = decimals ? `${digits}.${decimals}` : digits;
  return negative && /[1-9]/.test(out) ? `-${out}` : out;
}

const str = (v: unknown, max: number): Check =>
  typeof v !== 'string'
    ? fail('invalid')
    : v.trim().length > max
      ? fail('tooLong', { max })
      : { value: v.trim() };

const fileUrls = (v: unknown, max: number): Check => {
  if (!Array.isArray(v) || v.some((u) => typeof u !== 'string' || !FILE_URL_PATTERN.test(u)))
    return fail('file');
  return v.length > max ? fail('tooMany', { max }) : { value: [...new Set(v as string[])] };
};

const inTree = (path: unknown[], nodes: CascadeOption[] | undefined): boolean => {
  if (path.length === 0) return true;
  const node = nodes?.find((n) => n.label === path[0]);
  return !!node && inTree(path.slice(1), node.children);
};

const CHECKS: Record<Exclude<ControlType, 'explain' | 'calculator'>, (v: unknown, f: FieldDef) => Check> = {
  text: (v) => str(v, TEXT_VALUE_MAX),
  textarea: (v) => str(v, TEXTAREA_VALUE_MAX),
  scanner: (v) => str(v, SCANNER_VALUE_MAX),
  number: (v) => {
    const d = canonicalDecimal(v);
    return d === null ? fail('number') : { value: d };
  },
  expenses_number: (v) => {
    const d = canonicalDecimal(v);
    if (d === null) return fail('number');
    return d.startsWith('-') ? fail('notNegative') : { value: d };
  },
  radio: (v, f) => (typeof v === 'string' && f.props.options?.includes(v) ? { value: v } : fail('notOption')),
  singleCheck: (v, f) =>
    typeof v === 'string' && f.props.options?.includes(v) ? { value: v } : fail('notOption'),
  checkbox: (v, f) =>
    Array.isArray(v) && v.every((o) => typeof o === 'string' && f.props.options?.includes(o))
      ? { value: [...new Set(v as string[])] }
      : fail('notOption'),
  switch: (v) => (typeof v === 'boolean' ? { value: v } : fail('invalid')),
  time: (v) => {
    if (!Array.isArray(v) || v.length !== 2 || !v.every((d) => typeof d === 'string' && isDate(d)))
      return fail('invalid');
    return v[0] > v[1] ? fail('rangeOrder') : { value: v as string[] };
  },
  address: (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return fail('invalid');
    const a = v as Record<string, unknown>;
    const keys = Object.keys(a);
    if (keys.some((k) => !['province', 'city', 'region', 'detail'].includes(k))) return fail('invalid');
    if (typeof a.province !== 'string' || !a.province.trim()) return fail('invalid');
    for (const k of ['city', 'region', 'detail'] as const)
      if (a[k] !== undefined && typeof a[k] !== 'string') return fail('invalid');
    if ([a.province, a.city, a.region].some((p) => typeof p === 'string' && p.length > 50))
      return fail('tooLong', { max: 50 });
    if (typeof a.detail === 'string' && a.detail.length > TEXT_VALUE_MAX)
      return fail('tooLong', { max: TEXT_VALUE_MAX });
    return { value: a as unknown as AddressValue };
  },
  position: (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return fail('position');
    const p = v as Record<string, unknown>;
    const ok =
      typeof p.lng === 'number' &&
      typeof p.lat === 'number' &&
      Math.abs(p.lng) <= 180 &&
      Math.abs(p.lat) <= 90 &&
      (p.name === undefined || (typeof p.name === 'string' && p.name.length <= TEXT_VALUE_MAX)) &&
      Object.keys(p).every((k) => ['lng', 'lat', 'name'].includes(k));
    return ok ? { value: p as unknown as PositionValue } : fail('position');
  },
  img: (v) => (typeof v === 'string' && FILE_URL_PATTERN.test(v) ? { value: v } : fail('file')),
  signature: (v) => (typeof v === 'string' && FILE_URL_PATTERN.test(v) ? { value: v } : fail('file')),
  imgMultiple: (v) => fileUrls(v, IMAGES_MAX),
  upload: (v) => {
    if (!Array.isArray(v)) return fail('file');
    if (v.length > ATTACHMENTS_MAX) return fail('tooMany', { max: ATTACHMENTS_MAX });
    const ok = v.every(
      (a) =>
        a &&
        typeof a === 'object' &&
        typeof a.url === 'string' &&
        FILE_URL_PATTERN.test(a.url) &&
        typeof a.name === 'string' &&
        a.name.length > 0 &&
        a.name.length <= TEXT_VALUE_MAX &&
        Object.keys(a).length === 2,
    );
    return ok ? { value: v as AttachmentValue[] } : fail('file');
  },
  hyperlink: (v) => {
    if (typeof v !== 'string') return fail('url');
    if (v.length > HYPERLINK_MAX) return fail('tooLong', { max: HYPERLINK_MAX });
    try {
      const url = new URL(v.trim());
      return url.protocol === 'http:' || url.protocol === 'https:' ? { value: v.trim() } : fail('url');
    } catch {
      return fail('url');
    }
  },
  multistage: (v, f) =>
    Array.isArray(v) &&
    v.length >= 1 &&
    v.length <= 3 &&
    v.every((s) => typeof s === 'string') &&
    inTree(v, f.props.tree)
      ? { value: v as string[] }
      : fail('notOption'),
  call: (v) => (typeof v === 'string' && PHONE_LIKE.test(v.trim()) ? { value: v.trim() } : fail('phone')),
  commentStar: (v, f) => {
    const max = f.props.maxStars ?? STARS_MAX;
    const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max
      ? { value: String(n) }
      : fail('stars', { max });
  },
  calendarDate: (v) => (typeof v === 'string' && isDate(v) ? { value: v } : fail('invalid')),
  calendarTime: (v) => (typeof v === 'string' && TIME.test(v) ? { value: v.slice(0, 5) } : fail('invalid')),
  calendarDatetime: (v) =>
    typeof v === 'string' && isDatetime(v) ? { value: v.slice(0, 16) } : fail('invalid'),
};

export const isEmptyValue = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Checks and normalises one value of one field (not its required flag or condition). */
export function checkFieldValue(field: FieldDef, value: unknown): Check {
  if (field.type === 'explain' || field.type === 'calculator') return fail('invalid');
  return CHECKS[field.type](value, field);
}

/** The strings a condition compares against: options, yes/no as 'true'/'false', numbers. */
export function conditionStrings(value: FieldValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'boolean') return [String(value)];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** Whether a field shows and whether it is required, given the other values (by code). */
export function fieldState(
  field: FieldDef,
  valueOfCode: (code: string) => FieldValue | undefined,
  shown: (code: string) => boolean,
) {
  const c = field.condition;
  const met =
    !c ||
    (shown(c.field) &&
      (c.values.length === 0
        ? !isEmptyValue(valueOfCode(c.field))
        : conditionStrings(valueOfCode(c.field)).some((s) => c.values.includes(s))));
  const visible = field.visible && (c?.effect !== 'show' || met);
  const required = visible && (field.required || (c?.effect === 'require' && met));
  return { visible, required };
}

export interface ValidateOptions {
  /** Fields the caller may not edit keep their previous value. */
  canEdit?: (field: FieldDef) => boolean;
  previous?: FieldValues;
}

/**
 * Validates a record's custom values against its fields: the one function the server and every
 * form call. Hidden fields (by visibility or condition) lose their values, calculators are
 * recomputed, explain fields hold nothing; the result is the values to store.
 */
export function validateValues(
  fields: FieldDef[],
  input: Record<string, unknown>,
  options: ValidateOptions = {},
) {
  const issues: FormIssue[] = [];
  const values: FieldValues = {};
  const byCode = new Map(fields.map((f) => [f.code, f]));
  const canEdit = options.canEdit ?? (() => true);
  const raw = (f: FieldDef) => (canEdit(f) ? input[f.id] : options.previous?.[f.id]);
  const checked = new Map<string, FieldValue | undefined>();
  const valueOf = (f: FieldDef): FieldValue | undefined => {
    if (checked.has(f.id)) return checked.get(f.id);
    const v = raw(f);
    const result =
      isEmptyValue(v) || VALUELESS_CONTROLS.includes(f.type)
        ? undefined
        : f.type === 'calculator'
          ? undefined
          : checkFieldValue(f, v);
    const value = result && 'value' in result ? result.value : undefined;
    checked.set(f.id, value);
    return value;
  };
  const shownMemo = new Map<string, boolean>();
  const shown = (code: string, depth = 0): boolean => {
    const f = byCode.get(code);
    if (!f || depth > fields.length) return false;
    if (!shownMemo.has(code))
      shownMemo.set(
        code,
        fieldState(
          f,
          (c) => (byCode.get(c) ? valueOf(byCode.get(c)!) : undefined),
          (c) => shown(c, depth + 1),
        ).visible,
      );
    return shownMemo.get(code)!;
  };
  for (const f of fields) {
    const { visible, required } = fieldState(
      f,
      (c) => (byCode.get(c) ? valueOf(byCode.get(c)!) : undefined),
      (c) => shown(c),
    );
    if (!visible || VALUELESS_CONTROLS.includes(f.type) || f.type === 'calculator') continue;
    const v = raw(f);
    if (isEmptyValue(v)) {
      if (required && canEdit(f)) issues.push({ field: f.id, fieldName: f.name, key: 'required' });
      continue;
    }
    const result = checkFieldValue(f, v);
    if ('error' in result)
      issues.push({ field: f.id, fieldName: f.name, key: result.error, params: result.params });
    else values[f.id] = result.value;
  }
  for (const f of fields) {
    if (f.type !== 'calculator' || !shown(f.code)) continue;
    const value = computeCalculator(f, byCode, values);
    if (value === 'overflow') issues.push({ field: f.id, fieldName: f.name, key: 'number' });
    else if (value !== null) values[f.id] = value;
  }
  return { values, issues };
}

function computeCalculator(
  f: FieldDef,
  byCode: Map<string, FieldDef>,
  values: FieldValues,
  depth = 0,
): string | null | 'overflow' {
  if (depth > byCode.size) return null;
  let tree;
  try {
    tree = parseFormula(f.props.formula ?? '');
  } catch {
    return null;
  }
  let anyInput = false;
  const result = evaluateFormula(tree, (code) => {
    const ref = byCode.get(code);
    if (!ref) return null;
    const v = ref.type === 'calculator' ? computeCalculator(ref, byCode, values, depth + 1) : values[ref.id];
    if (typeof v !== 'string' || v === 'overflow') return null;
    anyInput = true;
    return v;
  });
  // With none of its inputs filled in, a calculation stays empty rather than showing a constant.
  if (result === null || !anyInput) return null;
  return canonicalDecimal(result) === null ? 'overflow' : result;
}

/** File ids a set of values refers to, with whether each must be an image (server checks them). */
export function referencedFiles(fields: FieldDef[], values: FieldValues) {
  const out: { fieldId: string; fileId: number; image: boolean }[] = [];
  for (const f of fields) {
    if (!FILE_CONTROLS.includes(f.type)) continue;
    const v = values[f.id];
    const urls =
      typeof v === 'string'
        ? [v]
        : Array.isArray(v)
          ? v.map((x) => (typeof x === 'string' ? x : (x as AttachmentValue).url))
          : [];
    for (const url of urls) {
      const m = FILE_URL_PATTERN.exec(url);
      if (m) out.push({ fieldId: f.id, fileId: Number(m[1]), image: f.type !== 'upload' });
    }
  }
  return out;
}
