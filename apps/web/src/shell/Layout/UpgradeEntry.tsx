import { Button } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES } from '@fieldline/domain';
import { useSession } from '../session/useSession';
import { openUpgradeModal } from '../upgrade';

/** Free-tier accounts (spec-shell §1, §6) see an upgrade entry that opens the upgrade modal. */
export function UpgradeEntry() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user || user.isChargeUser !== ACCOUNT_TYPES.free) return null;
  return (
    <Button
      type="primary"
      ghost
      icon={<CrownOutlined />}
      onClick={openUpgradeModal}
      data-testid="upgrade-entry"
    >
      {t('shell.upgrade.entry')}
    </Button>
  );
}
