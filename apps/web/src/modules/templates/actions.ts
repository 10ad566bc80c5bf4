import type { FormInstance } from 'antd';
import { showFieldError } from '../../shell/form-rules';
import { isCancel, type CancelResult } from '../../shell/request';

/**
 * Runs a dialog's call: a cancelled duplicate answers undefined; a refusal naming one of `fields`
 * goes onto that field (the request client already showed any other refusal as a message).
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
    showFieldError(form, error, fields);
    return undefined;
  }
}

/** Runs a call whose failures the request client shows (e.g. the default template's refusal). */
export async function runAction(call: () => Promise<unknown>): Promise<boolean> {
  try {
    return !isCancel(await call());
  } catch {
    return false;
  }
}
