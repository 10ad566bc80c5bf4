import type { ButtonProps } from 'antd';
import { Checkbox, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTRACT_NAME_MAX, CONTRACT_NOTE_MAX, TAG_OBJECT_KINDS } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { submitForm } from '../../../shell/submit';
import { PickSelect } from '../../equipment';
import { TagSelect } from '../../organization';
import { SERVICE_PLAN_FIELDS, saveServicePlan, searchCustomers, type ServicePlan } from '../api';
import {
  CycleFields,
  ProductionFields,
  ServedByFields,
  newPlanCycle,
  planCycleBody,
  planCycleInitial,
  type PlanCycleValues,
} from './PlanCycleFields';

interface Values extends PlanCycleValues {
  name: string;
  target: 'customer' | 'tag';
  customerId?: number | null;
  customerTagId?: number | null;
  note?: string;
}

/**
 * Add or change a customer service plan: one customer or every customer carrying a tag, the cycle and
 * span (at most a year), the time, staff or team, how far ahead it is produced, and whether each due
 * date raises a work order or a follow-up reminder.
 */
export function ServicePlanModal({
  plan,
  customer,
  onClose,
  onSaved,
}: {
  plan?: ServicePlan;
  /** Opened from a customer's detail: that customer, preset. */
  customer?: { id: number; name: string };
  onClose(): void;
  onSaved(id: number): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form) ?? (plan?.customerTagId ? 'tag' : 'customer');
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const saved = await submitForm(form, [...SERVICE_PLAN_FIELDS, 'range'], () =>
      saveServicePlan({
        id: plan?.id,
        name: v.name,
        customerId: v.target === 'customer' ? (v.customerId ?? null) : null,
        customerTagId: v.target === 'tag' ? (v.customerTagId ?? null) : null,
        ...planCycleBody(v),
        note: v.note?.trim() || null,
      }),
    );
    if (saved) onSaved(saved.id);
  };
  const initial = plan
    ? {
        ...planCycleInitial(plan),
        target: plan.customerTagId ? 'tag' : 'customer',
        note: plan.note ?? undefined,
      }
    : { ...newPlanCycle(3, '10:00', 7), target: 'customer', customerId: customer?.id };
  const initialCustomer = plan?.customerId
    ? { id: plan.customerId, name: plan.customerName ?? '' }
    : (customer ?? null);
  return (
    <Modal
      open
      width={640}
      title={t(plan ? 'contracts.servicePlans.edit' : 'contracts.servicePlans.add')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ 'data-testid': 'service-plan-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial as ButtonProps}>
        <Form.Item
          name="name"
          label={t('contracts.fields.planName')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input showCount maxLength={CONTRACT_NAME_MAX} data-testid="service-plan-name" />
        </Form.Item>
        <Form.Item name="target" label={t('contracts.servicePlans.target')}>
          <Radio.Group data-testid="service-plan-target">
            <Radio value="customer">{t('contracts.servicePlans.oneCustomer')}</Radio>
            <Radio value="tag">{t('contracts.servicePlans.byTag')}</Radio>
          </Radio.Group>
        </Form.Item>
        {target === 'customer' ? (
          <Form.Item name="customerId" label={t('contracts.fields.customer')} rules={[{ required: true }]}>
            <PickSelect
              name="service-plan-customer"
              search={searchCustomers}
              initial={initialCustomer}
              data-testid="service-plan-customer"
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="customerTagId"
            label={t('contracts.servicePlans.tag')}
            extra={t('contracts.servicePlans.tagHint')}
            rules={[{ required: true }]}
          >
            <TagSelect objectKind={TAG_OBJECT_KINDS.customer} data-testid="service-plan-tag" />
          </Form.Item>
        )}
        <CycleFields testId="service-plan" />
        <ServedByFields testId="service-plan" staff={plan} />
        <ProductionFields />
        <Form.Item name="autoOrder" valuePropName="checked" extra={t('contracts.servicePlans.autoOrderHint')}>
          <Checkbox data-testid="service-plan-auto-order">{t('contracts.servicePlans.autoOrder')}</Checkbox>
        </Form.Item>
        <Form.Item name="note" label={t('contracts.fields.note')}>
          <Input.TextArea rows={2} showCount maxLength={CONTRACT_NOTE_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
