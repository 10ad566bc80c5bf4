import { and, sql, type SQL } from 'drizzle-orm';
import {
  MAP_TIME_ZONE,
  ORDER_STATES,
  daySpan,
  type Page,
  type ScheduleKind,
  type ScheduleListQuery,
  type ScheduleReportQuery,
  type ScheduleReportRow,
  type ScheduleRow,
  type ScheduleSave,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { dispatchMapErrors } from './errors';
import { engineersWhere } from './engineers';
import { settingsOf } from './settings';

/** Today in the enterprise's time zone (the map's), as YYYY-MM-DD. */
const todaySql = sql`(now() at time zone ${MAP_TIME_ZONE})::date`;

/** Engineers (who may serve, in my data scope), optionally one team's, by name or phone. */
export function scheduledWhere(t: Tenant, q: { teamId?: number; keyword?: string }): SQL {
  const team = q.teamId
    ? sql`exists (select 1 from team_members tm
                   where ${mineSql(t, 'tm')} and tm.user_id = users.id and tm.team_id = ${q.teamId})`
    : undefined;
  return and(engineersWhere(t, q.keyword), team)!;
}

export const teamsOf = (t: TenantDb) => sql`(
  select coalesce(json_agg(json_build_object('id', st.id, 'name', st.name) order by st.name, st.id), '[]')
    from team_members tm join service_teams st on st.enterprise_id = tm.enterprise_id and st.id = tm.team_id
   where ${mineSql(t, 'tm')} and tm.user_id = users.id)`;

/**
 * /schedule/list: a page of engineers (a team's) with their scheduled days between `from` and `to`
 * (at most a month), in the user list's order. Days without a row are not scheduled.
 */
export async function scheduleList(t: Tenant, q: ScheduleListQuery): Promise<Page<ScheduleRow>> {
  const where = scheduledWhere(t, q);
  const [list, [count]] = await Promise.all([
    rows<ScheduleRow>(
      t.db,
      sql`select users.id::int as id, users.name, ${teamsOf(t)} as teams,
                 (select coalesce(json_agg(json_build_object('day', to_char(ss.day, 'YYYY-MM-DD'),
                                    'kind', ss.kind, 'note', ss.note) order by ss.day), '[]')
                    from staff_schedules ss
                   where ${mineSql(t, 'ss')} and ss.user_id = users.id
                     and ss.day between ${q.from}::date and ${q.to}::date) as days
            from users where ${where}
           order by users.created_at, users.id
           limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from users where ${where}`),
  ]);
  return { list, total: Number(count?.n ?? 0) };
}

/**
 * Sets engineers' days to a kind (or clears them: kind null), all or nothing. Every engineer must be
 * one I may schedule (else 404 naming userIds); no day beyond the enterprise's planning horizon of 7,
 * 14 or 30 days (SB:155, a map setting).
 */
export async function saveSchedule(t: Tenant, input: ScheduleSave) {
  const userIds = [...new Set(input.userIds)];
  const days = [...new Set(input.days)].sort();
  const [today] = await rows<{ day: string }>(t.db, sql`select to_char(${todaySql}, 'YYYY-MM-DD') as day`);
  const last = days[days.length - 1]!;
  const ahead = (await settingsOf(t)).scheduleAheadDays;
  if (daySpan(today!.day, last) - 1 > ahead)
    throw dispatchMapErrors.SCHEDULE_TOO_FAR({
      field: `days.${input.days.indexOf(last)}`,
      params: { max: ahead },
    });
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<{ id: number }>(
    t.db,
    sql`select users.id::int as id from users where ${engineersWhere(t)} and users.id in (${ids})`,
  );
  if (found.length !== userIds.length) {
    const known = new Set(found.map((r) => Number(r.id)));
    const i = input.userIds.findIndex((id) => !known.has(id));
    throw dispatchMapErrors.USER_NOT_FOUND({ field: `userIds.${i}` });
  }
  const dayList = sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  );
  return t.db.transaction(async (tx) => {
    if (input.kind === null) {
      const gone = await rows<{ n: number }>(
        tx,
        sql`delete from staff_schedules ss
             where ${mineSql(t, 'ss')} and ss.user_id in (${ids}) and ss.day in (${dayList})
            returning 1 as n`,
      );
      return { saved: 0, cleared: gone.length };
    }
    const values = sql.join(
      userIds.flatMap((u) =>
        days.map(
          (d) =>
            sql`(${t.enterpriseId}, ${u}, ${d}::date, ${input.kind}, ${input.note ?? null}, ${t.user.id}, now())`,
        ),
      ),
      sql`, `,
    );
    const saved = await rows<{ n: number }>(
      tx,
      sql`insert into staff_schedules (enterprise_id, user_id, day, kind, note, updated_by, updated_at)
          values ${values}
          on conflict (enterprise_id, user_id, day) do update
            set kind = excluded.kind, note = excluded.note,
                updated_by = excluded.updated_by, updated_at = excluded.updated_at
          returning 1 as n`,
    );
    return { saved: saved.length, cleared: 0 };
  });
}

/**
 * /schedule/report: per engineer (a team's) in a period, the days scheduled on duty, off and on
 * leave against the days worked (a day with a check-in or a position report, in the enterprise's
 * time zone: positions are kept 90 days) and the orders completed as server.
 */
export async function scheduleReport(
  t: Tenant,
  q: ScheduleReportQuery,
): Promise<Page<ScheduleReportRow> & { from: string; to: string }> {
  const where = scheduledWhere(t, q);
  const from = sql`${q.from}::date`;
  const to = sql`${q.to}::date`;
  // The period's instants: [from 00:00, to + 1 day 00:00) in the enterprise's zone.
  const start = sql`(${from}::timestamp at time zone ${MAP_TIME_ZONE})`;
  const end = sql`((${to} + 1)::timestamp at time zone ${MAP_TIME_ZONE})`;
  const [list, [count]] = await Promise.all([
    rows<ScheduleReportRow>(
      t.db,
      sql`with worked as (
            select sp.user_id, (sp.at at time zone ${MAP_TIME_ZONE})::date as day
              from staff_positions sp
             where ${mineSql(t, 'sp')} and sp.at >= ${start} and sp.at < ${end}
               and sp.user_id in (select users.id from users where ${where})
             group by 1, 2)
          select users.id::int as id, users.name,
                 (select count(*)::int from staff_schedules ss where ${mineSql(t, 'ss')}
                    and ss.user_id = users.id and ss.day between ${from} and ${to} and ss.kind = 1) as duty,
                 (select count(*)::int from staff_schedules ss where ${mineSql(t, 'ss')}
                    and ss.user_id = users.id and ss.day between ${from} and ${to} and ss.kind = 2) as off,
                 (select count(*)::int from staff_schedules ss where ${mineSql(t, 'ss')}
                    and ss.user_id = users.id and ss.day between ${from} and ${to} and ss.kind = 3) as leave,
                 (select count(*)::int from worked w where w.user_id = users.id) as worked,
                 (select count(*)::int from worked w join staff_schedules ss
                     on ss.user_id = w.user_id and ss.day = w.day
                   where ${mineSql(t, 'ss')} and w.user_id = users.id and ss.kind = 1) as "workedOnDuty",
                 (select count(*)::int from orders o where ${mineSql(t, 'o')} and o.server_user_id = users.id
                    and o.state = ${ORDER_STATES.completed} and o.deleted_at is null
                    and o.completed_at >= ${start} and o.completed_at < ${end}) as completed
            from users where ${where}
           order by users.created_at, users.id
           limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from users where ${where}`),
  ]);
  return { list, total: Number(count?.n ?? 0), from: q.from, to: q.to };
}

/** Today's kind for engineers I may see (absent: not scheduled today). */
export async function scheduleToday(t: Tenant, userIds: number[]) {
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const list = await rows<{ userId: number; kind: ScheduleKind; note: string | null }>(
    t.db,
    sql`select ss.user_id::int as "userId", ss.kind, ss.note from staff_schedules ss
         where ${mineSql(t, 'ss')} and ss.day = ${todaySql} and ss.user_id in (${ids})
           and ss.user_id in (select users.id from users where ${engineersWhere(t)})`,
  );
  return { list };
}

/** Today's kind of an engineer as a correlated subquery on users (null: not scheduled). */
export const dutyTodaySql = (t: TenantDb) => sql`(
  select ss.kind from staff_schedules ss
   where ${mineSql(t, 'ss')} and ss.user_id = users.id and ss.day = ${todaySql})`;
