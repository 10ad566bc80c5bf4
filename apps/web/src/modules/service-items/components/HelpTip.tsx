import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { localCache } from '../../../shell/cache';
import { helpTipShown, hideHelpTip } from '../logic';

/** The page's help tip: on by default (spec-shell §9), gone for good once its reader closes it. */
export function HelpTip() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => helpTipShown(localCache));
  if (!shown) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('serviceItems.help.title')}
      description={t('serviceItems.help.body')}
      closable={{
        closeIcon: t('serviceItems.help.close'),
        'aria-label': t('serviceItems.help.close'),
        onClose: () => {
          hideHelpTip(localCache);
          setShown(false);
        },
      }}
      data-testid="service-item-help"
    />
  );
}
