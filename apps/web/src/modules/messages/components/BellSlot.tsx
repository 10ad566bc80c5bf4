import { useEffect, useState, type ComponentType } from 'react';
import { Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../shell/chunks';

let loaded: ComponentType | undefined;

/**
 * The bell's place in the top bar: the bell itself (its stream, count and drop-down) is a chunk of
 * its own, loaded as soon as the frame is up, so neither the sign-in page nor the frame carries it.
 * Until it is in, or if loading failed, a plain bell stands there; a click tries the load again.
 */
export function BellSlot() {
  const { t } = useTranslation();
  const [Bell, setBell] = useState<ComponentType | undefined>(() => loaded);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Bell) return;
    let live = true;
    loadChunk(() => import('./MessageBell')).then(
      (module) => {
        loaded = module.MessageBell;
        if (live) setBell(() => module.MessageBell);
      },
      () => undefined, // stays a plain bell; a click tries again
    );
    return () => {
      live = false;
    };
  }, [Bell, attempt]);

  if (Bell) return <Bell />;
  return (
    <Button
      type="text"
      aria-label={t('messages.bell.title')}
      icon={<BellOutlined style={{ fontSize: 16 }} />}
      onClick={() => setAttempt((n) => n + 1)}
      data-testid="message-bell-slot"
    />
  );
}
