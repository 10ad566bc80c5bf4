import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  REPORT_FILTERS,
  REPORT_WINDOWS,
  type ReportFilterInput,
  type ReportFilterKey,
  type ReportWindow,
} from '@fieldline/domain';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A report's period and filters, kept in the URL (so a report can be shared, reloaded and linked to):
 * `window` 7/30/90/range, `from`/`to` with a range, and the filters the report offers.
 */
export function useReportFilter(offered: readonly ReportFilterKey[]) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => {
    const w = params.get('window') ?? '';
    const window: ReportWindow = (REPORT_WINDOWS as readonly string[]).includes(w)
      ? (w as ReportWindow)
      : '30';
    const f: ReportFilterInput = { window };
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (window === 'range' && DATE.test(from) && DATE.test(to)) Object.assign(f, { from, to });
    else if (window === 'range') f.window = '30';
    for (const key of REPORT_FILTERS) {
      const id = Number(params.get(key));
      if (offered.includes(key) && Number.isSafeInteger(id) && id > 0) f[key] = id;
    }
    return f;
  }, [params, offered]);

  const change = (patch: Partial<Record<keyof ReportFilterInput, string | number | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (next.get('window') !== 'range') {
      next.delete('from');
      next.delete('to');
    }
    setParams(next, { replace: true });
  };
  return { filter, change };
}
