import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_CODE_RESEND_MS, type CodePurpose } from '@fieldline/domain';
import { useCountdown } from '../../components/useCountdown';
import { showToast } from '../../shell/notify';
import { isCancel } from '../../shell/request';
import { sendCode } from './api';

interface Options {
  purpose: CodePurpose;
  /** When a code was sent before this screen opened (the previous step sent it). */
  sentAt?: number;
  /** The form's phone number once its field validates, else undefined (the field shows why). */
  validPhone: () => Promise<string | undefined>;
  /** A refusal of the send (the number's field shows it, else the request's toast). */
  onRefused: (error: unknown) => void;
}

/**
 * Sends an SMS code to the form's phone and counts down the 60 s before another may be sent: the send
 * buttons of the antd forms (components/SendCodeButton.tsx) and of the plain sign-in page (plain/).
 */
export function useSendCode({ purpose, sentAt, validPhone, onRefused }: Options) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const { remaining, start } = useCountdown(sentAt ? sentAt + VERIFICATION_CODE_RESEND_MS : 0);

  const send = async () => {
    const phone = await validPhone();
    if (!phone) return;
    setSending(true);
    try {
      const result = await sendCode({ phone, purpose });
      if (isCancel(result)) return;
      start(VERIFICATION_CODE_RESEND_MS);
      showToast('success', t('auth.sendCode.sent', { phone }));
    } catch (error) {
      onRefused(error);
    } finally {
      setSending(false);
    }
  };

  const label =
    remaining > 0 ? t('auth.sendCode.countdown', { seconds: remaining }) : t('auth.sendCode.send');
  return { send: () => void send(), sending, waiting: remaining > 0, label };
}
