import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { CrownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES } from '@fieldline/domain';
import { useSession } from '../session/useSession';

const UpgradeModal = lazy(() => import('./UpgradeModal'));

/** Free-tier accounts (spec-shell §1, §6) see an upgrade entry that opens the upgrade modal. */
export function UpgradeEntry() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!user || user.isChargeUser !== ACCOUNT_TYPES.free) return null;

  return (
    <>
      <Button
        type="primary"
        ghost
        icon={<CrownOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="upgrade-entry"
      >
        {t('shell.upgrade.entry')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <UpgradeModal open={open} hotline={user.hotline} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
