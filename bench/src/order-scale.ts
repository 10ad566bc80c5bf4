/**
 * The work-order list, detail and create at the scale of one large tenant (work-orders issue,
 * acceptance): the first generated enterprise holds `largeOrders` orders (300 000 by default,
 * generators/orders.ts) among 1 000 000 in 100 enterprises. Measured for the users of that enterprise
 * who see every order (administrators and dispatchers: data scope "all", so the list's total comes
 * from the state counters, modules/orders/totals.ts), each beside its raw twin:
 *
 *   - the list, page 1 and page 1 000, with no filter, a state filter and a keyword (one in twelve
 *     titles, so it has a page 1 000), and a selective keyword (page 1);
 *   - the detail of one order;
 *   - create: its checks' reads side by side and one insert statement (modules/orders/insert.ts);
 *     a transaction, when the request has one (service lines, people, tags), is captured here on
 *     the transaction's connection too (baselines.ts sees the pool's calls only) and replayed in a
 *     transaction with the order number and id the replay's own insert answers.
 *
 * Each runs twice: LATENCY_CONCURRENCY in flight (one at a time: p50/p99 are one request's cost)
 * and THROUGHPUT_CONCURRENCY (32) in flight (requests/s under load).
 */
import { createHash } from 'node:crypto';
import { FORM_KINDS } from '@fieldline/domain';
import type { Database } from '@fieldline/server/src/db/client';
import { seeAllSessionUsers } from './customer-scale';
import { callOrder, describeArgs, replay, substitute, type CapturedCall } from './baselines';

/** Requests in flight for the throughput rows (BENCH_ORDER_CONCURRENCY overrides it). */
export const THROUGHPUT_CONCURRENCY = 32;
const PAGE_SIZE = 20;
/** The deep page (zero-based pageIndex 999: page 1 000, rows 19 981–20 000 of the newest first). */
export const DEEP_PAGE_INDEX = 999;
/** The state filter: pending service (one order in ten). */
export const STATE_FILTER = 3;
/** A keyword in one title of twelve: trigrams, but thousands of matches (a page 1 000 at 300 000). */
export const BROAD_KEYWORD = 'boiler';
/** A keyword with trigrams and few matches: order numbers, names and phones containing it. */
export const SELECTIVE_KEYWORD = '12345';
/** Create variants (customers and sessions); each creates one order when captured. */
const CREATE_VARIANTS = 50;

const list = (query: string) => `/api/v2/order/list?view=all&pageSize=${PAGE_SIZE}&${query}`;
const deep = `pageIndex=${DEEP_PAGE_INDEX}`;

/** The measured list requests, with the label of each row in the report. */
export const largeOrderPaths = () => [
  { path: list('pageIndex=0'), label: 'page 1' },
  { path: list(deep), label: `page ${DEEP_PAGE_INDEX + 1}` },
  { path: list(`pageIndex=0&states=${STATE_FILTER}`), label: `state ${STATE_FILTER}, page 1` },
  {
    path: list(`${deep}&states=${STATE_FILTER}`),
    label: `state ${STATE_FILTER}, page ${DEEP_PAGE_INDEX + 1}`,
  },
  { path: list(`pageIndex=0&keyword=${BROAD_KEYWORD}`), label: `keyword ${BROAD_KEYWORD}, page 1` },
  {
    path: list(`${deep}&keyword=${BROAD_KEYWORD}`),
    label: `keyword ${BROAD_KEYWORD}, page ${DEEP_PAGE_INDEX + 1}`,
  },
  { path: list(`pageIndex=0&keyword=${SELECTIVE_KEYWORD}`), label: `keyword ${SELECTIVE_KEYWORD}, page 1` },
];
export const orderDetailPath = (id: number) => `/api/order/orderDetail?id=${id}`;
export const ORDER_CREATE_PATH = '/api/v2/order/create';

/**
 * The large enterprise: its orders on the working shelf (what view=all counts), the users of it who
 * see them all and have a generated session (at most `limit`), the order the detail reads (a
 * completed one a thousand from the newest), and customers and the default template to create with.
 */
export async function largeOrderEnterprise(database: Database, enterpriseId: number, limit: number) {
  const q = (text: string, values: unknown[]) => database.sql.query(text, values).then((r) => r.rows);
  const [count] = await q(
    `select count(*)::int as n from orders
      where enterprise_id = $1 and deleted_at is null and archived_at is null`,
    [enterpriseId],
  );
  const userIds = await seeAllSessionUsers(database, enterpriseId, limit);
  const [detail] = await q(
    `select id from orders where enterprise_id = $1 and state = 5 and deleted_at is null and archived_at is null
      order by id desc offset 1000 limit 1`,
    [enterpriseId],
  );
  const customers = await q(
    `select id from customers where enterprise_id = $1 and deleted_at is null order by md5(id::text) limit $2`,
    [enterpriseId, CREATE_VARIANTS],
  );
  const [template] = await q(
    `select id from form_templates where enterprise_id = $1 and kind = $2 and is_default and deleted_at is null`,
    [enterpriseId, FORM_KINDS.order],
  );
  return {
    orders: Number(count?.n ?? 0),
    userIds,
    detailId: detail ? Number(detail.id) : undefined,
    customerIds: customers.map((r) => Number(r.id)),
    templateId: template ? Number(template.id) : undefined,
  };
}

/** The csrf token the users generator gave a generated session (md5 of salt, ':csrf:', user id). */
export const csrfFor = (salt: string, userId: number) =>
  createHash('md5').update(`${salt}:csrf:${userId}`).digest('hex');

/** Create requests: session and csrf token of each user in turn, a customer each, tomorrow 09:00. */
export function createVariants(
  salt: string,
  tokenFor: (id: number) => string,
  userIds: number[],
  customerIds: number[],
  templateId: number,
) {
  const appointment = new Date(Date.now() + 86_400_000);
  appointment.setUTCHours(9, 0, 0, 0);
  return customerIds.map((customerId, i) => {
    const userId = userIds[i % userIds.length]!;
    return {
      headers: { token: tokenFor(userId), 'x-csrf-token': csrfFor(salt, userId) },
      body: JSON.stringify({
        templateId,
        customerId,
        title: `Bench order ${i + 1}`,
        appointmentAt: appointment.toISOString(),
      }),
    };
  });
}

/** A driver call, and the transaction it ran in (null: straight through the pool / PGlite). */
export type TxCall = CapturedCall & { tx: number | null };

type Query = (...args: unknown[]) => Promise<{ rows: unknown[] }>;
type Queryable = { query: Query };

/**
 * Like captureQueries (baselines.ts), and also the statements of transactions: on PostgreSQL the
 * ones sent on a client checked out of the pool (drizzle's transaction: begin … commit on it), on
 * PGlite the ones sent on the transaction handle of `pglite.transaction`.
 */
export async function captureWithTransactions(database: Database, action: () => Promise<void>) {
  const seen: TxCall[] = [];
  const order = callOrder();
  let inFlight = 0;
  let txCount = 0;
  const record = (target: Queryable, original: Query, tx: number | null) =>
    function (this: unknown, ...args: unknown[]) {
      const sent = order.sent();
      seen.push({ args, parallel: tx === null && inFlight > 0, tx, ...sent, ...describeArgs(args) });
      const out = tx !== null ? original.apply(target, args) : original.apply(this, args);
      if (tx === null) inFlight++;
      const settle = () => {
        if (tx === null) inFlight--;
        order.answered(sent.id);
      };
      out.then(settle, settle);
      return out;
    };
  const restore: (() => void)[] = [];
  const driver = (database.pglite ?? database.pool) as unknown as Queryable;
  const ownQuery = Object.prototype.hasOwnProperty.call(driver, 'query');
  const query = driver.query;
  driver.query = record(driver, query, null);
  restore.push(() => {
    if (ownQuery) driver.query = query;
    else delete (driver as Partial<Queryable>).query;
  });
  if (database.pool) {
    const pool = database.pool as unknown as { connect: (cb?: unknown) => Promise<unknown> };
    const connect = pool.connect;
    // pool.query checks out with a callback (seen above already); drizzle's transaction without one.
    pool.connect = function (this: unknown, cb?: unknown) {
      if (cb) return connect.call(pool, cb);
      return connect.call(pool).then((c) => {
        const client = c as Queryable & { release: (err?: unknown) => void };
        const release = client.release;
        client.query = record(client, client.query, ++txCount);
        client.release = (err?: unknown) => {
          delete (client as Partial<Queryable>).query;
          client.release = release;
          release.call(client, err);
        };
        return client;
      });
    };
    restore.push(() => void (pool.connect = connect));
  } else if (database.pglite) {
    const pglite = database.pglite as unknown as { transaction: (cb: (tx: Queryable) => unknown) => unknown };
    const transaction = pglite.transaction;
    pglite.transaction = (cb) =>
      transaction.call(pglite, (tx: Queryable) => {
        tx.query = record(tx, tx.query.bind(tx), ++txCount);
        return cb(tx);
      });
    restore.push(() => void (pglite.transaction = transaction));
  }
  try {
    await action();
  } finally {
    for (const r of restore.reverse()) r();
  }
  // A session touch that slips in is not part of creating an order, nor is the event dispatcher's
  // work (a create kicks it before its answer is sent): its first look for pending events, its
  // transactions (a consumer's batch opens with its receipts; one begun but not committed before
  // the answer is not the create's, whose commit precedes it; PostgreSQL only: PGlite's begin and
  // commit are not sent as statements) and its marks on the outbox.
  const foreign = new Set<number>();
  const committed = new Set<number>();
  for (const c of seen) {
    if (c.tx === null) continue;
    if (/^\s*insert\s+into\s+"?event_receipts"?/i.test(c.text)) foreign.add(c.tx);
    if (/^\s*commit\b/i.test(c.text)) committed.add(c.tx);
  }
  return seen.filter(
    (c) =>
      (c.tx === null || ((!database.pool || committed.has(c.tx)) && !foreign.has(c.tx))) &&
      !/^\s*update\s+"?sessions"?\s/i.test(c.text) &&
      !/^\s*update\s+"?domain_events"?\s+set\s+"?(delivered_at|attempts)"?/i.test(c.text) &&
      !/^\s*select\b[^;]*\bfrom\s+"?domain_events"?\s+where\s+"?delivered_at"?\s+is\s+null/i.test(c.text),
  );
}

const firstCell = (rows: unknown[]) => {
  const row = rows[0];
  return Array.isArray(row) ? row[0] : row && typeof row === 'object' ? Object.values(row)[0] : undefined;
};

/**
 * The raw twin of create: per variant, the captured calls again, the transaction's (if any) in a
 * transaction of its own, with the order number and id the replayed insert answers in place of the
 * captured ones in the statements after it.
 */
export function createTwin(database: Database, captures: { calls: TxCall[]; orderNo: string; id: number }[]) {
  return async (variant: number) => {
    const { calls, orderNo, id } = captures[variant % captures.length]!;
    let newNo: string | undefined;
    let newId: unknown;
    const swapOf = (call: CapturedCall) => {
      const swap = new Map<unknown, () => unknown>();
      for (const v of call.values) {
        if (newNo && typeof v === 'string' && v.includes(orderNo))
          swap.set(v, () => v.replaceAll(orderNo, newNo!));
        else if (
          newId !== undefined &&
          (typeof v === 'number' || typeof v === 'string') &&
          String(v) === String(id)
        )
          swap.set(v, () => newId);
      }
      return swap.size ? substitute(call, swap) : call;
    };
    const learn = (call: CapturedCall, rows: unknown[]) => {
      const row = rows[0];
      // The route's insert (modules/orders/insert.ts) answers the new order's id and number.
      if (row && typeof row === 'object' && !Array.isArray(row) && 'order_no' in row) {
        newNo = String((row as { order_no: unknown }).order_no);
        if ('id' in row) newId = (row as { id: unknown }).id;
      } else if (/^\s*insert into "?orders"?\s/i.test(call.text)) newId = firstCell(rows);
    };
    const out: unknown[] = [];
    for (let i = 0; i < calls.length;) {
      const tx = calls[i]!.tx;
      let j = i + 1;
      while (j < calls.length && calls[j]!.tx === tx) j++;
      const segment = calls.slice(i, j);
      if (tx === null) out.push(...(await replay(database, segment)));
      else out.push(...(await replayTransaction(database, segment, swapOf, learn)));
      i = j;
    }
    return out;
  };
}

/** Captured calls replayed as they ran: the pool's straight through, each transaction's in one. */
export async function replayTransactionCalls(database: Database, calls: TxCall[]) {
  const out: unknown[] = [];
  for (let i = 0; i < calls.length;) {
    const tx = calls[i]!.tx;
    let j = i + 1;
    while (j < calls.length && calls[j]!.tx === tx) j++;
    const segment = calls.slice(i, j);
    if (tx === null) out.push(...(await replay(database, segment)));
    else
      out.push(
        ...(await replayTransaction(
          database,
          segment,
          (c) => c,
          () => undefined,
        )),
      );
    i = j;
  }
  return out;
}

async function replayTransaction(
  database: Database,
  calls: CapturedCall[],
  swapOf: (c: CapturedCall) => CapturedCall,
  learn: (c: CapturedCall, rows: unknown[]) => void,
) {
  const out: unknown[] = [];
  const run = async (conn: Queryable) => {
    for (const c of calls) {
      const call = swapOf(c);
      const { rows } = await conn.query(...call.args);
      learn(call, rows);
      out.push(rows);
    }
  };
  if (database.pool) {
    // The captured calls hold drizzle's begin and commit.
    const client = await database.pool.connect();
    let failed: unknown;
    try {
      await run(client as unknown as Queryable);
    } catch (err) {
      failed = err;
      throw err;
    } finally {
      client.release(failed ? true : undefined);
    }
  } else {
    await database.pglite!.transaction((tx) => run(tx as unknown as Queryable));
  }
  return out;
}

/**
 * What each statement of a request costs alone on an idle connection (median of `times` runs,
 * milliseconds), the session lookup left out: says whether the exact total dominates the list.
 */
export async function statementCosts(database: Database, calls: CapturedCall[], times = 15) {
  const out: { label: string; ms: number }[] = [];
  for (const c of calls) {
    if (
      !/^\s*(select|execute)\b/i.test(c.text) ||
      /\bsessions\b/.test(c.text) ||
      /^\s*execute\b/i.test(c.text)
    )
      continue;
    const label = /order_state_counts/.test(c.text)
      ? 'total from counters'
      : /count\(\*\)/.test(c.text)
        ? 'total counted'
        : /"orders"/.test(c.text) && /limit/.test(c.text)
          ? 'page'
          : c.text.replace(/\s+/g, ' ').slice(0, 24);
    const ms: number[] = [];
    for (let i = 0; i < times; i++) {
      const t0 = performance.now();
      await replay(database, [{ ...c, parallel: false }]);
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    out.push({ label, ms: ms[Math.floor(ms.length / 2)]! });
  }
  return out;
}

/** "SQL alone: page 1.20 ms, total from counters 0.10 ms" for a row's note. */
export const costNote = (costs: { label: string; ms: number }[]) =>
  costs.length
    ? `SQL alone (median): ${costs.map((c) => `${c.label} ${c.ms.toFixed(2)} ms`).join(', ')}`
    : '';
