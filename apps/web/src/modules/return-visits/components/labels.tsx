import { Tag } from 'antd';
import {
  RETURN_VISIT_STATE_LABELS,
  RETURN_VISIT_TYPE_LABELS,
  type ReturnVisitState,
  type ReturnVisitType,
} from '@fieldline/domain';
import { useLocale } from '../../../shell/useLocale';

const STATE_COLOURS: Record<ReturnVisitState, string> = { 1: 'processing', 2: 'error', 3: 'success' };

/** A visit's state (1 pending, 2 failed, 3 passed) as a coloured tag, in the domain's words. */
export function VisitStateTag({ state }: { state: ReturnVisitState }) {
  const locale = useLocale();
  return (
    <Tag color={STATE_COLOURS[state]} data-testid="visit-state">
      {RETURN_VISIT_STATE_LABELS[state]?.[locale] ?? state}
    </Tag>
  );
}

export function useVisitTypeText() {
  const locale = useLocale();
  return (type: ReturnVisitType) => RETURN_VISIT_TYPE_LABELS[type]?.[locale] ?? String(type);
}
