import { useState } from 'react';
import { Select, Space, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router-dom';
import { CUSTOMER_ACCESS, addressListQuerySchema, coordinatesText, type AddressRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import type { DataColumn } from '../../../components/DataTable/types';
import { showToast } from '../../../shell/notify';
import { runAction } from '../../../shell/submit';
import {
  ADDRESS_LIST_KEY,
  CUSTOMERS_KEY,
  deleteAddress,
  fetchAddresses,
  setDefaultAddress,
  type AddressConditions,
} from '../api';
import { AddressModal } from '../components/AddressModal';
import { CoordinatesCell } from '../components/CoordinatesCell';
import { addressText, useAddressTypeName } from '../components/labels';
import { useCan } from '../hooks';
import { CUSTOMER_PATHS } from '../paths';
import { LinkRowActions } from '../components/LinkRowActions';

type Located = 'yes' | 'no';
const ADDRESS_LIST = defineList({ filters: addressListQuerySchema.pick({ keyword: true, located: true }) });

/**
 * /addressManage: the addresses of every customer I may see, paged on the server; search by address
 * or customer name, filter by whether the map provider placed them; open the customer; edit,
 * locate again, make default, delete (never a customer's default address).
 */
export default function AddressManagePage() {
  const { t } = useTranslation();
  const can = useCan();
  const editable = can(CUSTOMER_ACCESS.edit);
  const typeName = useAddressTypeName();
  const queryClient = useQueryClient();
  const list = useListState(ADDRESS_LIST);
  const { keyword, located } = list.filters;
  const [editing, setEditing] = useState<AddressRow | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: [CUSTOMERS_KEY] });
  const act = async (call: () => Promise<unknown>, done: string) => {
    if (!(await runAction(call))) return;
    showToast('success', done);
    reload();
  };
  const conditions: AddressConditions = { keyword, located };

  const columns: DataColumn<AddressRow>[] = [
    {
      key: 'customer',
      title: t('customers.fields.name'),
      dataIndex: 'customerName',
      width: 220,
      render: (name: string, row) => (
        <Link
          to={generatePath(CUSTOMER_PATHS.addressCustomer, { id: String(row.customerId) })}
          data-testid={`address-customer-${row.id}`}
        >
          {name}
        </Link>
      ),
      exportValue: (row) => row.customerName,
    },
    {
      key: 'type',
      title: t('customers.address.type'),
      dataIndex: 'type',
      width: 140,
      render: (_v, row) => (
        <Space size={4}>
          {typeName(row.type)}
          {row.isDefault && <Tag color="blue">{t('customers.common.default')}</Tag>}
        </Space>
      ),
      exportValue: (row) => typeName(row.type),
    },
    {
      key: 'address',
      title: t('customers.fields.address'),
      width: 320,
      ellipsis: true,
      render: (_v, row) => addressText(row),
      exportValue: (row) => addressText(row),
    },
    {
      key: 'coordinates',
      title: t('customers.address.coordinates'),
      width: 280,
      render: (_v, row) => <CoordinatesCell address={row} canLocate={editable} onLocated={reload} />,
      exportValue: (row) => coordinatesText(row) ?? t('customers.address.noCoordinates'),
    },
  ];
  if (editable)
    columns.push({
      title: t('customers.common.actions'),
      fixed: 'right',
      width: 240,
      render: (_v, row) => (
        <LinkRowActions
          kind="address"
          row={row}
          deleteConfirm={t('customers.address.deleteConfirm')}
          onEdit={() => setEditing(row)}
          onSetDefault={() => void act(() => setDefaultAddress(row.id), t('customers.common.saved'))}
          onDelete={() => act(() => deleteAddress(row.id), t('customers.common.deleted'))}
        />
      ),
    });

  return (
    <>
      <DataTable<AddressRow, AddressConditions>
        tableId="addresses"
        queryKey={ADDRESS_LIST_KEY}
        fetchPage={fetchAddresses}
        conditions={conditions}
        list={list}
        columns={columns}
        rowKey="id"
        exportName={t('customers.routes.addressManage')}
        toolbar={
          <Space wrap>
            <ListKeyword
              value={keyword}
              onChange={(next) => list.setFilters({ keyword: next })}
              placeholder={t('customers.addressManage.keyword')}
              aria-label={t('customers.addressManage.keyword')}
              style={{ width: 300 }}
              data-testid="address-keyword"
            />
            <Select<Located>
              allowClear
              value={located === undefined ? undefined : located ? 'yes' : 'no'}
              onChange={(v) => list.setFilters({ located: v === undefined ? undefined : v === 'yes' })}
              placeholder={t('customers.address.coordinates')}
              aria-label={t('customers.address.coordinates')}
              style={{ width: 180 }}
              options={[
                { value: 'yes', label: t('customers.addressManage.located') },
                { value: 'no', label: t('customers.address.noCoordinates') },
              ]}
              data-testid="address-located"
            />
          </Space>
        }
      />
      {editing && (
        <AddressModal
          customerId={editing.customerId}
          address={editing}
          first={false}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            showToast('success', t('customers.common.saved'));
            reload();
          }}
        />
      )}
    </>
  );
}
