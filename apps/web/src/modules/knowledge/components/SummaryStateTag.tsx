import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SummaryState } from '@fieldline/domain';

const COLORS: Record<SummaryState, string | undefined> = {
  0: undefined,
  1: 'processing',
  2: 'green',
  3: 'red',
};

/** A document's summary state (0 none, 1 generating, 2 generated, 3 failed). */
export function SummaryStateTag({ state }: { state: SummaryState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="kb-summary-state">
      {t(`knowledge.summaryStates.${state}`)}
    </Tag>
  );
}
