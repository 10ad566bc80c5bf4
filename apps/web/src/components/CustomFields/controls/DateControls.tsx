import { DatePicker, TimePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DATETIME_FORMAT,
  DATE_FORMAT,
  TIME_FORMAT,
  fromDayjs,
  fromDayjsRange,
  toDayjs,
  toDayjsRange,
} from '../values';
import type { ControlProps } from './types';

const WIDE = { width: '100%' };

export function DateControl(p: ControlProps<string>) {
  return (
    <DatePicker
      id={p.id}
      style={WIDE}
      format={DATE_FORMAT}
      value={toDayjs(p.value, DATE_FORMAT)}
      disabled={p.disabled}
      onChange={(d) => p.onChange?.(fromDayjs(d, DATE_FORMAT))}
    />
  );
}

export function TimeControl(p: ControlProps<string>) {
  return (
    <TimePicker
      id={p.id}
      style={WIDE}
      format={TIME_FORMAT}
      value={toDayjs(p.value, TIME_FORMAT)}
      disabled={p.disabled}
      onChange={(d) => p.onChange?.(fromDayjs(d, TIME_FORMAT))}
    />
  );
}

export function DatetimeControl(p: ControlProps<string>) {
  return (
    <DatePicker
      id={p.id}
      style={WIDE}
      showTime={{ format: TIME_FORMAT }}
      format={DATETIME_FORMAT}
      value={toDayjs(p.value, DATETIME_FORMAT)}
      disabled={p.disabled}
      onChange={(d) => p.onChange?.(fromDayjs(d, DATETIME_FORMAT))}
    />
  );
}

/** The `time` control: a range of whole days, stored as [from, to]. */
export function DateRangeControl(p: ControlProps<string[]>) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      id={p.id}
      style={WIDE}
      format={DATE_FORMAT}
      value={toDayjsRange(p.value)}
      disabled={p.disabled}
      placeholder={[t('components.dateRange.start'), t('components.dateRange.end')]}
      onChange={(range) => p.onChange?.(fromDayjsRange(range))}
    />
  );
}
