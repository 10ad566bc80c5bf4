import type { ButtonProps } from 'antd';
import { DatePicker, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CYCLE_MONTHS_MAX,
  CYCLE_MONTHS_MIN,
  FINANCE_SETTING_CODES,
  SETTING_SETTLEMENT_CYCLE,
  type SettlementKind,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { SETTINGS_KEY, fetchFinanceSettings, generateBills } from '../api';
import { enterpriseToday } from '../../../shell/enterprise-date';

/**
 * Generates the bills of a kind for a cycle of 1-12 months (the finance settings' default cycle
 * proposed), after a confirmation that unconfirmed bills of that kind are replaced (confirmed ones
 * never change).
 */
export function GenerateModal({
  kind,
  onClose,
  onDone,
}: {
  kind: SettlementKind;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ startMonth: Dayjs; months: number }>();
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => fetchFinanceSettings(FINANCE_SETTING_CODES),
  });
  const cycle = settings.data?.find((s) => s.code === SETTING_SETTLEMENT_CYCLE)?.value;
  useEffect(() => {
    if (typeof cycle === 'number' && !form.isFieldTouched('months')) form.setFieldsValue({ months: cycle });
  }, [cycle, form]);
  const run = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const done = await submitForm(form, ['startMonth', 'months'], () =>
      generateBills({ kind, startMonth: v.startMonth.format('YYYY-MM'), months: v.months }),
    );
    if (done) {
      showToast('success', t('settlement.bills.generated', { bills: done.bills, amount: done.amount }));
      onDone();
    }
  };
  return (
    <Modal
      open
      title={t(kind === 1 ? 'settlement.bills.generatePersonal' : 'settlement.bills.generateTeam')}
      onCancel={onClose}
      onOk={() => void run()}
      okText={t('settlement.bills.generate')}
      okButtonProps={{ 'data-testid': 'generate-run' } as ButtonProps}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ startMonth: enterpriseToday().subtract(1, 'month').startOf('month'), months: 1 }}
      >
        <Form.Item name="startMonth" label={t('settlement.bills.startMonth')} rules={[{ required: true }]}>
          <DatePicker picker="month" data-testid="generate-month" />
        </Form.Item>
        <Form.Item name="months" label={t('settlement.bills.months')} rules={[{ required: true }]}>
          <InputNumber min={CYCLE_MONTHS_MIN} max={CYCLE_MONTHS_MAX} precision={0} />
        </Form.Item>
        <p>{t('settlement.bills.generateNote')}</p>
      </Form>
    </Modal>
  );
}
