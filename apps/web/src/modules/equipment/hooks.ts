import type { FormInstance } from 'antd';
import { applyFormIssues } from '../../components/CustomFields/issues';
import { showFieldError } from '../../shell/form-rules';
import { isCancel, type CancelResult } from '../../shell/request';

export { useCan } from '../../shell/session/useCan';

export { useLocale } from '../../shell/useLocale';

/**
 * Runs a form's call: a cancelled duplicate answers undefined; a refusal naming a custom field
 * (FIELD_INVALID) or one of `fields` goes onto that field (the request client showed the others).
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
