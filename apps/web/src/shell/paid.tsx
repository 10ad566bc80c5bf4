import { useCallback, type ReactNode } from 'react';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { planStanding, type PlanFeature } from '@fieldline/domain';
import { useSession } from './session/useSession';
import { openUpgradeModal } from './upgrade';

const NOTICE_KEY = 'gated-feature';

/**
 * Gated features (spec-shell §4 step 8, §6), keyed by the domain's PLAN_FEATURES the server checks
 * too: a free account gets the upgrade notice (free version, suggest upgrading, hotline, upgrade
 * link), an expired plan the expiry message, a paid account over its seats the seat message.
 * `guard(fn)` runs `fn` only when the feature is open.
 */
export function useGatedFeature(feature: PlanFeature) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { user, functionsDisabled, packageDetail } = useSession();
  const standing = user ? planStanding(user.isChargeUser, user.epServiceExpireTime) : 'paid';
  const free = standing === 'free';
  const blocked = standing !== 'paid' || functionsDisabled;
  const hotline = user?.hotline ?? '';

  const notify = useCallback(() => {
    if (free) {
      notification.warning({
        key: NOTICE_KEY,
        title: t('shell.paid.title'),
        description: (
          <span data-testid="paid-notice" data-feature={feature}>
            {t('shell.paid.body', { hotline })}{' '}
            <UpgradeLink onOpen={() => notification.destroy(NOTICE_KEY)} />
          </span>
        ),
      });
    } else if (standing !== 'paid') {
      notification.warning({
        key: NOTICE_KEY,
        title: t('errors.overdue.title'),
        description: standing === 'trialExpired' ? t('errors.overdue.trial') : t('errors.overdue.paid'),
      });
    } else if (functionsDisabled && packageDetail) {
      notification.warning({
        key: NOTICE_KEY,
        title: t('shell.paid.disabledTitle'),
        description: t('shell.seatLimit', {
          used: packageDetail.userNum,
          bought: packageDetail.buy_person_num,
          hotline,
        }),
      });
    }
  }, [free, standing, feature, functionsDisabled, packageDetail, hotline, notification, t]);

  const guard = useCallback(
    <A extends unknown[]>(fn: (...args: A) => void) =>
      (...args: A) => {
        if (blocked) notify();
        else fn(...args);
      },
    [blocked, notify],
  );

  return { blocked, free, notify, guard };
}

/** The notice's "upgrade" link: closes the notice (`onOpen`) and opens the upgrade modal. */
export function UpgradeLink({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <Typography.Link
      onClick={() => {
        onOpen();
        openUpgradeModal();
      }}
    >
      {t('shell.paid.upgrade')}
    </Typography.Link>
  );
}

/** Wraps a control of a gated feature: while gated, a click shows the notice instead of acting. */
export function PaidFeature({ feature, children }: { feature: PlanFeature; children: ReactNode }) {
  const { blocked, notify } = useGatedFeature(feature);
  return (
    <span
      style={{ display: 'contents' }}
      onClickCapture={(event) => {
        if (!blocked) return;
        event.preventDefault();
        event.stopPropagation();
        notify();
      }}
    >
      {children}
    </span>
  );
}
