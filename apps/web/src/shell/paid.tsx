import { useCallback, type ReactNode } from 'react';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES } from '@fieldline/domain';
import { useSession } from './session/useSession';
import { openUpgradeModal } from './upgrade';

const NOTICE_KEY = 'gated-feature';

/**
 * Gated features (spec-shell §4 step 8, §6): a free account gets the upgrade notice (free version,
 * suggest upgrading, hotline, upgrade link); a paid account over its seats gets the seat message.
 * `guard(fn)` runs `fn` only when the feature is open.
 */
export function useGatedFeature() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { user, functionsDisabled, packageDetail } = useSession();
  const free = !!user && user.isChargeUser === ACCOUNT_TYPES.free;
  const blocked = free || functionsDisabled;
  const hotline = user?.hotline ?? '';

  const notify = useCallback(() => {
    if (free) {
      notification.warning({
        key: NOTICE_KEY,
        title: t('shell.paid.title'),
        description: (
          <span data-testid="paid-notice">
            {t('shell.paid.body', { hotline })}{' '}
            <Typography.Link
              onClick={() => {
                notification.destroy(NOTICE_KEY);
                openUpgradeModal();
              }}
            >
              {t('shell.paid.upgrade')}
            </Typography.Link>
          </span>
        ),
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
  }, [free, functionsDisabled, packageDetail, hotline, notification, t]);

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

/** Wraps a control of a gated feature: while gated, a click shows the notice instead of acting. */
export function PaidFeature({ children }: { children: ReactNode }) {
  const { blocked, notify } = useGatedFeature();
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
