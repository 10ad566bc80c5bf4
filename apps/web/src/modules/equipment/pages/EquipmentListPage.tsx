import { Suspense, useRef, useState } from 'react';
import { Button, Card, Flex, Popconfirm, Select, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  EQUIPMENT_ACCESS,
  WARRANTY_FILTERS,
  equipmentFilterSchema,
  type EquipmentRow,
  type WarrantyFilter,
} from '@fieldline/domain';
import { customFieldColumns } from '../../../components/CustomFields/columns';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn, DataTableHandle } from '../../../components/DataTable/types';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import { useListState } from '../../../components/DataTable/useListState';
import { CustomFilterBar } from '../../../components/CustomFields';
import { showToast } from '../../../shell/notify';
import {
  EQUIPMENT_KEY,
  EQUIPMENT_LIST_KEY,
  deleteEquipment,
  fetchEquipmentPage,
  useEquipmentTemplate,
  searchCustomers,
} from '../api';
import { PickSelect } from '../components/PickSelect';
import { WarrantyTag, warrantyKey } from '../components/WarrantyTag';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';
import { lazyPart } from '../../../shell/chunks';
import { equipmentDetailPath } from '../paths';

/** The form drawer (with the custom-field controls) loads when first opened. */
const EquipmentFormDrawer = lazyPart(() =>
  import('../components/EquipmentFormDrawer').then((m) => m.EquipmentFormDrawer),
);

const FILTER_KEYS: Record<
  WarrantyFilter,
  'equipment.warranty.filterIn' | 'equipment.warranty.filterOut' | 'equipment.warranty.filterExpiring'
> = {
  in: 'equipment.warranty.filterIn',
  out: 'equipment.warranty.filterOut',
  expiring: 'equipment.warranty.filterExpiring',
};

/** The list's URL: keyword, customer, warranty and custom filters as the server reads them. */
const EQUIPMENT_LIST = defineList({
  filters: equipmentFilterSchema.pick({
    keyword: true,
    customerId: true,
    warranty: true,
    customFilters: true,
  }),
});

/** /productManage: customer products, server-paged, by keyword, customer, warranty; add, edit, delete. */
export default function EquipmentListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const table = useRef<DataTableHandle>(null);
  // the kind-3 custom fields I may see: columns and filters (the server refuses filters on others)
  const template = useEquipmentTemplate();
  const fields = template.data?.fields ?? [];
  const list = useListState(EQUIPMENT_LIST);
  const conditions = list.filters;
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const set = list.setFilters;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [EQUIPMENT_KEY] });
  const open = (id: number) => navigate(equipmentDetailPath(id));
  const date = (v: string | null) => v ?? t('none');

  const remove = async (row: EquipmentRow) => {
    if (!(await runAction(() => deleteEquipment([row.id])))) return;
    showToast('success', t('equipment.actions.deleted'));
    refresh();
  };

  const columns: DataColumn<EquipmentRow>[] = [
    {
      key: 'product',
      title: t('equipment.fields.product'),
      width: 220,
      render: (_v, row) => (
        <Typography.Link onClick={() => open(row.id)} data-testid="equipment-open">
          {row.productName}
        </Typography.Link>
      ),
      exportValue: (row) => row.productName,
    },
    { key: 'model', title: t('equipment.fields.model'), dataIndex: 'productModel', width: 150 },
    { key: 'serialNumber', title: t('equipment.fields.serialNumber'), dataIndex: 'serialNumber', width: 180 },
    { key: 'customer', title: t('equipment.fields.customer'), dataIndex: 'customerName', width: 200 },
    { key: 'category', title: t('equipment.fields.category'), dataIndex: 'categoryPath', width: 180 },
    {
      key: 'warranty',
      title: t('equipment.fields.warranty'),
      width: 120,
      render: (_v, row) => <WarrantyTag state={row.warrantyState} expiring={row.warrantyExpiring} />,
      exportValue: (row) => t(warrantyKey(row.warrantyState, row.warrantyExpiring)),
    },
    {
      key: 'warrantyEnd',
      title: t('equipment.fields.warrantyEnd'),
      dataIndex: 'warrantyEnd',
      width: 130,
      render: date,
    },
    {
      key: 'installDate',
      title: t('equipment.fields.installDate'),
      dataIndex: 'installDate',
      width: 130,
      render: date,
    },
    {
      key: 'qrCode',
      title: t('equipment.fields.qrCode'),
      dataIndex: 'qrCode',
      width: 190,
      render: (v: string | null) => v ?? t('none'),
    },
    ...customFieldColumns<EquipmentRow>(fields, (row) => row.customValues),
    {
      key: 'createdAt',
      title: t('equipment.fields.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('equipment.actions.actions'),
      width: 200,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(row.id)}>
            {t('equipment.actions.detail')}
          </Button>
          {can(EQUIPMENT_ACCESS.edit) && (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ id: row.id })}
              data-testid="equipment-edit"
            >
              {t('equipment.actions.edit')}
            </Button>
          )}
          {can(EQUIPMENT_ACCESS.remove) && (
            <Popconfirm
              title={t('equipment.actions.deleteConfirm')}
              okText={t('equipment.actions.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('equipment.actions.cancel')}
              onConfirm={() => remove(row)}
            >
              <Button type="link" size="small" danger>
                {t('equipment.actions.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('equipment.routes.productManage')}
      extra={
        can(EQUIPMENT_ACCESS.create) && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({})}
            data-testid="equipment-add"
          >
            {t('equipment.actions.add')}
          </Button>
        )
      }
    >
      <DataTable<EquipmentRow, typeof conditions>
        ref={table}
        tableId="equipment"
        queryKey={EQUIPMENT_LIST_KEY}
        fetchPage={fetchEquipmentPage}
        conditions={conditions}
        list={list}
        columns={columns}
        rowKey="id"
        resizable
        exportName={t('equipment.routes.productManage')}
        toolbar={
          <Flex gap={8} wrap>
            <ListKeyword
              value={conditions.keyword}
              onChange={(keyword) => set({ keyword })}
              placeholder={t('equipment.list.keyword')}
              aria-label={t('equipment.list.keyword')}
              data-testid="equipment-keyword"
            />
            <PickSelect
              name="customers"
              search={searchCustomers}
              allowClear
              value={conditions.customerId}
              onChange={(v) => set({ customerId: v ?? undefined })}
              placeholder={t('equipment.list.customer')}
              style={{ width: 220 }}
              data-testid="equipment-customer-filter"
            />
            <Select<WarrantyFilter>
              allowClear
              placeholder={t('equipment.list.warranty')}
              value={conditions.warranty}
              onChange={(v) => set({ warranty: v ?? undefined })}
              options={WARRANTY_FILTERS.map((f) => ({ value: f, label: t(FILTER_KEYS[f]) }))}
              style={{ width: 180 }}
              data-testid="equipment-warranty-filter"
            />
            <CustomFilterBar
              fields={fields}
              value={conditions.customFilters ?? []}
              onChange={(customFilters) =>
                set({ customFilters: customFilters.length ? customFilters : undefined })
              }
            />
          </Flex>
        }
      />
      {editing && (
        <Suspense fallback={null}>
          <EquipmentFormDrawer
            id={editing.id}
            onClose={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              showToast('success', t('equipment.actions.saved'));
              refresh();
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
