import type { FormInstance } from 'antd';
import { showFieldError } from '../../../shell/form-rules';
import { isCancel, type CancelResult } from '../../../shell/request';

/**
 * Runs a form's call: a cancelled duplicate answers undefined; a refusal naming one of `fields`
 * goes onto that field (others were already shown as a message by the request client).
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

/** Runs a call whose failures the request client already showed; answers whether it succeeded. */
export async function runAction(call: () => Promise<unknown>): Promise<boolean> {
  try {
    const result = await call();
    return !isCancel(result);
  } catch {
    return false;
  }
}
