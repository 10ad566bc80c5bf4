import { lazy, Suspense, useEffect, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/useSession';
import { UpgradeLink } from '../paid';
import { closeUpgradeModal, planRefusal, upgradeModal } from '../upgrade';

const UpgradeModal = lazy(() => import('./UpgradeModal'));

/** Renders the upgrade modal wherever it was asked for (upgrade entry, gated features). */
export function UpgradeHost() {
  usePlanRefusalNotice();
  const open = upgradeModal.useValue();
  const { user } = useSession();
  // The modal's code loads on first use, then stays mounted so it can animate closed.
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!user || !used) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeModal open={open} hotline={user.hotline} onClose={closeUpgradeModal} />
    </Suspense>
  );
}

const NOTICE_KEY = 'plan-refusal';
const TITLES = {
  PAID_FEATURE: 'shell.paid.title',
  TRIAL_EXPIRED: 'errors.overdue.title',
  SERVICE_EXPIRED: 'errors.overdue.title',
  SEATS_EXCEEDED_FUNCTIONS: 'shell.paid.disabledTitle',
} as const;

/**
 * A call the server refused for the plan (a gate the page did not know of, or a plan that lapsed
 * while the page was open) shows the same notice as a gated control: the server's message (free
 * version, hotline) and, on the free tier, the upgrade link.
 */
function usePlanRefusalNotice() {
  const refusal = planRefusal.useValue();
  const { notification } = App.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    if (!refusal) return;
    planRefusal.set(null);
    const free = refusal.code === 'PAID_FEATURE';
    notification.warning({
      key: NOTICE_KEY,
      title: t(TITLES[refusal.code]),
      description: (
        <span data-testid="paid-notice" data-code={refusal.code}>
          {refusal.message} {free && <UpgradeLink onOpen={() => notification.destroy(NOTICE_KEY)} />}
        </span>
      ),
    });
  }, [refusal, notification, t]);
}
