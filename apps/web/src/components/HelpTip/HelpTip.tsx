import { useState } from 'react';
import { Alert } from 'antd';
import { localCache } from '../../shell/cache';
import { useSession } from '../../shell/session/useSession';
import { useLocale } from '../../shell/useLocale';
import { HELP_TIP_CLOSE, HELP_TIP_TEXTS } from './texts';
import { hideTip, tipShown, type HelpTipKey } from './tips';

/**
 * A page's help tip (spec-shell §9): on by default, gone for its reader once closed (remembered per
 * user in this browser's cache); the help centre's switch turns every tip on again.
 */
export function HelpTip({ tip }: { tip: HelpTipKey }) {
  const locale = useLocale();
  const { user } = useSession();
  const [closed, setClosed] = useState(false);
  if (!user || closed || !tipShown(localCache, user, tip)) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={HELP_TIP_TEXTS[tip].title[locale]}
      description={HELP_TIP_TEXTS[tip].body[locale]}
      closable={{
        closeIcon: HELP_TIP_CLOSE[locale],
        'aria-label': HELP_TIP_CLOSE[locale],
        onClose: () => {
          hideTip(localCache, user, tip);
          setClosed(true);
        },
      }}
      data-testid={`help-tip-${tip}`}
    />
  );
}
