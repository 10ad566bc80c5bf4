import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { QR_CODE_STATES, type QrCodeState } from '@fieldline/domain';

export const CODE_STATE_KEYS = {
  [QR_CODE_STATES.unused]: 'qrcodes.code.states.1',
  [QR_CODE_STATES.used]: 'qrcodes.code.states.2',
} as const;

/** spec-business §4 "QR code: unused, used". */
export function CodeStateTag({ state }: { state: QrCodeState }) {
  const { t } = useTranslation();
  return (
    <Tag color={state === QR_CODE_STATES.used ? 'blue' : 'default'} data-testid="qr-state" data-state={state}>
      {t(CODE_STATE_KEYS[state])}
    </Tag>
  );
}
