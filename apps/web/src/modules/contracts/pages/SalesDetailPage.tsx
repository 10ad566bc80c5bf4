import type { ButtonProps } from 'antd';
import { Suspense, useState } from 'react';
import {
  Button,
  Card,
  Descriptions,
  Input,
  Modal,
  Popconfirm,
  Result,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
} from 'antd';
import dayjs from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  FORM_KINDS,
  PROGRESS,
  SALES_CONTRACT_ACCESS,
  SALES_STATES,
  SHIPPING_LABELS,
  SIGNING_LABELS,
  type Progress,
} from '@fieldline/domain';
import { showToast } from '../../../shell/notify';
import { useCan } from '../../../shell/session/useCan';
import { runAction } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import {
  CONTRACTS_KEY,
  addPayment,
  deleteSales,
  fetchSalesDetail,
  rejectSales,
  salesAction,
  savePaymentPlan,
  setSalesStatus,
  type PaymentPlan,
} from '../api';
import { PaymentPlanTable } from '../components/PaymentPlanTable';
import { SalesOrdersCard } from '../components/SalesOrdersCard';
import { ProgressTag, SalesStateTag } from '../components/labels';
import { lazyPart } from '../../../shell/chunks';
import { ContractCustomValues } from '../components/CustomValues';
import { CONTRACT_PATHS } from '../paths';

// the forms load when opened: the contract's (with the kind's custom fields), an instalment's or payment's (date picker)
const SalesModal = lazyPart(() => import('../components/SalesModal').then((m) => m.SalesModal));
const MoneyModal = lazyPart(() => import('../components/MoneyModal').then((m) => m.MoneyModal));

type Dialog =
  { kind: 'edit' } | { kind: 'reject' } | { kind: 'instalment' } | { kind: 'payment'; plan: PaymentPlan };

/** /salesContractDetail?id=: the contract, approval (submit, approve, reject with reason), instalments and payments. */
export default function SalesDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useSearchParams()[0].get('id'));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reason, setReason] = useState('');
  const found = useQuery({
    queryKey: [...CONTRACTS_KEY, 'sales', id],
    queryFn: () => fetchSalesDetail(id),
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
  if (found.isLoading) return <Skeleton active />;
  if (!found.data) return <Result status="404" title={t('contracts.notFound')} />;
  const c = found.data;
  const edit = can(SALES_CONTRACT_ACCESS.edit);
  const act = async (action: 'submit' | 'approve') => {
    if (await runAction(() => salesAction(action, id))) {
      showToast('success', t(`contracts.sales.done.${action}`));
      refresh();
    }
  };
  const reject = async () => {
    if (await runAction(() => rejectSales(id, reason))) {
      setDialog(null);
      setReason('');
      refresh();
    }
  };
  const progressOptions = (labels: typeof SHIPPING_LABELS) =>
    Object.values(PROGRESS).map((v) => ({ value: v, label: labels[v as Progress][locale] }));
  const approved = c.state === SALES_STATES.approved;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card
        title={`${c.contractNo} · ${c.name}`}
        extra={
          <Space>
            {c.actions.includes('submit') && edit && (
              <>
                <Button onClick={() => setDialog({ kind: 'edit' })}>{t('contracts.common.edit')}</Button>
                <Button type="primary" onClick={() => void act('submit')} data-testid="sales-submit">
                  {t('contracts.sales.submit')}
                </Button>
              </>
            )}
            {c.actions.includes('approve') && can(SALES_CONTRACT_ACCESS.approve) && (
              <>
                <Button type="primary" onClick={() => void act('approve')} data-testid="sales-approve">
                  {t('contracts.sales.approve')}
                </Button>
                <Button danger onClick={() => setDialog({ kind: 'reject' })} data-testid="sales-reject">
                  {t('contracts.sales.reject')}
                </Button>
              </>
            )}
            {c.state === SALES_STATES.draft && can(SALES_CONTRACT_ACCESS.remove) && (
              <Popconfirm
                title={t('contracts.sales.deleteConfirm')}
                onConfirm={async () => {
                  if (await runAction(() => deleteSales(id))) navigate(CONTRACT_PATHS.sales);
                }}
              >
                <Button danger>{t('contracts.common.delete')}</Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t('contracts.sales.state')}>
            <SalesStateTag state={c.state} testId="sales-detail-state" />
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.customer')}>{c.customerName}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.signer')}>{c.signerName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.contractDate')}>{c.contractDate}</Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.period')}>
            {c.startDate ? `${c.startDate} ~ ${c.endDate ?? ''}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.fields.amount')}>
            <span data-testid="sales-amount">{c.amount}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.sales.received')}>
            <span data-testid="sales-received">{c.received}</span>{' '}
            <ProgressTag kind="payment" value={c.paymentState} />
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.sales.shipping')}>
            {approved && edit ? (
              <Select
                size="small"
                style={{ width: 130 }}
                value={c.shippingState}
                options={progressOptions(SHIPPING_LABELS)}
                onChange={async (v) =>
                  (await runAction(() => setSalesStatus({ id, shippingState: v }))) && refresh()
                }
              />
            ) : (
              <ProgressTag kind="shipping" value={c.shippingState} />
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('contracts.sales.signing')}>
            {approved && edit ? (
              <Select
                size="small"
                style={{ width: 130 }}
                value={c.signingState}
                options={progressOptions(SIGNING_LABELS)}
                onChange={async (v) =>
                  (await runAction(() => setSalesStatus({ id, signingState: v }))) && refresh()
                }
              />
            ) : (
              <ProgressTag kind="signing" value={c.signingState} />
            )}
          </Descriptions.Item>
          {c.rejectReason && (
            <Descriptions.Item label={t('contracts.fields.reason')} span={3}>
              <Tag color="error">{c.rejectReason}</Tag>
            </Descriptions.Item>
          )}
        </Descriptions>
        <ContractCustomValues kind={FORM_KINDS.saleContract} values={c.customValues} />
        <Table
          size="small"
          rowKey={(_r, i) => String(i)}
          pagination={false}
          dataSource={c.products}
          columns={[
            { title: t('contracts.fields.productName'), dataIndex: 'name' },
            { title: t('contracts.fields.quantity'), dataIndex: 'quantity', align: 'right' },
            { title: t('contracts.fields.price'), dataIndex: 'price', align: 'right' },
            { title: t('contracts.fields.amount'), dataIndex: 'amount', align: 'right' },
          ]}
        />
      </Card>
      <PaymentPlanTable
        plans={c.paymentPlans}
        edit={edit}
        approved={approved}
        onAdd={() => setDialog({ kind: 'instalment' })}
        onPay={(plan) => setDialog({ kind: 'payment', plan })}
        onChanged={refresh}
      />
      <SalesOrdersCard contractId={c.id} customerId={c.customerId} />
      <Card title={t('contracts.sales.log')}>
        <Timeline
          items={c.log.map((l) => ({
            children: `${dayjs(l.createdAt).format('YYYY-MM-DD HH:mm')} ${l.userName ?? ''} ${t(`contracts.sales.actions.${l.action as 'create'}`)}${l.note ? `: ${l.note}` : ''}`,
          }))}
        />
      </Card>
      {dialog?.kind === 'edit' && (
        <Suspense fallback={<Spin fullscreen />}>
          <SalesModal
            contract={c}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              refresh();
            }}
          />
        </Suspense>
      )}
      {dialog?.kind === 'reject' && (
        <Modal
          open
          title={t('contracts.sales.reject')}
          onCancel={() => setDialog(null)}
          onOk={() => void reject()}
          okButtonProps={
            { disabled: !reason.trim(), danger: true, 'data-testid': 'reject-confirm' } as ButtonProps
          }
        >
          <Input.TextArea
            showCount
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('contracts.fields.reason')}
            maxLength={500}
            data-testid="reject-reason"
          />
        </Modal>
      )}
      {dialog?.kind === 'instalment' && (
        <Suspense fallback={<Spin fullscreen />}>
          <MoneyModal
            title={t('contracts.sales.addInstalment')}
            dateLabel={t('contracts.fields.dueDate')}
            dateField="dueDate"
            testId="instalment"
            send={(v) => savePaymentPlan({ contractId: id, ...v })}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              refresh();
            }}
          />
        </Suspense>
      )}
      {dialog?.kind === 'payment' && (
        <Suspense fallback={<Spin fullscreen />}>
          <MoneyModal
            title={t('contracts.sales.recordPayment')}
            dateLabel={t('contracts.fields.paidOn')}
            dateField="paidOn"
            testId="payment"
            send={(v) => addPayment({ paymentPlanId: dialog.plan.id, ...v })}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              refresh();
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}
