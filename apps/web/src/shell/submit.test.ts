import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { ApiError } from './request';
import { runAction, submitForm } from './submit';

const formStub = () => {
  const setFields = vi.fn();
  return { form: { setFields } as unknown as FormInstance, setFields };
};
const refusal = (code: string, field?: string, message = 'refused') =>
  new ApiError('business', message, 400, code, field);
const failing = (error: unknown) => () => Promise.reject(error);

describe('submitForm (the one shared submit helper)', () => {
  it('answers the result of a call that succeeds, and undefined for a cancelled duplicate', async () => {
    const { form, setFields } = formStub();
    expect(await submitForm(form, ['name'], () => Promise.resolve({ id: 7 }))).toEqual({ id: 7 });
    expect(await submitForm(form, ['name'], () => Promise.resolve({ cancelled: true as const }))).toBe(
      undefined,
    );
    expect(setFields).not.toHaveBeenCalled();
  });

  it('puts a refusal on the form field the server named by its field, with the server message', async () => {
    const { form, setFields } = formStub();
    const result = await submitForm(
      form,
      ['name', 'phone'],
      failing(refusal('PHONE_TAKEN', 'phone', '手机号已存在')),
    );
    expect(result).toBeUndefined();
    expect(setFields).toHaveBeenCalledWith([{ name: 'phone', errors: ['手机号已存在'] }]);
  });

  it("puts a list element's refusal on its list field (templateIds.0 → templateIds)", async () => {
    const { form, setFields } = formStub();
    await submitForm(
      form,
      ['templateIds'],
      failing(refusal('SERVICE_ITEM_TEMPLATE_NOT_FOUND', 'templateIds.0')),
    );
    expect(setFields).toHaveBeenCalledWith([{ name: 'templateIds', errors: ['refused'] }]);
  });

  it('puts a custom field refusal (code FIELD_INVALID + field id) on customValues.<id>', async () => {
    const { form, setFields } = formStub();
    await submitForm(form, ['name'], failing(refusal('FIELD_INVALID', '12', 'Colour is required')));
    expect(setFields).toHaveBeenCalledWith([
      { name: ['customValues', '12'], errors: ['Colour is required'] },
    ]);
  });

  it('leaves the form alone when the field is not one of its own, or when only the message text names a field', async () => {
    const { form, setFields } = formStub();
    await submitForm(form, ['name'], failing(refusal('PHONE_TAKEN', 'phone')));
    await submitForm(form, ['name', 'phone'], failing(refusal('PHONE_TAKEN', undefined, 'phone is taken')));
    await submitForm(form, ['name'], failing(refusal('NAME_TAKEN', undefined, 'name')));
    await submitForm(form, ['name'], failing(new Error('name')));
    expect(setFields).not.toHaveBeenCalled();
  });
});

describe('runAction', () => {
  it('answers true when the call succeeds, false when it is cancelled or refused', async () => {
    expect(await runAction(() => Promise.resolve({ ok: 1 }))).toBe(true);
    expect(await runAction(() => Promise.resolve({ cancelled: true }))).toBe(false);
    expect(await runAction(failing(refusal('NO_PERMISSION')))).toBe(false);
  });
});
