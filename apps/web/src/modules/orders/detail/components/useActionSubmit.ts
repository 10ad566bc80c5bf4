import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { isApiError, isCancel, type CancelResult } from '../../../../shell/request';
import { showToast } from '../../../../shell/notify';
import { useRefreshOrders } from '../api';
import { formFieldOf, type DetailForm } from '../logic/actions';

/**
 * Sends one action's call. A refusal naming a field of the form goes onto that field
 * (`code + field`, never the message); any other refusal is shown as a toast. Success, and a
 * refusal because the order changed meanwhile, load the detail, timeline and lists again.
 */
export function useActionSubmit(form: FormInstance | null, kind: DetailForm) {
  const refresh = useRefreshOrders();
  const [sending, setSending] = useState(false);
  const submit = useCallback(
    async (call: () => Promise<unknown>): Promise<boolean> => {
      setSending(true);
      try {
        const result = (await call()) as unknown | CancelResult;
        if (isCancel(result)) return false;
        await refresh();
        return true;
      } catch (error) {
        if (!isApiError(error)) throw error;
        const field = formFieldOf(kind, error.field);
        if (form && field) form.setFields([{ name: field, errors: [error.message] }]);
        else showToast('error', error.message);
        if (error.status === 409 || error.status === 404) void refresh();
        return false;
      } finally {
        setSending(false);
      }
    },
    [form, kind, refresh],
  );
  return { submit, sending };
}
