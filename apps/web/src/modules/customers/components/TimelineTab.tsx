import { useState } from 'react';
import { Empty, Flex, Pagination, Spin, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_CHANGE_FIELDS,
  type AddressType,
  type CustomerChangeAction,
  type CustomerChangeItem,
  type CustomerChangeRow,
} from '@fieldline/domain';
import { fetchTimeline, timelineKey } from '../api';
import { useAddressTypeName } from './labels';

const PAGE_SIZE = 20;

/** Colours of the timeline's dots by kind of change. */
const COLOURS: Partial<Record<CustomerChangeAction, string>> = {
  created: 'green',
  imported: 'green',
  restored: 'green',
  deleted: 'red',
  contactDeleted: 'red',
  addressDeleted: 'red',
  ownerChanged: 'orange',
  grantsChanged: 'orange',
};

const isFixedField = (field: string): field is (typeof CUSTOMER_CHANGE_FIELDS)[number] =>
  (CUSTOMER_CHANGE_FIELDS as readonly string[]).includes(field);

function ChangeLine({ item }: { item: CustomerChangeItem }) {
  const { t } = useTranslation();
  const typeName = useAddressTypeName();
  const none = t('customers.timeline.emptyValue');
  const label =
    item.label ?? (isFixedField(item.field) ? t(`customers.timeline.fields.${item.field}`) : item.field);
  const show = (value: string | null) => {
    if (value === null || value === '') return none;
    if (item.field === 'addressType') return typeName(Number(value) as AddressType);
    if (item.type === 'switch')
      return value === 'true' ? t('customers.filters.yes') : t('customers.filters.no');
    return value;
  };
  return (
    <div>
      <Typography.Text type="secondary">{t('customers.timeline.label', { label })}</Typography.Text>
      <Typography.Text delete>{show(item.from)}</Typography.Text>
      {' → '}
      <Typography.Text>{show(item.to)}</Typography.Text>
    </div>
  );
}

function ChangeEntry({ row }: { row: CustomerChangeRow }) {
  const { t } = useTranslation();
  const { changes, subject, grants } = row.summary;
  return (
    <Flex vertical gap={2} data-testid={`customer-change-${row.id}`}>
      <Typography.Text>
        <Typography.Text strong>{row.userName ?? t('customers.timeline.someone')}</Typography.Text>{' '}
        {t(`customers.timeline.actions.${row.action}`)}
        {subject ? t('customers.timeline.subject', { subject }) : ''}
      </Typography.Text>
      {changes?.map((item) => (
        <ChangeLine key={item.field} item={item} />
      ))}
      {grants && (
        <Typography.Text type="secondary">
          {t(`customers.timeline.grants.${grants.op}`, {
            users: grants.users.join('、') || t('customers.timeline.nobody'),
          })}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{dayjs(row.at).format('YYYY-MM-DD HH:mm:ss')}</Typography.Text>
    </Flex>
  );
}

/** The customer's timeline (issue 6): who changed what and when, newest first, paged on the server. */
export function TimelineTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const timeline = useQuery({
    queryKey: [...timelineKey(customerId), pageIndex],
    queryFn: () => fetchTimeline(customerId, { pageIndex, pageSize: PAGE_SIZE }),
  });
  if (timeline.isPending) return <Spin />;
  const list = timeline.data?.list ?? [];
  if (!list.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('customers.timeline.none')}
        data-testid="customer-timeline-empty"
      />
    );
  return (
    <Flex vertical gap={8}>
      <Timeline
        data-testid="customer-timeline"
        items={list.map((row) => ({
          key: row.id,
          color: COLOURS[row.action] ?? 'blue',
          content: <ChangeEntry row={row} />,
        }))}
      />
      <Pagination
        align="end"
        current={pageIndex + 1}
        pageSize={PAGE_SIZE}
        total={timeline.data?.total ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={(page) => setPageIndex(page - 1)}
      />
    </Flex>
  );
}
