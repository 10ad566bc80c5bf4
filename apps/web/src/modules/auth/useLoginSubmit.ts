import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { showFieldError, type FieldErrorTarget } from '../../shell/form-rules';
import { isCancel, type CancelResult } from '../../shell/request';
import { useSessionActions } from '../../shell/session/useSession';
import type { EnterpriseOption, LoginAnswer } from './api';
import { redirectTarget } from './redirect';

/**
 * Submits a login form: signs in and goes to the redirect target, or keeps the enterprise choice
 * the server answered so the form can ask for it.
 */
export function useLoginSubmit<V>(
  form: FieldErrorTarget & { setFieldValue: (name: 'enterpriseId', value: string) => void },
  send: (values: V) => Promise<LoginAnswer | CancelResult>,
  fields: readonly string[],
) {
  const { completeSignIn } = useSessionActions();
  const [params] = useSearchParams();
  const [enterprises, setEnterprises] = useState<EnterpriseOption[] | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: V) => {
    setSubmitting(true);
    try {
      const answer = await send(values);
      if (isCancel(answer)) return;
      if ('enterprises' in answer) {
        setEnterprises(answer.enterprises);
        return;
      }
      await completeSignIn(answer.csrfToken, redirectTarget(params.get('redirect')));
    } catch (error) {
      showFieldError(form, error, fields);
    } finally {
      setSubmitting(false);
    }
  };

  /** A different number needs a new choice. */
  const forgetEnterprises = () => {
    if (!enterprises) return;
    setEnterprises(null);
    form.setFieldValue('enterpriseId', '');
  };

  return { submit, submitting, enterprises, forgetEnterprises };
}
