/**
 * Work orders: `orders` is M per enterprise on average over the first ORDER_ENTERPRISES (100)
 * generated enterprises, M × 100 in all (1 000 000 by default); `largeOrders` of them (300 000 by
 * default) belong to the first generated enterprise (the large tenant of the work-orders issue's
 * benchmark, which also holds the `largeCustomers`), the rest are spread over the others with the
 * users' skew. Each order is one of the enterprise's customers (round-robin) with its default
 * contact and address copied as creating an order does, the default order template, a state 0-7
 * (most completed), a server from the enterprise's users from state 2 on, the times and amounts
 * its state implies, a few archived and deleted ones, `search_text` as the orders module builds it
 * (number, title, customer, contact, phone), and one "create" row in its timeline (order_logs).
 *
 * Numbers read `yyyymmdd-NNNN` like the server's (the day created, then the order's number in the
 * series, at least 4 digits), unique per enterprise; every generated order is at least a day old, so
 * the server's own numbers of today (order_counters) never meet one.
 *
 * The per-row triggers that keep `order_state_counts` and `order_search` (migrations 0012, 0018)
 * are off during the insert; the enterprises' counts and search rows are then written with one
 * insert each, as the ends of those migrations do.
 */
import { FORM_KINDS, ORDER_STATES } from '@fieldline/domain';
import type { Database } from '@fieldline/server/src/db/client';
import { registerGenerator, type GeneratorContext } from '../generate';
import { skewedSeries } from './skew';

/** Enterprises that hold orders: the first 100 generated (the issue's "100 enterprises"). */
export const ORDER_ENTERPRISES = 100;
/** Orders in the large enterprise by default (the issue's "one of which holds 300,000"). */
export const LARGE_ORDER_ENTERPRISE_SIZE = 300_000;
/** Defaults on PGlite (run.ts applies them when BENCH_RECORDS leaves them out): 100 000 orders. */
export const PGLITE_ORDER_RECORDS = { orders: 1_000, largeOrders: 30_000 };

const TITLES = [
  'Air conditioner not cooling',
  'Lift noise inspection',
  'Water filter replacement',
  'Cold store temperature alarm',
  'Printer paper jam',
  'Fire alarm panel fault',
  'Water pump leaking',
  'Access control not reading cards',
  'Annual HVAC maintenance',
  'CCTV screen black',
  'Boiler pressure abnormal',
  'Network equipment installation',
];
const { reception, assignment, acceptance, service, inService, completed, cancelled, approval } =
  ORDER_STATES;
/** States by `g % 20`: 45 % completed, 10 % each pending assignment, pending service, cancelled, approval. */
const STATE_MIX = [
  reception,
  assignment,
  assignment,
  acceptance,
  service,
  service,
  inService,
  completed,
  completed,
  completed,
  completed,
  completed,
  completed,
  completed,
  completed,
  completed,
  cancelled,
  cancelled,
  approval,
  approval,
];
/** Timeline steps behind each state (create, assign, accept, start, complete…): the order's version. */
const STEPS = [1, 1, 2, 3, 4, 5, 2, 5];
const DAY_SECONDS = 86_400;
/** Generated orders were created over the two years before yesterday, oldest first. */
const SPAN_SECONDS = 730 * DAY_SECONDS;

/** The order enterprises: the first ORDER_ENTERPRISES generated, the first of them the large one. */
const orderEnterprises = (enterpriseIds: number[]) => enterpriseIds.slice(0, ORDER_ENTERPRISES);
/** Orders of the large enterprise: `largeOrders`, at most all of them. */
const largeShare = (scale: Record<string, number>, enterprises: number) =>
  Math.min(scale.largeOrders ?? 0, (scale.orders ?? 0) * enterprises);

/** Runs `fn` on one connection with hash joins only (pool: a checked-out client; PGlite: its one). */
async function hashJoinsOnly<T>(database: Database, fn: (q: GeneratorContext['q']) => Promise<T>) {
  const client = database.pool ? await database.pool.connect() : undefined;
  const q: GeneratorContext['q'] = client
    ? (text, values) => client.query(text, values)
    : (text, values) => database.sql.query(text, values);
  await q('set enable_nestloop = off; set enable_mergejoin = off');
  try {
    return await fn(q);
  } finally {
    await q('reset enable_nestloop; reset enable_mergejoin').catch(() => undefined);
    client?.release();
  }
}

/**
 * Inserts orders, one per row of `series` (a query answering `g`, the order's number, unique per
 * enterprise, and `ord`, the enterprise's place in `ids`, 1-based; `$2` and `$3` are
 * `seriesParams`), spread over `total` numbers for their creation times; then their timeline rows
 * and the enterprises' state counts.
 */
async function insertOrders(
  { q, database }: Pick<GeneratorContext, 'q' | 'database'>,
  ids: string,
  series: string,
  seriesParams: [number, number],
  total: number,
) {
  const { rows } = await q('select coalesce(max(id), 0)::bigint as id from orders');
  const afterId = String(rows[0]?.id ?? 0);
  // Fresh statistics, or the planner takes the just-generated tables for empty and nests loops.
  await q('analyze users, customers, customer_contacts, customer_addresses, form_templates');
  await q('alter table orders disable trigger user');
  try {
    // It still cannot know how many rows the series gives per enterprise: hash joins only.
    await hashJoinsOnly(database, (one) =>
      one(
        `with ep as (select e.id, e.ord, uc.n as users, cc.n as customers
                     from unnest($1::bigint[]) with ordinality e(id, ord)
                     join (select enterprise_id, count(*) as n from users
                            where enterprise_id = any($1::bigint[]) group by enterprise_id) uc on uc.enterprise_id = e.id
                     join (select enterprise_id, count(*) as n from customers
                            where enterprise_id = any($1::bigint[]) and deleted_at is null
                            group by enterprise_id) cc on cc.enterprise_id = e.id),
            u as (select enterprise_id, id, row_number() over (partition by enterprise_id order by id) - 1 as n
                    from users where enterprise_id = any($1::bigint[])),
            cu as (select c.enterprise_id, c.id, c.name, k.name as contact_name, k.phone as contact_phone,
                          a.province, a.city, a.region, a.detail, a.lng, a.lat,
                          row_number() over (partition by c.enterprise_id order by c.id) - 1 as n
                     from customers c
                     left join customer_contacts k
                            on k.enterprise_id = c.enterprise_id and k.customer_id = c.id and k.is_default
                     left join customer_addresses a
                            on a.enterprise_id = c.enterprise_id and a.customer_id = c.id and a.is_default
                    where c.enterprise_id = any($1::bigint[]) and c.deleted_at is null),
            tpl as (select enterprise_id, min(id) as id from form_templates
                     where enterprise_id = any($1::bigint[]) and kind = $5::int and is_default and deleted_at is null
                     group by enterprise_id),
            g as (${series}),
            -- Each order's enterprise and the numbers of its customer, server and creator first, so
            -- the joins below hash on (enterprise, number) whatever the planner thinks of the counts.
            gx as materialized (
              select g.g, ep.id as enterprise_id, g.g % ep.customers as customer_n,
                     (g.g * 7919) % ep.users as server_n, g.g % least(ep.users, 20) as creator_n
                from g join ep on ep.ord = g.ord),
            o as (select g.g, g.enterprise_id, tpl.id as template_id,
                         ($6::int[])[1 + g.g % 20]::smallint as state,
                         ($7::text[])[1 + g.g % array_length($7::text[], 1)] as title,
                         cu.id as customer_id, cu.name as customer_name, cu.contact_name, cu.contact_phone,
                         case when cu.province is not null then jsonb_build_object(
                           'province', cu.province, 'city', cu.city, 'region', cu.region, 'detail', cu.detail,
                           'lng', cu.lng, 'lat', cu.lat) end as address,
                         nullif(concat_ws(' ', cu.province, cu.city, cu.region, cu.detail), '') as address_text,
                         server.id as server_id, creator.id as creator_id,
                         now() - interval '1 day'
                               - make_interval(secs => (($4::bigint - g.g) * $8::bigint / $4::bigint)::float8) as created_at
                    from gx g
                    join tpl on tpl.enterprise_id = g.enterprise_id
                    join cu on cu.enterprise_id = g.enterprise_id and cu.n = g.customer_n
                    join u server on server.enterprise_id = g.enterprise_id and server.n = g.server_n
                    join u creator on creator.enterprise_id = g.enterprise_id and creator.n = g.creator_n),
            n as (select o.*, to_char(o.created_at, 'YYYYMMDD') || '-' || lpad(o.g::text, greatest(4, length(o.g::text)), '0') as order_no,
                         o.state in (2, 3, 4, 5, 7) as assigned, o.state in (5, 7) as done,
                         o.created_at + interval '1 hour' * ($9::int[])[1 + o.state] * 3 as updated
                    from o)
       insert into orders (enterprise_id, order_no, template_id, order_type, source, title, state, paused, priority,
                           customer_id, customer_name, contact_name, contact_phone, address, address_text,
                           appointment_at, estimated_at, description, search_text, server_user_id, assigned_by,
                           created_by, accepted_at, started_at, completed_at, cancelled_at, cancel_reason,
                           service_minutes, service_amount, total_amount, receipt_at, archived_at, deleted_at,
                           deleted_by, version, created_at, updated_at)
       select n.enterprise_id, n.order_no, n.template_id, case when n.g % 10 = 9 then 2 else 1 end,
              case when n.state = 0 then 5 else 1 end, n.title, n.state, n.state = 4 and n.g % 6 = 0,
              1 + (n.g % 7) % 3, n.customer_id, n.customer_name, n.contact_name, n.contact_phone, n.address,
              n.address_text, n.created_at + interval '1 day', n.created_at + interval '28 hours',
              n.title || ', please arrange a visit.',
              lower(concat_ws(' ', n.order_no, n.title, n.customer_name, n.contact_name, n.contact_phone)),
              case when n.assigned then n.server_id end, case when n.assigned then n.creator_id end, n.creator_id,
              case when n.state in (3, 4, 5, 7) then n.created_at + interval '2 hours' end,
              case when n.state in (4, 5, 7) then n.created_at + interval '3 hours' end,
              case when n.state = 5 then n.created_at + interval '5 hours' end,
              case when n.state = 6 then n.created_at + interval '1 hour' end,
              case when n.state = 6 then 'Customer cancelled the request' end,
              case when n.done then 60 + (n.g % 4) * 30 end,
              case when n.done then 100 + (n.g % 5) * 50 else 0 end,
              case when n.done then 100 + (n.g % 5) * 50 else 0 end,
              case when n.done then n.created_at + interval '5 hours' end,
              case when n.state = 5 and n.g % 50 = 0 then least(now(), n.created_at + interval '30 days') end,
              case when n.state = 6 and n.g % 4 = 0 then n.created_at + interval '2 hours' end,
              case when n.state = 6 and n.g % 4 = 0 then n.creator_id end,
              ($9::int[])[1 + n.state], n.created_at, least(now(), n.updated)
         from n
        order by n.g`,
        [
          ids,
          ...seriesParams,
          total,
          FORM_KINDS.order,
          `{${STATE_MIX.join(',')}}`,
          `{${TITLES.map((t) => `"${t}"`).join(',')}}`,
          SPAN_SECONDS,
          `{${STEPS.join(',')}}`,
        ],
      ),
    );
  } finally {
    await q('alter table orders enable trigger user');
  }
  await q(
    `insert into order_logs (enterprise_id, order_id, user_id, action, to_state, at)
     select enterprise_id, id, created_by, 'create', case when state = $3::int then $3::int else $4::int end, created_at
       from orders where enterprise_id = any($1::bigint[]) and id > $2::bigint
      order by id`,
    [ids, afterId, reception, assignment],
  );
  // What the triggers would have written, as migrations 0012 and 0018 do for the orders before them.
  await q(
    `insert into order_search (enterprise_id, order_id, shelf, shelved_at, search_text)
     select enterprise_id, id, order_shelf(deleted_at, archived_at), coalesce(deleted_at, archived_at), search_text
       from orders where enterprise_id = any($1::bigint[]) and id > $2::bigint
      order by id`,
    [ids, afterId],
  );
  await q('delete from order_state_counts where enterprise_id = any($1::bigint[])', [ids]);
  await q(
    `insert into order_state_counts (enterprise_id, shelf, state, shard, n)
     select enterprise_id, order_shelf(deleted_at, archived_at), state, 0, count(*)
       from orders where enterprise_id = any($1::bigint[]) group by 1, 2, 3`,
    [ids],
  );
}

registerGenerator({
  module: 'orders',
  // After largeCustomers: the large enterprise's orders go to all of its customers.
  after: ['users', 'customers', 'forms', 'largeCustomers'],
  perEnterprise: 10_000,
  tables: ['orders', 'order_logs', 'order_search', 'order_state_counts'],
  describe: (m, n) => {
    const e = Math.min(n, ORDER_ENTERPRISES);
    return (
      `orders: ${m} per enterprise on average over the first ${e} enterprises (${m * e} in all), ` +
      `skewed like users apart from the large one; one customer each (default contact and address copied), ` +
      `states 0-7 (45 % completed), a server from state 2 on, every 50th completed archived, every 4th ` +
      `cancelled deleted; one timeline row each`
    );
  },
  async generate(ctx) {
    const { enterpriseIds, perEnterprise, scale } = ctx;
    const holders = orderEnterprises(enterpriseIds);
    const large = largeShare(scale, holders.length);
    // The large enterprise's share is largeOrders' own; the rest go to the others.
    const others = large > 0 ? holders.slice(1) : holders;
    const total = perEnterprise * holders.length - large;
    if (total <= 0 || !others.length) return;
    await insertOrders(ctx, `{${others.join(',')}}`, skewedSeries('$2', '$3'), [total, others.length], total);
  },
});

registerGenerator({
  module: 'largeOrders',
  after: ['orders'],
  perEnterprise: LARGE_ORDER_ENTERPRISE_SIZE,
  tables: [],
  describe: (m) =>
    `large order enterprise: the first generated enterprise holds ${m} of the orders, made like the others ` +
    `(the work-orders issue's "one of which holds 300,000"); 0 leaves it out`,
  async generate(ctx) {
    const { enterpriseIds, scale } = ctx;
    const holders = orderEnterprises(enterpriseIds);
    const large = largeShare(scale, holders.length);
    if (large <= 0 || !holders.length) return;
    await insertOrders(
      ctx,
      `{${holders[0]}}`,
      'select g, 1 as ord from generate_series($2::bigint, $3::bigint) g',
      [1, large],
      large,
    );
  },
});
