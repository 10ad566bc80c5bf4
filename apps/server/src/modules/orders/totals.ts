import { eq, sql, type SQL } from 'drizzle-orm';
import { DATA_SCOPES, ORDER_STATES, type OrderFilter, type OrderState } from '@fieldline/domain';
import { mine, type Tenant } from '../../core/tenant';
import type { Db } from '../../db/client';
import { orderStateCounts } from '../../db/schema';
import { ShapedQuery, shapedCondition } from '../../db/shapes';
import { SHELVES, type OrderActor } from './scope';

/** Views whose rows are "a shelf, maybe one state" for a caller who sees every order. */
const COUNTED_VIEWS: Partial<Record<OrderFilter['view'], { shelf: number; states?: OrderState[] }>> = {
  all: { shelf: SHELVES.working },
  assign: { shelf: SHELVES.working, states: [ORDER_STATES.assignment] },
  acceptance: { shelf: SHELVES.working, states: [ORDER_STATES.reception] },
  archived: { shelf: SHELVES.archived },
  rubbish: { shelf: SHELVES.deleted },
};
/** Keys of the list query that do not narrow the rows. */
const NEUTRAL = new Set(['view', 'pageSize', 'pageIndex', 'states', 'orderStateList', 't', 'tab']);

/**
 * Which counter rows answer a list's total exactly, or null when the filters need a real count:
 * the caller sees all orders, the view is a shelf (maybe one state), and the only filter is states.
 */
export function countedTotal(actor: OrderActor, f: OrderFilter) {
  if (actor.dataScope !== DATA_SCOPES.all) return null;
  const counted = COUNTED_VIEWS[f.view];
  if (!counted) return null;
  for (const [key, value] of Object.entries(f))
    if (
      !NEUTRAL.has(key) &&
      value !== undefined &&
      value !== false &&
      !(Array.isArray(value) && !value.length)
    )
      return null;
  const asked = f.orderStateList ?? f.states;
  const states = asked?.length
    ? counted.states
      ? counted.states.filter((s) => asked.includes(s))
      : asked
    : counted.states;
  return { shelf: counted.shelf, states };
}

const sumQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({ n: sql<number>`coalesce(sum(${orderStateCounts.n}), 0)::int`.as('n') })
    .from(orderStateCounts)
    .where(where);
const sumShapes = new ShapedQuery('order_counts', sumQuery);

/** Which states the counters sum: all of them, some (the placeholder `states`), or none. */
type StatesShape = 'all' | 'some' | 'none';
const sumWhere = (states: StatesShape) =>
  mine(
    sql.placeholder('ep'),
    orderStateCounts,
    eq(orderStateCounts.shelf, sql.placeholder('shelf')),
    states === 'some'
      ? sql`${orderStateCounts.state} = any(${sql.placeholder('states')}::smallint[])`
      : states === 'none'
        ? sql`false`
        : undefined,
  );

/** The sum of the counter shards: the exact number of orders on a shelf (in some states). */
export const sumCounts = (
  t: Pick<Tenant, 'app' | 'enterpriseId'>,
  c: { shelf: number; states?: OrderState[] },
) =>
  sumShapes
    .rows(
      t.app.database,
      '',
      shapedCondition('counts', sumWhere, !c.states ? 'all' : c.states.length ? 'some' : 'none', {
        ep: t.enterpriseId,
        shelf: c.shelf,
        states: c.states ?? [],
      }),
    )
    .then((r) => Number(r[0]?.n ?? 0));
