import { Button, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_RESEND_MS, type CodePurpose } from '@fieldline/domain';
import { useCountdown } from '../../../components/useCountdown';
import { showFieldError } from '../../../shell/form-rules';
import { showToast } from '../../../shell/notify';
import { isCancel } from '../../../shell/request';
import { sendCode } from '../api';

interface Props {
  /** A form with a `phone` field. */
  form: FormInstance;
  purpose: CodePurpose;
  /** When a code was sent before this screen opened (the previous step sent it). */
  sentAt?: number;
}

/** Sends an SMS code to the form's phone and counts down the 60 s before another may be sent. */
export function SendCodeButton({ form, purpose, sentAt }: Props) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { remaining, start } = useCountdown(sentAt ? sentAt + VERIFICATION_CODE_RESEND_MS : 0);

  const send = async () => {
    const values: { phone?: string } = await form.validateFields(['phone']).catch(() => ({}));
    if (!values.phone) return;
    setSending(true);
    try {
      const result = await sendCode({ phone: values.phone, purpose });
      if (isCancel(result)) return;
      start(VERIFICATION_CODE_RESEND_MS);
      showToast('success', t('auth.sendCode.sent', { phone: values.phone }));
    } catch (error) {
      showFieldError(form, error, ['phone']);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void send()} loading={sending} disabled={remaining > 0} data-testid="send-code">
      {remaining > 0 ? t('auth.sendCode.countdown', { seconds: remaining }) : t('auth.sendCode.send')}
    </Button>
  );
}
