import { and, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MARKER_CELLS_MAX,
  MAP_TIME_ZONE,
  cellDegrees,
  type DensityQuery,
  type MarkersAnswer,
  type MarkersQuery,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { ShapedQuery } from '../../db/shapes';
import { orders } from '../../db/schema';
import { mineSql, type Tenant } from '../../core/tenant';
import { orderListWhere, visibleOrders } from '../orders';
import { readerOf, visibleCustomers } from '../customers';

const lng = sql`(orders.address->>'lng')::float8`;
const lat = sql`(orders.address->>'lat')::float8`;
const p = (name: string) => sql.placeholder(name);

/** A markers statement's variant: whether it is bound to a city and to a rectangle. */
type MarkersVariant = `${'city' | ''}:${'box' | ''}`;

/** The order a cell of one order shows, read after the cells are chosen (at most MARKER_CELLS_MAX + 1). */
const single = alias(orders, 'single');

/**
 * The markers statement of a list condition: its orders (on the city index when a city is given, in
 * the rectangle when one is given) grouped on a grid of `cell` degrees; each cell's count, mean
 * position and, for a cell of one order, that order. Cells come largest first with the total of all
 * and their number, so the answer is bounded (MARKER_CELLS_MAX) and says what it left out. Orders
 * without coordinates fall in the one cell of nulls, first.
 *
 * The grid reads only each order's address and id, which orders_map_idx carries (migration 0061):
 * for the working shelf of one city, as a dispatcher who sees every order asks for it, the scan is
 * index-only and reads about 200 index pages for 7 000 orders instead of one heap page each. The
 * number, title, state and priority of a cell's one order are read afterwards, for the kept cells.
 */
function markersQuery(db: Db, where: SQL | undefined, variant: MarkersVariant) {
  const [city, box] = variant.split(':');
  const cell = sql`${p('cell')}::float8`;
  const grid = db
    .select({
      gx: sql<number>`floor(${lng} / ${cell})::int`.as('gx'),
      gy: sql<number>`floor(${lat} / ${cell})::int`.as('gy'),
      n: sql<number>`count(*)::int`.as('n'),
      lng: sql<number>`avg(${lng})`.as('lng'),
      lat: sql<number>`avg(${lat})`.as('lat'),
      id: sql<number>`max(${orders.id})`.as('id'),
      enterpriseId: sql<number>`min(${orders.enterpriseId})`.as('enterprise_id'),
    })
    .from(orders)
    .where(
      and(
        where,
        city ? sql`(orders.address->>'city') = ${p('city')}::text` : undefined,
        box
          ? sql`${lng} between ${p('west')}::float8 and ${p('east')}::float8
                and ${lat} between ${p('south')}::float8 and ${p('north')}::float8`
          : undefined,
      ),
    )
    .groupBy(sql`1`, sql`2`)
    .as('grid');
  const order = [sql`(${grid.gx} is null) desc`, sql`${grid.n} desc`, sql`${grid.id} desc`];
  const cells = db
    .select({
      gx: grid.gx,
      n: grid.n,
      lng: grid.lng,
      lat: grid.lat,
      id: grid.id,
      enterpriseId: grid.enterpriseId,
      total: sql<number>`(sum(${grid.n}) filter (where ${grid.gx} is not null) over ())::int`.as('total'),
      cells: sql<number>`(count(*) filter (where ${grid.gx} is not null) over ())::int`.as('cells'),
    })
    .from(grid)
    .orderBy(...order)
    .limit(MARKER_CELLS_MAX + 1)
    .as('cells');
  // the outer statement names its columns by table: the cells and the order share column names
  const c = (column: string) => sql.raw(`cells.${column}`);
  return db
    .select({
      gx: sql<number | null>`${c('gx')}`.as('gx'),
      n: sql<number>`${c('n')}`.as('n'),
      lng: sql<number | null>`${c('lng')}`.as('lng'),
      lat: sql<number | null>`${c('lat')}`.as('lat'),
      id: sql<number>`${c('id')}`.as('id'),
      orderNo: sql<string>`${single.orderNo}`.as('order_no'),
      title: sql<string>`${single.title}`.as('title'),
      state: sql<number>`${single.state}`.as('state'),
      priority: sql<number>`${single.priority}`.as('priority'),
      total: sql<number>`${c('total')}`.as('total'),
      cells: sql<number>`${c('cells')}`.as('cells'),
    })
    .from(cells)
    .leftJoin(
      single,
      sql`cells.n = 1 and single.enterprise_id = cells.enterprise_id and single.id = cells.id`,
    )
    .orderBy(sql`(cells.gx is null) desc`, sql`cells.n desc`, sql`cells.id desc`);
}

const markerShapes = new ShapedQuery('dispatch_map_markers', markersQuery);

interface CellRow {
  gx: number | null;
  n: number;
  lng: number | null;
  lat: number | null;
  id: number;
  order_no: string;
  title: string;
  state: number;
  priority: number;
  total: number;
  cells: number;
}

/**
 * GET /v2/dispatchMap/markers: the orders an order list shows (its view and /allOrder filters, through
 * the orders module's conditions), in a city and a rectangle, as grid clusters sized by the zoom. The
 * payload is bounded: at most MARKER_CELLS_MAX markers, with the total and whether some were left out.
 */
export async function orderMarkers(t: Tenant, q: MarkersQuery): Promise<MarkersAnswer> {
  const { city, zoom, west, east, south, north, ...filter } = q;
  const { where } = await orderListWhere(t, { ...filter, keyword: undefined });
  const box = west !== undefined && east !== undefined && south !== undefined && north !== undefined;
  const found = (await markerShapes.rows(t.app.database, `${city ? 'city' : ''}:${box ? 'box' : ''}`, where, {
    cell: cellDegrees(zoom),
    ...(city ? { city } : {}),
    ...(box ? { west, east, south, north } : {}),
  })) as unknown as CellRow[];
  const unplaced = found[0] && found[0].gx === null ? Number(found.shift()!.n) : 0;
  const kept = found.slice(0, MARKER_CELLS_MAX);
  return {
    markers: kept.map((c) => ({
      lng: Number(c.lng),
      lat: Number(c.lat),
      count: Number(c.n),
      order:
        Number(c.n) === 1
          ? {
              id: Number(c.id),
              orderNo: c.order_no,
              title: c.title,
              state: Number(c.state),
              priority: Number(c.priority),
            }
          : null,
    })),
    total: Number(found[0]?.total ?? 0),
    unplaced,
    capped: Number(found[0]?.cells ?? 0) > MARKER_CELLS_MAX,
  };
}

interface AreaRow {
  area: string | null;
  n: number;
  lng: number | null;
  lat: number | null;
}

/** Areas a density map shows at most (the largest). */
const DENSITY_AREAS_MAX = 500;

/**
 * GET /v2/dispatchMap/density (/dataMap): orders created, or customers added, in the period (the
 * enterprises' calendar days, inclusive) that the caller may see, counted by city of their address
 * (province when no city), at the mean position of the area's geocoded ones. Largest areas first.
 */
export async function density(t: Tenant, q: DensityQuery) {
  const day = (column: SQL) =>
    sql`(${column} at time zone ${MAP_TIME_ZONE})::date between ${q.from}::date and ${q.to}::date`;
  let found: AreaRow[];
  if (q.kind === 'orders') {
    found = await rows<AreaRow>(
      t.db,
      sql`select coalesce(nullif(orders.address->>'city', ''), nullif(orders.address->>'province', '')) as area,
                 count(*)::int as n, avg(${lng}) as lng, avg(${lat}) as lat
            from orders
           where ${mineSql(t, 'orders')} and orders.deleted_at is null and ${day(sql`orders.created_at`)}
             and ${visibleOrders(t) ?? sql`true`}
           group by 1 order by n desc, area limit ${DENSITY_AREAS_MAX}`,
    );
  } else {
    const scope = visibleCustomers(await readerOf(t));
    found = await rows<AreaRow>(
      t.db,
      sql`select coalesce(nullif(a.city, ''), nullif(a.province, '')) as area,
                 count(*)::int as n, avg(a.lng) as lng, avg(a.lat) as lat
            from customers
            left join customer_addresses a
              on ${mineSql(t, 'a')} and a.enterprise_id = customers.enterprise_id
             and a.customer_id = customers.id and a.is_default
           where ${mineSql(t, 'customers')} and customers.deleted_at is null
             and ${day(sql`customers.created_at`)} and ${scope ?? sql`true`}
           group by 1 order by n desc, area limit ${DENSITY_AREAS_MAX}`,
    );
  }
  return {
    areas: found.map((r) => ({
      area: r.area,
      count: Number(r.n),
      lng: r.lng == null ? null : Number(r.lng),
      lat: r.lat == null ? null : Number(r.lat),
    })),
    total: found.reduce((sum, r) => sum + Number(r.n), 0),
  };
}
