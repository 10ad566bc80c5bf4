import { useState } from 'react';
import { Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SERVICE_ITEM_ACCESS, type ServiceItemRow } from '@fieldline/domain';
import { enableServiceItems } from '../api';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';

interface Props {
  item: Pick<ServiceItemRow, 'id' | 'name' | 'enabled'>;
  onChanged(): void;
}

/** The item's status: a switch for those who may edit items, a tag for the others. */
export function EnabledSwitch({ item, onChanged }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const [busy, setBusy] = useState(false);
  const label = item.enabled ? t('serviceItems.common.on') : t('serviceItems.common.off');
  if (!can(SERVICE_ITEM_ACCESS.edit)) return <Tag color={item.enabled ? 'green' : 'default'}>{label}</Tag>;
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    const done = await runAction(() => enableServiceItems([item.id], enabled));
    setBusy(false);
    if (done) onChanged();
  };
  return (
    <Switch
      checked={item.enabled}
      loading={busy}
      checkedChildren={t('serviceItems.common.on')}
      unCheckedChildren={t('serviceItems.common.off')}
      aria-label={`${item.name}: ${label}`}
      onChange={(on) => void toggle(on)}
      data-testid={`service-item-switch-${item.id}`}
    />
  );
}
