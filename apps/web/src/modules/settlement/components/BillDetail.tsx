import type { ButtonProps } from 'antd';
import { Button, Card, Descriptions, Popconfirm, Result, Skeleton, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  LINE_TYPES,
  OLD_PART_RETURNED_NOTE,
  SETTLEMENT_ACCESS,
  SPARE_PART_NOTE,
  type BillLine,
  type SettlementKind,
} from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { orderDetailPath } from '../../orders';
import { partDetailPath } from '../../spare-parts';
import { BILLS_KEY, confirmBill, fetchBill } from '../api';
import { BillStateTag, yuan } from './labels';

/**
 * A bill and its lines: each commission line links to its order and names the service item and the
 * rule that produced it (or the item's own commission); adjustments, rewards and penalties follow.
 * Finance confirms a created bill after a prompt; a confirmed bill is frozen.
 */
export function BillDetail({ kind }: { kind: SettlementKind }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const bill = useQuery({
    queryKey: [...BILLS_KEY, kind, 'detail', id],
    queryFn: () => fetchBill(kind, id),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
  if (bill.isPending && bill.fetchStatus !== 'idle') return <Skeleton active />;
  if (!bill.data) return <Result status="404" title={t('settlement.bills.notFound')} />;
  const b = bill.data;
  const confirm = async () => {
    if (await runAction(() => confirmBill(kind, id))) {
      showToast('success', t('settlement.bills.confirmed'));
      void queryClient.invalidateQueries({ queryKey: BILLS_KEY });
    }
  };
  const source = (l: BillLine) => {
    if (l.lineType === LINE_TYPES.deduction)
      return t(
        l.note === OLD_PART_RETURNED_NOTE ? 'settlement.lines.oldPartReturned' : 'settlement.lines.oldPart',
      );
    if (l.lineType !== LINE_TYPES.commission) return l.note;
    if (l.note === SPARE_PART_NOTE)
      return l.ruleName
        ? t('settlement.lines.byPartRule', { name: l.ruleName })
        : t('settlement.lines.byPart');
    return l.ruleName ? t('settlement.lines.byRule', { name: l.ruleName }) : t('settlement.lines.byItem');
  };
  return (
    <Card
      title={`${b.billNo} · ${b.title}`}
      extra={
        b.state === 1 &&
        can(SETTLEMENT_ACCESS.settle) && (
          <Popconfirm
            title={t('settlement.bills.confirmPrompt', { amount: b.amount })}
            onConfirm={() => void confirm()}
            okText={t('settlement.bills.confirm')}
            cancelText={t('settlement.common.cancel')}
            okButtonProps={{ 'data-testid': 'bill-confirm-ok' } as ButtonProps}
          >
            <Button type="primary" data-testid="bill-confirm">
              {t('settlement.bills.confirm')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t(kind === 1 ? 'settlement.bills.person' : 'settlement.bills.team')}>
          {b.payeeName}
        </Descriptions.Item>
        <Descriptions.Item label={t('settlement.bills.cycle')}>
          {t('settlement.bills.cycleText', { start: b.cycleStart, months: b.cycleMonths })}
        </Descriptions.Item>
        <Descriptions.Item label={t('settlement.bills.amount')}>
          <strong data-testid="bill-amount">{yuan(b.amount)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('settlement.bills.state')}>
          <span data-testid="bill-state">
            <BillStateTag state={b.state} />
          </span>
        </Descriptions.Item>
        {b.confirmedAt && (
          <Descriptions.Item label={t('settlement.bills.confirmedAt')}>
            {new Date(b.confirmedAt).toLocaleString()} {b.confirmedByName}
          </Descriptions.Item>
        )}
      </Descriptions>
      <Table<BillLine>
        rowKey="id"
        size="small"
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        dataSource={b.lines}
        columns={[
          {
            key: 'type',
            title: t('settlement.lines.type'),
            width: 90,
            render: (_v, l) => <Tag>{t(`settlement.lineTypes.${l.lineType as 1 | 2 | 3 | 4 | 5}`)}</Tag>,
          },
          {
            key: 'order',
            title: t('settlement.lines.order'),
            width: 170,
            render: (_v, l) =>
              l.orderId ? (
                <Link to={orderDetailPath(l.orderId)} data-testid="line-order">
                  {l.orderNo}
                </Link>
              ) : null,
          },
          {
            key: 'item',
            title: t('settlement.lines.item'),
            width: 180,
            // spare-part lines and deductions link to the part
            render: (_v, l) =>
              l.partId ? (
                <Link to={partDetailPath(l.partId)} data-testid="line-part">
                  {l.itemName}
                </Link>
              ) : (
                l.itemName
              ),
          },
          { key: 'quantity', title: t('settlement.lines.quantity'), dataIndex: 'quantity', width: 70 },
          {
            key: 'base',
            title: t('settlement.lines.base'),
            width: 110,
            align: 'right',
            render: (_v, l) => yuan(l.baseAmount),
          },
          {
            key: 'share',
            title: t('settlement.lines.share'),
            width: 90,
            render: (_v, l) =>
              l.share ? t(`settlement.shares.${l.share as 'server' | 'collaborator' | 'team'}`) : null,
          },
          { key: 'source', title: t('settlement.lines.source'), width: 220, render: (_v, l) => source(l) },
          {
            key: 'amount',
            title: t('settlement.lines.amount'),
            width: 110,
            align: 'right',
            render: (_v, l) => yuan(l.amount),
          },
        ]}
      />
    </Card>
  );
}
