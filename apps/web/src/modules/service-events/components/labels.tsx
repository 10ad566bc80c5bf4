import { Tag } from 'antd';
import dayjs from 'dayjs';
import {
  SERVICE_EVENT_ACTION_LABELS,
  SERVICE_EVENT_STATE_NAMES,
  SERVICE_EVENT_TRANSITIONS,
  type ServiceEventAction,
  type ServiceEventState,
} from '@fieldline/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shell/useLocale';

/**
 * Actions that need more than a click: people, a note, or the order's template and appointment. Their
 * dialog (ActionModal) loads when opened, so the list lives here, beside the other labels.
 */
export const FORM_ACTIONS: readonly ServiceEventAction[] = [
  'assign',
  'reassign',
  'escalate',
  'convert',
  ...(Object.keys(SERVICE_EVENT_TRANSITIONS) as ServiceEventAction[]).filter(
    (a) => (SERVICE_EVENT_TRANSITIONS[a] as { noteRequired?: boolean }).noteRequired && a !== 'escalate',
  ),
];

const STATE_COLOURS: Record<ServiceEventState, string> = {
  1: 'orange',
  2: 'gold',
  3: 'blue',
  4: 'red',
  5: 'default',
  6: 'green',
  7: 'default',
};
const PRIORITY_COLOURS = { 1: 'default', 2: 'orange', 3: 'red' } as const;

export function EventStateTag({ state }: { state: ServiceEventState }) {
  const locale = useLocale();
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="event-state">
      {SERVICE_EVENT_STATE_NAMES[state][locale]}
    </Tag>
  );
}

export function EventPriorityTag({ priority }: { priority: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return <Tag color={PRIORITY_COLOURS[priority]}>{t(`enum.orderPriority.${priority}`)}</Tag>;
}

export function useActionLabel() {
  const locale = useLocale();
  return (action: ServiceEventAction | string) =>
    action in SERVICE_EVENT_ACTION_LABELS
      ? SERVICE_EVENT_ACTION_LABELS[action as ServiceEventAction][locale]
      : action;
}

export const when = (v: string | null | undefined) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');
