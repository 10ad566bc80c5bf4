import { Suspense, useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Spin, Tag, Timeline, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  FORM_KINDS,
  SERVICE_EVENT_ACCESS,
  SERVICE_EVENT_STATE_NAMES,
  type ServiceEventAction,
  type ServiceEventState,
} from '@fieldline/domain';
import { CustomFieldView } from '../../../components/CustomFields';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { useFieldSet } from '../../forms';
import { orderDetailPath } from '../../orders';
import { SlaPanel } from '../../sla';
import { EVENTS_KEY, eventKey, fetchEvent, fetchEventLog, runEventAction } from '../api';
import { Conversation } from '../components/Conversation';
import { EventItemsCard } from '../components/EventItemsCard';
import { lazyPart } from '../../../shell/chunks';
import { FORM_ACTIONS, EventPriorityTag, EventStateTag, useActionLabel, when } from '../components/labels';
import { copyEventPath } from '../paths';

// an action's dialog (people, note, order template and appointment date) loads when it is opened
const ActionModal = lazyPart(() => import('../components/ActionModal').then((m) => m.ActionModal));

const DANGER: readonly ServiceEventAction[] = ['close', 'escalate', 'recall'];

/**
 * /Myevent/eventDetail/:eventId (code 10001): the event, the buttons the transitions table allows
 * the caller now, its log and its messages. One column on a phone: buttons first, full width.
 */
export default function EventDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const can = useCan();
  const label = useActionLabel();
  const client = useQueryClient();
  const id = Number(useParams().eventId);
  const [open, setOpen] = useState<ServiceEventAction | null>(null);
  const detail = useQuery({ queryKey: eventKey(id), queryFn: () => fetchEvent(id), enabled: id > 0 });
  const log = useQuery({
    queryKey: [...EVENTS_KEY, 'log', id],
    queryFn: () => fetchEventLog(id),
    enabled: id > 0,
  });
  const e = detail.data;
  const set = useFieldSet(FORM_KINDS.event, e?.templateId, { enabled: !!e });
  const refresh = () => client.invalidateQueries({ queryKey: EVENTS_KEY });

  if (detail.isLoading) return <Spin />;
  if (!e) return <Result status="404" title={t('serviceEvents.detail.notFound')} />;

  const click = async (action: ServiceEventAction) => {
    if (FORM_ACTIONS.includes(action)) return setOpen(action);
    if (await runAction(() => runEventAction(action, { id: e.id, version: e.version }))) await refresh();
  };
  const stateName = (s: number | null) =>
    s ? SERVICE_EVENT_STATE_NAMES[s as ServiceEventState][locale] : '';

  return (
    <Flex vertical gap={12} data-testid="event-detail">
      <Card
        size="small"
        title={
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong data-testid="event-no">
              {e.eventNo}
            </Typography.Text>
            <EventStateTag state={e.state} />
            <EventPriorityTag priority={e.priority} />
            {e.pool && <Tag color="purple">{t(`serviceEvents.pool.${e.pool}`)}</Tag>}
          </Flex>
        }
        extra={
          can(SERVICE_EVENT_ACCESS.create) && (
            <Button size="small" onClick={() => void navigate(copyEventPath(e.id))}>
              {t('serviceEvents.detail.copy')}
            </Button>
          )
        }
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {e.title}
        </Typography.Title>
        <Flex gap={8} wrap data-testid="event-actions">
          {e.actions.map((a) => (
            <Button
              key={a}
              type={a === e.actions[0] ? 'primary' : 'default'}
              danger={DANGER.includes(a)}
              onClick={() => void click(a)}
              data-testid={`event-action-${a}`}
              style={{ minWidth: 96 }}
            >
              {label(a)}
            </Button>
          ))}
        </Flex>
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={12}>
            <Card size="small" title={t('serviceEvents.detail.info')}>
              <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
                <Descriptions.Item label={t('serviceEvents.fields.customer')}>
                  {e.customerName ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.equipment')}>
                  {e.customerProductName ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.contact')}>
                  {e.contactName ?? '—'}{' '}
                  {e.contactPhone && <a href={`tel:${e.contactPhone}`}>{e.contactPhone}</a>}
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.principal')}>
                  <span data-testid="event-principal-name">{e.principal?.name ?? '—'}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.coordinators')}>
                  {e.coordinators.map((c) => c.name).join(', ') || '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.escalateTo')}>
                  {e.escalatedTo?.name ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.tags')}>
                  {e.tags.map((tag) => (
                    <Tag key={tag.id}>{tag.name}</Tag>
                  ))}
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.order')}>
                  {e.orderId && e.orderNo ? (
                    <Link to={orderDetailPath(e.orderId)} data-testid="event-order-link">
                      {e.orderNo}
                    </Link>
                  ) : (
                    '—'
                  )}
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.duration')}>
                  {e.durationMinutes ? t('serviceEvents.detail.minutes', { n: e.durationMinutes }) : '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.createdAt')}>
                  {when(e.createdAt)} {e.createdBy?.name}
                </Descriptions.Item>
                <Descriptions.Item label={t('serviceEvents.fields.description')} span={2}>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{e.description ?? '—'}</span>
                </Descriptions.Item>
                {(set.data?.fields ?? []).map((f) => (
                  <Descriptions.Item key={f.id} label={f.name}>
                    <CustomFieldView field={f} value={e.customValues[f.id]} />
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </Card>
            <EventItemsCard event={e} />
            <Conversation eventId={e.id} />
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={12}>
            <SlaPanel objectKind="serviceEvent" objectId={e.id} />
            <Card size="small" title={t('serviceEvents.detail.log')} data-testid="event-log">
              <Timeline
                items={[...(log.data ?? [])].reverse().map((l) => ({
                  key: l.id,
                  content: (
                    <Flex vertical gap={2} data-testid="event-log-entry" data-action={l.action}>
                      <span>
                        <Typography.Text strong>
                          {l.user?.name ?? t('serviceEvents.detail.system')}
                        </Typography.Text>{' '}
                        {t(`serviceEvents.log.${l.action}`, { defaultValue: label(l.action) })}
                      </span>
                      {l.fromState !== null && l.toState !== null && l.fromState !== l.toState && (
                        <Typography.Text type="secondary">
                          {stateName(l.fromState)} → {stateName(l.toState)}
                        </Typography.Text>
                      )}
                      {l.orderId && l.orderId > 0 ? (
                        <Link to={orderDetailPath(l.orderId)}>{l.note}</Link>
                      ) : (
                        l.note && (
                          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{l.note}</Typography.Text>
                        )
                      )}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {when(l.at)}
                      </Typography.Text>
                    </Flex>
                  ),
                }))}
              />
            </Card>
          </Flex>
        </Col>
      </Row>
      {open && (
        <Suspense fallback={<Spin fullscreen />}>
          <ActionModal
            event={e}
            action={open}
            onClose={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              void refresh();
            }}
          />
        </Suspense>
      )}
    </Flex>
  );
}
