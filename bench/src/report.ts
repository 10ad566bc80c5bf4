/** Plain-text tables for the terminal. */
import type { LoadSummary } from './load';

export type Baseline = 'A' | 'B' | 'C';

export interface Row {
  name: string;
  summary: LoadSummary;
  /** Set on a baseline row. */
  baseline?: Baseline;
  /** Baselines this row is divided by. */
  versus?: Baseline[];
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const int = (v: number) => Math.round(v).toLocaleString('en-GB');

export function table(headers: string[], rows: string[][], rightAlignFrom = 1): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= rightAlignFrom ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function resultsTable(rows: Row[]): string {
  const base = new Map<Baseline, number>();
  for (const r of rows) if (r.baseline) base.set(r.baseline, r.summary.rps);
  const ratio = (r: Row, b: Baseline) => {
    if (r.baseline || !r.versus?.includes(b)) return '';
    const denominator = base.get(b);
    return denominator ? (r.summary.rps / denominator).toFixed(2) : '';
  };
  return table(
    [
      'scenario',
      'requests',
      'errors',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      '÷A http',
      '÷B sql',
      '÷C scrypt',
    ],
    rows.map((r) => [
      r.name,
      int(r.summary.requests),
      String(r.summary.errors),
      int(r.summary.rps),
      ms(r.summary.p50),
      ms(r.summary.p95),
      ms(r.summary.p99),
      ratio(r, 'A'),
      ratio(r, 'B'),
      ratio(r, 'C'),
    ]),
  );
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export { int };
