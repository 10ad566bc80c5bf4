/**
 * Peak memory of a real order export through the download centre: the demo enterprise is given
 * EXPORT_ORDERS more orders (copies of a completed demo order, inserted in SQL), the administrator
 * asks POST /api/v2/order/exportAll for every completed order, and the export job (in process,
 * JOBS=false) reads them page by page and streams the .xlsx to local storage. Prints the rows, the
 * time and the peak RSS and heap growth over the moment before the request, sampled every 10 ms.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<empty db> node --expose-gc --import tsx bench/src/export-memory.ts
 *   node --expose-gc --import tsx bench/src/export-memory.ts     # PGlite in a temporary DATA_DIR
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ORDER_STATES } from '@fieldline/domain';
import { buildApp } from '@fieldline/server/src/app';
import { loadConfig } from '@fieldline/server/src/config';
import { migrate, openDatabase } from '@fieldline/server/src/db/client';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '@fieldline/server/src/seed/demo';

const ORDERS = Number(process.env.EXPORT_ORDERS ?? 100_000);
const dataDir = await mkdtemp(path.join(tmpdir(), 'fl-export-memory-'));
Object.assign(process.env, { JOBS: 'false', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
await seedDemoIfEmpty(database.db);

// copies of one completed demo order, a minute apart, numbered apart from the server's own numbers
const t0 = Date.now();
await database.sql.query(
  `insert into orders (enterprise_id, order_no, template_id, title, state, priority, customer_id,
     customer_name, contact_name, contact_phone, address, address_text, appointment_at, server_user_id,
     created_by, accepted_at, started_at, completed_at, total_amount, search_text, created_at)
   select o.enterprise_id, '20250101-' || lpad(g::text, 6, '0'), o.template_id, o.title || ' ' || g,
     o.state, o.priority, o.customer_id, o.customer_name, o.contact_name, o.contact_phone, o.address,
     o.address_text, o.appointment_at - make_interval(mins => g), o.server_user_id, o.created_by,
     o.accepted_at, o.started_at, o.completed_at - make_interval(mins => g), (g % 5000) + 0.5,
     o.search_text, o.created_at - make_interval(mins => g)
   from (select * from orders where state = $1 and total_amount is not null order by id limit 1) o
   cross join generate_series(1, $2::int) g`,
  [ORDER_STATES.completed, ORDERS],
);
const seeded = (Date.now() - t0) / 1000;

const app = await buildApp({ config, database });
const login = await app.inject({
  method: 'POST',
  url: '/api/stand/pwdLogin',
  payload: { phone: '13800000001', password: DEMO_PASSWORD },
});
const token = login.json().data.token as string;
const info = await app.inject({ method: 'GET', url: '/api/v2/sessionUser/info', headers: { token } });
const csrfToken = info.json().data.csrfToken as string;

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

const started = performance.now();
const res = await app.inject({
  method: 'POST',
  url: `/api/v2/order/exportAll?states=${ORDER_STATES.completed}`,
  headers: { token },
  payload: { csrfToken, fileName: 'memory' },
});
const id = res.json().data?.id as number;
if (!id) throw new Error(`export refused: ${res.body}`);
interface Entry {
  id: number;
  process_state: number;
  failed: boolean;
  row_count: number;
}
let done: Entry | undefined;
while (!done) {
  await sleep(200);
  const list = await app.inject({ method: 'GET', url: '/api/fileDownloadCenter/list', headers: { token } });
  const entry = (list.json().data as Entry[]).find((d) => d.id === id);
  if (entry?.process_state === 2) done = entry;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

console.info(
  `${database.engine}: ${ORDERS} orders added in ${seeded.toFixed(1)} s; export of ${done!.row_count} rows` +
    `${done!.failed ? ' FAILED' : ''} in ${seconds.toFixed(1)} s; peak RSS growth ${mb(peakRss - base.rss)}` +
    ` (baseline ${mb(base.rss)}), peak heap growth ${mb(peakHeap - base.heapUsed)}`,
);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
