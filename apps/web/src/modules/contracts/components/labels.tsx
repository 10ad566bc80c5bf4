import { Tag } from 'antd';
import {
  CYCLE_UNIT_LABELS,
  INSTALMENT_STATE_LABELS,
  PAYMENT_LABELS,
  PRODUCE_FREQUENCY_LABELS,
  SALES_STATE_LABELS,
  SHIPPING_LABELS,
  SIGNING_LABELS,
  TASK_STATE_LABELS,
  type CycleUnit,
  type InstalmentState,
  type ProduceFrequency,
  type Progress,
  type SalesState,
  type TaskState,
} from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';

const TASK_COLOURS: Record<TaskState, string> = { 0: 'processing', 1: 'success', 2: 'default', 3: 'warning' };
const SALES_COLOURS: Record<SalesState, string> = { 1: 'default', 2: 'processing', 3: 'success' };
const PROGRESS_COLOURS: Record<Progress, string> = { 1: 'default', 2: 'warning', 3: 'success' };

export function TaskStateTag({ state }: { state: TaskState }) {
  const locale = useLocale();
  return (
    <Tag color={TASK_COLOURS[state]} data-testid="task-state">
      {TASK_STATE_LABELS[state]?.[locale] ?? state}
    </Tag>
  );
}

export function SalesStateTag({ state, testId = 'sales-state' }: { state: SalesState; testId?: string }) {
  const locale = useLocale();
  return (
    <Tag color={SALES_COLOURS[state]} data-testid={testId}>
      {SALES_STATE_LABELS[state]?.[locale] ?? state}
    </Tag>
  );
}

const PROGRESS_LABELS = {
  payment: PAYMENT_LABELS,
  shipping: SHIPPING_LABELS,
  signing: SIGNING_LABELS,
  instalment: INSTALMENT_STATE_LABELS,
};
export function ProgressTag({
  kind,
  value,
}: {
  kind: keyof typeof PROGRESS_LABELS;
  value: Progress | InstalmentState;
}) {
  const locale = useLocale();
  return <Tag color={PROGRESS_COLOURS[value]}>{PROGRESS_LABELS[kind][value]?.[locale] ?? value}</Tag>;
}

export function useCycleText() {
  const locale = useLocale();
  return (p: { cycleUnit: CycleUnit; cycleValue: number; frequency?: ProduceFrequency }) =>
    `${p.cycleValue} ${CYCLE_UNIT_LABELS[p.cycleUnit][locale]}`;
}
export function useFrequencyText() {
  const locale = useLocale();
  return (f: ProduceFrequency) => PRODUCE_FREQUENCY_LABELS[f]?.[locale] ?? f;
}
