import { and, sql, type SQL } from 'drizzle-orm';
import {
  EARTH_RADIUS_M,
  MAP_TIME_ZONE,
  ORDER_STATES,
  SERVER_LOAD_STATES,
  TAG_OBJECT_KINDS,
  type MapEngineer,
  type MapCandidatesQuery,
  type Page,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { userWhere } from '../users';
import { mayTakePart, visibleOrders } from '../orders';
import { dispatchMapErrors } from './errors';
import { requireMapDispatch } from './settings';
import { dutyTodaySql } from './schedules';

export interface PositionCells {
  id: number;
  name: string;
  phone: string | null;
  position: MapEngineer['position'];
}

/** Enabled users in my data scope whom an order accepts as its server (by name or phone). */
export const engineersWhere = (t: Tenant, keyword?: string): SQL =>
  and(userWhere(t, { enabled: true, keyword }), mayTakePart(t, sql`users.id`, 'server'))!;

// Correlated subqueries name the outer table literally (see orders/candidates.ts).
/** The user's last position as JSON (on staff_positions_user_idx), null when none is kept. */
export const lastPosition = (t: TenantDb) => sql`(
  select json_build_object('lng', sp.lng, 'lat', sp.lat, 'source', sp.source,
           'at', to_char(sp.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from staff_positions sp where ${mineSql(t, 'sp')} and sp.user_id = users.id
   order by sp.at desc, sp.id desc limit 1)`;

const loadStates = sql.raw(SERVER_LOAD_STATES.join(', '));
const teams = (t: TenantDb) => sql`(
  select coalesce(json_agg(json_build_object('id', st.id, 'name', st.name) order by st.name, st.id), '[]')
    from team_members tm join service_teams st on st.enterprise_id = tm.enterprise_id and st.id = tm.team_id
   where ${mineSql(t, 'tm')} and tm.user_id = users.id)`;
const skills = (t: TenantDb) => sql`(
  select coalesce(json_agg(json_build_object('id', tg.id, 'name', tg.name) order by tg.sort, tg.id), '[]')
    from object_tags ot join tags tg on tg.enterprise_id = ot.enterprise_id and tg.id = ot.tag_id
   where ${mineSql(t, 'ot')} and ot.object_kind = ${TAG_OBJECT_KINDS.person} and ot.object_id = users.id)`;
const load = (t: TenantDb) => sql`(
  select json_build_object('open', count(*),
           'today', count(*) filter (where (o.appointment_at at time zone ${MAP_TIME_ZONE})::date
                                          = (now() at time zone ${MAP_TIME_ZONE})::date))
    from orders o
   where ${mineSql(t, 'o')} and o.server_user_id = users.id and o.state in (${loadStates})
     and o.deleted_at is null and o.archived_at is null)`;

/** Straight-line metres on the 6378137 m sphere (SS:572), in SQL, as haversineMetres computes it. */
export const distanceSql = (
  lng: number,
  lat: number,
  pLng: SQL,
  pLat: SQL,
) => sql`(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians(${pLat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${pLat})) * power(sin(radians(${pLng} - ${lng}::float8) / 2), 2)))))`;

/** The order's state and coordinates, if the caller may see it (the order lists' data scope). */
export async function pendingOrderPoint(t: Tenant, orderId: number) {
  const [order] = await rows<{ state: number; lng: number | null; lat: number | null; pooled: boolean }>(
    t.db,
    sql`select orders.state, (orders.address->>'lng')::float8 as lng, (orders.address->>'lat')::float8 as lat,
               orders.pooled_at is not null as pooled
          from orders
         where ${mineSql(t, 'orders')} and orders.id = ${orderId}
           and orders.deleted_at is null and orders.archived_at is null and ${visibleOrders(t) ?? sql`true`}`,
  );
  return order;
}

interface CandidateRow {
  id: number;
  name: string;
  phone: string | null;
  teams: MapEngineer['teams'];
  tags: MapEngineer['tags'];
  load: { open: number; today: number };
  position: MapEngineer['position'];
  distance: number | null;
  duty: MapEngineer['dutyToday'];
}

/**
 * Engineers for a pending-assignment order on the map (issue 26): who may serve it, nearest first by
 * straight-line distance from their last position (those without one last), each with today's load
 * (open orders as server, appointments today), skill tags (person tags) and teams. An order the caller
 * may not see is a 404; one without coordinates answers SB:138.
 */
export async function mapCandidates(
  t: Tenant,
  q: MapCandidatesQuery,
): Promise<Page<MapEngineer> & { order: { lng: number; lat: number } }> {
  await requireMapDispatch(t);
  const order = await pendingOrderPoint(t, q.orderId);
  if (!order) throw dispatchMapErrors.ORDER_NOT_FOUND({ field: 'orderId' });
  if (order.state !== ORDER_STATES.assignment)
    throw dispatchMapErrors.ORDER_NOT_PENDING({ field: 'orderId' });
  if (order.lng == null || order.lat == null) throw dispatchMapErrors.NO_COORDINATES({ field: 'orderId' });
  const where = engineersWhere(t, q.keyword);
  const position = lastPosition(t);
  const distance = distanceSql(
    order.lng,
    order.lat,
    sql`(p.position->>'lng')::float8`,
    sql`(p.position->>'lat')::float8`,
  );
  const [list, [count]] = await Promise.all([
    rows<CandidateRow>(
      t.db,
      sql`select p.*, case when p.position is null then null else ${distance} end as distance from (
            select users.id::int as id, users.name, users.phone, ${teams(t)} as teams, ${skills(t)} as tags,
                   ${load(t)} as load, ${position} as position,
                   ${dutyTodaySql(t)} as duty
              from users where ${where}) p
          order by distance nulls last, p.id
          limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from users where ${where}`),
  ]);
  return {
    list: list.map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      teams: r.teams,
      tags: r.tags,
      openOrders: Number(r.load.open),
      appointmentsToday: Number(r.load.today),
      position: r.position,
      distance: r.distance == null ? null : Math.round(Number(r.distance)),
      dutyToday: r.duty == null ? null : r.duty,
    })),
    total: Number(count?.n ?? 0),
    order: { lng: order.lng, lat: order.lat },
  };
}
