import { describe, expect, it } from 'vitest';
import { validateValues, type FieldDef } from '@fieldline/domain';
import { calculatorValues, customFieldRules, fieldStates, isBlank } from './evaluate';

let next = 0;
const def = (code: string, type: FieldDef['type'], rest: Partial<FieldDef> = {}): FieldDef => ({
  id: String(++next),
  code,
  name: code.toUpperCase(),
  type,
  required: false,
  visible: true,
  props: {},
  ...rest,
});

const kind = def('kind', 'radio', { props: { options: ['home', 'office'] } });
const floor = def('floor', 'number', { condition: { field: 'kind', values: ['office'], effect: 'show' } });
const room = def('room', 'text', { condition: { field: 'floor', values: [], effect: 'show' } });
const phone = def('phone', 'call', { condition: { field: 'kind', values: ['home'], effect: 'require' } });
const fields = [kind, floor, room, phone];

const run = async (rule: ReturnType<typeof customFieldRules>[number], value: unknown) => {
  const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
  return validator({}, value).then(
    () => null,
    (e: Error) => e.message,
  );
};

describe('fieldStates', () => {
  it('shows a conditional field only while its condition holds', () => {
    expect(fieldStates(fields, { [kind.id]: 'home' }).get(floor.id)?.visible).toBe(false);
    expect(fieldStates(fields, { [kind.id]: 'office' }).get(floor.id)?.visible).toBe(true);
  });

  it('treats a field whose condition field is hidden as unmet, even if that field holds a value', () => {
    const input = { [kind.id]: 'home', [floor.id]: '3' };
    expect(fieldStates(fields, input).get(room.id)?.visible).toBe(false);
    expect(fieldStates(fields, { ...input, [kind.id]: 'office' }).get(room.id)?.visible).toBe(true);
  });

  it('requires a field while its require-condition holds, and an invalid value meets no condition', () => {
    expect(fieldStates(fields, { [kind.id]: 'home' }).get(phone.id)).toEqual({
      visible: true,
      required: true,
    });
    expect(fieldStates(fields, { [kind.id]: 'office' }).get(phone.id)).toEqual({
      visible: true,
      required: false,
    });
    expect(fieldStates(fields, { [kind.id]: 'garage' }).get(phone.id)?.required).toBe(false);
  });

  it('hides and requires exactly what validateValues drops and demands', () => {
    const inputs = [
      { [kind.id]: 'home', [floor.id]: '2', [room.id]: '201' },
      { [kind.id]: 'office', [floor.id]: '2', [room.id]: '201', [phone.id]: '123456' },
      { [kind.id]: 'office', [room.id]: '201' },
      {},
    ];
    for (const input of inputs) {
      const states = fieldStates(fields, input);
      const { values, issues } = validateValues(fields, input);
      for (const f of fields) {
        const kept = f.id in values;
        if (input[f.id] !== undefined)
          expect(kept, `${f.code} in ${JSON.stringify(input)}`).toBe(states.get(f.id)!.visible);
        const demanded = issues.some((i) => i.field === f.id && i.key === 'required');
        expect(demanded).toBe(states.get(f.id)!.required && input[f.id] === undefined);
      }
    }
  });
});

describe('calculatorValues', () => {
  it('computes calculators from the numbers typed so far, exactly', () => {
    const a = def('a', 'number');
    const b = def('b', 'expenses_number');
    const total = def('total', 'calculator', { props: { formula: '{a} * {b} + 0.1' } });
    expect(calculatorValues([a, b, total], { [a.id]: '0.2', [b.id]: '3' })).toEqual({ [total.id]: '0.7' });
    expect(calculatorValues([a, b, total], { [a.id]: '2' })).toEqual({ [total.id]: '0.1' });
    expect(calculatorValues([a, b], { [a.id]: '2' })).toEqual({});
  });
});

describe('customFieldRules', () => {
  const amount = def('amount', 'expenses_number', { name: '金额' });

  it('demands a value only while required, counting blank text as empty', async () => {
    expect(await run(customFieldRules(amount, true, 'zh_CN')[0]!, undefined)).toBe('金额不能为空');
    expect(await run(customFieldRules(amount, false, 'zh_CN')[0]!, undefined)).toBeNull();
    expect(isBlank('  ')).toBe(true);
  });

  it("refuses a value with the domain's message in the chosen language", async () => {
    expect(await run(customFieldRules(amount, false, 'en_GB')[0]!, '-3')).toBe('金额 cannot be negative');
    expect(await run(customFieldRules(amount, false, 'zh_CN')[0]!, '1.234')).toBe(
      '金额须为整数不超过13位、最多2位小数的数字',
    );
    expect(await run(customFieldRules(amount, true, 'zh_CN')[0]!, '12.5')).toBeNull();
  });
});
