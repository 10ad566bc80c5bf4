/**
 * The customer list at the scale of one large tenant (customers issue, acceptance): the first
 * generated enterprise holds `largeCustomers` customers (200 000 by default, generators/customers.ts)
 * among the other generated enterprises, and its list is measured page 1, a deep page, and two
 * keyword searches, each beside its raw twin, with the latency ratios (p50, p99) in the notes.
 *
 * These rows run with LATENCY_CONCURRENCY requests in flight (one at a time by default), so their
 * p50 and p99 are what one request costs, not queueing behind 15 others.
 */
import { DATA_SCOPES } from '@fieldline/domain';
import type { Database } from '@fieldline/server/src/db/client';
import type { LoadSummary } from './load';

/** Requests in flight for the large-enterprise rows (BENCH_LATENCY_CONCURRENCY overrides it). */
export const LATENCY_CONCURRENCY = 1;
/**
 * Sessions rotated on those rows (at most; BENCH_VARIANTS if lower). Each is captured once, one
 * request at a time, and a deep page takes 150–250 ms: more would keep the capture past the
 * minute after which a session is touched again.
 */
export const LARGE_LIST_VARIANTS = 20;
const PAGE_SIZE = 20;
/** The deep page (zero-based pageIndex 999: page 1 000, rows 19 981–20 000 of the newest first). */
export const DEEP_PAGE_INDEX = 999;
/** A keyword with trigrams (customers_search_idx narrows it): names and phones containing it. */
export const SELECTIVE_KEYWORD = '12345';
/** A keyword too short for a trigram: a filter over every row of the enterprise. */
export const SHORT_KEYWORD = '88';

const list = (query: string) => `/api/v2/customer/epCustomerList?pageSize=${PAGE_SIZE}&${query}`;

/** The measured requests, with the label of each row in the report. */
export const largeCustomerPaths = () => [
  { path: list('pageIndex=0'), label: 'page 1' },
  { path: list(`pageIndex=${DEEP_PAGE_INDEX}`), label: `page ${DEEP_PAGE_INDEX + 1}` },
  { path: list(`pageIndex=0&keyword=${SELECTIVE_KEYWORD}`), label: `keyword ${SELECTIVE_KEYWORD}` },
  { path: list(`pageIndex=0&keyword=${SHORT_KEYWORD}`), label: `keyword ${SHORT_KEYWORD}` },
];

/** Users of an enterprise with data scope "all" and a generated session, at most `limit`. */
export async function seeAllSessionUsers(database: Database, enterpriseId: number, limit: number) {
  const { rows } = await database.sql.query(
    `select distinct s.user_id from sessions s
       join user_roles ur on ur.enterprise_id = s.enterprise_id and ur.user_id = s.user_id
       join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
      where s.enterprise_id = $1 and s.user_agent = 'fieldline-bench' and r.data_scope = $2
      order by s.user_id limit $3`,
    [enterpriseId, DATA_SCOPES.all, limit],
  );
  return rows.map((r) => Number((r as { user_id: unknown }).user_id));
}

/**
 * The large enterprise and the users of it who see all its customers (administrators and
 * dispatchers: data scope "all") and have a generated session, at most `limit` of them.
 */
export async function largeCustomerEnterprise(database: Database, enterpriseId: number, limit: number) {
  const { rows: count } = await database.sql.query(
    'select count(*)::int as n from customers where enterprise_id = $1 and deleted_at is null',
    [enterpriseId],
  );
  const userIds = await seeAllSessionUsers(database, enterpriseId, limit);
  return { customers: Number(count[0]?.n ?? 0), userIds };
}

/** "latency ÷ twin: p50 1.23, p99 1.45" for a row's note. */
export function latencyRatios(app: LoadSummary, twin: LoadSummary) {
  const r = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');
  return `latency ÷ raw twin's: p50 ${r(app.p50, twin.p50)}, p99 ${r(app.p99, twin.p99)}`;
}
