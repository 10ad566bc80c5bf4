import { sql, type SQL } from 'drizzle-orm';
import { DOMAIN_EVENT_KIND_LIST, ORDER_STATES, STATS_TIME_ZONE } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import type { EventConsumer } from '../events';

/**
 * The per-day aggregates (issue 28) and how they are kept. An order's *fact* is what it adds to the
 * aggregates: its created day, state, template, engineer, city, and once completed its completion
 * day, amount, times, arrival and evaluation. `stat_order_facts` holds each order's fact as last
 * counted; syncing an order computes the fact afresh, and when it differs moves the difference:
 * the old fact's contributions out of the aggregate rows and the new one's in. So syncing is
 * idempotent (a second sync finds nothing to move), any order event makes good an earlier missed
 * one, and `rebuildStats` (the nightly job, and after seeding) recounts an enterprise from orders.
 */

const TZ = STATS_TIME_ZONE;
/** The fact columns, in the order of `factSelect`. */
const FACT_COLUMNS = sql.raw(
  'order_id, day, state, template_id, engineer_id, city, done_day, amount, service_minutes, lead_minutes, arrival, eval_score, solved',
);

/** The facts of an enterprise's orders outside the recycle bin (`and` narrows them). */
function factSelect(t: TenantDb, and?: SQL) {
  return sql`select o.id as order_id,
      (o.created_at at time zone ${TZ})::date as day,
      o.state, o.template_id,
      coalesce(o.server_user_id, 0) as engineer_id,
      coalesce(nullif(o.address->>'city', ''), '') as city,
      case when o.state = ${ORDER_STATES.completed} and o.completed_at is not null
        then (o.completed_at at time zone ${TZ})::date end as done_day,
      o.total_amount as amount,
      coalesce(o.service_minutes, 0) as service_minutes,
      case when o.completed_at is not null
        then greatest(0, floor(extract(epoch from o.completed_at - o.created_at) / 60))::int else 0 end
        as lead_minutes,
      case when o.appointment_at is null or o.started_at is null then 0
        when o.started_at <= o.appointment_at then 1 else 2 end as arrival,
      (e.quality + e.attitude + e.speed)::smallint as eval_score,
      e.solved
    from orders o
    left join order_evaluations e on e.enterprise_id = o.enterprise_id and e.order_id = o.id
    where ${mineSql(t, 'o')} and o.deleted_at is null${and ? sql` and ${and}` : sql``}`;
}

const DONE_MEASURES = sql.raw(
  'completed, amount, service_minutes, lead_minutes, on_time, late, evaluated, eval_score, satisfied, solved',
);
const doneSums = (sign: 1 | -1) => sql`${sign}::int * count(*)::int, ${sign}::int * sum(amount),
  ${sign}::int * sum(service_minutes), ${sign}::int * sum(lead_minutes),
  ${sign}::int * count(*) filter (where arrival = 1), ${sign}::int * count(*) filter (where arrival = 2),
  ${sign}::int * count(eval_score), ${sign}::int * coalesce(sum(eval_score), 0),
  ${sign}::int * count(*) filter (where eval_score >= 12), ${sign}::int * count(*) filter (where solved)`;
const doneAdd = sql.raw(`completed = a.completed + excluded.completed, amount = a.amount + excluded.amount,
  service_minutes = a.service_minutes + excluded.service_minutes, lead_minutes = a.lead_minutes + excluded.lead_minutes,
  on_time = a.on_time + excluded.on_time, late = a.late + excluded.late, evaluated = a.evaluated + excluded.evaluated,
  eval_score = a.eval_score + excluded.eval_score, satisfied = a.satisfied + excluded.satisfied,
  solved = a.solved + excluded.solved`);

/**
 * Adds (sign 1) or takes away (-1) the facts of `facts` (a select over stat_order_facts' columns)
 * in the four aggregates: created and completed, fine (by engineer and city) and totals. Rows that
 * fall to nothing stay until the next rebuild (removing them here would scan the enterprise's rows
 * on every event); readers sum them to nothing.
 */
async function applyFacts(db: Db, t: TenantDb, facts: SQL, sign: 1 | -1) {
  const e = t.enterpriseId;
  await db.execute(sql`insert into stat_order_days as a (enterprise_id, day, state, template_id, engineer_id, city, orders)
    select ${e}::bigint, day, state, template_id, engineer_id, city, ${sign}::int * count(*)::int
    from (${facts}) f group by day, state, template_id, engineer_id, city
    on conflict (enterprise_id, day, state, template_id, engineer_id, city)
    do update set orders = a.orders + excluded.orders`);
  await db.execute(sql`insert into stat_order_totals as a (enterprise_id, day, state, template_id, orders)
    select ${e}::bigint, day, state, template_id, ${sign}::int * count(*)::int
    from (${facts}) f group by day, state, template_id
    on conflict (enterprise_id, day, state, template_id) do update set orders = a.orders + excluded.orders`);
  await db.execute(sql`insert into stat_done_days as a (enterprise_id, day, template_id, engineer_id, city, ${DONE_MEASURES})
    select ${e}::bigint, done_day, template_id, engineer_id, city, ${doneSums(sign)}
    from (${facts}) f where done_day is not null group by done_day, template_id, engineer_id, city
    on conflict (enterprise_id, day, template_id, engineer_id, city) do update set ${doneAdd}`);
  await db.execute(sql`insert into stat_done_totals as a (enterprise_id, day, template_id, ${DONE_MEASURES})
    select ${e}::bigint, done_day, template_id, ${doneSums(sign)}
    from (${facts}) f where done_day is not null group by done_day, template_id
    on conflict (enterprise_id, day, template_id) do update set ${doneAdd}`);
}

/**
 * Brings one order's contribution up to date (in the caller's transaction). The order's row is
 * locked first, so two syncs of one order (two events, two processes) run one after the other.
 * Answers whether anything moved.
 */
export async function syncOrderStats(t: TenantDb, orderId: number): Promise<boolean> {
  const { db } = t;
  await db.execute(sql`select 1 from orders where ${mineSql(t)} and id = ${orderId} for no key update`);
  const now = sql`select ${FACT_COLUMNS} from (${factSelect(t, sql`o.id = ${orderId}`)}) n`;
  const was = sql`select ${FACT_COLUMNS} from stat_order_facts where ${mineSql(t)} and order_id = ${orderId}`;
  // the same fact (row for row, nulls alike) as counted: nothing to move
  const diff = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ((${now}) except all (${was})
        union all ((${was}) except all (${now}))) d`,
  );
  if (Number(diff[0]?.n ?? 0) === 0) return false;
  await applyFacts(db, t, was, -1);
  await db.execute(sql`delete from stat_order_facts where ${mineSql(t)} and order_id = ${orderId}`);
  await db.execute(
    sql`insert into stat_order_facts (enterprise_id, ${FACT_COLUMNS}) select ${t.enterpriseId}::bigint, * from (${now}) n`,
  );
  await applyFacts(
    db,
    t,
    sql`select * from stat_order_facts where ${mineSql(t)} and order_id = ${orderId}`,
    1,
  );
  return true;
}

/** Recounts an enterprise's aggregates from its orders (catch-up; in the caller's transaction). */
export async function rebuildStats(t: TenantDb) {
  const { db } = t;
  for (const table of [
    'stat_order_facts',
    'stat_order_days',
    'stat_order_totals',
    'stat_done_days',
    'stat_done_totals',
  ])
    await db.execute(sql`delete from ${sql.identifier(table)} where ${mineSql(t)}`);
  await db.execute(
    sql`insert into stat_order_facts (enterprise_id, ${FACT_COLUMNS}) select ${t.enterpriseId}::bigint, * from (${factSelect(t)}) f`,
  );
  await applyFacts(db, t, sql`select * from stat_order_facts where ${mineSql(t)}`, 1);
}

/** The order events the statistics follow: every kind about an order. */
export const STATS_EVENT_KINDS = DOMAIN_EVENT_KIND_LIST.filter((k) => k.startsWith('order.'));

/** The statistics consumer of the order events (docs/events.md): each event syncs its order. */
export const statsConsumer: EventConsumer = {
  name: 'stats',
  kinds: STATS_EVENT_KINDS,
  async handle(t, event) {
    await syncOrderStats(t, Number(event.objectId));
  },
};
