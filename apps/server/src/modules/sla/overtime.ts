import { sql, type SQL } from 'drizzle-orm';
import type { SlaOvertimeItem, SlaOvertimeQuery, SlaTimerView } from '@fieldline/domain';
import { rows } from '../../db/client';
import { likePattern } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';
import { calendarOf } from './calendar';

interface LogRow {
  id: number;
  kind: SlaOvertimeItem['kind'];
  object_kind: SlaOvertimeItem['objectKind'];
  object_id: number;
  object_no: string;
  object_title: string;
  step: SlaOvertimeItem['step'];
  policy_id: number;
  policy_name: string | null;
  started_at: Date;
  due_at: Date;
  logged_at: Date;
  state: SlaOvertimeItem['state'];
  met_at: Date | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * GET /v2/sla/overtime/list (/overtimeLog): warnings and breaches, newest first, paged in SQL on
 * (enterprise, id) or (enterprise, kind, id); filters: kind, object kind, step, policy, number or
 * title, logged between two dates of the calendar's zone. Each row says how its clock stands now.
 */
export async function listOvertime(t: TenantDb, q: SlaOvertimeQuery) {
  const conditions: SQL[] = [mineSql(t, 'l')];
  if (q.kind) conditions.push(sql`l.kind = ${q.kind}`);
  if (q.objectKind) conditions.push(sql`l.object_kind = ${q.objectKind}`);
  if (q.step) conditions.push(sql`l.step = ${q.step}`);
  if (q.policyId) conditions.push(sql`l.policy_id = ${q.policyId}`);
  if (q.keyword) {
    const like = likePattern(q.keyword);
    conditions.push(sql`(l.object_no ilike ${like} or l.object_title ilike ${like})`);
  }
  if (q.from || q.to) {
    const { timeZone } = await calendarOf(t);
    if (q.from) conditions.push(sql`l.logged_at >= (${q.from}::date)::timestamp at time zone ${timeZone}`);
    if (q.to) conditions.push(sql`l.logged_at < (${q.to}::date + 1)::timestamp at time zone ${timeZone}`);
  }
  const where = sql.join(conditions, sql` and `);
  const [list, [total]] = await Promise.all([
    rows<LogRow>(
      t.db,
      sql`select l.id::int as id, l.kind, l.object_kind, l.object_id::int as object_id, l.object_no, l.object_title,
                 l.step, l.policy_id::int as policy_id, p.name as policy_name, l.started_at, l.due_at, l.logged_at,
                 s.state, s.met_at
            from sla_log l
            join sla_timers s on ${mineSql(t, 's')} and s.id = l.timer_id
            left join sla_policies p on ${mineSql(t, 'p')} and p.id = l.policy_id
           where ${where}
           order by l.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from sla_log l where ${where}`),
  ]);
  return {
    list: list.map((r): SlaOvertimeItem => ({
      id: r.id,
      kind: r.kind,
      objectKind: r.object_kind,
      objectId: r.object_id,
      objectNo: r.object_no,
      objectTitle: r.object_title,
      step: r.step,
      policyId: r.policy_id,
      policyName: r.policy_name ?? '',
      startedAt: iso(r.started_at),
      dueAt: iso(r.due_at),
      loggedAt: iso(r.logged_at),
      state: r.state,
      metAt: r.met_at && iso(r.met_at),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** GET /v2/sla/timers: an object's SLA clocks, in step order (the order detail's SLA panel). */
export async function timersOf(t: TenantDb, objectKind: string, objectId: number): Promise<SlaTimerView[]> {
  const found = await rows<{
    step: SlaTimerView['step'];
    state: SlaTimerView['state'];
    policy_id: number;
    policy_name: string | null;
    started_at: Date;
    warn_at: Date | null;
    due_at: Date;
    met_at: Date | null;
  }>(
    t.db,
    sql`select s.step, s.state, s.policy_id::int as policy_id, p.name as policy_name, s.started_at, s.warn_at,
               s.due_at, s.met_at
          from sla_timers s
          left join sla_policies p on ${mineSql(t, 'p')} and p.id = s.policy_id
         where ${mineSql(t, 's')} and s.object_kind = ${objectKind} and s.object_id = ${objectId}
         order by array_position(array['respond','accept','arrive','complete'], s.step)`,
  );
  return found.map((r) => ({
    step: r.step,
    state: r.state,
    policyId: r.policy_id,
    policyName: r.policy_name ?? '',
    startedAt: iso(r.started_at),
    warnAt: r.warn_at && iso(r.warn_at),
    dueAt: iso(r.due_at),
    metAt: r.met_at && iso(r.met_at),
  }));
}
