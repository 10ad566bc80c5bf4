import { z } from 'zod';
import { CONTROL_TYPE_NAMES, NUMERIC_CONTROLS, OPTION_CONTROLS, type ControlType } from './controls';
import { FormulaError, formulaRefs, parseFormula } from './formula';
import {
  EXPLAIN_CONTENT_MAX,
  FIELD_CODE_MAX,
  FIELD_HELP_MAX,
  FIELD_NAME_MAX,
  FIELD_OPTION_MAX,
  FIELD_OPTIONS_MAX,
  FIELDS_PER_TEMPLATE_MAX,
  FORMULA_MAX,
  MULTISTAGE_LEVELS_MAX,
  STARS_MAX,
} from './limits';
import type { FormIssue } from './messages';

export interface CascadeOption {
  label: string;
  children?: CascadeOption[];
}

/** Show or require a field only while another field (by code) has one of `values`. */
export interface FieldCondition {
  field: string;
  values: string[];
  effect: 'show' | 'require';
}

export interface FieldProps {
  options?: string[];
  tree?: CascadeOption[];
  formula?: string;
  content?: string;
  maxStars?: number;
  placeholder?: string;
}

/** A field as forms and validation see it; `id` is the key of its value in a record. */
export interface FieldDef {
  id: string;
  code: string;
  name: string;
  type: ControlType;
  required: boolean;
  visible: boolean;
  help?: string | null;
  props: FieldProps;
  condition?: FieldCondition | null;
}

/** spec-business §5: a field name cannot contain a `${...}` placeholder. */
export const PLACEHOLDER_PATTERN = /\$\{[^}]*\}/;
export const FIELD_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const label = z.string().trim().min(1).max(FIELD_OPTION_MAX);
const cascade: z.ZodType<CascadeOption> = z.lazy(() =>
  z.strictObject({ label, children: z.array(cascade).max(FIELD_OPTIONS_MAX).optional() }),
);

export const fieldPropsSchema = z.strictObject({
  options: z.array(label).max(FIELD_OPTIONS_MAX).optional(),
  tree: z.array(cascade).max(FIELD_OPTIONS_MAX).optional(),
  formula: z.string().trim().max(FORMULA_MAX).optional(),
  content: z.string().max(EXPLAIN_CONTENT_MAX).optional(),
  maxStars: z.number().int().min(1).max(STARS_MAX).optional(),
  placeholder: z.string().max(FIELD_OPTION_MAX).optional(),
});

export const fieldConditionSchema = z.strictObject({
  field: z.string().regex(FIELD_CODE_PATTERN).max(FIELD_CODE_MAX),
  values: z.array(z.string().max(FIELD_OPTION_MAX)).max(FIELD_OPTIONS_MAX),
  effect: z.enum(['show', 'require']),
});

/** One custom field as the designer sends it. */
export const fieldInputSchema = z.strictObject({
  id: z.coerce.number().int().positive().optional(),
  name: z
    .string()
    .trim()
    .min(1)
    .max(FIELD_NAME_MAX)
    .refine((v) => !PLACEHOLDER_PATTERN.test(v), { message: 'placeholderName' }),
  code: z.string().trim().regex(FIELD_CODE_PATTERN, { message: 'invalid' }).max(FIELD_CODE_MAX),
  type: z.enum(CONTROL_TYPE_NAMES as [ControlType, ...ControlType[]]),
  required: z.boolean().default(false),
  visible: z.boolean().default(true),
  help: z.string().trim().max(FIELD_HELP_MAX).nullish(),
  props: fieldPropsSchema.default({}),
  condition: fieldConditionSchema.nullish(),
});
export type FieldInput = z.infer<typeof fieldInputSchema>;

const depth = (nodes: CascadeOption[] | undefined): number =>
  nodes?.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0;

/**
 * Checks a whole field set: codes and names unique, options present for choice controls,
 * cascade depth, formulas over numeric fields without cycles, conditions over existing fields
 * without cycles. The same checks run in the designer before saving and on the server.
 */
export function checkFieldSet(fields: Pick<FieldDef, 'code' | 'name' | 'type' | 'props' | 'condition'>[]) {
  const issues: FormIssue[] = [];
  const add = (f: { code: string; name: string }, key: FormIssue['key'], params?: FormIssue['params']) =>
    issues.push({ field: f.code, fieldName: f.name, key, params });
  if (fields.length > FIELDS_PER_TEMPLATE_MAX)
    issues.push({ field: '', fieldName: '', key: 'tooManyFields', params: { max: FIELDS_PER_TEMPLATE_MAX } });
  const byCode = new Map<string, (typeof fields)[number]>();
  const names = new Set<string>();
  for (const f of fields) {
    if (byCode.has(f.code)) add(f, 'duplicateCode', { code: f.code });
    if (names.has(f.name)) add(f, 'duplicateName');
    byCode.set(f.code, f);
    names.add(f.name);
  }
  for (const f of fields) {
    if (OPTION_CONTROLS.includes(f.type)) {
      const options = f.props.options ?? [];
      if (options.length === 0) add(f, 'optionsRequired');
      else if (new Set(options).size !== options.length) add(f, 'optionsDuplicate');
    }
    if (f.type === 'multistage') {
      if (!f.props.tree?.length) add(f, 'optionsRequired');
      else if (depth(f.props.tree) > MULTISTAGE_LEVELS_MAX) add(f, 'levels');
    }
    if (f.type === 'calculator') checkFormula(f, byCode, add);
    if (f.condition) {
      const target = byCode.get(f.condition.field);
      if (!target || target.code === f.code) add(f, 'conditionRef', { code: f.condition.field });
    }
  }
  for (const f of fields) if (f.condition && conditionLoops(f.code, byCode)) add(f, 'conditionCycle');
  return issues;
}

type Add = (f: { code: string; name: string }, key: FormIssue['key'], params?: FormIssue['params']) => void;

function checkFormula(
  f: Pick<FieldDef, 'code' | 'name' | 'props'>,
  byCode: Map<string, Pick<FieldDef, 'code' | 'type' | 'props'>>,
  add: Add,
) {
  let refs: Set<string>;
  try {
    refs = formulaRefs(parseFormula(f.props.formula ?? ''));
  } catch (e) {
    if (e instanceof FormulaError) return add(f, 'formula');
    throw e;
  }
  for (const code of refs) {
    const target = byCode.get(code);
    if (!target || !NUMERIC_CONTROLS.includes(target.type)) return add(f, 'formulaRef', { code });
  }
  const seen = new Set<string>();
  const visit = (code: string): boolean => {
    if (code === f.code && seen.size > 0) return true;
    if (seen.has(code)) return false;
    seen.add(code);
    const target = byCode.get(code);
    if (target?.type !== 'calculator') return false;
    try {
      return [...formulaRefs(parseFormula(target.props.formula ?? ''))].some(visit);
    } catch {
      return false;
    }
  };
  if ([...refs].some((code) => code === f.code || visit(code))) add(f, 'formulaCycle');
}

function conditionLoops(start: string, byCode: Map<string, Pick<FieldDef, 'condition'>>) {
  const seen = new Set<string>();
  let code: string | undefined = byCode.get(start)?.condition?.field;
  while (code) {
    if (code === start) return true;
    if (seen.has(code)) return false;
    seen.add(code);
    code = byCode.get(code)?.condition?.field;
  }
  return false;
}
