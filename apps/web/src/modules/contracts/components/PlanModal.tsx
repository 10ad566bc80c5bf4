import type { ButtonProps } from 'antd';
import { Checkbox, DatePicker, Input, InputNumber, Modal, Select, Space, TimePicker } from 'antd';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  AHEAD_DAYS,
  CONTRACT_NAME_MAX,
  CYCLE_UNITS,
  PLAN_CYCLE_MAX,
  PRODUCE_FREQUENCIES,
} from '@fieldline/domain';
import { PickSelect } from '../../equipment';
import { TeamSelect } from '../../organization';
import { submitForm } from '../../../shell/submit';
import { PLAN_FIELDS, customerDevices, savePlan, searchUsers, type MaintenancePlan } from '../api';
import { useFrequencyText } from './labels';
import { useLocale } from '../../../shell/useLocale';
import { CYCLE_UNIT_LABELS } from '@fieldline/domain';

interface Values {
  name: string;
  cycleValue: number;
  cycleUnit: (typeof CYCLE_UNITS)[number];
  range: [Dayjs, Dayjs];
  startTime: Dayjs;
  staffUserId?: number | null;
  teamId?: number | null;
  equipmentIds: number[];
  aheadDays: number;
  frequency: (typeof PRODUCE_FREQUENCIES)[number];
  autoOrder: boolean;
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
  const locale = useLocale();
  const frequencyText = useFrequencyText();
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
        cycleUnit: v.cycleUnit,
        cycleValue: v.cycleValue,
        startDate: v.range[0].format('YYYY-MM-DD'),
        endDate: v.range[1].format('YYYY-MM-DD'),
        startTime: v.startTime.format('HH:mm'),
        staffUserId: v.staffUserId ?? null,
        teamId: v.teamId ?? null,
        equipmentIds: v.equipmentIds ?? [],
        aheadDays: v.aheadDays,
        frequency: v.frequency,
        autoOrder: !!v.autoOrder,
      }),
    );
    if (saved) onSaved(saved.id);
  };
  const initial = plan
    ? {
        ...plan,
        range: [dayjs(plan.startDate), dayjs(plan.endDate)],
        startTime: dayjs(plan.startTime, 'HH:mm'),
      }
    : {
        cycleUnit: 'month',
        cycleValue: 1,
        range: [dayjs(), dayjs().add(11, 'month')],
        startTime: dayjs('09:00', 'HH:mm'),
        aheadDays: 30,
        frequency: 'daily',
        equipmentIds: [],
        autoOrder: false,
      };
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
        <Form.Item label={t('contracts.fields.cycle')} required>
          <Space.Compact>
            <Form.Item name="cycleValue" noStyle rules={[{ required: true }]}>
              <InputNumber min={1} max={PLAN_CYCLE_MAX} precision={0} />
            </Form.Item>
            <Form.Item name="cycleUnit" noStyle>
              <Select
                style={{ width: 120 }}
                options={CYCLE_UNITS.map((u) => ({ value: u, label: CYCLE_UNIT_LABELS[u][locale] }))}
                data-testid="plan-cycle-unit"
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="range"
          label={t('contracts.fields.span')}
          extra={t('contracts.plans.spanRule')}
          rules={[
            { required: true },
            {
              validator: (_r, v?: [Dayjs, Dayjs]) =>
                !v || !v[1].isAfter(v[0].add(1, 'year'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('contracts.plans.spanRule'))),
            },
          ]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="startTime" label={t('contracts.fields.startTime')} rules={[{ required: true }]}>
          <TimePicker format="HH:mm" />
        </Form.Item>
        <Form.Item name="staffUserId" label={t('contracts.fields.staff')}>
          <PickSelect
            name="contract-staff"
            search={searchUsers}
            allowClear
            initial={plan?.staffUserId ? { id: plan.staffUserId, name: plan.staffName ?? '' } : null}
            data-testid="plan-staff"
          />
        </Form.Item>
        <Form.Item name="teamId" label={t('contracts.fields.team')} extra={t('contracts.plans.staffOrTeam')}>
          <TeamSelect allowClear />
        </Form.Item>
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
        <Space size="large" wrap>
          <Form.Item name="aheadDays" label={t('contracts.fields.aheadDays')}>
            <Select
              style={{ width: 120 }}
              options={AHEAD_DAYS.map((d) => ({ value: d, label: t('contracts.plans.days', { n: d }) }))}
            />
          </Form.Item>
          <Form.Item name="frequency" label={t('contracts.fields.frequency')}>
            <Select
              style={{ width: 200 }}
              options={PRODUCE_FREQUENCIES.map((f) => ({ value: f, label: frequencyText(f) }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="autoOrder" valuePropName="checked">
          <Checkbox>{t('contracts.fields.autoOrder')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
