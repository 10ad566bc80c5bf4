import { Button, Flex, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SERVICE_EVENT_ACCESS, type ServiceEventRow } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { EVENTS_KEY, fetchEvents } from '../api';
import { SERVICE_EVENT_PATHS, eventDetailPath } from '../paths';
import { EventStateTag, when } from './labels';

/**
 * The events of a customer or of one piece of their equipment (the customer and equipment details'
 * "events" tab): the latest 20, and a new event for it.
 */
export function EventsTab({
  customerId,
  customerProductId,
}: {
  customerId?: number;
  customerProductId?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const query = { customerId, customerProductId, pageIndex: 0, pageSize: 20 };
  const events = useQuery({ queryKey: [...EVENTS_KEY, 'tab', query], queryFn: () => fetchEvents(query) });
  const params = new URLSearchParams();
  if (customerId) params.set('customerId', String(customerId));
  if (customerProductId) params.set('customerProductId', String(customerProductId));
  return (
    <Flex vertical gap={8} data-testid="events-tab">
      {can(SERVICE_EVENT_ACCESS.create) && (
        <Flex justify="flex-end">
          <Button onClick={() => void navigate(`${SERVICE_EVENT_PATHS.newEvent}?${params.toString()}`)}>
            {t('serviceEvents.counter.newEvent')}
          </Button>
        </Flex>
      )}
      <Table<ServiceEventRow>
        size="small"
        rowKey="id"
        loading={events.isLoading}
        dataSource={events.data?.list ?? []}
        pagination={false}
        scroll={{ x: 600 }}
        columns={[
          {
            title: t('serviceEvents.fields.eventNo'),
            key: 'no',
            render: (_v, row) => <Link to={eventDetailPath(row.id)}>{row.eventNo}</Link>,
          },
          { title: t('serviceEvents.fields.title'), dataIndex: 'title' },
          {
            title: t('serviceEvents.fields.state'),
            key: 'state',
            render: (_v, row) => <EventStateTag state={row.state} />,
          },
          {
            title: t('serviceEvents.fields.principal'),
            key: 'p',
            render: (_v, row) => row.principal?.name ?? '—',
          },
          { title: t('serviceEvents.fields.createdAt'), key: 'c', render: (_v, row) => when(row.createdAt) },
        ]}
      />
    </Flex>
  );
}
