import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

/**
 * Warns before unsaved changes are lost: leaving the page inside the app asks first, and the
 * browser asks before the window closes or reloads.
 */
export function useUnsavedGuard(dirty: boolean) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  const current = useRef(blocker);
  useEffect(() => {
    current.current = blocker;
  });

  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    modal.confirm({
      title: t('templates.unsaved.title'),
      content: t('templates.unsaved.content'),
      okText: t('templates.unsaved.leave'),
      okButtonProps: { danger: true },
      cancelText: t('templates.unsaved.stay'),
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    });
  }, [blocked, modal, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
