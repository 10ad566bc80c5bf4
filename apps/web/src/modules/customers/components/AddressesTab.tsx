import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ADDRESSES_PER_CUSTOMER_MAX,
  CUSTOMER_ACCESS,
  type AddressType,
  type CustomerAddress,
} from '@fieldline/domain';
import { runAction } from '../../../shell/submit';
import { deleteAddress, setDefaultAddress } from '../api';
import { useCan } from '../hooks';
import { AddressModal } from './AddressModal';
import { CoordinatesCell } from './CoordinatesCell';
import { addressText, useAddressTypeName } from './labels';
import { LinkRowActions } from './LinkRowActions';

interface Props {
  customerId: number;
  addresses: CustomerAddress[];
  onChanged(): void;
}

/**
 * A customer's addresses: add, edit, make default, delete (never the default one); their
 * coordinates, or "no coordinates" with a "locate" action.
 */
export function AddressesTab({ customerId, addresses, onChanged }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const typeName = useAddressTypeName();
  const editable = can(CUSTOMER_ACCESS.edit);
  const [editing, setEditing] = useState<CustomerAddress | 'new' | null>(null);
  const act = async (call: () => Promise<unknown>) => {
    if (await runAction(call)) onChanged();
  };

  return (
    <>
      {editable && addresses.length < ADDRESSES_PER_CUSTOMER_MAX && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          style={{ marginBottom: 12 }}
          data-testid="address-add"
        >
          {t('customers.address.add')}
        </Button>
      )}
      <Table<CustomerAddress>
        rowKey="id"
        dataSource={addresses}
        pagination={false}
        data-testid="customer-addresses"
        columns={[
          {
            title: t('customers.address.type'),
            dataIndex: 'type',
            width: 140,
            render: (type: AddressType, row) => (
              <Space>
                {typeName(type)}
                {row.isDefault && <Tag color="blue">{t('customers.common.default')}</Tag>}
              </Space>
            ),
          },
          { title: t('customers.fields.address'), render: (_v, row) => addressText(row) },
          {
            title: t('customers.address.coordinates'),
            width: 280,
            render: (_v, row) => <CoordinatesCell address={row} canLocate={editable} onLocated={onChanged} />,
          },
          ...(editable
            ? [
                {
                  title: t('customers.common.actions'),
                  width: 260,
                  render: (_v: unknown, row: CustomerAddress) => (
                    <LinkRowActions
                      kind="address"
                      row={row}
                      deleteConfirm={t('customers.address.deleteConfirm')}
                      onEdit={() => setEditing(row)}
                      onSetDefault={() => void act(() => setDefaultAddress(row.id))}
                      onDelete={() => act(() => deleteAddress(row.id))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <AddressModal
          customerId={customerId}
          address={editing === 'new' ? undefined : editing}
          first={addresses.length === 0}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}
