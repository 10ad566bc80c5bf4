import { DatePicker, InputNumber, Select, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  AHEAD_DAYS,
  CYCLE_UNITS,
  CYCLE_UNIT_LABELS,
  PLAN_CYCLE_MAX,
  PRODUCE_FREQUENCIES,
} from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { enterpriseToday } from '../../../shell/enterprise-date';
import { useLocale } from '../../../shell/useLocale';
import { PickSelect } from '../../equipment';
import { TeamSelect } from '../../organization';
import { searchUsers } from '../api';
import { useFrequencyText } from './labels';

/** The form values both plan kinds share (maintenance plans and customer service plans). */
export interface PlanCycleValues {
  cycleValue: number;
  cycleUnit: (typeof CYCLE_UNITS)[number];
  range: [Dayjs, Dayjs];
  startTime: Dayjs;
  staffUserId?: number | null;
  teamId?: number | null;
  aheadDays: number;
  frequency: (typeof PRODUCE_FREQUENCIES)[number];
  autoOrder: boolean;
}

interface SavedCycle {
  startDate: string;
  endDate: string;
  startTime: string;
}

/** A saved plan's shared fields as form values. */
export const planCycleInitial = <P extends SavedCycle>(plan: P) => ({
  ...plan,
  range: [dayjs(plan.startDate), dayjs(plan.endDate)],
  startTime: dayjs(plan.startTime, 'HH:mm'),
});

/** A new plan's shared fields: a year from today at the given time, produced daily, no orders raised. */
export const newPlanCycle = (cycleValue: number, startTime: string, aheadDays: number) => ({
  cycleUnit: 'month',
  cycleValue,
  range: [enterpriseToday(), enterpriseToday().add(11, 'month')],
  startTime: dayjs(startTime, 'HH:mm'),
  aheadDays,
  frequency: 'daily',
  autoOrder: false,
});

/** The shared form values as the plan calls send them. */
export const planCycleBody = (v: PlanCycleValues) => ({
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
});

/** Cycle, span (at most a year) and time of day. `testId` prefixes the controls' test ids. */
export function CycleFields({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Form.Item label={t('contracts.fields.cycle')} required>
        <Space.Compact>
          <Form.Item name="cycleValue" noStyle rules={[{ required: true }]}>
            <InputNumber min={1} max={PLAN_CYCLE_MAX} precision={0} data-testid={`${testId}-cycle`} />
          </Form.Item>
          <Form.Item name="cycleUnit" noStyle>
            <Select
              style={{ width: 120 }}
              options={CYCLE_UNITS.map((u) => ({ value: u, label: CYCLE_UNIT_LABELS[u][locale] }))}
              data-testid={`${testId}-cycle-unit`}
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
    </>
  );
}

/** Who serves: a member of staff or a team. */
export function ServedByFields({
  testId,
  staff,
}: {
  testId: string;
  staff?: { staffUserId?: number | null; staffName?: string | null };
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="staffUserId" label={t('contracts.fields.staff')}>
        <PickSelect
          name={`${testId}-staff`}
          search={searchUsers}
          allowClear
          initial={staff?.staffUserId ? { id: staff.staffUserId, name: staff.staffName ?? '' } : null}
          data-testid={`${testId}-staff`}
        />
      </Form.Item>
      <Form.Item name="teamId" label={t('contracts.fields.team')} extra={t('contracts.plans.staffOrTeam')}>
        <TeamSelect allowClear />
      </Form.Item>
    </>
  );
}

/** How far ahead and how often the plan's tasks are produced. */
export function ProductionFields() {
  const { t } = useTranslation();
  const frequencyText = useFrequencyText();
  return (
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
  );
}
