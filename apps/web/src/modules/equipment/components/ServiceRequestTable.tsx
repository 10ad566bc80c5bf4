import { useState } from 'react';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { z } from 'zod';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  EQUIPMENT_ACCESS,
  SERVICE_REQUEST_STATES,
  SERVICE_REQUEST_STATE_LIST,
  keywordSchema,
  type ServiceRequestRow,
  type ServiceRequestState,
} from '@fieldline/domain';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { DataColumn } from '../../../components/DataTable/types';
import { defineList } from '../../../components/DataTable/list-state';
import { ListKeyword } from '../../../components/DataTable/ListKeyword';
import type { ListHandle } from '../../../components/DataTable/useListState';
import { showToast } from '../../../shell/notify';
import {
  EQUIPMENT_KEY,
  SERVICE_REQUESTS_KEY,
  fetchServiceRequests,
  handleServiceRequest,
  type ServiceRequestConditions,
} from '../api';
import { useCan } from '../hooks';
import { runAction } from '../../../shell/submit';
import { orderDetailPath } from '../../orders';
import { equipmentDetailPath } from '../paths';

const STATE_COLOURS: Record<ServiceRequestState, string> = {
  [SERVICE_REQUEST_STATES.new]: 'orange',
  [SERVICE_REQUEST_STATES.handled]: 'green',
};
const STATE_KEYS = {
  [SERVICE_REQUEST_STATES.new]: 'equipment.requests.states.1',
  [SERVICE_REQUEST_STATES.handled]: 'equipment.requests.states.2',
} as const;
/**
 * /serviceRequests' URL (web only): keyword and state, where no state means the default, new
 * requests, and `all` that the filter was cleared.
 */
export const REQUEST_LIST = defineList({
  filters: z.object({
    keyword: keywordSchema,
    state: z
      .union([
        z.literal('all'),
        z.coerce
          .number()
          .refine((v): v is ServiceRequestState =>
            SERVICE_REQUEST_STATE_LIST.includes(v as ServiceRequestState),
          ),
      ])
      .optional(),
  }),
});
type RequestFilters = Omit<ServiceRequestConditions, 'customerProductId'>;

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/**
 * Service requests reported on the public scan page: of one customer product (its detail tab) or
 * all of them (/serviceRequests, its filters and page in the URL through `list`); staff with the
 * edit code mark them handled.
 */
export function ServiceRequestTable({
  customerProductId,
  list,
}: {
  customerProductId?: number;
  list?: ListHandle<(typeof REQUEST_LIST)['filters']>;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [own, setOwn] = useState<RequestFilters>({});
  const urlState = list?.filters.state;
  const filters: RequestFilters = list
    ? {
        keyword: list.filters.keyword,
        state: urlState === 'all' ? undefined : (urlState ?? SERVICE_REQUEST_STATES.new),
      }
    : own;
  const setFilters = (patch: RequestFilters) =>
    list
      ? list.setFilters({ ...patch, state: 'state' in patch ? (patch.state ?? 'all') : urlState })
      : setOwn((f) => ({ ...f, ...patch }));
  const conditions: ServiceRequestConditions = { ...filters, customerProductId };

  const handle = async (row: ServiceRequestRow) => {
    if (!(await runAction(() => handleServiceRequest(row.id)))) return;
    showToast('success', t('equipment.requests.handled'));
    void queryClient.invalidateQueries({ queryKey: [EQUIPMENT_KEY] });
  };

  const columns: DataColumn<ServiceRequestRow>[] = [
    {
      key: 'createdAt',
      title: t('equipment.requests.createdAt'),
      dataIndex: 'createdAt',
      width: 160,
      render: time,
    },
    {
      key: 'state',
      title: t('equipment.requests.state'),
      dataIndex: 'state',
      width: 100,
      render: (s: ServiceRequestState) => <Tag color={STATE_COLOURS[s]}>{t(STATE_KEYS[s])}</Tag>,
      exportValue: (row) => t(STATE_KEYS[row.state]),
    },
    {
      key: 'order',
      title: t('equipment.requests.order'),
      width: 150,
      render: (_v: unknown, row: ServiceRequestRow) =>
        row.orderId ? (
          <Typography.Link
            onClick={() => navigate(orderDetailPath(row.orderId!))}
            data-testid="request-order"
          >
            {row.orderNo}
          </Typography.Link>
        ) : null,
      exportValue: (row: ServiceRequestRow) => row.orderNo ?? '',
    },
    { key: 'contact', title: t('equipment.requests.contact'), dataIndex: 'contactName', width: 120 },
    { key: 'phone', title: t('equipment.requests.phone'), dataIndex: 'phone', width: 130 },
    {
      key: 'description',
      title: t('equipment.requests.description'),
      dataIndex: 'description',
      width: 280,
      render: (v: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ marginBottom: 0 }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    ...(customerProductId
      ? []
      : [
          {
            key: 'product',
            title: t('equipment.requests.product'),
            width: 200,
            render: (_v: unknown, row: ServiceRequestRow) => (
              <Typography.Link onClick={() => navigate(equipmentDetailPath(row.customerProductId))}>
                {row.productName}
              </Typography.Link>
            ),
            exportValue: (row: ServiceRequestRow) => row.productName,
          },
          {
            key: 'serialNumber',
            title: t('equipment.requests.serialNumber'),
            dataIndex: 'serialNumber',
            width: 160,
          },
          { key: 'customer', title: t('equipment.requests.customer'), dataIndex: 'customerName', width: 180 },
        ]),
    { key: 'handledBy', title: t('equipment.requests.handledBy'), dataIndex: 'handledByName', width: 110 },
    {
      key: 'handledAt',
      title: t('equipment.requests.handledAt'),
      dataIndex: 'handledAt',
      width: 160,
      render: time,
    },
    {
      title: t('equipment.actions.actions'),
      width: 130,
      fixed: 'right',
      render: (_v, row) =>
        row.state === SERVICE_REQUEST_STATES.new && can(EQUIPMENT_ACCESS.edit) ? (
          <Button type="link" size="small" onClick={() => void handle(row)} data-testid="request-handle">
            {t('equipment.requests.handle')}
          </Button>
        ) : null,
    },
  ];

  return (
    <DataTable<ServiceRequestRow, ServiceRequestConditions>
      tableId={customerProductId ? 'productRequests' : 'serviceRequests'}
      queryKey={SERVICE_REQUESTS_KEY}
      fetchPage={fetchServiceRequests}
      conditions={conditions}
      list={list}
      columns={columns}
      rowKey="id"
      exportName={customerProductId ? undefined : t('equipment.routes.serviceRequests')}
      toolbar={
        <Flex gap={8} wrap>
          {!customerProductId && (
            <ListKeyword
              value={filters.keyword}
              onChange={(keyword) => setFilters({ keyword })}
              placeholder={t('equipment.requests.keyword')}
              aria-label={t('equipment.requests.keyword')}
              style={{ width: 240 }}
            />
          )}
          <Select<ServiceRequestState>
            allowClear
            placeholder={t('equipment.requests.state')}
            value={filters.state}
            onChange={(v) => setFilters({ state: v ?? undefined })}
            options={SERVICE_REQUEST_STATE_LIST.map((s) => ({ value: s, label: t(STATE_KEYS[s]) }))}
            style={{ width: 140 }}
            data-testid="request-state-filter"
          />
        </Flex>
      }
    />
  );
}
