import type { ButtonProps } from 'antd';
import { DatePicker, Input, Modal } from 'antd';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CONTRACT_NOTE_MAX } from '@fieldline/domain';
import { submitForm } from '../../../shell/submit';
import { enterpriseToday } from '../../../shell/enterprise-date';

/** An amount, a date and a note: an instalment (due date) or a payment received (date received). */
export function MoneyModal({
  title,
  dateLabel,
  dateField,
  testId,
  send,
  onClose,
  onSaved,
}: {
  title: string;
  dateLabel: string;
  dateField: 'dueDate' | 'paidOn';
  testId: string;
  send(values: Record<string, unknown>): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ amount: string; date: Dayjs; note?: string }>();
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const done = await submitForm(
      form,
      ['amount', dateField, 'note'],
      () =>
        send({
          amount: v.amount,
          [dateField]: v.date.format('YYYY-MM-DD'),
          note: v.note || null,
        }) as Promise<object>,
    );
    if (done) onSaved();
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ 'data-testid': `${testId}-save` } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ date: enterpriseToday() }}>
        <Form.Item
          name="amount"
          label={t('contracts.fields.amount')}
          rules={[
            { required: true },
            { pattern: /^\d{1,13}(\.\d{1,2})?$/, message: t('contracts.fields.amountRule') },
          ]}
        >
          <Input inputMode="decimal" data-testid={`${testId}-amount`} />
        </Form.Item>
        <Form.Item name="date" label={dateLabel} rules={[{ required: true }]}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="note" label={t('contracts.fields.note')}>
          <Input.TextArea showCount maxLength={CONTRACT_NOTE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
