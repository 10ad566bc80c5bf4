import type { FormInstance } from 'antd';
import { applyFormIssues } from '../components/CustomFields/issues';
import { showFieldError } from './form-rules';
import { isCancel, type CancelResult } from './request';

/**
 * Runs a form's call: a cancelled duplicate answers undefined. A refusal goes onto the field it
 * names, by code and field, never by message text: a custom field's FIELD_INVALID onto
 * `customValues.<id>`, any other code onto the one of `fields` the server named. The request
 * client has already shown every other refusal as a message.
 */
export async function submitForm<T>(
  form: FormInstance,
  fields: readonly string[],
  call: () => Promise<T | CancelResult>,
): Promise<T | undefined> {
  try {
    const result = await call();
    return isCancel(result) ? undefined : result;
  } catch (error) {
    if (!applyFormIssues(form, error)) showFieldError(form, error, fields);
    return undefined;
  }
}

/** Runs a call whose failures the request client already showed; answers whether it succeeded. */
export async function runAction(call: () => Promise<unknown>): Promise<boolean> {
  try {
    return !isCancel(await call());
  } catch {
    return false;
  }
}
