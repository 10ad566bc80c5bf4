import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHARE_STATES } from '@fieldline/domain';
import { shareStateView } from '../center';

/** A template's platform-sharing state; a failed audit shows its note on hover. */
export function ShareStateTag({ state, note }: { state: number; note?: string | null }) {
  const { t } = useTranslation();
  const view = shareStateView(state);
  const tag = (
    <Tag color={view.color} data-testid="template-share-state">
      {t(view.labelKey)}
    </Tag>
  );
  return state === SHARE_STATES.failed && note ? <Tooltip title={note}>{tag}</Tooltip> : tag;
}
