import type { ButtonProps } from 'antd';
import { Checkbox, Input, Modal, Select } from 'antd';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTRACT_NAME_MAX } from '@fieldline/domain';
import { submitForm } from '../../../shell/submit';
import { PLAN_FIELDS, customerDevices, savePlan, type MaintenancePlan } from '../api';
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
  equipmentIds: number[];
}

/** Add or change a plan of a contract: cycle, span (at most a year), time, staff or team, devices, production. */
export function PlanModal({
  contractId,
  customerId,
  plan,
  onClose,
  onSaved,
}: {
  contractId: number;
  customerId: number;
  plan?: MaintenancePlan;
  onClose(): void;
  onSaved(id: number): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const devices = useQuery({
    queryKey: ['contracts', 'devices', customerId],
    queryFn: () => customerDevices(customerId),
  });
  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const saved = await submitForm(form, [...PLAN_FIELDS, 'range'], () =>
      savePlan({
        id: plan?.id,
        contractId,
        name: v.name,
        ...planCycleBody(v),
        equipmentIds: v.equipmentIds ?? [],
      }),
    );
    if (saved) onSaved(saved.id);
  };
  const initial = plan ? planCycleInitial(plan) : { ...newPlanCycle(1, '09:00', 30), equipmentIds: [] };
  return (
    <Modal
      open
      width={640}
      title={t(plan ? 'contracts.plans.edit' : 'contracts.plans.add')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ 'data-testid': 'plan-save' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial as ButtonProps}>
        <Form.Item
          name="name"
          label={t('contracts.fields.planName')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input showCount maxLength={CONTRACT_NAME_MAX} data-testid="plan-name" />
        </Form.Item>
        <CycleFields testId="plan" />
        <ServedByFields testId="plan" staff={plan} />
        <Form.Item name="equipmentIds" label={t('contracts.fields.equipment')}>
          <Select
            mode="multiple"
            loading={devices.isLoading}
            options={(devices.data ?? []).map((d) => ({
              value: d.id,
              label: `${d.productName}${d.serialNumber ? ` · ${d.serialNumber}` : ''}`,
            }))}
            data-testid="plan-equipment"
          />
        </Form.Item>
        <ProductionFields />
        <Form.Item name="autoOrder" valuePropName="checked">
          <Checkbox>{t('contracts.fields.autoOrder')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
