import { Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { runAction } from '../../../shell/submit';
import { deletePaymentPlan, type PaymentPlan } from '../api';
import { ProgressTag } from './labels';

/** A sales contract's instalments: state, overdue, record a payment (approved contracts), delete one with nothing received. */
export function PaymentPlanTable({
  plans,
  edit,
  approved,
  onAdd,
  onPay,
  onChanged,
}: {
  plans: PaymentPlan[];
  edit: boolean;
  approved: boolean;
  onAdd(): void;
  onPay(plan: PaymentPlan): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('contracts.sales.paymentPlans')}
      extra={
        edit && (
          <Button onClick={() => onAdd()} data-testid="instalment-add">
            {t('contracts.sales.addInstalment')}
          </Button>
        )
      }
    >
      <Table<PaymentPlan>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={plans}
        columns={[
          { title: t('contracts.fields.dueDate'), dataIndex: 'dueDate' },
          { title: t('contracts.fields.amount'), dataIndex: 'amount', align: 'right' },
          { title: t('contracts.sales.received'), dataIndex: 'received', align: 'right' },
          {
            title: t('contracts.sales.state'),
            render: (_v, p) => (
              <Space size={4}>
                <ProgressTag kind="instalment" value={p.state} />
                {p.overdue && <Tag color="error">{t('contracts.sales.overdue')}</Tag>}
              </Space>
            ),
          },
          {
            title: '',
            render: (_v, p) =>
              edit && (
                <Space size={0}>
                  {approved && p.state !== 3 && (
                    <Button type="link" size="small" onClick={() => onPay(p)} data-testid="payment-add">
                      {t('contracts.sales.recordPayment')}
                    </Button>
                  )}
                  {p.state === 1 && (
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={async () => (await runAction(() => deletePaymentPlan(p.id))) && onChanged()}
                    >
                      {t('contracts.common.delete')}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
    </Card>
  );
}
