import { sql, type SQL } from 'drizzle-orm';
import {
  STOCK_HOLDERS,
  TOTAL_COUNT_CAP,
  type LedgerQuery,
  type LedgerRow,
  type StockListQuery,
  type StockRow,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { likePattern } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';

const holderNameOf = (alias: 's' | 'm') =>
  sql.raw(
    `case when ${alias}.holder_kind = ${STOCK_HOLDERS.warehouse}
  then (select w.name from warehouses w where w.id = ${alias}.holder_id and w.enterprise_id = ALIAS.enterprise_id)
  else (select u.name from users u where u.id = ${alias}.holder_id and u.enterprise_id = ALIAS.enterprise_id) end`.replaceAll(
      'ALIAS',
      alias,
    ),
  );
/** The holder's name (a warehouse's or a person's), for the stock rows (s) and the ledger rows (m). */
const HOLDER_NAMES = { s: holderNameOf('s'), m: holderNameOf('m') };
const holderName = (alias: 's' | 'm') => HOLDER_NAMES[alias];

/** Counted up to one past the cap: a broad filter over a big ledger stops early (totalCapped). */
async function cappedCount(t: TenantDb, from: SQL) {
  const [row] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from (select 1 from ${from} limit ${TOTAL_COUNT_CAP + 1}) x`,
  );
  const n = row?.n ?? 0;
  return n > TOTAL_COUNT_CAP ? { total: TOTAL_COUNT_CAP, totalCapped: true } : { total: n };
}

/**
 * GET /v2/spare/stock/list: stock rows of warehouses (holderKind 1) or people (2), one holder or
 * all, by part, keyword on code and name; `warning` keeps rows at or under the part's alert quantity
 * (/sparewarning; only parts with an alert quantity set). Personal rows at zero are left out.
 */
export async function listStock(t: TenantDb, q: StockListQuery) {
  const conditions: SQL[] = [
    mineSql(t, 's'),
    sql`s.holder_kind = ${q.holderKind}`,
    sql`p.deleted_at is null`,
  ];
  if (q.holderId) conditions.push(sql`s.holder_id = ${q.holderId}`);
  if (q.partId) conditions.push(sql`s.part_id = ${q.partId}`);
  if (q.holderKind === STOCK_HOLDERS.person) conditions.push(sql`s.qty > 0`);
  if (q.warning) conditions.push(sql`p.alert_qty > 0 and s.qty <= p.alert_qty`);
  if (q.keyword) {
    const k = likePattern(q.keyword);
    conditions.push(sql`(p.code ilike ${k} or p.name ilike ${k})`);
  }
  const from = sql`spare_stock s join spare_parts p on p.enterprise_id = s.enterprise_id and p.id = s.part_id
    where ${sql.join(conditions, sql` and `)}`;
  const [list, count] = await Promise.all([
    rows<StockRow>(
      t.db,
      sql`select s.part_id::int as "partId", p.code, p.name, p.model, p.unit, s.holder_kind as "holderKind",
                 s.holder_id::int as "holderId", ${holderName('s')} as "holderName", s.qty::text as quantity,
                 p.alert_qty::text as "alertQty"
            from ${from}
           order by s.holder_id, s.part_id limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    cappedCount(t, from),
  ]);
  return { list, ...count };
}

/**
 * GET /v2/spare/stock/log: the ledger, newest first, by part, holder and kind (/sparelog, /stockLog,
 * a part's log on its detail page). "desc nulls last" as the ledger's indexes are built (id is never
 * null): a plain "desc" (nulls first) cannot read them in order, and the page then walks the
 * enterprise's whole ledger backwards by its primary key, filtering (a part's page: 19,000 rows
 * read at 1,000,000).
 */
export async function listLedger(t: TenantDb, q: LedgerQuery) {
  const conditions: SQL[] = [mineSql(t, 'm')];
  if (q.partId) conditions.push(sql`m.part_id = ${q.partId}`);
  if (q.holderKind) conditions.push(sql`m.holder_kind = ${q.holderKind}`);
  if (q.holderId) conditions.push(sql`m.holder_id = ${q.holderId}`);
  if (q.kind) conditions.push(sql`m.kind = ${q.kind}`);
  const from = sql`spare_movements m where ${sql.join(conditions, sql` and `)}`;
  const [list, count] = await Promise.all([
    rows<LedgerRow>(
      t.db,
      sql`select m.id::int as id, m.batch::text as batch, m.kind, m.part_id::int as "partId", p.code, p.name,
                 m.holder_kind as "holderKind", m.holder_id::int as "holderId", ${holderName('m')} as "holderName",
                 m.delta::text as delta, m.balance::text as balance, m.reason, m.note, u.name as "actorName",
                 m.created_at as "createdAt"
            from (select * from ${from} order by m.id desc nulls last limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}) m
            join spare_parts p on p.enterprise_id = m.enterprise_id and p.id = m.part_id
            left join users u on u.enterprise_id = m.enterprise_id and u.id = m.actor_user_id
           order by m.id desc nulls last`,
    ),
    cappedCount(t, from),
  ]);
  return {
    list: list.map((r) => ({ ...r, batch: Number(r.batch), createdAt: new Date(r.createdAt).toISOString() })),
    ...count,
  };
}
