import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { localCache } from '../../shell/cache';
import { useSession } from '../../shell/session/useSession';
import { hideTip, tipShown, type HelpTipKey } from './tips';

/**
 * A page's help tip (spec-shell §9): on by default, gone for its reader once closed (remembered per
 * user in this browser's cache); the help centre's switch turns every tip on again.
 */
export function HelpTip({ tip }: { tip: HelpTipKey }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [closed, setClosed] = useState(false);
  if (!user || closed || !tipShown(localCache, user, tip)) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t(`components.helpTip.${tip}.title`)}
      description={t(`components.helpTip.${tip}.body`)}
      closable={{
        closeIcon: t('components.helpTip.close'),
        'aria-label': t('components.helpTip.close'),
        onClose: () => {
          hideTip(localCache, user, tip);
          setClosed(true);
        },
      }}
      data-testid={`help-tip-${tip}`}
    />
  );
}
