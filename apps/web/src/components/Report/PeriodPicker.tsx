import { DatePicker, Flex, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REPORT_RANGE_DAYS_MAX, REPORT_WINDOWS, type ReportFilterInput } from '@fieldline/domain';

interface Props {
  filter: ReportFilterInput;
  onChange(patch: { window: string; from?: string; to?: string }): void;
}

/** The last 7, 30 or 90 days, or a range of at most two years ending today at the latest (SB:95). */
export function PeriodPicker({ filter, onChange }: Props) {
  const { t } = useTranslation();
  const window = filter.window ?? '30';
  const range: [Dayjs, Dayjs] | null =
    window === 'range' && filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : null;
  return (
    <Flex wrap gap={8} align="center" data-testid="report-period">
      <Segmented
        value={window}
        onChange={(v) => {
          if (v === 'range') {
            const to = dayjs();
            onChange({
              window: 'range',
              from: to.subtract(Number(window === 'range' ? 30 : window) - 1, 'day').format('YYYY-MM-DD'),
              to: to.format('YYYY-MM-DD'),
            });
          } else onChange({ window: String(v) });
        }}
        options={REPORT_WINDOWS.map((w) => ({
          value: w,
          label: w === 'range' ? t('components.report.range') : t('components.report.lastDays', { n: w }),
        }))}
      />
      {window === 'range' && (
        <DatePicker.RangePicker
          aria-label={t('components.report.range')}
          value={range}
          allowClear={false}
          disabledDate={(d, info) => {
            if (d.isAfter(dayjs(), 'day')) return true;
            const start = info?.from;
            return !!start && Math.abs(d.diff(start, 'day')) >= REPORT_RANGE_DAYS_MAX;
          }}
          onChange={(v) =>
            v?.[0] &&
            v[1] &&
            onChange({ window: 'range', from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') })
          }
        />
      )}
    </Flex>
  );
}
