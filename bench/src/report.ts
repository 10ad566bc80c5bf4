/** The results: a plain-text table for the terminal and the markdown report in bench/results/. */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadSummary } from './load';

export interface Row {
  name: string;
  summary: LoadSummary;
  /** The raw twin measured beside it (same SQL, bare driver, minimal HTTP handler). */
  baseline?: { name: string; summary: LoadSummary };
  note?: string;
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const int = (v: number) => Math.round(v).toLocaleString('en-GB');
const ratio = (r: Row) =>
  r.baseline?.summary.rps ? (r.summary.rps / r.baseline.summary.rps).toFixed(2) : '';

export function table(headers: string[], rows: string[][], rightAlignFrom = 1): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i >= rightAlignFrom ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The terminal table: every scenario with its raw twin's figures and the ratio. */
export function resultsTable(rows: Row[]): string {
  return table(
    [
      'scenario',
      'requests',
      'errors',
      'req/s',
      'p50 ms',
      'p99 ms',
      'raw req/s',
      'raw p50',
      'raw p99',
      'ratio',
    ],
    rows.map((r) => [
      r.name,
      int(r.summary.requests),
      String(r.summary.errors + (r.baseline?.summary.errors ?? 0)),
      int(r.summary.rps),
      ms(r.summary.p50),
      ms(r.summary.p99),
      r.baseline ? int(r.baseline.summary.rps) : '',
      r.baseline ? ms(r.baseline.summary.p50) : '',
      r.baseline ? ms(r.baseline.summary.p99) : '',
      ratio(r),
    ]),
  );
}

export interface ReportContext {
  date: string;
  engine: 'pglite' | 'postgres';
  engineVersion: string;
  machine: string[];
  scale: string[];
  options: string;
  counts: Record<string, { rows: number; bytes: number }>;
  generation: string;
  durationS: number;
  loadAverage: { start: number[]; end: number[] };
}

const cell = (s: string) => s.replace(/\|/g, '\\|');

/**
 * bench/results/<date>-<engine>.md: machine, scale, and scenario · req/s · p50 · p99 · baseline · ratio.
 * Formatted with the repository's Prettier settings, so `npm run lint` accepts the committed report.
 */
export async function writeMarkdown(dir: string, ctx: ReportContext, rows: Row[]): Promise<string> {
  const file = path.join(dir, `${ctx.date}-${ctx.engine}.md`);
  const md = [
    `# Fieldline bench, ${ctx.engine}, ${ctx.date}`,
    '',
    `Written by \`npm run bench\` (bench/README.md explains every row). Whole run ${ctx.durationS} s.`,
    '',
    '## Machine',
    '',
    ...ctx.machine.map((l) => `- ${l}`),
    `- load average at start ${ctx.loadAverage.start.map((l) => l.toFixed(2)).join(' ')}, at end ${ctx.loadAverage.end.map((l) => l.toFixed(2)).join(' ')}`,
    `- engine: ${ctx.engineVersion}`,
    '',
    '## Scale',
    '',
    ...ctx.scale.map((l) => `- ${l}`),
    `- generated in ${ctx.generation}`,
    '',
    '| table | rows | size |',
    '| --- | ---: | ---: |',
    ...Object.entries(ctx.counts).map(
      ([t, c]) => `| ${t} | ${int(c.rows)} | ${(c.bytes / 1024 / 1024).toFixed(1)} MB |`,
    ),
    '',
    '## Results',
    '',
    ctx.options,
    '',
    '| scenario | req/s | p50 ms | p99 ms | baseline | baseline req/s | baseline p50 ms | baseline p99 ms | ratio |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) =>
      [
        '',
        cell(r.name),
        int(r.summary.rps),
        ms(r.summary.p50),
        ms(r.summary.p99),
        r.baseline ? cell(r.baseline.name) : '',
        r.baseline ? int(r.baseline.summary.rps) : '',
        r.baseline ? ms(r.baseline.summary.p50) : '',
        r.baseline ? ms(r.baseline.summary.p99) : '',
        ratio(r),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
    '',
    '## Notes',
    '',
    '- ratio = req/s of the route ÷ req/s of its baseline in this run (1.00: the route costs nothing beyond its SQL and bare HTTP).',
    '- Latencies are per request as the client saw them, with the concurrency above in flight (closed loop).',
    ...rows.filter((r) => r.note).map((r) => `- ${r.name}: ${r.note}`),
    '',
  ].join('\n');
  fs.mkdirSync(dir, { recursive: true });
  let text = md;
  try {
    const prettier = await import('prettier');
    text = await prettier.format(md, { ...(await prettier.resolveConfig(file)), filepath: file });
  } catch {
    // Prettier is a dev dependency of the repository; without it the report is written as is.
  }
  fs.writeFileSync(file, text);
  return file;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export { int };

/** Writes a scale bench's markdown to BENCH_RESULTS (default bench/results; "-" writes none) as `<date>-<engine>-<name>.md`. */
export function writeScaleResult(name: string, lines: string[]): void {
  const dir = process.env.BENCH_RESULTS ?? path.join(import.meta.dirname, '..', 'results');
  if (dir === '-') return;
  const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  fs.writeFileSync(
    path.join(dir, `${new Date().toISOString().slice(0, 10)}-${engine}-${name}.md`),
    lines.join('\n') + '\n',
  );
}
