import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The test ids' prefix: `<kind>-edit-<id>`, `-default-`, `-delete-`. */
  kind: 'contact' | 'address';
  row: { id: number; isDefault: boolean };
  deleteConfirm: string;
  onEdit(): void;
  onSetDefault(): void;
  onDelete(): Promise<unknown>;
}

/**
 * Edit, set default and delete for one contact or address, in a customer's tab and in the pages
 * across customers. The default one cannot be deleted (spec), so it offers only edit.
 */
export function LinkRowActions({ kind, row, deleteConfirm, onEdit, onSetDefault, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit} data-testid={`${kind}-edit-${row.id}`}>
        {t('customers.common.edit')}
      </Button>
      {!row.isDefault && (
        <Button type="link" size="small" onClick={onSetDefault} data-testid={`${kind}-default-${row.id}`}>
          {t('customers.common.setDefault')}
        </Button>
      )}
      {!row.isDefault && (
        <Popconfirm
          title={deleteConfirm}
          onConfirm={onDelete}
          okText={t('customers.common.ok')}
          cancelText={t('customers.common.cancel')}
          okButtonProps={{ danger: true }}
        >
          <Button type="link" size="small" danger data-testid={`${kind}-delete-${row.id}`}>
            {t('customers.common.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
