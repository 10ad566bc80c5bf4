import type { FormInstance } from 'antd';
import type { ScrollFocusOptions } from 'antd/es/form/Form';
import i18n from 'i18next';
import { showToast } from './notify';

/**
 * Where a refused submit takes the user: the first invalid field, centred in whatever scrolls it
 * (the window, a modal, a drawer's body on a phone), and focused.
 */
export const FIRST_ERROR_SCROLL = { block: 'center', focus: true } as const satisfies ScrollFocusOptions;

/** A field named by a failed validation (antd's errorFields). */
export interface FailedField {
  name: (string | number)[];
  errors: string[];
}

/** Whether `e` is the rejection of antd's validateFields (not a thrown bug). */
export function isValidationFailure(e: unknown): e is { errorFields: FailedField[] } {
  return typeof e === 'object' && e !== null && Array.isArray((e as { errorFields?: unknown }).errorFields);
}

/** The fields that block the submit: a warning alone (warningOnly rules) does not. */
export const blockingFields = (fields: readonly FailedField[]) => fields.filter((f) => f.errors.length > 0);

/** Says how many fields need attention, in the language on screen. */
export function announceFailure(count: number) {
  if (count > 0) showToast('warning', i18n.t('components.form.needsAttention', { count }));
}

/** Scrolls to and focuses the first blocking field and says how many there are. */
export function reportFailure(form: FormInstance, fields: readonly FailedField[]) {
  const failed = blockingFields(fields);
  if (!failed.length) return;
  form.scrollToField(failed[0]!.name, FIRST_ERROR_SCROLL);
  announceFailure(failed.length);
}

/**
 * After errors were put on fields by hand (a schema's issues, a server refusal mapped to its
 * field): the same report, from the errors the form now shows, in the form's order.
 */
export function reportFormErrors(form: FormInstance) {
  reportFailure(form, form.getFieldsError() as FailedField[]);
}

/**
 * validateFields for forms that submit by hand (not through onFinish): on failure it reports as
 * every form does (first field in view and focused, the count said) and answers null.
 */
export async function validateForm<Values>(form: FormInstance<Values>): Promise<Values | null> {
  try {
    return await form.validateFields();
  } catch (e) {
    if (!isValidationFailure(e)) throw e;
    reportFailure(form, e.errorFields);
    return null;
  }
}
