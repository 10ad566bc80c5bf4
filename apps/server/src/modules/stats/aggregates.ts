import { sql, type SQL } from 'drizzle-orm';
import { DOMAIN_EVENT_KIND_LIST, ORDER_STATES, STATS_TIME_ZONE } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idArray } from '../../core/sql';
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
const FACT_NAMES = [
  'order_id',
  'day',
  'state',
  'template_id',
  'engineer_id',
  'city',
  'done_day',
  'amount',
  'service_minutes',
  'lead_minutes',
  'arrival',
  'eval_score',
  'solved',
  'customer_id',
  'unit_id',
];
const FACT_COLUMNS = sql.raw(FACT_NAMES.join(', '));

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
      e.solved,
      coalesce(o.customer_id, 0) as customer_id,
      coalesce(o.customer_product_id, 0) as unit_id
    from orders o
    left join order_evaluations e on e.enterprise_id = o.enterprise_id and e.order_id = o.id
    where ${mineSql(t, 'o')} and o.deleted_at is null${and ? sql` and ${and}` : sql``}`;
}

const DONE_MEASURES = sql.raw(
  'completed, amount, service_minutes, lead_minutes, on_time, late, evaluated, eval_score, satisfied, solved',
);
/** The done measures of facts `f` with their `sign` (1 counted in, -1 taken out), summed. */
const DONE_SUMS = sql.raw(`sum(sign)::int, sum(sign * amount), sum(sign * service_minutes)::bigint,
  sum(sign * lead_minutes)::bigint, coalesce(sum(sign) filter (where arrival = 1), 0)::int,
  coalesce(sum(sign) filter (where arrival = 2), 0)::int,
  coalesce(sum(sign) filter (where eval_score is not null), 0)::int, coalesce(sum(sign * eval_score), 0)::int,
  coalesce(sum(sign) filter (where eval_score >= 12), 0)::int, coalesce(sum(sign) filter (where solved), 0)::int`);
const doneAdd = sql.raw(`completed = a.completed + excluded.completed, amount = a.amount + excluded.amount,
  service_minutes = a.service_minutes + excluded.service_minutes, lead_minutes = a.lead_minutes + excluded.lead_minutes,
  on_time = a.on_time + excluded.on_time, late = a.late + excluded.late, evaluated = a.evaluated + excluded.evaluated,
  eval_score = a.eval_score + excluded.eval_score, satisfied = a.satisfied + excluded.satisfied,
  solved = a.solved + excluded.solved`);
const MONTH = sql.raw(`date_trunc('month', day)::date`);
const UNIT_KEYS = sql.raw('template_id, engineer_id, customer_id, unit_id');
const UNIT_DONE = sql.raw(`coalesce(sum(sign) filter (where state = ${ORDER_STATES.completed}), 0)::int`);
const DONE_MONTH = sql.raw(`date_trunc('month', done_day)::date`);

/**
 * The inserts that move facts `f` (stat_order_facts' columns and a `sign`: 1 adds a fact, -1 takes
 * it away) into the ten aggregates: created and completed, fine (by engineer and city) and
 * totals, per day and per month (the monthly ones without the city); and created by customer and
 * equipment unit, per day and per month, with those of them completed.
 * Grouping first, so a fact taken out and its successor put in on the same key meet in one row.
 * Rows that fall to nothing stay until the next rebuild (removing them here would scan the
 * enterprise's rows on every event); readers sum them to nothing.
 */
function applyInserts(e: number): SQL[] {
  const createdTo = (table: string, key: string, keyOf: SQL) =>
    sql`insert into ${sql.identifier(table)} as a (enterprise_id, ${sql.raw(key)}, orders)
      select ${e}::bigint, ${keyOf}, sum(sign)::int from f group by ${keyOf} having sum(sign) <> 0
      on conflict (enterprise_id, ${sql.raw(key)}) do update set orders = a.orders + excluded.orders`;
  const doneTo = (table: string, key: string, keyOf: SQL) =>
    sql`insert into ${sql.identifier(table)} as a (enterprise_id, ${sql.raw(key)}, ${DONE_MEASURES})
      select ${e}::bigint, ${keyOf}, ${DONE_SUMS} from f where done_day is not null group by ${keyOf}
      on conflict (enterprise_id, ${sql.raw(key)}) do update set ${doneAdd}`;
  const unitsTo = (table: string, keyOf: SQL) =>
    sql`insert into ${sql.identifier(table)} as a
        (enterprise_id, ${sql.raw(table.endsWith('days') ? 'day' : 'month')}, ${UNIT_KEYS}, orders, completed)
      select ${e}::bigint, ${keyOf}, ${UNIT_KEYS}, sum(sign)::int, ${UNIT_DONE} from f
       group by ${keyOf}, ${UNIT_KEYS} having sum(sign) <> 0 or ${UNIT_DONE} <> 0
      on conflict (enterprise_id, ${sql.raw(table.endsWith('days') ? 'day' : 'month')}, ${UNIT_KEYS})
      do update set orders = a.orders + excluded.orders, completed = a.completed + excluded.completed`;
  return [
    createdTo(
      'stat_order_days',
      'day, state, template_id, engineer_id, city',
      sql.raw('day, state, template_id, engineer_id, city'),
    ),
    createdTo('stat_order_totals', 'day, state, template_id', sql.raw('day, state, template_id')),
    createdTo(
      'stat_order_months',
      'month, state, template_id, engineer_id',
      sql`${MONTH}, state, template_id, engineer_id`,
    ),
    createdTo('stat_order_month_totals', 'month, state, template_id', sql`${MONTH}, state, template_id`),
    doneTo(
      'stat_done_days',
      'day, template_id, engineer_id, city',
      sql.raw('done_day, template_id, engineer_id, city'),
    ),
    doneTo('stat_done_totals', 'day, template_id', sql.raw('done_day, template_id')),
    doneTo(
      'stat_done_months',
      'month, template_id, engineer_id',
      sql`${DONE_MONTH}, template_id, engineer_id`,
    ),
    doneTo('stat_done_month_totals', 'month, template_id', sql`${DONE_MONTH}, template_id`),
    unitsTo('stat_unit_days', sql.raw('day')),
    unitsTo('stat_unit_months', MONTH),
  ];
}

/** The inserts as the data-modifying parts of one statement (after its `f`). */
const applyParts = (e: number) =>
  sql.join(
    applyInserts(e).map((insert, i) => sql`${sql.raw(`up${i}`)} as (${insert})`),
    sql`, `,
  );

/**
 * Brings one order's contribution up to date (in the caller's transaction). The order's row is
 * locked first, so two syncs of one order (two events, two processes) run one after the other.
 * Then the order's fact now is compared with the fact as counted (the same row for row, nulls
 * alike: nothing to move, the common case of a redelivered or unrelated event). When they differ,
 * one statement takes the old fact out of the aggregates, puts the new one in and makes
 * stat_order_facts the new one; all its parts see the rows as they were before it, so the fact as
 * counted is read before it is replaced. Answers whether anything moved.
 */
export async function syncOrderStats(t: TenantDb, orderId: number): Promise<boolean> {
  return (await syncOrdersStats(t, [orderId])).length > 0;
}

/**
 * syncOrderStats for several orders at once (a dispatch batch's, docs/events.md): the orders'
 * rows locked in id order, one comparison naming the orders whose fact moved, and one statement
 * moving those. Answers the orders that moved.
 */
export async function syncOrdersStats(t: TenantDb, orderIds: readonly number[]): Promise<number[]> {
  const { db } = t;
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  if (!ids.length) return [];
  await db.execute(
    sql`select 1 from orders where ${mineSql(t)} and id = any(${idArray(ids)}) order by id for no key update`,
  );
  const nowOf = (list: number[]) =>
    sql`select ${FACT_COLUMNS} from (${factSelect(t, sql`o.id = any(${idArray(list)})`)}) n`;
  const wasOf = (list: number[]) =>
    sql`select ${FACT_COLUMNS} from stat_order_facts where ${mineSql(t)} and order_id = any(${idArray(list)})`;
  const moved = (
    await rows<{ order_id: number }>(
      db,
      sql`select distinct d.order_id::bigint as order_id from ((${nowOf(ids)}) except all (${wasOf(ids)})
          union all ((${wasOf(ids)}) except all (${nowOf(ids)}))) d order by 1`,
    )
  ).map((r) => Number(r.order_id));
  if (!moved.length) return [];
  await db.execute(
    sql`with now as materialized (${nowOf(moved)}), was as materialized (${wasOf(moved)}),
      f as materialized (select *, -1 as sign from was union all select *, 1 as sign from now),
      ${applyParts(t.enterpriseId)},
      fact_out as (delete from stat_order_facts where ${mineSql(t)} and order_id = any(${idArray(moved)})
        and order_id not in (select order_id from now)),
      fact_in as (insert into stat_order_facts as a (enterprise_id, ${FACT_COLUMNS})
        select ${t.enterpriseId}::bigint, * from now
        on conflict (enterprise_id, order_id) do update set ${sql.raw(
          FACT_NAMES.filter((c) => c !== 'order_id')
            .map((c) => `${c} = excluded.${c}`)
            .join(', '),
        )})
    select 1`,
  );
  return moved;
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
    'stat_order_months',
    'stat_order_month_totals',
    'stat_done_months',
    'stat_done_month_totals',
    'stat_unit_days',
    'stat_unit_months',
  ])
    await db.execute(sql`delete from ${sql.identifier(table)} where ${mineSql(t)}`);
  await db.execute(
    sql`insert into stat_order_facts (enterprise_id, ${FACT_COLUMNS}) select ${t.enterpriseId}::bigint, * from (${factSelect(t)}) f`,
  );
  // one statement an aggregate: the facts of a large enterprise are read again by each rather
  // than held (and spilled) for all ten
  for (const insert of applyInserts(t.enterpriseId))
    await db.execute(
      sql`with f as (select ${FACT_COLUMNS}, 1 as sign from stat_order_facts where ${mineSql(t)}) ${insert}`,
    );
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
  // a dispatch batch: each order brought to its state now once, however many of its events came
  async handleBatch(t, events) {
    await syncOrdersStats(
      t,
      events.map((e) => Number(e.objectId)),
    );
  },
};
