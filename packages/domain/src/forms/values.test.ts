import { describe, expect, it } from 'vitest';
import { CONTROL_TYPE_NAMES, type ControlType } from './controls';
import type { FieldDef } from './fields';
import { canonicalDecimal, checkFieldValue, validateValues } from './values';

const field = (type: ControlType, extra: Partial<FieldDef> = {}): FieldDef => ({
  id: '1',
  code: 'f1',
  name: 'F',
  type,
  required: false,
  visible: true,
  props: {
    options: ['A', 'B'],
    tree: [{ label: 'East', children: [{ label: 'Shanghai', children: [{ label: 'Pudong' }] }] }],
  },
  ...extra,
});

const img = '/api/file/download/12';
/** Per control type: values it accepts (with what is stored) and values it refuses. */
const CASES: Record<
  Exclude<ControlType, 'explain' | 'calculator'>,
  { ok: [unknown, unknown][]; bad: unknown[] }
> = {
  text: { ok: [[' hi ', 'hi']], bad: [5, 'x'.repeat(201), ['a']] },
  textarea: { ok: [['long text', 'long text']], bad: ['x'.repeat(501), {}] },
  scanner: { ok: [['SN-0001', 'SN-0001']], bad: ['x'.repeat(101), 1] },
  number: {
    ok: [
      ['0012.50', '12.5'],
      [-3, '-3'],
      ['9999999999999.99', '9999999999999.99'],
    ],
    bad: ['12345678901234', '1.234', 'abc', '1e5', NaN, true],
  },
  expenses_number: { ok: [['100.10', '100.1']], bad: ['-1', '1.001', 'x'] },
  radio: { ok: [['A', 'A']], bad: ['C', ['A'], 1] },
  singleCheck: { ok: [['B', 'B']], bad: ['Z', 2, ['B']] },
  checkbox: {
    ok: [
      [
        ['A', 'B', 'A'],
        ['A', 'B'],
      ],
      [['B'], ['B']],
    ],
    bad: ['A', ['A', 'C'], [1]],
  },
  switch: { ok: [[false, false]], bad: ['true', 1] },
  time: {
    ok: [
      [
        ['2026-01-01', '2026-01-31'],
        ['2026-01-01', '2026-01-31'],
      ],
    ],
    bad: [['2026-02-01', '2026-01-01'], ['2026-02-30', '2026-03-01'], '2026-01-01'],
  },
  address: {
    ok: [
      [
        { province: '上海', city: '上海', detail: '1号' },
        { province: '上海', city: '上海', detail: '1号' },
      ],
    ],
    bad: [{ city: 'x' }, { province: 'x', evil: 1 }, 'Shanghai', { province: 'x', detail: 'y'.repeat(201) }],
  },
  position: {
    ok: [
      [
        { lng: 121.5, lat: 31.2 },
        { lng: 121.5, lat: 31.2 },
      ],
    ],
    bad: [{ lng: 200, lat: 0 }, { lng: '1', lat: 2 }, [1, 2]],
  },
  img: {
    ok: [[img, img]],
    bad: ['https://evil.example/x.png', '/api/file/download/x', ['/api/file/download/1']],
  },
  signature: { ok: [[img, img]], bad: ['data:image/png;base64,AAAA', 3] },
  imgMultiple: {
    ok: [[[img, img], [img]]],
    bad: [Array.from({ length: 10 }, (_, i) => `/api/file/download/${i + 1}`), ['nope'], img],
  },
  upload: {
    ok: [[[{ url: img, name: 'a.pdf' }], [{ url: img, name: 'a.pdf' }]]],
    bad: [
      [{ url: img }],
      [{ url: 'x', name: 'a' }],
      Array.from({ length: 10 }, () => ({ url: img, name: 'a' })),
    ],
  },
  hyperlink: {
    ok: [['https://example.com/a', 'https://example.com/a']],
    bad: ['javascript:alert(1)', 'example.com', 'ftp://x'],
  },
  multistage: {
    ok: [
      [
        ['East', 'Shanghai'],
        ['East', 'Shanghai'],
      ],
      [
        ['East', 'Shanghai', 'Pudong'],
        ['East', 'Shanghai', 'Pudong'],
      ],
    ],
    bad: [['West'], ['East', 'Beijing'], ['East', 'Shanghai', 'Pudong', 'X'], 'East'],
  },
  call: { ok: [['400-800-1234', '400-800-1234']], bad: ['call me', '1'] },
  commentStar: {
    ok: [
      [5, '5'],
      ['3', '3'],
    ],
    bad: [0, 6, 2.5, 'x'],
  },
  calendarDate: { ok: [['2026-11-22', '2026-11-22']], bad: ['2026-13-01', '22/11/2026', '2026-02-29'] },
  calendarTime: { ok: [['09:30', '09:30']], bad: ['24:00', '9:30', 'noon'] },
  calendarDatetime: {
    ok: [['2026-11-22 09:30', '2026-11-22 09:30']],
    bad: ['2026-11-22T09:30', '2026-11-22', '2026-11-31 10:00'],
  },
};

describe('generic form controls (spec-business §3): each control type accepts and refuses its own values', () => {
  it('covers all 25 control types', () => {
    expect(CONTROL_TYPE_NAMES).toHaveLength(25);
    expect([...Object.keys(CASES), 'explain', 'calculator'].sort()).toEqual([...CONTROL_TYPE_NAMES].sort());
  });
  for (const [type, { ok, bad }] of Object.entries(CASES)) {
    it(`${type}: valid values are stored normalised, invalid ones refused`, () => {
      for (const [input, stored] of ok)
        expect(checkFieldValue(field(type as ControlType), input)).toEqual({ value: stored });
      for (const input of bad)
        expect(checkFieldValue(field(type as ControlType), input)).toHaveProperty('error');
    });
  }
  it('numbers: within 13 digits and two decimals (numeric(15,2))', () => {
    expect(canonicalDecimal('1234567890123')).toBe('1234567890123');
    expect(canonicalDecimal('12345678901234')).toBeNull();
    expect(canonicalDecimal('1.005')).toBeNull();
    expect(canonicalDecimal('-0.00')).toBe('0');
  });
});

describe('validateValues: required, conditions, calculators', () => {
  const kind = field('radio', {
    id: '10',
    code: 'kind',
    name: 'Fault type',
    props: { options: ['Leak', 'Other'] },
  });
  const other = field('textarea', {
    id: '11',
    code: 'otherText',
    name: 'Describe',
    condition: { field: 'kind', values: ['Other'], effect: 'require' },
  });
  const extra = field('text', {
    id: '12',
    code: 'extra',
    name: 'Extra',
    condition: { field: 'kind', values: ['Leak'], effect: 'show' },
  });
  const qty = field('number', { id: '13', code: 'qty', name: 'Qty' });
  const price = field('expenses_number', { id: '14', code: 'price', name: 'Price' });
  const total = field('calculator', {
    id: '15',
    code: 'total',
    name: 'Total',
    props: { formula: '{qty} * {price} - 0.1' },
  });
  const note = field('explain', { id: '16', code: 'note', name: 'Note', props: { content: 'Read me' } });
  const fields = [kind, other, extra, qty, price, total, note];

  it('a required field must have a value', () => {
    const r = validateValues([{ ...kind, required: true }], {});
    expect(r.issues).toEqual([{ field: '10', fieldName: 'Fault type', key: 'required' }]);
  });
  it('conditional required: required only while the other field has the given value', () => {
    expect(validateValues(fields, { 10: 'Leak' }).issues).toEqual([]);
    expect(validateValues(fields, { 10: 'Other' }).issues.map((i) => [i.field, i.key])).toEqual([
      ['11', 'required'],
    ]);
  });
  it('conditional show: a hidden field drops its value and is never required', () => {
    expect(validateValues(fields, { 10: 'Other', 12: 'x', 11: 'y' }).values).toEqual({
      10: 'Other',
      11: 'y',
    });
    expect(validateValues(fields, { 10: 'Leak', 12: 'x' }).values).toEqual({ 10: 'Leak', 12: 'x' });
  });
  it('calculator: computed from its formula in exact decimals, never taken from input', () => {
    const r = validateValues(fields, { 13: '3', 14: '0.1', 15: '999' });
    expect(r.values[15]).toBe('0.2');
    expect(validateValues(fields, { 13: '0.1', 14: '0.2' }).values[15]).toBe('-0.08');
  });
  it('explain fields hold no value', () => {
    expect(validateValues(fields, { 16: 'x' }).values).not.toHaveProperty('16');
  });
  it('a field the caller may not edit keeps its previous value', () => {
    const r = validateValues([qty], { 13: '5' }, { canEdit: () => false, previous: { 13: '2' } });
    expect(r.values).toEqual({ 13: '2' });
  });
  it('each invalid value names its field', () => {
    const r = validateValues(fields, { 10: 'Nope', 13: 'abc' });
    expect(r.issues.map((i) => [i.fieldName, i.key])).toEqual([
      ['Fault type', 'notOption'],
      ['Qty', 'number'],
    ]);
  });
});
