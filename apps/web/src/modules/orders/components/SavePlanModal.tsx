import { useState } from 'react';
import { Checkbox, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEARCH_PLAN_NAME_MAX, searchPlanSaveSchema, type SearchPlanPage } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { showToast } from '../../../shell/notify';
import { useFieldRules } from '../../../shell/form-rules';
import { submitForm } from '../../../shell/submit';
import { SEARCH_PLAN_FIELDS, useSaveSearchPlan } from '../api';
import { planFilters, type OrderFilterState } from '../filters';

/** Saves the filters on screen as a named scheme (SearchPlanBar); loads on the first "save". */
export function SavePlanModal({
  page,
  filters,
  onClose,
}: {
  page: SearchPlanPage;
  filters: OrderFilterState;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<{ name: string; isDefault?: boolean }>();
  const save = useSaveSearchPlan(page);
  const [busy, setBusy] = useState(false);
  const submit = async (v: { name: string; isDefault?: boolean }) => {
    setBusy(true);
    const done = await submitForm(form, SEARCH_PLAN_FIELDS, () =>
      save.mutateAsync({
        page,
        name: v.name.trim(),
        filters: planFilters(filters),
        isDefault: !!v.isDefault,
      }),
    );
    setBusy(false);
    if (done === undefined) return;
    showToast('success', t('orders.plans.saved'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('orders.plans.save')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      okText={t('orders.common.save')}
      cancelText={t('orders.common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="order-plan-form">
        <Form.Item
          name="name"
          label={t('orders.plans.name')}
          rules={rules.field(searchPlanSaveSchema.shape.name, t('orders.plans.name'))}
        >
          <Input maxLength={SEARCH_PLAN_NAME_MAX} showCount data-testid="order-plan-name" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('orders.plans.makeDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
