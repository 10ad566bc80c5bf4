import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shell/request';
import { formFieldNames, showServerError } from './errors';

const fakeForm = () => {
  const set: unknown[] = [];
  const form: Pick<FormInstance, 'setFields'> = {
    setFields: (fields) => {
      set.push(...fields);
    },
  };
  return { set, form };
};
const refusal = (code: string, field: string) => new ApiError('business', 'msg', 400, code, field);

describe('server refusals onto the customer form (by code and field, never by message)', () => {
  it('puts a custom field refusal (FIELD_INVALID, field id) under customValues', () => {
    const { set, form } = fakeForm();
    expect(showServerError(form, refusal('FIELD_INVALID', '12'), ['name'], 'zh_CN', ['12'])).toBe(true);
    expect(set).toEqual([{ name: ['customValues', '12'], errors: ['msg'] }]);
  });

  it('puts a list item refusal ("contacts.1.phone") on that item, with numeric indexes', () => {
    const { set, form } = fakeForm();
    expect(showServerError(form, refusal('VALIDATION', 'contacts.1.phone'), ['contacts'], 'en_GB')).toBe(
      true,
    );
    expect(set).toEqual([{ name: ['contacts', 1, 'phone'], errors: ['msg'] }]);
  });

  it('leaves fields the form does not have, and other errors, to the toast', () => {
    const { set, form } = fakeForm();
    expect(showServerError(form, refusal('VALIDATION', 'enterpriseId'), ['name'], 'zh_CN')).toBe(false);
    expect(showServerError(form, new Error('x'), ['name'], 'zh_CN')).toBe(false);
    expect(showServerError(form, refusal('FIELD_INVALID', '99'), ['name'], 'zh_CN', ['12'])).toBe(false);
    expect(set).toEqual([]);
  });

  it('names every field of the lists so the request client does not also toast them', () => {
    expect(formFieldNames(['name'], { contacts: { count: 2, fields: ['phone'] } }, ['7'])).toEqual([
      'name',
      '7',
      'contacts.0.phone',
      'contacts.1.phone',
    ]);
  });
});
