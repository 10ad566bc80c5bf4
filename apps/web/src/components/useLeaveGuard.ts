import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * While `dirty`, leaving the page (another route, another tab, a changed query) asks first, and
 * closing or reloading the browser tab gets the browser's own warning.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    modal.confirm({
      title: t('components.leave.title'),
      content: t('components.leave.content'),
      okText: t('components.leave.leave'),
      okButtonProps: { danger: true },
      cancelText: t('components.leave.stay'),
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocked, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
