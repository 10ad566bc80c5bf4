import { Card, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_ACCESS } from '@fieldline/domain';
import { useCan } from '../../../shell/session/useCan';
import { SETTLEMENT_KEY, fetchOrderSettlement } from '../api';

/**
 * The order detail's settlement block (for finance viewers): "waiting for settlement" until a
 * confirmed bill includes the order, then "settled", per personal and team settlement. Nothing when
 * the order never entered settlement (not completed, or its template's settlement node is off).
 */
export function SettlementPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can(SETTLEMENT_ACCESS.view);
  const state = useQuery({
    queryKey: [...SETTLEMENT_KEY, 'order', orderId],
    queryFn: () => fetchOrderSettlement(orderId),
    enabled: allowed,
  });
  if (!allowed || !state.data?.entered) return null;
  const tag = (kind: 'personal' | 'team', s: 'waiting' | 'settled') => (
    <Tag color={s === 'settled' ? 'green' : 'gold'} data-testid={`settlement-${kind}`}>
      {t(`settlement.kinds.${kind === 'personal' ? 1 : 2}`)}: {t(`settlement.orderStates.${s}`)}
    </Tag>
  );
  return (
    <Card size="small" title={t('settlement.orderPanel')}>
      <Space wrap>
        {tag('personal', state.data.personal ?? 'waiting')}
        {tag('team', state.data.team ?? 'waiting')}
      </Space>
    </Card>
  );
}
