import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ORDER_STATES,
  POSITION_REPORT_INTERVAL_S,
  POSITION_RETENTION_DAYS,
  POSITION_SOURCES,
  TAG_OBJECT_KINDS,
  haversineMetres,
  type LatestPositionsQuery,
  type Page,
  type PositionListQuery,
  type PositionReport,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { positionConsents, staffPositions, userTravels } from '../../db/schema';
import { allTenants, mine, mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import type { AppContext } from '../../app-context';
import { userWhere } from '../users';
import { dispatchMapErrors } from './errors';
import { settingsOf } from './settings';
import { engineersWhere, lastPosition, type PositionCells } from './engineers';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The engineer opts in to position reports, or out (their kept positions stay for the 90 days). */
export async function setConsent(t: Tenant, enabled: boolean) {
  if (enabled)
    await t.db
      .insert(positionConsents)
      .values({ enterpriseId: t.enterpriseId, userId: t.user.id })
      .onConflictDoNothing();
  else
    await t.db
      .delete(positionConsents)
      .where(mine(t, positionConsents, eq(positionConsents.userId, t.user.id)));
  return myConsent(t);
}

/** Whether the enterprise takes reports and whether I agreed. */
export async function myConsent(t: Tenant) {
  const [row] = await t.db
    .select({ at: positionConsents.createdAt })
    .from(positionConsents)
    .where(mine(t, positionConsents, eq(positionConsents.userId, t.user.id)));
  return { reportsEnabled: (await settingsOf(t)).positionReports, consented: !!row };
}

/**
 * The phone's position while its user serves an order (issue 26): the enterprise takes reports, the
 * user opted in, the order is in service (state 4) with the user as its server, and the user's last
 * report is at least a minute old. The consent row is locked for the transaction, so two reports at
 * once cannot both pass the minute. The distance from the previous position on the same order is
 * recorded as travel (what /user/object/travelled/* reads).
 */
export async function reportPosition(t: Tenant, input: PositionReport) {
  if (!(await settingsOf(t)).positionReports) throw dispatchMapErrors.REPORTS_OFF();
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const [consent] = await rows<{ user_id: number }>(
      tx,
      sql`select pc.user_id from position_consents pc
           where ${mineSql(t, 'pc')} and pc.user_id = ${t.user.id} for update`,
    );
    if (!consent) throw dispatchMapErrors.NO_CONSENT();
    const [order] = await rows<{ state: number; server_user_id: number | null }>(
      tx,
      sql`select o.state, o.server_user_id::int as server_user_id from orders o
           where ${mineSql(t, 'o')} and o.id = ${input.orderId} and o.deleted_at is null`,
    );
    if (!order) throw dispatchMapErrors.ORDER_NOT_FOUND({ field: 'orderId' });
    if (order.state !== ORDER_STATES.inService || Number(order.server_user_id) !== t.user.id)
      throw dispatchMapErrors.NOT_IN_SERVICE({ field: 'orderId' });
    const [recent] = await rows<{ n: number }>(
      tx,
      sql`select 1 as n from staff_positions sp
           where ${mineSql(t, 'sp')} and sp.user_id = ${t.user.id} and sp.source = ${POSITION_SOURCES.report}
             and sp.at > now() - make_interval(secs => ${POSITION_REPORT_INTERVAL_S})
           limit 1`,
    );
    if (recent) throw dispatchMapErrors.TOO_OFTEN();
    const [previous] = await tx
      .select({ lng: staffPositions.lng, lat: staffPositions.lat })
      .from(staffPositions)
      .where(
        mine(
          t,
          staffPositions,
          eq(staffPositions.userId, t.user.id),
          eq(staffPositions.orderId, input.orderId),
        ),
      )
      .orderBy(desc(staffPositions.at), desc(staffPositions.id))
      .limit(1);
    const [saved] = await tx
      .insert(staffPositions)
      .values({
        enterpriseId: t.enterpriseId,
        userId: t.user.id,
        orderId: input.orderId,
        lng: input.lng,
        lat: input.lat,
        source: POSITION_SOURCES.report,
      })
      .returning({ id: staffPositions.id, at: staffPositions.at });
    if (previous) await recordTravel(tt, t.user.id, input.orderId, previous, input);
    return { id: saved!.id, at: iso(saved!.at) };
  });
}

const coords = (p: { lng: number; lat: number }) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;

/** A leg of travel on an order, from one position to the next (straight line, whole metres). */
async function recordTravel(
  t: TenantDb,
  userId: number,
  orderId: number,
  from: { lng: number; lat: number },
  to: { lng: number; lat: number },
) {
  await t.db.insert(userTravels).values({
    enterpriseId: t.enterpriseId,
    userId,
    objectKind: TAG_OBJECT_KINDS.order,
    objectId: orderId,
    distanceMeters: Math.round(haversineMetres(from, to)),
    fromText: coords(from),
    toText: coords(to),
  });
}

/** A check-in's position (order.checkedIn: the start-service log's coordinates), as source 1. */
export async function recordCheckIn(t: TenantDb, orderId: number, userId: number | null) {
  if (!userId) return null;
  const [log] = await rows<{ lng: number | null; lat: number | null; at: Date }>(
    t.db,
    sql`select l.lng, l.lat, l.at from order_logs l
         where ${mineSql(t, 'l')} and l.order_id = ${orderId} and l.action = 'startService'
         order by l.id desc limit 1`,
  );
  if (!log || log.lng == null || log.lat == null) return null;
  const [saved] = await t.db
    .insert(staffPositions)
    .values({
      enterpriseId: t.enterpriseId,
      userId,
      orderId,
      lng: Number(log.lng),
      lat: Number(log.lat),
      source: POSITION_SOURCES.checkIn,
      at: new Date(log.at),
    })
    .returning({ id: staffPositions.id });
  return saved!.id;
}

/** One engineer's positions, newest first (dispatchers; users outside my data scope are missing). */
export async function positionList(t: Tenant, q: PositionListQuery) {
  const [visible] = await t.db
    .select({ id: sql<number>`users.id` })
    .from(sql`users`)
    .where(and(userWhere(t, {}), sql`users.id = ${q.userId}`));
  if (!visible) throw dispatchMapErrors.USER_NOT_FOUND({ field: 'userId' });
  const where = mine(t, staffPositions, eq(staffPositions.userId, q.userId));
  const [list, total] = await Promise.all([
    t.db
      .select({
        id: staffPositions.id,
        orderId: staffPositions.orderId,
        lng: staffPositions.lng,
        lat: staffPositions.lat,
        source: staffPositions.source,
        at: staffPositions.at,
      })
      .from(staffPositions)
      .where(where)
      .orderBy(desc(staffPositions.at), desc(staffPositions.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffPositions)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list: list.map((p) => ({ ...p, at: iso(p.at) })), total };
}

/** Engineers (who may serve, in my data scope) with their last position, in the user list's order. */
export async function latestPositions(t: Tenant, q: LatestPositionsQuery): Promise<Page<PositionCells>> {
  const where = engineersWhere(t, q.keyword);
  const [list, [count]] = await Promise.all([
    rows<PositionCells>(
      t.db,
      sql`select users.id::int as id, users.name, users.phone, ${lastPosition(t)} as position
            from users where ${where}
           order by users.created_at, users.id
           limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from users where ${where}`),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

/** Positions older than 90 days, deleted a batch at a time (the daily retention job). */
export async function deleteOldPositions(ctx: Pick<AppContext, 'db'>, now = new Date()) {
  const cutoff = new Date(now.getTime() - POSITION_RETENTION_DAYS * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const gone = await allTenants(() =>
      rows<{ id: number }>(
        ctx.db,
        sql`delete from staff_positions where (enterprise_id, id) in (
              select enterprise_id, id from staff_positions where at < ${cutoff}::timestamptz limit 5000)
            returning id`,
      ),
    );
    deleted += gone.length;
    if (gone.length < 5000) return { deleted };
  }
}
