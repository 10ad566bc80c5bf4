import { describe, expect, it } from 'vitest';
import { checkFieldSet, fieldInputSchema, type FieldDef } from './fields';
import { evaluateFormula, parseFormula } from './formula';
import { formIssueText } from './messages';
import { systemFieldsOf, DESIGNER_BLOCK_HEIGHTS } from './system-fields';
import { FORM_KINDS } from './kinds';
import { LOCKED_PROCESS_NODES, nodeEnabled, PROCESS_NODES, templateInputSchema } from './templates';

type Def = Pick<FieldDef, 'code' | 'name' | 'type' | 'props' | 'condition'>;
const def = (code: string, type: Def['type'], extra: Partial<Def> = {}): Def => ({
  code,
  name: code,
  type,
  props: {},
  ...extra,
});

describe('field definitions', () => {
  it('spec-business §5: a field name cannot contain a ${...} placeholder', () => {
    const r = fieldInputSchema.safeParse({ name: 'Fee ${order_no}', code: 'fee', type: 'text' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('placeholderName');
    expect(fieldInputSchema.safeParse({ name: 'Fee $ {x}', code: 'fee', type: 'text' }).success).toBe(true);
  });
  it('choice controls need distinct options', () => {
    expect(checkFieldSet([def('a', 'radio')]).map((i) => i.key)).toEqual(['optionsRequired']);
    expect(
      checkFieldSet([def('a', 'checkbox', { props: { options: ['x', 'x'] } })]).map((i) => i.key),
    ).toEqual(['optionsDuplicate']);
  });
  it('spec-business §3: multistage options have at most three levels', () => {
    const tree = [
      { label: '1', children: [{ label: '2', children: [{ label: '3', children: [{ label: '4' }] }] }] },
    ];
    expect(checkFieldSet([def('a', 'multistage', { props: { tree } })]).map((i) => i.key)).toEqual([
      'levels',
    ]);
  });
  it('codes and names are unique in a field set', () => {
    const keys = checkFieldSet([def('a', 'text'), { ...def('a', 'text'), name: 'other' }]).map((i) => i.key);
    expect(keys).toContain('duplicateCode');
  });
  it('calculator: formulas refer to number fields of the same set, without cycles', () => {
    const n = def('n', 'number');
    expect(checkFieldSet([n, def('c', 'calculator', { props: { formula: '{n} * 2' } })])).toEqual([]);
    expect(
      checkFieldSet([def('t', 'text'), def('c', 'calculator', { props: { formula: '{t}+1' } })])[0]?.key,
    ).toBe('formulaRef');
    expect(checkFieldSet([def('c', 'calculator', { props: { formula: '(1+' } })])[0]?.key).toBe('formula');
    const loop = [
      def('a', 'calculator', { props: { formula: '{b}+1' } }),
      def('b', 'calculator', { props: { formula: '{a}+1' } }),
    ];
    expect(checkFieldSet(loop).map((i) => i.key)).toContain('formulaCycle');
  });
  it('conditions refer to another existing field and do not loop', () => {
    const cond = (field: string) => ({ field, values: ['x'], effect: 'show' as const });
    expect(checkFieldSet([def('a', 'text', { condition: cond('zz') })])[0]?.key).toBe('conditionRef');
    const keys = checkFieldSet([
      def('a', 'text', { condition: cond('b') }),
      def('b', 'text', { condition: cond('a') }),
    ]);
    expect(keys.map((i) => i.key)).toContain('conditionCycle');
  });
  it('messages name the field in both languages', () => {
    const issue = { field: '1', fieldName: '故障类型', key: 'required' as const };
    expect(formIssueText(issue, 'zh_CN')).toBe('故障类型不能为空');
    expect(formIssueText({ ...issue, fieldName: 'Fault type' }, 'en_GB')).toBe('Fault type is required');
  });
});

describe('formulas: exact decimal arithmetic', () => {
  it('respects precedence and rounds half up to two decimals', () => {
    expect(evaluateFormula(parseFormula('1 + 2 * 3'), () => null)).toBe('7');
    expect(evaluateFormula(parseFormula('(0.1 + 0.2) * 3'), () => null)).toBe('0.9');
    expect(evaluateFormula(parseFormula('10 / 3'), () => null)).toBe('3.33');
    expect(evaluateFormula(parseFormula('-2 / 3'), () => null)).toBe('-0.67');
    expect(evaluateFormula(parseFormula('{a} / 0'), () => '1')).toBeNull();
  });
});

describe('system fields and templates', () => {
  it('spec-business §3: customer and title are fixed and required on orders; designer block heights', () => {
    const order = systemFieldsOf(FORM_KINDS.order);
    for (const key of ['customer', 'title'])
      expect(order.find((f) => f.key === key)).toMatchObject({ fixed: true, required: true });
    expect(systemFieldsOf(FORM_KINDS.order, 'equipment').find((f) => f.key === 'product')?.block).toBe(
      'equipmentOrder',
    );
    expect(DESIGNER_BLOCK_HEIGHTS).toEqual({
      order: 86,
      equipmentOrder: 129,
      customer: 172,
      expenses: 172,
      product: 215,
    });
  });
  it('spec-business §3: all expenses fields are required', () => {
    const expenses = systemFieldsOf(FORM_KINDS.order).filter((f) => f.block === 'expenses');
    expect(expenses).toHaveLength(4);
    expect(expenses.every((f) => f.required)).toBe(true);
  });
  it('spec-business §4: only create, dispatch and service nodes cannot be switched off', () => {
    expect(PROCESS_NODES).toHaveLength(11);
    const off = Object.fromEntries(PROCESS_NODES.map((n) => [n, false]));
    expect(PROCESS_NODES.filter((n) => nodeEnabled({ nodes: off }, n))).toEqual([...LOCKED_PROCESS_NODES]);
  });
  it('spec-business §5: template names at most 8 characters', () => {
    expect(templateInputSchema.safeParse({ name: '上门维修', kind: 1 }).success).toBe(true);
    expect(templateInputSchema.safeParse({ name: '一二三四五六七八九', kind: 1 }).success).toBe(false);
    expect(templateInputSchema.safeParse({ name: 'ok', kind: 99 }).success).toBe(false);
  });
});
