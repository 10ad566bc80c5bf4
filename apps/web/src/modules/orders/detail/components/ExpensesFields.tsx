import { Descriptions, Form, Input, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { amountSchema } from '@fieldline/domain';
import { useFieldRules } from '../../../../shell/form-rules';
import { useOptionalRule } from '../../../products';
import { paymentTotals, type ExpenseLine } from '../logic/money';
import type { ExpensesValues } from '../logic/payloads';
import { AMOUNT_CELL } from './PaymentCard';
import { ServiceLinesInput } from './ServiceLinesInput';

const AMOUNTS = ['sparepartAmount', 'otherAmount', 'preferentialAmount'] as const;

/**
 * The expenses block (spec-business §3 "Expenses fields"): service items with quantities and the
 * spare-part, other and preferential amounts, all required when the template's collection node is
 * on, with the totals in exact decimals as they are typed.
 */
export function ExpensesFields({
  form,
  templateId,
  required,
  lockedLines,
}: {
  form: FormInstance;
  templateId: number;
  required: boolean;
  /** Approvers with "edit spare parts" change only the spare-part amount. */
  lockedLines?: boolean;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const optional = useOptionalRule();
  const values = (Form.useWatch([], form) ?? {}) as ExpensesValues;
  const totals = paymentTotals(values.serviceItems ?? [], values);
  const amountRules = (label: string): Rule[] =>
    required ? rules.field(amountSchema, label) : [optional(amountSchema, label)];

  return (
    <>
      <Form.Item
        name="serviceItems"
        label={t('orderDetail.payment.lines')}
        required={required}
        rules={
          required
            ? [
                {
                  validator: async (_r, v: ExpenseLine[] | undefined) => {
                    if (!v?.length) throw new Error(t('orderDetail.payment.linesRequired'));
                  },
                },
              ]
            : []
        }
      >
        {lockedLines ? <LinesText /> : <ServiceLinesInput templateId={templateId} />}
      </Form.Item>
      {AMOUNTS.map((name) => {
        const label = t(`orderDetail.payment.${name}`);
        const locked = lockedLines && name !== 'sparepartAmount';
        return (
          <Form.Item
            key={name}
            name={name}
            label={label}
            required={required && !locked}
            rules={locked ? [] : amountRules(label)}
          >
            <Input inputMode="decimal" prefix="¥" disabled={locked} data-testid={`expense-${name}`} />
          </Form.Item>
        );
      })}
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ content: AMOUNT_CELL }}
        data-testid="expense-totals"
      >
        <Descriptions.Item label={t('orderDetail.payment.serviceAmount')}>
          {t('orderDetail.payment.money', { amount: totals.serviceAmount })}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.payment.grossAmount')}>
          {t('orderDetail.payment.money', { amount: totals.grossAmount })}
        </Descriptions.Item>
        <Descriptions.Item label={t('orderDetail.payment.totalAmount')}>
          <Typography.Text
            strong
            type={totals.preferentialTooHigh ? 'danger' : undefined}
            data-testid="expense-total"
          >
            {t('orderDetail.payment.money', { amount: totals.totalAmount })}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {totals.preferentialTooHigh && (
        <Typography.Text type="danger">{t('orderDetail.payment.preferentialTooHigh')}</Typography.Text>
      )}
    </>
  );
}

/** The lines, read-only (when only the spare-part amount may change). */
function LinesText({ value = [] }: { value?: ExpenseLine[] }) {
  const { t } = useTranslation();
  if (!value.length) return <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  return <Typography.Text>{value.map((l) => `${l.name} × ${l.quantity}`).join('、')}</Typography.Text>;
}
