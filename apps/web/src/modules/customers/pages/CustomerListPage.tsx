import { Suspense, useRef, useState } from 'react';
import { Button, Flex, Popconfirm, Space, Spin, Tag } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, generatePath } from 'react-router-dom';
import { CUSTOMER_ACCESS, customerFilterSchema, type CustomerRow } from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import { CustomFilterBar, customFieldColumns } from '../../../components/CustomFields';
import { showToast } from '../../../shell/notify';
import {
  CUSTOMERS_KEY,
  CUSTOMER_LIST_KEY,
  deleteCustomers,
  fetchCustomers,
  type CustomerConditions,
} from '../api';
import { CustomerTagSelect, OwnerSelect, TeamSelect } from '../components/pickers';
import { useCan, useCustomerFields } from '../hooks';
import { runAction } from '../../../shell/submit';
import { lazyPart } from '../../../shell/chunks';
import { CUSTOMER_PATHS } from '../paths';

// The dialogs load when first opened (the form drawer brings the custom-field controls).
const CustomerExportModal = lazyPart(() =>
  import('../components/CustomerExportModal').then((m) => m.CustomerExportModal),
);
const CustomerImportModal = lazyPart(() =>
  import('../components/CustomerImportModal').then((m) => m.CustomerImportModal),
);
const CustomerFormDrawer = lazyPart(() =>
  import('../components/CustomerFormDrawer').then((m) => m.CustomerFormDrawer),
);

/** The list's URL: keyword, owner, team, tag and custom filters as the server reads them. */
const CUSTOMER_LIST = defineList({ filters: customerFilterSchema });

type Dialog = { kind: 'add' } | { kind: 'edit'; id: number } | { kind: 'import' } | { kind: 'export' };

/**
 * /allCustomer: the customers I may see, paged on the server; keyword (name, contact name or
 * phone, kept in the address), owner, service team, tag and custom-field filters; custom fields
 * as columns; add, edit and delete (to the recycle bin).
 */
export default function CustomerListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  const list = useListState(CUSTOMER_LIST);
  const { keyword, ownerUserId, serviceGroupId, tagId, customFilters } = list.filters;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { fields } = useCustomerFields();

  const conditions: CustomerConditions = { keyword, ownerUserId, serviceGroupId, tagId, customFilters };
  const reload = () => void queryClient.invalidateQueries({ queryKey: [CUSTOMERS_KEY] });
  const remove = async (row: CustomerRow) => {
    if (!(await runAction(() => deleteCustomers([row.id])))) return;
    showToast('success', t('customers.list.deleted'));
    reload();
  };

  const none = t('none');
  const columns: DataColumn<CustomerRow>[] = [
    {
      key: 'name',
      title: t('customers.fields.name'),
      dataIndex: 'name',
      width: 220,
      render: (name: string, row) => (
        <Link to={generatePath(CUSTOMER_PATHS.detail, { id: String(row.id) })}>{name}</Link>
      ),
      exportValue: (row) => row.name,
    },
    { key: 'contactName', title: t('customers.contact.name'), dataIndex: 'contactName', width: 150 },
    { key: 'contactPhone', title: t('customers.contact.phone'), dataIndex: 'contactPhone', width: 150 },
    {
      key: 'address',
      title: t('customers.fields.address'),
      dataIndex: 'address',
      width: 240,
      ellipsis: true,
    },
    { key: 'owner', title: t('customers.fields.owner'), dataIndex: 'ownerName', width: 150 },
    { key: 'team', title: t('customers.fields.serviceTeam'), dataIndex: 'serviceTeamName', width: 160 },
    {
      key: 'tags',
      title: t('customers.fields.tags'),
      dataIndex: 'tags',
      width: 200,
      render: (tags: CustomerRow['tags']) =>
        tags.length ? (
          <Space size={4} wrap>
            {tags.map((x) => (
              <Tag key={x.id} color={x.color ?? undefined}>
                {x.name}
              </Tag>
            ))}
          </Space>
        ) : (
          none
        ),
      exportValue: (row) => row.tags.map((x) => x.name).join(', '),
    },
    ...customFieldColumns<CustomerRow>(fields, (row) => row.customValues),
    {
      key: 'createdAt',
      title: t('customers.fields.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
      exportValue: (row) => dayjs(row.createdAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('customers.common.actions'),
      fixed: 'right',
      width: 160,
      render: (_v, row) => (
        <Space size={0}>
          {can(CUSTOMER_ACCESS.edit) && (
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', id: row.id })}>
              {t('customers.common.edit')}
            </Button>
          )}
          {can(CUSTOMER_ACCESS.delete) && (
            <Popconfirm
              title={t('customers.list.deleteConfirm', { name: row.name })}
              onConfirm={() => remove(row)}
              okText={t('customers.common.ok')}
              cancelText={t('customers.common.cancel')}
            >
              <Button type="link" size="small" danger data-testid={`customer-delete-${row.id}`}>
                {t('customers.common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<CustomerRow, CustomerConditions>
        ref={table}
        tableId="customers"
        queryKey={CUSTOMER_LIST_KEY}
        fetchPage={fetchCustomers}
        conditions={conditions}
        list={list}
        columns={columns}
        rowKey="id"
        resizable
        exportName={t('customers.routes.allCustomer')}
        exportAll={
          can(CUSTOMER_ACCESS.export)
            ? {
                label: <span data-testid="customer-export">{t('customers.list.exportAll')}</span>,
                run: () => setDialog({ kind: 'export' }),
              }
            : undefined
        }
        toolbar={
          <Flex vertical gap={8}>
            <Space wrap>
              <ListKeyword
                value={keyword}
                onChange={(next) => list.setFilters({ keyword: next })}
                placeholder={t('customers.list.keyword')}
                aria-label={t('customers.list.keyword')}
                data-testid="customer-keyword"
              />
              <OwnerSelect
                value={ownerUserId ?? null}
                onChange={(v) => list.setFilters({ ownerUserId: v ?? undefined })}
                allowClear
                style={{ width: 180 }}
              />
              <TeamSelect
                value={serviceGroupId ?? null}
                onChange={(v) => list.setFilters({ serviceGroupId: v ?? undefined })}
                allowClear
                style={{ width: 180 }}
              />
              <CustomerTagSelect
                value={tagId}
                onChange={(v) => list.setFilters({ tagId: (v as number | undefined) ?? undefined })}
                allowClear
                style={{ width: 160 }}
              />
              {can(CUSTOMER_ACCESS.create) && (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setDialog({ kind: 'add' })}
                  data-testid="customer-add"
                >
                  {t('customers.form.addTitle')}
                </Button>
              )}
              {can(CUSTOMER_ACCESS.create) && (
                <Button
                  icon={<UploadOutlined />}
                  onClick={() => setDialog({ kind: 'import' })}
                  data-testid="customer-import"
                >
                  {t('customers.list.import')}
                </Button>
              )}
            </Space>
            <CustomFilterBar
              fields={fields}
              value={customFilters ?? []}
              onChange={(next) => list.setFilters({ customFilters: next.length ? next : undefined })}
            />
          </Flex>
        }
      />
      <Suspense fallback={<Spin fullscreen />}>
        {dialog?.kind === 'import' && (
          <CustomerImportModal onClose={() => setDialog(null)} onImported={reload} />
        )}
        {dialog?.kind === 'export' && (
          <CustomerExportModal conditions={conditions} onClose={() => setDialog(null)} />
        )}
        {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
          <CustomerFormDrawer
            customerId={dialog.kind === 'edit' ? dialog.id : undefined}
            onClose={() => setDialog(null)}
            onDone={() => {
              setDialog(null);
              showToast('success', t('customers.common.saved'));
              reload();
            }}
          />
        )}
      </Suspense>
    </>
  );
}
