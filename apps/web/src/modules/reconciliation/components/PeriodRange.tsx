import { DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { enterpriseToday } from '../../../shell/enterprise-date';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the URL (`from`, `to`), this month by default. */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const from = DATE.test(params.get('from') ?? '')
    ? params.get('from')!
    : enterpriseToday().startOf('month').format('YYYY-MM-DD');
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : enterpriseToday().format('YYYY-MM-DD');
  const set = (next: { from: string; to: string }) =>
    setParams(
      (p) => {
        p.set('from', next.from);
        p.set('to', next.to);
        p.delete('pageIndex');
        return p;
      },
      { replace: true },
    );
  return { from, to, set };
}

/** A month at once (the usual reconciliation period) or any range of days within a year. */
export function PeriodRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange(v: { from: string; to: string }): void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <DatePicker
        picker="month"
        allowClear={false}
        aria-label={t('reconciliation.period.month')}
        value={dayjs(from)}
        onChange={(m) =>
          m &&
          onChange({
            from: m.startOf('month').format('YYYY-MM-DD'),
            to: m.endOf('month').format('YYYY-MM-DD'),
          })
        }
        data-testid="reconcile-month"
      />
      <DatePicker.RangePicker
        allowClear={false}
        value={[dayjs(from), dayjs(to)]}
        onChange={(r) =>
          r?.[0] && r[1] && onChange({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') })
        }
        disabledDate={(d) => d.isAfter(dayjs().add(1, 'year'))}
      />
    </Space>
  );
}
