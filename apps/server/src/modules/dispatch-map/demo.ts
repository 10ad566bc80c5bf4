import { sql } from 'drizzle-orm';
import {
  MAP_TIME_ZONE,
  ORDER_STATES,
  POSITION_SOURCES,
  SCHEDULE_KINDS,
  TAG_OBJECT_KINDS,
  haversineMetres,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { mapSettings, positionConsents, staffPositions, staffSchedules, userTravels } from '../../db/schema';
import { mineSql } from '../../core/tenant';

/** Minutes before now of each demo engineer's trail of reports (the last is their current position). */
const TRAIL_MINUTES = [95, 70, 45, 20, 5];

/**
 * Demo positions (issue 26): the enterprise takes position reports and the demo engineers opted in;
 * each has a trail of reports over the last hour and a half, ending near an order they serve (in
 * service, else any of theirs, else a pending-assignment one), so the map shows them among the orders
 * and distances sort them.
 */
export async function seedDemoPositions(tx: Db, enterpriseId: number, engineerIds: number[]) {
  const t = { db: tx, enterpriseId };
  await tx.insert(mapSettings).values({ enterpriseId, mapDispatch: true, positionReports: true });
  await seedDemoSchedules(tx, enterpriseId, engineerIds);
  await seedDemoTravels(tx, enterpriseId, engineerIds);
  for (const [k, userId] of engineerIds.entries()) {
    await tx.insert(positionConsents).values({ enterpriseId, userId });
    const [near] = await rows<{ id: number; lng: number; lat: number }>(
      tx,
      sql`select o.id::int as id, (o.address->>'lng')::float8 as lng, (o.address->>'lat')::float8 as lat
            from orders o
           where ${mineSql(t, 'o')} and o.address->>'lng' is not null and o.deleted_at is null
             and (o.server_user_id = ${userId} or o.state = ${ORDER_STATES.assignment})
           order by (o.server_user_id = ${userId} and o.state = ${ORDER_STATES.inService}) desc,
                    (o.server_user_id = ${userId}) desc, o.id
           offset ${k} limit 1`,
    );
    if (!near) continue;
    const serving = await rows<{ id: number }>(
      tx,
      sql`select o.id::int as id from orders o where ${mineSql(t, 'o')} and o.id = ${near.id}
             and o.server_user_id = ${userId} and o.state = ${ORDER_STATES.inService}`,
    );
    await tx.insert(staffPositions).values(
      TRAIL_MINUTES.map((minutes, i) => {
        const away = (TRAIL_MINUTES.length - i) * 0.004; // about 400 m a step, arriving from the south-west
        return {
          enterpriseId,
          userId,
          orderId: serving[0]?.id ?? null,
          lng: Number(near.lng) - away + 0.002 * (k + 1),
          lat: Number(near.lat) - away,
          source: POSITION_SOURCES.report,
          at: new Date(Date.now() - minutes * 60_000),
        };
      }),
    );
  }
}

/**
 * Demo schedules (issue 26): this week (Monday to Sunday, the enterprise's time zone) for the demo
 * engineers and every team member: on duty on weekdays and off at the weekend, one of them on duty
 * on Saturday (the weekend rota) and another on leave on Wednesday, so the grid and the report show
 * every kind at once.
 */
export async function seedDemoSchedules(tx: Db, enterpriseId: number, engineerIds: number[]) {
  const t = { db: tx, enterpriseId };
  const members = await rows<{ id: number }>(
    tx,
    sql`select distinct tm.user_id::int as id from team_members tm where ${mineSql(t, 'tm')}`,
  );
  const people = [...new Set([...engineerIds, ...members.map((m) => Number(m.id))])];
  const [week] = await rows<{ monday: string }>(
    tx,
    sql`select to_char(date_trunc('week', (now() at time zone ${MAP_TIME_ZONE})::date), 'YYYY-MM-DD') as monday`,
  );
  const monday = Date.parse(`${week!.monday}T00:00:00Z`);
  const values = people.flatMap((userId, k) =>
    Array.from({ length: 7 }, (_, i) => {
      const day = new Date(monday + i * 86_400_000).toISOString().slice(0, 10);
      let kind: number = i < 5 ? SCHEDULE_KINDS.duty : SCHEDULE_KINDS.off;
      if (k === 0 && i === 5) kind = SCHEDULE_KINDS.duty;
      if (k === 1 && i === 2) kind = SCHEDULE_KINDS.leave;
      return { enterpriseId, userId, day, kind };
    }),
  );
  if (values.length) await tx.insert(staffSchedules).values(values);
}

/** A day's first leg starts this far south-west of the order (about 4 km): the engineer's local base. */
const BASE_OFFSET = { lng: 0.03, lat: 0.02 };
/** Orders further apart than this (another city) are not one drive: the leg starts at the local base. */
const ONE_DRIVE_METRES = 80_000;

/**
 * Demo travel (issue 28, the mileage report): each demo engineer's legs to the orders they started,
 * half an hour before starting each, in a straight line from the previous order's address that day
 * (from a base near the order for the day's first, or when the previous one is in another city), as
 * position reports on an order record them.
 */
export async function seedDemoTravels(tx: Db, enterpriseId: number, engineerIds: number[]) {
  const t = { db: tx, enterpriseId };
  const served = await rows<{ id: number; user_id: number; lng: number; lat: number; at: string }>(
    tx,
    sql`select o.id::int as id, o.server_user_id::int as user_id, (o.address->>'lng')::float8 as lng,
               (o.address->>'lat')::float8 as lat, o.started_at::text as at
          from orders o
         where ${mineSql(t, 'o')} and o.started_at is not null and o.address->>'lng' is not null
           and o.server_user_id in (${sql.join(
             engineerIds.map((id) => sql`${id}`),
             sql`, `,
           )})
         order by o.server_user_id, o.started_at, o.id`,
  );
  const legs = [];
  let last: { user: number; day: string; lng: number; lat: number } | null = null;
  for (const o of served) {
    const at = new Date(Date.parse(o.at) - 30 * 60_000);
    const day = at.toISOString().slice(0, 10);
    const to = { lng: Number(o.lng), lat: Number(o.lat) };
    const base = { lng: to.lng - BASE_OFFSET.lng, lat: to.lat - BASE_OFFSET.lat };
    const from =
      last && last.user === o.user_id && last.day === day && haversineMetres(last, to) < ONE_DRIVE_METRES
        ? last
        : base;
    legs.push({
      enterpriseId,
      userId: o.user_id,
      objectKind: TAG_OBJECT_KINDS.order,
      objectId: o.id,
      distanceMeters: Math.round(haversineMetres(from, to)),
      fromText: `${from.lng.toFixed(6)},${from.lat.toFixed(6)}`,
      toText: `${to.lng.toFixed(6)},${to.lat.toFixed(6)}`,
      travelledAt: at,
    });
    last = { user: o.user_id, day, ...to };
  }
  if (legs.length) await tx.insert(userTravels).values(legs);
}
