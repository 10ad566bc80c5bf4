import type { Rule } from 'antd/es/form';
import {
  VALUELESS_CONTROLS,
  checkFieldValue,
  fieldState,
  formIssueText,
  isEmptyValue,
  validateValues,
  type FieldDef,
  type FieldValue,
  type Locale,
} from '@fieldline/domain';

export interface FieldStateOf {
  visible: boolean;
  required: boolean;
}

const usable = (f: FieldDef, raw: unknown): FieldValue | undefined => {
  if (isEmptyValue(raw) || VALUELESS_CONTROLS.includes(f.type) || f.type === 'calculator') return undefined;
  const result = checkFieldValue(f, raw);
  return 'value' in result ? result.value : undefined;
};

/**
 * Whether each field shows and is required under the current input, by field id: the domain's
 * fieldState over the same normalised values and the same "a hidden field meets no condition"
 * rule validateValues applies, so the form hides and requires exactly what the server will.
 */
export function fieldStates(fields: FieldDef[], input: Record<string, unknown>): Map<string, FieldStateOf> {
  const byCode = new Map(fields.map((f) => [f.code, f]));
  const valueOfCode = (code: string) => {
    const f = byCode.get(code);
    return f ? usable(f, input[f.id]) : undefined;
  };
  const memo = new Map<string, boolean>();
  const shown = (code: string, depth: number): boolean => {
    const f = byCode.get(code);
    if (!f || depth > fields.length) return false;
    if (!memo.has(code)) memo.set(code, fieldState(f, valueOfCode, (c) => shown(c, depth + 1)).visible);
    return memo.get(code)!;
  };
  return new Map(fields.map((f) => [f.id, fieldState(f, valueOfCode, (c) => shown(c, 0))]));
}

/** The calculators' values under the current input (validateValues computes them). */
export function calculatorValues(fields: FieldDef[], input: Record<string, unknown>): Record<string, string> {
  if (!fields.some((f) => f.type === 'calculator')) return {};
  const { values } = validateValues(fields, input);
  const out: Record<string, string> = {};
  for (const f of fields) {
    const v = values[f.id];
    if (f.type === 'calculator' && typeof v === 'string') out[f.id] = v;
  }
  return out;
}

/** Empty as the required check sees it: blank text counts as empty (the server trims it). */
export const isBlank = (value: unknown) =>
  isEmptyValue(value) || (typeof value === 'string' && value.trim() === '');

/** One rule per field: required (by its current state), then the domain's checkFieldValue. */
export function customFieldRules(field: FieldDef, required: boolean, locale: Locale): Rule[] {
  const text = (key: Parameters<typeof formIssueText>[0]['key'], params?: Record<string, string | number>) =>
    formIssueText({ field: field.id, fieldName: field.name, key, params }, locale);
  return [
    {
      validator: async (_rule, value: unknown) => {
        if (isBlank(value)) {
          if (required) throw new Error(text('required'));
          return;
        }
        const result = checkFieldValue(field, value);
        if ('error' in result) throw new Error(text(result.error, result.params));
      },
    },
  ];
}
