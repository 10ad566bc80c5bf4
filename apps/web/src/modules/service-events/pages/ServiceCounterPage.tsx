import { Suspense, useState } from 'react';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Empty,
  Input,
  List,
  Row,
  Spin,
  Tabs,
  Typography,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EQUIPMENT_ACCESS, SERVICE_EVENT_SOURCES, type CustomerRow } from '@fieldline/domain';
import { CustomerEquipmentTab } from '../../equipment';
import { CustomerOrdersTab } from '../../orders';
import { EVENTS_KEY, searchCallers } from '../api';
import { lazyPart } from '../../../shell/chunks';
import { useCan } from '../../../shell/session/useCan';
import { EventsTab } from '../components/EventsTab';
import { eventDetailPath } from '../paths';

// the new-event form (template, custom fields, pickers) loads when its drawer first opens
const EventForm = lazyPart(() => import('../components/EventForm').then((m) => m.EventForm));

/**
 * /serviceCounter, the service desk (query custom_name, custom_id): reception searches the caller by
 * phone or name, sees the customer, their equipment, open events and orders, and opens an event in
 * a drawer without leaving the desk.
 */
export default function ServiceCounterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const can = useCan();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('custom_name') ?? '');
  const [chosen, setChosen] = useState<Pick<
    CustomerRow,
    'id' | 'name' | 'contactName' | 'contactPhone' | 'address'
  > | null>(
    params.get('custom_id') && /^\d+$/.test(params.get('custom_id')!)
      ? {
          id: Number(params.get('custom_id')),
          name: params.get('custom_name') ?? '',
          contactName: null,
          contactPhone: null,
          address: null,
        }
      : null,
  );
  const [creating, setCreating] = useState(false);
  const found = useQuery({
    queryKey: ['serviceCounter', keyword],
    queryFn: () => searchCallers(keyword),
    enabled: keyword.trim().length > 0,
  });
  return (
    <Row gutter={[12, 12]} data-testid="service-counter">
      <Col xs={24} lg={7}>
        <Card size="small" title={t('serviceEvents.counter.search')}>
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder={t('serviceEvents.counter.searchHint')}
            onSearch={(v) => setKeyword(v.trim())}
            enterButton
            data-testid="counter-search"
          />
          <List
            style={{ marginTop: 8 }}
            loading={found.isFetching}
            locale={{
              emptyText: keyword
                ? t('serviceEvents.counter.noCaller')
                : t('serviceEvents.counter.typeToSearch'),
            }}
            dataSource={keyword ? (found.data?.list ?? []) : []}
            renderItem={(c) => (
              <List.Item
                onClick={() => setChosen(c)}
                style={{
                  cursor: 'pointer',
                  background: chosen?.id === c.id ? 'rgba(22,119,255,0.08)' : undefined,
                }}
                data-testid="counter-caller"
              >
                <List.Item.Meta
                  title={c.name}
                  description={[c.contactName, c.contactPhone].filter(Boolean).join(' ')}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={17}>
        {!chosen ? (
          <Card>
            <Empty description={t('serviceEvents.counter.pick')} />
          </Card>
        ) : (
          <Card
            size="small"
            title={<Typography.Text strong>{chosen.name}</Typography.Text>}
            extra={
              <Button type="primary" onClick={() => setCreating(true)} data-testid="counter-new-event">
                {t('serviceEvents.counter.newEvent')}
              </Button>
            }
          >
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label={t('serviceEvents.fields.contactName')}>
                {chosen.contactName ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('serviceEvents.fields.contactPhone')}>
                {chosen.contactPhone ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('serviceEvents.counter.address')}>
                {chosen.address ?? '—'}
              </Descriptions.Item>
            </Descriptions>
            <Suspense fallback={<Spin />}>
              <Tabs
                destroyOnHidden
                items={[
                  {
                    key: 'events',
                    label: t('serviceEvents.counter.events'),
                    children: <EventsTab customerId={chosen.id} />,
                  },
                  // as on the customer's detail: the equipment tab needs product view (reception has none)
                  ...(can(EQUIPMENT_ACCESS.view)
                    ? [
                        {
                          key: 'equipment',
                          label: t('serviceEvents.counter.equipment'),
                          children: <CustomerEquipmentTab customerId={chosen.id} />,
                        },
                      ]
                    : []),
                  {
                    key: 'orders',
                    label: t('serviceEvents.counter.orders'),
                    children: <CustomerOrdersTab customerId={chosen.id} />,
                  },
                ]}
              />
            </Suspense>
          </Card>
        )}
      </Col>
      <Drawer
        open={creating && !!chosen}
        onClose={() => setCreating(false)}
        title={t('serviceEvents.counter.newEvent')}
        size="large"
        destroyOnHidden
      >
        {chosen && (
          <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
            <EventForm
              prefill={{
                customerId: chosen.id,
                customerName: chosen.name,
                contactName: chosen.contactName,
                contactPhone: chosen.contactPhone,
                source: SERVICE_EVENT_SOURCES.serviceDesk,
              }}
              onCreated={(id) => {
                setCreating(false);
                void client.invalidateQueries({ queryKey: EVENTS_KEY });
                void navigate(eventDetailPath(id));
              }}
            />
          </Suspense>
        )}
      </Drawer>
    </Row>
  );
}
