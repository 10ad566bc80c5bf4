/**
 * The open pool (issue 22, acceptance: "pool list and grab at 300,000 orders in one enterprise, ratio
 * to raw"). In the large order enterprise one order pending assignment in POOL_EVERY is put in the pool
 * (about 3 000 of 300 000: state 1 is one order in ten), as one set-based update; then, for service
 * staff of that enterprise (who hold the grab code; personal data scope), each beside its raw twin:
 *
 *   - the pool list, page 1 and a later page, and page 1 with a keyword;
 *   - grab: each request grabs a different pooled order (the route's from one half of the pool, the
 *     twin's from the other), so every grab does the whole work: user lock, order lock, the pool's
 *     rules, the compare-and-set, timeline row and domain event in one transaction. The twin replays
 *     a captured grab's statements in a transaction with the order id swapped.
 */
import { ROLE_TYPES } from '@fieldline/domain';
import type { Database } from '@fieldline/server/src/db/client';
import { substitute } from './baselines';
import { csrfFor, replayTransactionCalls, type TxCall } from './order-scale';

/** One pending-assignment order in this many goes in the pool. */
export const POOL_EVERY = 10;
const PAGE_SIZE = 20;
export const POOL_DEEP_PAGE_INDEX = 49;
/** Grab requests per side at most (each grabs its own order; the pool must hold twice as many). */
export const GRAB_MAX = 1000;
const GRAB_KEYWORD = 'boiler';

export const poolPaths = () => [
  { path: `/api/v2/order/pool/list?pageSize=${PAGE_SIZE}&pageIndex=0`, label: 'page 1' },
  {
    path: `/api/v2/order/pool/list?pageSize=${PAGE_SIZE}&pageIndex=${POOL_DEEP_PAGE_INDEX}`,
    label: `page ${POOL_DEEP_PAGE_INDEX + 1}`,
  },
  {
    path: `/api/v2/order/pool/list?pageSize=${PAGE_SIZE}&pageIndex=0&keyword=${GRAB_KEYWORD}`,
    label: `keyword ${GRAB_KEYWORD}, page 1`,
  },
];
export const GRAB_PATH = '/api/v2/order/grab';

const q = (database: Database, text: string, values: unknown[] = []) =>
  database.sql.query(text, values).then((r) => r.rows as Record<string, unknown>[]);

/**
 * Pools every POOL_EVERY-th order pending assignment of the enterprise (version 1, a return time a
 * year ahead so no sweep touches them), and answers the pooled ids (newest first), the enterprise's
 * order count, and service staff of it with a generated session (at most `limit`).
 */
export async function poolEnterprise(database: Database, enterpriseId: number, limit: number) {
  const pooled = await q(
    database,
    `update orders set pooled_at = now() - (id % 1000) * interval '1 minute', pool_expires_at = now() + interval '1 year',
            version = 1
      where enterprise_id = $1 and state = 1 and server_user_id is null and deleted_at is null
        and archived_at is null and abs(hashtext(id::text)) % $2 = 0
      returning id`,
    [enterpriseId, POOL_EVERY],
  );
  await q(database, 'analyze orders');
  const [count] = await q(
    database,
    'select count(*)::int as n from orders where enterprise_id = $1 and deleted_at is null and archived_at is null',
    [enterpriseId],
  );
  const staff = await q(
    database,
    `select distinct s.user_id from sessions s
       join user_roles ur on ur.enterprise_id = s.enterprise_id and ur.user_id = s.user_id
       join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
      where s.enterprise_id = $1 and s.user_agent = 'fieldline-bench' and r.type = $2
      order by s.user_id limit $3`,
    [enterpriseId, ROLE_TYPES.serviceStaff, limit],
  );
  return {
    orders: Number(count?.n ?? 0),
    pooledIds: pooled.map((r) => Number(r.id)).sort((a, b) => b - a),
    staffIds: staff.map((r) => Number(r.user_id)),
  };
}

/**
 * The raw twin of grab: the captured grab's statements (one transaction) again, on order `ids[variant]`
 * in place of the captured one; the captured order id is replaced wherever it is a value.
 */
export function grabTwin(database: Database, calls: TxCall[], capturedId: number, ids: number[]) {
  return async (variant: number) => {
    const id = ids[variant % ids.length]!;
    const swap = (c: TxCall): TxCall => {
      const m = new Map<unknown, () => unknown>();
      for (const v of c.values)
        if ((typeof v === 'number' || typeof v === 'string') && String(v) === String(capturedId))
          m.set(v, () => (typeof v === 'string' ? String(id) : id));
      return m.size ? { ...substitute(c, m), tx: c.tx } : c;
    };
    return replayTransactionCalls(database, calls.map(swap));
  };
}

/** One grab request: the staff member's session and csrf token, the order. */
export const grabVariant = (
  salt: string,
  tokenFor: (id: number) => string,
  userId: number,
  orderId: number,
) => ({
  headers: { token: tokenFor(userId), 'x-csrf-token': csrfFor(salt, userId) },
  body: JSON.stringify({ orderId }),
});

/** Puts grabbed orders back in the pool as poolEnterprise left them (the capture grabbed them once). */
export const repool = (database: Database, ids: number[]) =>
  q(
    database,
    `update orders set state = 1, server_user_id = null, grabbed_at = null, accepted_at = null,
            pooled_at = now(), pool_expires_at = now() + interval '1 year', version = 1
      where id = any($1::bigint[])`,
    [ids],
  ).then(() => undefined);

/**
 * The grab's own statements of a capture: those before its transaction and the transaction (begin …
 * commit). What ran after the answer (the event dispatcher's scans and its consumers' transactions,
 * maybe cut short by the end of the capture) is left out: replayed, a half transaction would hold
 * its locks on a pooled connection.
 */
export function grabCalls(calls: TxCall[]): TxCall[] {
  const first = calls.find((c) => c.tx !== null)?.tx;
  if (first === undefined) return calls;
  const last = calls.map((c) => c.tx).lastIndexOf(first);
  return calls.filter((c, i) => c.tx === first || (c.tx === null && i < last));
}
