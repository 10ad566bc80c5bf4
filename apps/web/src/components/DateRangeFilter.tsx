import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { endOfDayIfMidnight } from '../shell/dates';

interface Props {
  value?: [Dayjs, Dayjs] | null;
  onChange(range: [Dayjs, Dayjs] | null): void;
  /** Lets the user pick times too; otherwise whole days. */
  showTime?: boolean;
}

/**
 * A date-range filter for lists. Whole days run from 00:00 of the first to 23:59:59 of the last;
 * with times, an end chosen at exactly 00:00 also means the end of that day (spec-shell §5).
 */
export function DateRangeFilter({ value, onChange, showTime = false }: Props) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      value={value}
      showTime={showTime ? { format: 'HH:mm' } : false}
      placeholder={[t('components.dateRange.start'), t('components.dateRange.end')]}
      onChange={(range) => {
        const [start, end] = range ?? [];
        if (!start || !end) return onChange(null);
        const from = showTime ? start : start.startOf('day');
        onChange([from, endOfDayIfMidnight(showTime ? end : end.startOf('day'))]);
      }}
    />
  );
}
