import { describe, expect, it, vi } from 'vitest';
import type { FieldDef, FormIssue } from '@fieldline/domain';
import { ApiError } from '../../shell/request';
import { applyFormIssues, fieldIdOfError, readCustomValues } from './issues';

const form = () => ({ setFields: vi.fn(), getFieldValue: vi.fn() });

const field = (id: string, rest: Partial<FieldDef> = {}): FieldDef => ({
  id,
  code: `c${id}`,
  name: `Field ${id}`,
  type: 'text',
  required: false,
  visible: true,
  props: {},
  ...rest,
});

describe('applyFormIssues', () => {
  it("puts the domain's issues on the fields under the prefix, in the chosen language", () => {
    const f = form();
    const issues: FormIssue[] = [
      { field: '7', fieldName: '金额', key: 'required' },
      { field: '8', fieldName: 'Stars', key: 'stars', params: { max: 5 } },
    ];
    expect(applyFormIssues(f, issues, ['customValues'], 'en_GB')).toBe(true);
    expect(f.setFields).toHaveBeenCalledWith([
      { name: ['customValues', '7'], errors: ['金额 is required'] },
      { name: ['customValues', '8'], errors: ['Stars must be 1 to 5 stars'] },
    ]);
  });

  it("maps a server 400 FIELD_INVALID by its field (bare or under the prefix), with the server's message", () => {
    const f = form();
    const bare = new ApiError('business', '金额不能为负数', 400, 'FIELD_INVALID', '12');
    expect(applyFormIssues(f, bare, ['order', 'customValues'])).toBe(true);
    expect(f.setFields).toHaveBeenLastCalledWith([
      { name: ['order', 'customValues', '12'], errors: ['金额不能为负数'] },
    ]);
    const dotted = new ApiError('business', 'bad', 400, 'FIELD_INVALID', 'customValues.13');
    expect(applyFormIssues(f, dotted)).toBe(true);
    expect(f.setFields).toHaveBeenLastCalledWith([{ name: ['customValues', '13'], errors: ['bad'] }]);
  });

  it('leaves other refusals, unknown fields and empty lists alone', () => {
    const f = form();
    expect(applyFormIssues(f, new ApiError('business', 'no', 400, 'NAME_TAKEN', 'name'))).toBe(false);
    expect(
      applyFormIssues(f, new ApiError('business', 'no', 400, 'FIELD_INVALID', '99'), undefined, 'zh_CN', [
        '1',
      ]),
    ).toBe(false);
    expect(applyFormIssues(f, new Error('boom'))).toBe(false);
    expect(applyFormIssues(f, [])).toBe(false);
    expect(f.setFields).not.toHaveBeenCalled();
  });

  it('reads the field id of an error path', () => {
    expect(fieldIdOfError('customValues.5', ['customValues'])).toBe('5');
    expect(fieldIdOfError('5', ['customValues'], ['5'])).toBe('5');
    expect(fieldIdOfError('6', ['customValues'], ['5'])).toBeNull();
  });
});

describe('readCustomValues', () => {
  const fields = [
    field('1', { type: 'number', name: 'Qty', required: true }),
    field('2', { type: 'calculator', props: { formula: '{c1} * 2' } }),
    field('3', { condition: { field: 'c1', values: ['1'], effect: 'show' } }),
  ];

  it('answers the values to store: normalised, calculators computed, hidden fields dropped', () => {
    const f = form();
    f.getFieldValue.mockReturnValue({ 1: '007.50', 2: '999', 3: 'hidden' });
    expect(readCustomValues(f, fields)).toEqual({ 1: '7.5', 2: '15' });
    expect(f.getFieldValue).toHaveBeenCalledWith(['customValues']);
  });

  it('answers null and marks the fields when something is wrong', () => {
    const f = form();
    f.getFieldValue.mockReturnValue({});
    expect(readCustomValues(f, fields, ['x'], 'zh_CN')).toBeNull();
    expect(f.setFields).toHaveBeenCalledWith([{ name: ['x', '1'], errors: ['Qty不能为空'] }]);
  });
});
