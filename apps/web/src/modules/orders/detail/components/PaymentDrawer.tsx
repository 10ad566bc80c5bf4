import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@fieldline/domain';
import { Form } from '../../../../components/Form';
import { validateForm } from '../../../../shell/form-failure';
import { showToast } from '../../../../shell/notify';
import { editPayment } from '../api';
import { amountOrUndefined } from '../logic/money';
import { initialExpenses, paymentPayload, type ExpensesValues } from '../logic/payloads';
import { ActionDrawer } from './ActionDrawer';
import { ExpensesFields } from './ExpensesFields';
import { useActionSubmit } from './useActionSubmit';

/**
 * Edit the service payment (PUT /v2/order/payment): the server of an order in service and roles
 * with "edit service payment" change everything; approvers with "edit spare parts" only the
 * spare-part amount of an order pending approval (`onlyParts`). The server decides; this form
 * only offers what the caller may change.
 */
export function PaymentDrawer({
  order,
  onlyParts,
  onClose,
}: {
  order: OrderDetail;
  onlyParts: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ExpensesValues>();
  const { submit, sending } = useActionSubmit(form, 'payment');

  const send = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const body = onlyParts
      ? { sparepartAmount: amountOrUndefined(v.sparepartAmount) ?? '0' }
      : {
          ...paymentPayload(v),
          sparepartAmount: amountOrUndefined(v.sparepartAmount) ?? '0',
          otherAmount: amountOrUndefined(v.otherAmount) ?? '0',
          preferentialAmount: amountOrUndefined(v.preferentialAmount) ?? '0',
        };
    if (await submit(() => editPayment(order.id, body))) {
      showToast('success', t('orderDetail.payment.saved'));
      onClose();
    }
  };

  return (
    <ActionDrawer
      title={`${t('orderDetail.payment.edit')} · ${order.orderNo}`}
      onClose={onClose}
      onSubmit={() => void send().catch(() => undefined)}
      submitText={t('orderDetail.common.save')}
      sending={sending}
      testId="action-form-payment"
    >
      <Form form={form} layout="vertical" initialValues={initialExpenses(order.payment)}>
        <ExpensesFields form={form} templateId={order.templateId} required={false} lockedLines={onlyParts} />
      </Form>
    </ActionDrawer>
  );
}
