import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_ITEM_ACCESS, type ServiceItemRow } from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { deleteServiceItems } from '../api';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';
import { serviceItemDetailPath } from '../paths';

interface Props {
  item: Pick<ServiceItemRow, 'id' | 'name'>;
  onEdit(): void;
  onDeleted(): void;
  /** Hide the link to the detail page (on the detail page itself, and in the list, whose names link there). */
  noDetail?: boolean;
}

/** Details, edit and delete (after a confirmation) of one service item, as the caller's codes allow. */
export function ServiceItemActions({ item, onEdit, onDeleted, noDetail }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const remove = async () => {
    if (await runAction(() => deleteServiceItems([item.id]))) {
      showToast('success', t('serviceItems.common.deleted', { count: 1 }));
      onDeleted();
    }
  };
  return (
    <Space size={4} wrap>
      {!noDetail && (
        <Link to={serviceItemDetailPath(item.id)}>
          <Button type="link" size="small">
            {t('serviceItems.common.view')}
          </Button>
        </Link>
      )}
      {can(SERVICE_ITEM_ACCESS.edit) && (
        <Button type="link" size="small" onClick={onEdit} data-testid={`service-item-edit-${item.id}`}>
          {t('serviceItems.common.edit')}
        </Button>
      )}
      {can(SERVICE_ITEM_ACCESS.delete) && (
        <Popconfirm
          title={t('serviceItems.list.deleteConfirm', { name: item.name })}
          okText={t('serviceItems.common.delete')}
          cancelText={t('serviceItems.common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove()}
        >
          <Button type="link" size="small" danger data-testid={`service-item-delete-${item.id}`}>
            {t('serviceItems.common.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
