/**
 * Peak memory of one large export: ROWS order rows (the order export's columns and kinds) streamed
 * through the download centre's writer (core/xlsx.ts) into local-disk storage, as the export job
 * does, in pages of PAGE rows with a pause between pages where the job would query the database.
 * Prints the peak RSS and heap growth over the baseline, sampled every 10 ms.
 *
 *   node --expose-gc --import tsx bench/src/xlsx-memory.ts            # 100 000 rows
 *   XLSX_ROWS=500000 node --expose-gc --import tsx bench/src/xlsx-memory.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { localDiskStorage } from '@fieldline/server/src/core/storage';
import { streamXlsx, type Cell, type Column } from '@fieldline/server/src/core/xlsx';

const ROWS = Number(process.env.XLSX_ROWS ?? 100_000);
const PAGE = 1000;

const COLUMNS: Column[] = [
  ...['Order no.', 'Title', 'State', 'Priority', 'Template', 'Customer', 'Contact', 'Phone'],
  ...['Service address', 'Engineer'],
].map((header): Column => ({ header }));
COLUMNS.push(...['Appointment', 'Created', 'Completed'].map((header): Column => ({ header, kind: 'date' })));
COLUMNS.push({ header: 'Total amount', kind: 'money' });

/** One page of order-like rows: text of realistic length, three instants, an amount as numeric text. */
function page(start: number): Cell[][] {
  return Array.from({ length: Math.min(PAGE, ROWS - start) }, (_, k) => {
    const i = start + k;
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    return [
      `20261126-${String(i).padStart(6, '0')}`,
      `空调不制冷，需要上门检查压缩机 ${i}`,
      '已完成',
      '普通',
      '上门维修',
      `上海华联电梯有限公司第${i % 500}分公司`,
      '王伟',
      `138${String(i).padStart(8, '0')}`,
      `上海市浦东新区世纪大道${i % 2000}号${i % 30}楼`,
      '张师傅',
      at,
      at,
      i % 3 ? at : null,
      `${(i % 100_000) + 0.5}`,
    ];
  });
}

async function* rows() {
  for (let start = 0; start < ROWS; start += PAGE) {
    await sleep(1); // where the job awaits its next page from the database
    yield* page(start);
  }
}

const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;

(global as { gc?: () => void }).gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 10);

const dir = await mkdtemp(path.join(tmpdir(), 'fl-xlsx-memory-'));
const started = performance.now();
const out = new PassThrough();
const [written, size] = await Promise.all([
  streamXlsx(out, { name: 'Orders', columns: COLUMNS, rows: rows() }),
  localDiskStorage(dir).put('export.xlsx', out),
]);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await rm(dir, { recursive: true, force: true });

console.info(
  `${written} rows, ${mb(size)} file in ${seconds.toFixed(1)} s; peak RSS growth ${mb(peakRss - base.rss)}` +
    ` (baseline ${mb(base.rss)}), peak heap growth ${mb(peakHeap - base.heapUsed)}`,
);
