import { lazy, Suspense, useState } from 'react';
import { useSession } from '../session/useSession';
import { closeUpgradeModal, upgradeModal } from '../upgrade';

const UpgradeModal = lazy(() => import('./UpgradeModal'));

/** Renders the upgrade modal wherever it was asked for (upgrade entry, gated features). */
export function UpgradeHost() {
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
