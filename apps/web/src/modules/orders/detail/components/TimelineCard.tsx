import { Card, Empty, Flex, Spin, Timeline, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDER_ACTION_LABELS, type OrderLogEntry, type OrderState } from '@fieldline/domain';
import { ImageThumbs } from '../../../../components/CustomFields/ImageThumbs';
import { useLocale } from '../../../../shell/useLocale';
import { coordinatesText } from '../logic/geo';
import { editedFields, isEditLogField, isOtherLog, isTransitionLog, newestFirst } from '../logic/timeline';
import { dateTime } from './format';

const DOT_COLOURS: Record<number, string> = { 4: 'blue', 5: 'green', 6: 'gray', 7: 'purple' };

/** What happened: the action's label (transitions from the domain table), or its code if unknown. */
function useActionText() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (log: OrderLogEntry): string => {
    if (isTransitionLog(log.action)) return ORDER_ACTION_LABELS[log.action][locale];
    if (isOtherLog(log.action)) return t(`orderDetail.timeline.actions.${log.action}`);
    return log.action;
  };
}

function Entry({ log }: { log: OrderLogEntry }) {
  const { t } = useTranslation();
  const actionText = useActionText();
  // Without a user: the customer evaluated, or reported the fault on the public scan page.
  const byCustomer = log.action === 'evaluated' || log.action === 'create';
  const who =
    log.user?.name ?? t(byCustomer ? 'orderDetail.timeline.customer' : 'orderDetail.timeline.system');
  const moved = log.fromState !== null && log.toState !== null && log.fromState !== log.toState;
  const coordinates = coordinatesText(log);
  const note =
    log.action === 'edit'
      ? editedFields(log.note)
          .map((f) => (isEditLogField(f) ? t(`orderDetail.timeline.fields.${f}`) : f))
          .join('、')
      : log.note;
  return (
    <Flex vertical gap={2} data-testid="timeline-entry" data-action={log.action}>
      <Typography.Text>
        <Typography.Text strong>{who}</Typography.Text> {actionText(log)}
      </Typography.Text>
      {moved && (
        <Typography.Text type="secondary" data-testid="timeline-states">
          {t(`orders.state.${log.fromState as OrderState}`)} →{' '}
          {t(`orders.state.${log.toState as OrderState}`)}
        </Typography.Text>
      )}
      {note && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{note}</Typography.Text>}
      {(log.location || coordinates) && (
        <Typography.Text type="secondary" data-testid="timeline-location">
          <EnvironmentOutlined />{' '}
          {[log.location, coordinates && `(${coordinates})`].filter(Boolean).join(' ')}
        </Typography.Text>
      )}
      {log.images.length > 0 && <ImageThumbs urls={log.images} title={actionText(log)} size={56} />}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {dateTime(log.at, '')}
      </Typography.Text>
    </Flex>
  );
}

/** The order's timeline (GET /order/getOrderTab/:id), newest first: who, when, from → to, note, where, photos. */
export function TimelineCard({ logs, loading }: { logs: OrderLogEntry[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orderDetail.sections.timeline')} size="small" data-testid="order-timeline">
      {loading && <Spin />}
      {!loading && !logs?.length && <Empty description={t('orderDetail.timeline.empty')} />}
      {!!logs?.length && (
        <Timeline
          items={newestFirst(logs).map((log) => ({
            key: log.id,
            color: DOT_COLOURS[log.toState ?? -1] ?? 'blue',
            content: <Entry log={log} />,
          }))}
        />
      )}
    </Card>
  );
}
