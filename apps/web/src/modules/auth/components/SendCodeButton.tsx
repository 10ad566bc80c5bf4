import { Button, type FormInstance } from 'antd';
import type { CodePurpose } from '@fieldline/domain';
import { showFieldError } from '../../../shell/form-rules';
import { useSendCode } from '../useSendCode';

interface Props {
  /** A form with a `phone` field. */
  form: FormInstance;
  purpose: CodePurpose;
  /** When a code was sent before this screen opened (the previous step sent it). */
  sentAt?: number;
}

/** Sends an SMS code to the form's phone and counts down the 60 s before another may be sent. */
export function SendCodeButton({ form, purpose, sentAt }: Props) {
  const { send, sending, waiting, label } = useSendCode({
    purpose,
    sentAt,
    validPhone: () =>
      form
        .validateFields(['phone'])
        .then((values: { phone?: string }) => values.phone)
        .catch(() => undefined),
    onRefused: (error) => showFieldError(form, error, ['phone']),
  });
  return (
    <Button onClick={send} loading={sending} disabled={waiting} data-testid="send-code">
      {label}
    </Button>
  );
}
