import { useState } from 'react';
import { Button, Card, Flex, InputNumber, Select, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ORDER_SERVICE_ITEMS_MAX,
  SERVICE_EVENT_ACCESS,
  SERVICE_EVENT_STATES,
  SERVICE_ITEM_QUANTITY_MAX,
  type OrderServiceLine,
  type ServiceEventDetail,
} from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { useSession } from '../../../shell/session/useSession';
import { runAction } from '../../../shell/submit';
import { EVENTS_KEY, fetchEventItems, fetchUsableItems, saveEventItems } from '../api';

type Draft = Pick<OrderServiceLine, 'serviceItemId' | 'name' | 'unit' | 'price' | 'quantity'>;

/**
 * The event's service items (its template's switch `enableServiceItem`): the saved lines with their
 * amounts and total as the server computed them; the main owner or an editor (11003) changes them
 * until the event is closed or converted. Hidden when the template does not use service items.
 */
export function EventItemsCard({ event }: { event: ServiceEventDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const { user } = useSession();
  const client = useQueryClient();
  const key = [...EVENTS_KEY, 'items', event.id];
  const saved = useQuery({ queryKey: key, queryFn: () => fetchEventItems(event.id) });
  const [draft, setDraft] = useState<Draft[] | null>(null);
  const editable =
    (can(SERVICE_EVENT_ACCESS.edit) || event.principal?.id === user?.id) &&
    event.state !== SERVICE_EVENT_STATES.closed &&
    !event.orderId;
  const usable = useQuery({
    queryKey: [...key, 'usable', event.templateId],
    queryFn: () => fetchUsableItems(event.templateId),
    enabled: draft !== null,
  });
  if (!saved.data?.enabled) return null;
  const lines = saved.data.lines;

  const save = async () => {
    if (!draft) return;
    const ok = await runAction(() =>
      saveEventItems(
        event.id,
        draft.map((l) => ({ serviceItemId: l.serviceItemId, quantity: l.quantity })),
      ),
    );
    if (!ok) return;
    showToast('success', t('serviceEvents.items.saved'));
    setDraft(null);
    await client.invalidateQueries({ queryKey: EVENTS_KEY });
  };

  return (
    <Card
      size="small"
      title={t('serviceEvents.items.title')}
      data-testid="event-items"
      extra={
        editable &&
        (draft ? (
          <Button type="primary" size="small" onClick={() => void save()} data-testid="event-items-save">
            {t('serviceEvents.items.save')}
          </Button>
        ) : (
          <Button size="small" onClick={() => setDraft(lines)} data-testid="event-items-edit">
            {t('serviceEvents.items.add')}
          </Button>
        ))
      }
    >
      {draft ? (
        <Flex vertical gap={8}>
          {draft.map((l) => (
            <Flex key={l.serviceItemId} gap={8} align="center" wrap>
              <Typography.Text style={{ flex: '1 1 160px' }}>
                {l.name} · {l.price}/{l.unit}
              </Typography.Text>
              <InputNumber
                min={1}
                max={SERVICE_ITEM_QUANTITY_MAX}
                precision={0}
                value={l.quantity}
                aria-label={t('serviceEvents.items.quantity')}
                onChange={(q) =>
                  setDraft(
                    draft.map((d) =>
                      d.serviceItemId === l.serviceItemId ? { ...d, quantity: Number(q ?? 1) } : d,
                    ),
                  )
                }
              />
              <Button
                type="link"
                danger
                onClick={() => setDraft(draft.filter((d) => d.serviceItemId !== l.serviceItemId))}
              >
                {t('serviceEvents.items.remove')}
              </Button>
            </Flex>
          ))}
          {draft.length < ORDER_SERVICE_ITEMS_MAX && (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('serviceEvents.items.item')}
              aria-label={t('serviceEvents.items.item')}
              loading={usable.isPending}
              value={null}
              options={(usable.data?.list ?? [])
                .filter((i) => !draft.some((d) => d.serviceItemId === i.id))
                .map((i) => ({ value: i.id, label: `${i.name} (${i.price})` }))}
              onChange={(id: number) => {
                const i = usable.data?.list.find((x) => x.id === id);
                if (i)
                  setDraft([
                    ...draft,
                    { serviceItemId: i.id, name: i.name, unit: i.unit, price: i.price, quantity: 1 },
                  ]);
              }}
              data-testid="event-items-pick"
            />
          )}
        </Flex>
      ) : (
        <Table<OrderServiceLine>
          size="small"
          rowKey="serviceItemId"
          pagination={false}
          dataSource={lines}
          locale={{ emptyText: t('serviceEvents.items.empty') }}
          columns={[
            { key: 'name', title: t('serviceEvents.items.item'), dataIndex: 'name' },
            { key: 'price', title: t('serviceEvents.items.price'), dataIndex: 'price', align: 'right' },
            {
              key: 'quantity',
              title: t('serviceEvents.items.quantity'),
              dataIndex: 'quantity',
              align: 'right',
            },
            { key: 'amount', title: t('serviceEvents.items.amount'), dataIndex: 'amount', align: 'right' },
          ]}
          summary={() =>
            lines.length ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {t('serviceEvents.items.total')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <span data-testid="event-items-total">{saved.data.amount}</span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
    </Card>
  );
}
