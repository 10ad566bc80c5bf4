import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/useSession';
import { WarningBanner } from './frame-parts';

/** spec-shell §4 step 8: more users than seats on a paid account disables functions. */
export function SeatLimitBanner() {
  const { t } = useTranslation();
  const { functionsDisabled, packageDetail, user } = useSession();
  if (!functionsDisabled || !packageDetail || !user) return null;
  return (
    <WarningBanner
      icon={<ExclamationCircleFilled />}
      style={{ marginBottom: 16 }}
      data-testid="seat-limit-banner"
      title={t('shell.seatLimit', {
        used: packageDetail.userNum,
        bought: packageDetail.buy_person_num,
        hotline: user.hotline,
      })}
    />
  );
}
