import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shell/request';
import { showOrderFormError } from './errors';

const form = () => ({ setFields: vi.fn() });
const refusal = (code: string, field?: string, message = 'refused') =>
  new ApiError('business', message, 400, code, field);

describe("the create form shows the server's refusals on their fields (code + field, never the text)", () => {
  it('puts a named field, a service line and the typed address on their controls', () => {
    const f = form();
    expect(
      showOrderFormError(f, refusal('TAG_REQUIRED', 'tagIds', 'Choose at least one tag'), 'en_GB', []),
    ).toBe(true);
    expect(f.setFields).toHaveBeenCalledWith([{ name: ['tagIds'], errors: ['Choose at least one tag'] }]);
    showOrderFormError(f, refusal('SERVICE_ITEM_NOT_FOUND', 'serviceItems.1.serviceItemId'), 'en_GB', []);
    expect(f.setFields).toHaveBeenLastCalledWith([
      { name: ['serviceItems', 1, 'serviceItemId'], errors: ['refused'] },
    ]);
    showOrderFormError(f, refusal('VALIDATION', 'address.detail'), 'en_GB', []);
    expect(f.setFields).toHaveBeenLastCalledWith([{ name: ['address'], errors: ['refused'] }]);
  });

  it("puts a custom field's FIELD_INVALID on that custom field", () => {
    const f = form();
    expect(showOrderFormError(f, refusal('FIELD_INVALID', 'customValues.7'), 'zh_CN', ['7'])).toBe(true);
    expect(f.setFields).toHaveBeenCalledWith([{ name: ['customValues', '7'], errors: ['refused'] }]);
  });

  it('leaves refusals without a field of the form to the message the request client showed', () => {
    const f = form();
    expect(showOrderFormError(f, refusal('NO_PERMISSION'), 'zh_CN', [])).toBe(false);
    expect(showOrderFormError(f, refusal('X', 'somethingElse'), 'zh_CN', [])).toBe(false);
    expect(showOrderFormError(f, new Error('boom'), 'zh_CN', [])).toBe(false);
    expect(f.setFields).not.toHaveBeenCalled();
  });
});
