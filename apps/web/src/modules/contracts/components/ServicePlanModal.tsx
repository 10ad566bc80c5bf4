import type { ButtonProps } from 'antd';
import { Checkbox, DatePicker, Input, InputNumber, Modal, Radio, Select, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  AHEAD_DAYS,
  CONTRACT_NAME_MAX,
  CONTRACT_NOTE_MAX,
  CYCLE_UNITS,
  CYCLE_UNIT_LABELS,
  PLAN_CYCLE_MAX,
  PRODUCE_FREQUENCIES,
  TAG_OBJECT_KINDS,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { validateForm } from '../../../shell/form-failure';
import { submitForm } from '../../../shell/submit';
import { useLocale } from '../../../shell/useLocale';
import { PickSelect } from '../../equipment';
import { TagSelect, TeamSelect } from '../../organization';
import { SERVICE_PLAN_FIELDS, saveServicePlan, searchCustomers, searchUsers, type ServicePlan } from '../api';
import { useFrequencyText } from './labels';

interface Values {
  name: string;
  target: 'customer' | 'tag';
  customerId?: number | null;
  customerTagId?: number | null;
  cycleValue: number;
  cycleUnit: (typeof CYCLE_UNITS)[number];
  range: [Dayjs, Dayjs];
  startTime: Dayjs;
  staffUserId?: number | null;
  teamId?: number | null;
  aheadDays: number;
  frequency: (typeof PRODUCE_FREQUENCIES)[number];
  autoOrder: boolean;
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
  const locale = useLocale();
  const frequencyText = useFrequencyText();
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
        cycleUnit: v.cycleUnit,
        cycleValue: v.cycleValue,
        startDate: v.range[0].format('YYYY-MM-DD'),
        endDate: v.range[1].format('YYYY-MM-DD'),
        startTime: v.startTime.format('HH:mm'),
        staffUserId: v.staffUserId ?? null,
        teamId: v.teamId ?? null,
        aheadDays: v.aheadDays,
        frequency: v.frequency,
        autoOrder: !!v.autoOrder,
        note: v.note?.trim() || null,
      }),
    );
    if (saved) onSaved(saved.id);
  };
  const initial = plan
    ? {
        ...plan,
        target: plan.customerTagId ? 'tag' : 'customer',
        range: [dayjs(plan.startDate), dayjs(plan.endDate)],
        startTime: dayjs(plan.startTime, 'HH:mm'),
        note: plan.note ?? undefined,
      }
    : {
        target: 'customer',
        customerId: customer?.id,
        cycleUnit: 'month',
        cycleValue: 3,
        range: [dayjs(), dayjs().add(11, 'month')],
        startTime: dayjs('10:00', 'HH:mm'),
        aheadDays: 7,
        frequency: 'daily',
        autoOrder: false,
      };
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
        <Form.Item label={t('contracts.fields.cycle')} required>
          <Space.Compact>
            <Form.Item name="cycleValue" noStyle rules={[{ required: true }]}>
              <InputNumber min={1} max={PLAN_CYCLE_MAX} precision={0} data-testid="service-plan-cycle" />
            </Form.Item>
            <Form.Item name="cycleUnit" noStyle>
              <Select
                style={{ width: 120 }}
                options={CYCLE_UNITS.map((u) => ({ value: u, label: CYCLE_UNIT_LABELS[u][locale] }))}
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
            name="service-plan-staff"
            search={searchUsers}
            allowClear
            initial={plan?.staffUserId ? { id: plan.staffUserId, name: plan.staffName ?? '' } : null}
            data-testid="service-plan-staff"
          />
        </Form.Item>
        <Form.Item name="teamId" label={t('contracts.fields.team')} extra={t('contracts.plans.staffOrTeam')}>
          <TeamSelect allowClear />
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
