import { sql, type SQL } from 'drizzle-orm';
import {
  APPOINTMENT_DEFAULT_MINUTES,
  SCHEDULE_KINDS,
  SERVER_LOAD_STATES,
  SLOT_DAY_END_MINUTE,
  SLOT_DAY_START_MINUTE,
  clockOf,
  daySpan,
  instantOf,
  localOf,
  slotWindow,
  type AppointmentBoardQuery,
  type BoardRow,
  type Page,
  type SlotAssignInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { assignOrders, keepDate, visibleOrders } from '../orders';
import { dispatchMapErrors } from './errors';
import { scheduledWhere, teamsOf } from './schedules';
import { settingsOf } from './settings';

/** Orders that hold an engineer's time: assigned, accepted or in service, on the working shelf. */
const holding = sql.raw(SERVER_LOAD_STATES.join(', '));
/** The end of the time an order holds: its estimated end when later than the appointment, else the default. */
const endSql = (o: string) =>
  sql.raw(`(case when ${o}.estimated_at > ${o}.appointment_at then ${o}.estimated_at
           else ${o}.appointment_at + interval '${APPOINTMENT_DEFAULT_MINUTES} minutes' end)`);
const iso = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The appointment board (issue 26, D3 "schedule table"): a page of engineers (a team's, by name or
 * phone) with their duty, off or leave days and the appointments of orders they serve between `from`
 * and `to` (at most a week). An order the caller may not see shows as busy time without its number.
 */
export async function appointmentBoard(t: Tenant, q: AppointmentBoardQuery): Promise<Page<BoardRow>> {
  const where = scheduledWhere(t, q);
  const start = instantOf(q.from, 0).toISOString();
  const end = instantOf(q.to, 24 * 60).toISOString();
  const visible = visibleOrders(t) ?? sql`true`;
  const [list, [count]] = await Promise.all([
    rows<BoardRow>(
      t.db,
      sql`select users.id::int as id, users.name, ${teamsOf(t)} as teams,
                 (select coalesce(json_agg(json_build_object('day', to_char(ss.day, 'YYYY-MM-DD'),
                                    'kind', ss.kind, 'note', ss.note) order by ss.day), '[]')
                    from staff_schedules ss
                   where ${mineSql(t, 'ss')} and ss.user_id = users.id
                     and ss.day between ${q.from}::date and ${q.to}::date) as days,
                 (select coalesce(json_agg(json_build_object(
                            'orderId', case when ${visible} then orders.id::int end,
                            'orderNo', case when ${visible} then orders.order_no end,
                            'title', case when ${visible} then orders.title end,
                            'state', orders.state,
                            'start', ${iso(sql`orders.appointment_at`)},
                            'end', ${iso(endSql('orders'))}) order by orders.appointment_at, orders.id), '[]')
                    from orders
                   where ${mineSql(t, 'orders')} and orders.server_user_id = users.id
                     and orders.state in (${holding}) and orders.deleted_at is null and orders.archived_at is null
                     and orders.appointment_at < ${end}::timestamptz
                     and ${endSql('orders')} > ${start}::timestamptz) as appointments
            from users where ${where}
           order by users.created_at, users.id
           limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from users where ${where}`),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

/** Serialises bookings of one engineer: the overlap check and the appointment are one step. */
const SLOT_LOCK_CLASS = 26_001;

/**
 * Drag-to-schedule (issue 26): assigns a pending order to an engineer with the appointment of a free
 * window, all or nothing. It is the order list's assign action and the dispatcher's appointment
 * action (keep date) from the orders face, so an order the caller may not see is 404, one no longer
 * pending assignment 409, a person who may not serve 400, as list assignment answers. The window must
 * lie in the working day, ahead of now and within the enterprise's planning horizon (7, 14 or 30 days; 400), on a day the
 * engineer is not off or on leave (409), and overlap none of the engineer's appointments (409
 * SLOT_TAKEN: the slot was taken meanwhile).
 */
export async function assignSlot(t: Tenant, input: SlotAssignInput) {
  const window = slotWindow(input.start, input.duration);
  if (!window)
    throw dispatchMapErrors.SLOT_OUTSIDE_DAY({
      field: 'start',
      params: { from: clockOf(SLOT_DAY_START_MINUTE), to: clockOf(SLOT_DAY_END_MINUTE) },
    });
  if (window.end.getTime() <= Date.now() || new Date(input.start).getTime() < Date.now() - 60_000)
    throw dispatchMapErrors.SLOT_PAST({ field: 'start' });
  const { day } = localOf(window.start);
  const today = localOf(new Date()).day;
  const ahead = (await settingsOf(t)).scheduleAheadDays;
  if (daySpan(today, day) - 1 > ahead)
    throw dispatchMapErrors.SCHEDULE_TOO_FAR({ field: 'start', params: { max: ahead } });

  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    // the order list's assign action: 404 / 409 / 400 as the list answers them
    await assignOrders(tt, {
      orderIds: [input.orderId],
      serverUserId: input.serverUserId,
      collaboratorIds: [],
      note: input.note,
    });
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, hashtext(${`${t.enterpriseId}:${input.serverUserId}`}))`,
    );
    await requireAvailable(tt, input.serverUserId, day);
    await requireFree(tt, input.serverUserId, input.orderId, window);
    // the dispatcher's appointment action (keep date, states 2-3)
    return keepDate(tt, {
      orderId: input.orderId,
      appointmentAt: window.start.toISOString(),
      estimatedAt: window.end.toISOString(),
      note: input.note,
    });
  });
}

async function requireAvailable(t: TenantDb, userId: number, day: string) {
  const [row] = await rows<{ kind: number }>(
    t.db,
    sql`select ss.kind from staff_schedules ss
         where ${mineSql(t, 'ss')} and ss.user_id = ${userId} and ss.day = ${day}::date`,
  );
  if (row?.kind === SCHEDULE_KINDS.off) throw dispatchMapErrors.ENGINEER_OFF({ field: 'serverUserId' });
  if (row?.kind === SCHEDULE_KINDS.leave)
    throw dispatchMapErrors.ENGINEER_ON_LEAVE({ field: 'serverUserId' });
}

/** Every appointment of the engineer counts, whether or not the caller may see its order. */
async function requireFree(t: TenantDb, userId: number, orderId: number, w: { start: Date; end: Date }) {
  const [taken] = await rows<{ start: string; end: string }>(
    t.db,
    sql`select ${iso(sql`o.appointment_at`)} as start, ${iso(endSql('o'))} as end
          from orders o
         where ${mineSql(t, 'o')} and o.server_user_id = ${userId} and o.id <> ${orderId}
           and o.state in (${holding}) and o.deleted_at is null and o.archived_at is null
           and o.appointment_at < ${w.end.toISOString()}::timestamptz
           and ${endSql('o')} > ${w.start.toISOString()}::timestamptz
         order by o.appointment_at limit 1`,
  );
  if (taken)
    throw dispatchMapErrors.SLOT_TAKEN({
      field: 'start',
      params: { from: clockOf(localOf(taken.start).minute), to: clockOf(localOf(taken.end).minute) },
    });
}
