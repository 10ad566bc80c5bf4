import { Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_NOTE_MAX, toCents, type OrderCollection } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { PAY_FIELDS, recordPayment } from '../api';
import { usePaymentKindText } from './labels';

interface Values {
  methodId: number;
  amount: string;
  note?: string;
}
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** Records a cash, transfer or online payment: any part of what is left, in exact decimals. */
export function PayModal({
  collection,
  onClose,
  onPaid,
}: {
  collection: OrderCollection;
  onClose(): void;
  onPaid(next: OrderCollection): void;
}) {
  const { t } = useTranslation();
  const kindText = usePaymentKindText();
  const [form] = Form.useForm<Values>();
  const left = collection.amountLeft;
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const next = await submitForm(form, PAY_FIELDS, () =>
      recordPayment({
        orderId: collection.orderId,
        methodId: v.methodId,
        amount: v.amount.trim(),
        note: v.note,
      }),
    );
    if (next) {
      showToast('success', t('collection.pay.done'));
      onPaid(next);
    }
  };
  return (
    <Modal
      open
      title={t('collection.pay.title')}
      okText={t('collection.pay.submit')}
      cancelText={t('collection.common.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ amount: left, methodId: collection.methods[0]?.id }}
      >
        <Form.Item name="methodId" label={t('collection.fields.method')} rules={[{ required: true }]}>
          <Select
            data-testid="collection-pay-method"
            options={collection.methods.map((m) => ({
              value: m.id,
              label: `${m.name} · ${kindText(m.kind)}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('collection.fields.amount')}
          extra={t('collection.pay.left', { left })}
          rules={[
            { required: true, whitespace: true },
            {
              validator: async (_r, v?: string) => {
                const text = (v ?? '').trim();
                if (!text) return;
                if (!AMOUNT.test(text) || toCents(text) <= 0n) throw new Error(t('collection.pay.badAmount'));
                if (toCents(text) > toCents(left)) throw new Error(t('collection.pay.overLeft', { left }));
              },
            },
          ]}
        >
          <Input inputMode="decimal" prefix="¥" data-testid="collection-pay-amount" />
        </Form.Item>
        <Form.Item name="note" label={t('collection.fields.note')}>
          <Input.TextArea rows={2} maxLength={PAYMENT_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
