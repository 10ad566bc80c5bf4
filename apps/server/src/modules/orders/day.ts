import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  DAY_ORDER_STATES,
  DAY_ORDERS_MAX,
  ORDER_ACCESS,
  availableActions,
  orderDayQuerySchema,
  type OrderState,
} from '@fieldline/domain';
import { JsonText, defineRoute } from '../../core/route';
import { mine, type Tenant } from '../../core/tenant';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { ShapedQuery } from '../../db/shapes';
import { settingsFromText, templateAccessColumns } from '../forms';
import { rowJson } from './queries';
import { shelfOf } from './scope';

const template = templateAccessColumns(orders.enterpriseId, orders.templateId);
const coordinate = (key: 'lng' | 'lat') =>
  sql<number | null>`(${orders.address}->>${sql.raw(`'${key}'`)})::float8`.as(key);

/** The day's statement: list rows (as the lists write them), coordinates and what gates the actions. */
const dayQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({
      row: sql<string>`${rowJson(false)}::text`.as('row'),
      lng: coordinate('lng'),
      lat: coordinate('lat'),
      settingsText: sql<string | null>`${template.settingsText}`.as('settings_text'),
      state: sql<number>`${orders.state}`.as('state'),
      invalid: sql<boolean>`${orders.invalid}`.as('invalid'),
      paused: sql<boolean>`${orders.paused}`.as('paused'),
    })
    .from(orders)
    .leftJoin(users, and(eq(users.enterpriseId, orders.enterpriseId), eq(users.id, orders.createdBy)))
    .where(where)
    .orderBy(
      sql`case when ${orders.appointmentAt} >= ${sql.placeholder('from')}::timestamptz then 0
        when ${orders.appointmentAt} is null then 2 else 1 end`,
      asc(orders.appointmentAt),
      asc(orders.id),
    )
    .limit(DAY_ORDERS_MAX);
const dayShapes = new ShapedQuery('orders_day', dayQuery);

interface DayRow {
  row: string;
  lng: number | null;
  lat: number | null;
  settings_text: string | null;
  state: number;
  invalid: boolean;
  paused: boolean;
}

/**
 * GET /v2/order/myDay: the caller's own orders (they serve them) to accept, serve or finish, on the
 * working shelf, read on orders_server_idx: appointments from `from` (the start of their day) on
 * first, then missed ones, then those without an appointment, each by appointment time. So a pile
 * of missed appointments never crowds today's out of the DAY_ORDERS_MAX rows. Each row carries the
 * address's coordinates and the actions the detail would offer.
 */
export async function myDay(t: Tenant, from: string): Promise<JsonText> {
  const where = mine(
    t,
    orders,
    shelfOf('working'),
    eq(orders.serverUserId, t.user.id),
    sql`${orders.state} in (${sql.raw(DAY_ORDER_STATES.join(', '))})`,
  );
  const found = (await dayShapes.rows(t.app.database, '', where, {
    hide: false,
    from,
  })) as unknown as DayRow[];
  const caller = { powers: t.powers, isServer: true, isApprover: false, hasApprovers: false };
  const rows = found.map((r) => {
    const flags = { state: r.state as OrderState, invalid: r.invalid, paused: r.paused };
    const actions = availableActions(
      { ...flags, archived: false, deleted: false },
      caller,
      settingsFromText(r.settings_text),
    );
    const extra = { lng: r.lng, lat: r.lat, actions };
    return `${r.row.slice(0, -1)}, ${JSON.stringify(extra).slice(1)}`;
  });
  return new JsonText(`{"list":[${rows.join(',')}]}`);
}

const startOfUtcDay = (d: Date) => `${d.toISOString().slice(0, 10)}T00:00:00.000Z`;

export const orderDayRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/order/myDay',
    access: ORDER_ACCESS.view,
    tags: ['orders'],
    summary:
      "The service person's day: their own orders to accept, serve or finish, from the start of their day (from) by appointment time, then missed ones; with coordinates and actions",
    query: orderDayQuerySchema,
    handler: ({ tenant, query }) => myDay(tenant, query.from ?? startOfUtcDay(new Date())),
  }),
];
