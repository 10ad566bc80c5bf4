import { useEffect } from 'react';
import {
  Button,
  Checkbox,
  DatePicker,
  Flex,
  Input,
  Select,
  Skeleton,
  Space,
  TimePicker,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SLA_DAYS_OFF_MAX } from '@fieldline/domain';
import { Form } from '../../../components/Form';
import { showToast } from '../../../shell/notify';
import { submitForm } from '../../../shell/submit';
import { validateForm } from '../../../shell/form-failure';
import { CALENDAR_KEY, fetchCalendar, saveCalendar } from '../api';

interface Day {
  on: boolean;
  hours: [Dayjs, Dayjs] | null;
}
interface Values {
  timeZone: string;
  days: Day[];
  daysOff: string[];
}
const HHMM = 'HH:mm';
const DAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The business calendar: working hours per weekday (Monday first) and days off; SLA clocks that count working hours use it. */
export function CalendarForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const calendar = useQuery({ queryKey: CALENDAR_KEY, queryFn: fetchCalendar });
  const days = Form.useWatch('days', form) as Day[] | undefined;
  useEffect(() => {
    if (!calendar.data) return;
    form.setFieldsValue({
      timeZone: calendar.data.timeZone,
      days: calendar.data.week.map((d) => ({
        on: !!d,
        hours: d ? [dayjs(d.start, HHMM), dayjs(d.end, HHMM)] : [dayjs('09:00', HHMM), dayjs('18:00', HHMM)],
      })),
      daysOff: calendar.data.daysOff,
    });
  }, [calendar.data, form]);
  if (!calendar.data) return <Skeleton active />;

  const save = async () => {
    const v = await validateForm(form);
    if (!v) return;
    const week = v.days.map((d) =>
      d.on && d.hours ? { start: d.hours[0].format(HHMM), end: d.hours[1].format(HHMM) } : null,
    );
    const saved = await submitForm(form, ['timeZone', 'daysOff'], () =>
      saveCalendar({ timeZone: v.timeZone, week, daysOff: v.daysOff ?? [] }),
    );
    if (saved) {
      showToast('success', t('sla.calendar.saved'));
      void queryClient.invalidateQueries({ queryKey: CALENDAR_KEY });
    }
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 640 }} data-testid="sla-calendar-form">
      <Form.Item
        name="timeZone"
        label={t('sla.calendar.timeZone')}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={64} showCount style={{ width: 280 }} />
      </Form.Item>
      <Typography.Text strong>{t('sla.calendar.week')}</Typography.Text>
      <Form.List name="days">
        {(fields) =>
          fields.map((field, i) => (
            <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
              <Form.Item
                name={[field.name, 'on']}
                valuePropName="checked"
                style={{ width: 110, marginBottom: 8 }}
              >
                <Checkbox>{t(`sla.calendar.days.${DAY_KEYS[i]!}`)}</Checkbox>
              </Form.Item>
              <Form.Item
                name={[field.name, 'hours']}
                style={{ marginBottom: 8 }}
                rules={[
                  {
                    validator: (_r, v: [Dayjs, Dayjs] | null) =>
                      !days?.[i]?.on || (v && v[1].isAfter(v[0]))
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('sla.calendar.hoursInvalid'))),
                  },
                ]}
              >
                <TimePicker.RangePicker
                  format={HHMM}
                  minuteStep={15}
                  disabled={!days?.[i]?.on}
                  allowClear={false}
                />
              </Form.Item>
            </Space>
          ))
        }
      </Form.List>
      <Form.Item
        name="daysOff"
        label={t('sla.calendar.daysOff')}
        extra={t('sla.calendar.daysOffHelp')}
        rules={[{ type: 'array', max: SLA_DAYS_OFF_MAX }]}
      >
        <Select
          mode="multiple"
          open={false}
          suffixIcon={null}
          placeholder={t('sla.calendar.noDaysOff')}
          options={[]}
          dropdownRender={() => <></>}
        />
      </Form.Item>
      <Form.Item label={t('sla.calendar.addDayOff')}>
        <DatePicker
          onChange={(d: Dayjs | null) => {
            if (!d) return;
            const list = new Set<string>(form.getFieldValue('daysOff') ?? []);
            list.add(d.format('YYYY-MM-DD'));
            form.setFieldValue('daysOff', [...list].sort());
          }}
          value={null}
        />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" onClick={() => void save()} data-testid="sla-calendar-save">
          {t('sla.common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
