import { Card, Empty, Flex, Spin, Timeline, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderEvaluation, OrderLogEntry, OrderState } from '@fieldline/domain';
import { ImageThumbs } from '../../../../components/CustomFields/ImageThumbs';
import { evaluationSummary } from '../logic/evaluation';
import { coordinatesText } from '../logic/geo';
import { editedFields, isEditLogField, isOtherLog, isTransitionLog, newestFirst } from '../logic/timeline';
import { dateTime } from './format';
import { eventByNoPath } from '../../../service-events';

const DOT_COLOURS: Record<number, string> = { 4: 'blue', 5: 'green', 6: 'gray', 7: 'purple' };

/** What happened, as a phrase after the name ("completed service"), or the action's code if unknown. */
function useActionText() {
  const { t } = useTranslation();
  return (log: OrderLogEntry): string =>
    isTransitionLog(log.action) || isOtherLog(log.action)
      ? t(`orderDetail.timeline.actions.${log.action}`)
      : log.action;
}

/** The text under the phrase: the fields an edit named, the evaluation with its labels, or the note. */
function useNoteText() {
  const { t } = useTranslation();
  return (log: OrderLogEntry, evaluation: OrderEvaluation | null | undefined): string | null => {
    if (log.action === 'edit')
      return editedFields(log.note)
        .map((f) => (isEditLogField(f) ? t(`orderDetail.timeline.fields.${f}`) : f))
        .join(t('orderDetail.timeline.fieldSeparator'));
    if (log.action === 'evaluated' && evaluation)
      return [evaluationSummary(evaluation, t), evaluation.suggestion].filter(Boolean).join('\n');
    return log.note;
  };
}

function Entry({ log, evaluation }: { log: OrderLogEntry; evaluation?: OrderEvaluation | null }) {
  const { t } = useTranslation();
  const actionText = useActionText();
  const noteText = useNoteText();
  // Without a user: the customer evaluated, or reported the fault on the public scan page.
  const byCustomer = log.action === 'evaluated' || log.action === 'create';
  const who =
    log.user?.name ?? t(byCustomer ? 'orderDetail.timeline.customer' : 'orderDetail.timeline.system');
  const moved = log.fromState !== null && log.toState !== null && log.fromState !== log.toState;
  const coordinates = coordinatesText(log);
  const note = noteText(log, evaluation);
  return (
    <Flex vertical gap={2} data-testid="timeline-entry" data-action={log.action}>
      <Typography.Text>
        <Typography.Text strong>{who}</Typography.Text> {actionText(log)}
      </Typography.Text>
      {moved && (
        <Typography.Text type="secondary" data-testid="timeline-states">
          {t(`enum.orderState.${log.fromState as OrderState}`)} →{' '}
          {t(`enum.orderState.${log.toState as OrderState}`)}
        </Typography.Text>
      )}
      {note && log.action === 'fromEvent' ? (
        <Link to={eventByNoPath(note)} data-testid="timeline-event-link">
          {note}
        </Link>
      ) : (
        note && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{note}</Typography.Text>
      )}
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

/**
 * The order's timeline (GET /order/getOrderTab/:id), newest first: who, when, from → to, note, where,
 * photos. `evaluation` is the order's one evaluation, which its "evaluated" entry spells out.
 */
export function TimelineCard({
  logs,
  loading,
  evaluation,
}: {
  logs: OrderLogEntry[] | undefined;
  loading: boolean;
  evaluation?: OrderEvaluation | null;
}) {
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
            content: <Entry log={log} evaluation={evaluation} />,
          }))}
        />
      )}
    </Card>
  );
}
