import { Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SERVICE_ITEM_ACCESS } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { deleteServiceItems, enableServiceItems } from '../api';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';

interface Props {
  ids: number[];
  onDone(): void;
  onClear(): void;
}

/** Enable, disable or delete the selected items, each after a confirmation naming how many. */
export function BatchBar({ ids, onDone, onClear }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const count = ids.length;
  if (!count || !(can(SERVICE_ITEM_ACCESS.edit) || can(SERVICE_ITEM_ACCESS.delete))) return null;
  const run = async (call: () => Promise<unknown>, done: string) => {
    if (!(await runAction(call))) return;
    showToast('success', done);
    onDone();
  };
  const confirm = (key: 'enable' | 'disable' | 'delete', onConfirm: () => Promise<void>, danger = false) => (
    <Popconfirm
      title={t(`serviceItems.batch.${key}Confirm`, { count })}
      okText={t(`serviceItems.batch.${key}`)}
      cancelText={t('serviceItems.common.cancel')}
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
    >
      <Button danger={danger} data-testid={`service-item-batch-${key}`}>
        {t(`serviceItems.batch.${key}`)}
      </Button>
    </Popconfirm>
  );
  return (
    <Space wrap data-testid="service-item-batch">
      <Typography.Text>{t('serviceItems.batch.selected', { count })}</Typography.Text>
      {can(SERVICE_ITEM_ACCESS.edit) &&
        confirm('enable', () =>
          run(() => enableServiceItems(ids, true), t('serviceItems.batch.enabled', { count })),
        )}
      {can(SERVICE_ITEM_ACCESS.edit) &&
        confirm('disable', () =>
          run(() => enableServiceItems(ids, false), t('serviceItems.batch.disabled', { count })),
        )}
      {can(SERVICE_ITEM_ACCESS.delete) &&
        confirm(
          'delete',
          () => run(() => deleteServiceItems(ids), t('serviceItems.common.deleted', { count })),
          true,
        )}
      <Button type="link" onClick={onClear}>
        {t('serviceItems.batch.clear')}
      </Button>
    </Space>
  );
}
