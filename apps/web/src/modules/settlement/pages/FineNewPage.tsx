import { Button, Card, DatePicker, Input, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FINE_REASON_MAX } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { FINES_KEY, FINE_FIELDS, SETTLEMENT_KEY, addFine, fetchOptions } from '../api';
import { SETTLEMENT_PATHS } from '../paths';
import { enterpriseToday } from '../../../shell/enterprise-date';

interface Values {
  type: 1 | 2;
  userId: number;
  reason: string;
  amount: string;
  date: Dayjs;
}

/** /NewlyAddedFineControl: a new reward or penalty, pending approval. */
export default function FineNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const options = useQuery({ queryKey: [...SETTLEMENT_KEY, 'options'], queryFn: fetchOptions });
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const saved = await submitForm(form, FINE_FIELDS, () =>
      addFine({ ...v, date: v.date.format('YYYY-MM-DD') }),
    );
    if (saved) {
      showToast('success', t('settlement.fines.saved'));
      void queryClient.invalidateQueries({ queryKey: FINES_KEY });
      navigate(SETTLEMENT_PATHS.fines);
    }
  };
  return (
    <Card title={t('settlement.fines.add')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ type: 2, date: enterpriseToday() }}
        style={{ maxWidth: 560 }}
      >
        <Form.Item name="type" label={t('settlement.fines.type')} rules={[{ required: true }]}>
          <Radio.Group
            options={([1, 2] as const).map((v) => ({ value: v, label: t(`settlement.fineTypes.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="userId" label={t('settlement.fines.person')} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={(options.data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('settlement.fines.reason')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea maxLength={FINE_REASON_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('settlement.fines.amount')}
          rules={[
            { required: true },
            { pattern: /^\d{1,13}(\.\d{1,2})?$/, message: t('settlement.rules.valueRule') },
          ]}
        >
          <Input inputMode="decimal" prefix="¥" />
        </Form.Item>
        <Form.Item name="date" label={t('settlement.fines.date')} rules={[{ required: true }]}>
          <DatePicker />
        </Form.Item>
        <Space>
          <Button type="primary" onClick={() => void save()}>
            {t('settlement.common.save')}
          </Button>
          <Button onClick={() => navigate(SETTLEMENT_PATHS.fines)}>{t('settlement.common.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
