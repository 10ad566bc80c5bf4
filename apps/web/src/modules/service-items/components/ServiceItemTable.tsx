import type { Key, ReactNode } from 'react';
import { Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ServiceItemRow } from '@fieldline/domain';
import { formatAmount } from '../logic';
import { serviceItemDetailPath } from '../paths';
import { EnabledSwitch } from './EnabledSwitch';

interface Props {
  rows: ServiceItemRow[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage(pageIndex: number, pageSize: number): void;
  /** Selection for batch work; none = no selection column. */
  selectedKeys?: Key[];
  onSelect?(keys: Key[]): void;
  onChanged(): void;
  actions(row: ServiceItemRow): ReactNode;
  /** What an empty page shows. */
  empty: ReactNode;
}

const amount = (v: string | null) => formatAmount(v) || '—';

/**
 * The service items, server-paged: amounts with two decimals, bound templates, status switch. The
 * columns fit a 1440 px screen, so no header hides under the fixed actions column.
 */
export function ServiceItemTable(props: Props) {
  const { rows, total, loading, pageIndex, pageSize, pageSizes, onPage, selectedKeys, onSelect } = props;
  const { t } = useTranslation();
  const columns: ColumnsType<ServiceItemRow> = [
    {
      key: 'name',
      title: t('serviceItems.fields.name'),
      dataIndex: 'name',
      width: 170,
      fixed: 'left',
      render: (name: string, row) => (
        <Link to={serviceItemDetailPath(row.id)} data-testid={`service-item-link-${row.id}`}>
          {name}
        </Link>
      ),
    },
    {
      key: 'category',
      title: t('serviceItems.fields.category'),
      dataIndex: 'category',
      width: 100,
      render: (c: string | null) => c ?? '—',
    },
    {
      key: 'price',
      title: t('serviceItems.fields.price'),
      dataIndex: 'price',
      width: 120,
      align: 'right',
      render: (price: string, row) =>
        t('serviceItems.list.pricePerUnit', { price: amount(price), unit: row.unit }),
    },
    {
      key: 'individualCommission',
      title: t('serviceItems.fields.individualCommission'),
      dataIndex: 'individualCommission',
      width: 110,
      align: 'right',
      render: amount,
    },
    {
      key: 'teamCommission',
      title: t('serviceItems.fields.teamCommission'),
      dataIndex: 'teamCommission',
      width: 110,
      align: 'right',
      render: amount,
    },
    {
      key: 'enabled',
      title: t('serviceItems.fields.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (_v, row) => <EnabledSwitch item={row} onChanged={props.onChanged} />,
    },
    {
      key: 'templates',
      title: t('serviceItems.fields.templates'),
      dataIndex: 'templates',
      width: 160,
      render: (templates: ServiceItemRow['templates']) =>
        templates.length ? (
          <Space size={[0, 4]} wrap>
            {templates.map((x) => (
              <Tag key={x.id}>{x.name}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('serviceItems.detail.allTemplates')}</Typography.Text>
        ),
    },
    {
      key: 'updatedAt',
      title: t('serviceItems.fields.updatedAt'),
      dataIndex: 'updatedAt',
      width: 140,
      render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('serviceItems.common.actions'),
      fixed: 'right',
      width: 120,
      render: (_v, row) => props.actions(row),
    },
  ];

  return (
    <Table<ServiceItemRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      size="middle"
      locale={{ emptyText: props.empty }}
      rowSelection={
        onSelect
          ? {
              selectedRowKeys: selectedKeys,
              preserveSelectedRowKeys: true,
              onChange: (keys) => onSelect(keys),
            }
          : undefined
      }
      pagination={{
        current: pageIndex + 1,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: pageSizes.map(String),
        showTotal: (n) => t('serviceItems.list.total', { total: n }),
        onChange: (page, size) => onPage(size === pageSize ? page - 1 : 0, size),
      }}
      data-testid="service-item-table"
    />
  );
}
