import { Button, Dropdown, Space } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../views';

const SHOWN = 2;
const DANGER: RowAction[] = ['delete', 'markInvalid'];

/** A row's buttons: the first two as links, the rest under "More". */
export function RowActionButtons({
  actions,
  onRun,
  rowId,
}: {
  actions: RowAction[];
  onRun(action: RowAction): void;
  rowId: number;
}) {
  const { t } = useTranslation();
  if (!actions.length) return null;
  const label = (a: RowAction) => t(`orders.actions.${a}`);
  const shown = actions.length <= SHOWN + 1 ? actions : actions.slice(0, SHOWN);
  const more = actions.slice(shown.length);
  return (
    <Space size={0}>
      {shown.map((a) => (
        <Button
          key={a}
          type="link"
          size="small"
          danger={DANGER.includes(a)}
          onClick={() => onRun(a)}
          data-testid={`order-${a}-${rowId}`}
        >
          {label(a)}
        </Button>
      ))}
      {more.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((a) => ({ key: a, label: label(a), danger: DANGER.includes(a) })),
            onClick: ({ key }) => onRun(key as RowAction),
          }}
        >
          <Button type="link" size="small" icon={<MoreOutlined />} data-testid={`order-more-${rowId}`}>
            {t('orders.actions.more')}
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
