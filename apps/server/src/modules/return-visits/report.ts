import { sql, type SQL } from 'drizzle-orm';
import {
  RETURN_VISIT_STATES,
  RETURN_VISIT_TIME_ZONE,
  type ReportQuery,
  type ReturnVisitReport,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import type { Tenant } from '../../core/tenant';
import { visibleTasks } from './tasks';

const { pending, failed, passed } = RETURN_VISIT_STATES;

/** Counts and rates of a group of tasks, in SQL (rates in percent, one decimal; null when nothing to rate). */
const MEASURES = sql`count(*)::int as created,
  count(*) filter (where k.state = ${pending})::int as pending,
  count(*) filter (where k.state = ${failed})::int as failed,
  count(*) filter (where k.state = ${passed})::int as passed,
  round(100.0 * count(*) filter (where k.state <> ${pending}) / nullif(count(*), 0), 1)::float8 as "doneRate",
  round(100.0 * count(*) filter (where k.state = ${passed})
        / nullif(count(*) filter (where k.state <> ${pending}), 0), 1)::float8 as "passRate"`;

/**
 * GET /v2/returnVisitReport: the visits created from `from` to `to` (the enterprise's dates), as the
 * caller may see them, optionally of one plan (`id`) or visit type: totals (with follow-up orders
 * raised), per day, week (from Monday) or month, and per visitor (undesignated pending visits under
 * null). One statement per part, each grouped by PostgreSQL on the (enterprise, created_at) index.
 */
export async function visitReport(t: Tenant, q: ReportQuery): Promise<ReturnVisitReport> {
  const tz = RETURN_VISIT_TIME_ZONE;
  const parts: SQL[] = [
    visibleTasks(t),
    sql`k.created_at >= (${q.from}::date::timestamp at time zone ${tz})`,
    sql`k.created_at < ((${q.to}::date + 1)::timestamp at time zone ${tz})`,
  ];
  if (q.id) parts.push(sql`k.plan_id = ${q.id}`);
  if (q.visitType) parts.push(sql`k.visit_type = ${q.visitType}`);
  const where = sql.join(parts, sql` and `);
  const bucket = sql`to_char(date_trunc(${q.period}, k.created_at at time zone ${tz}), 'YYYY-MM-DD')`;
  const [totals, byPeriod, byVisitor] = await Promise.all([
    rows<ReturnVisitReport['totals']>(
      t.db,
      sql`select ${MEASURES}, count(k.follow_up_order_id)::int as "followUps"
            from return_visit_tasks k where ${where}`,
    ),
    rows<ReturnVisitReport['byPeriod'][number]>(
      t.db,
      sql`select ${bucket} as period, ${MEASURES} from return_visit_tasks k where ${where}
           group by 1 order by 1`,
    ),
    rows<ReturnVisitReport['byVisitor'][number]>(
      t.db,
      sql`select (select json_build_object('id', u.id, 'name', u.name) from users u
                   where u.enterprise_id = k.enterprise_id and u.id = k.visitor_user_id) as visitor,
                 ${MEASURES}
            from return_visit_tasks k where ${where}
           group by k.enterprise_id, k.visitor_user_id order by created desc, k.visitor_user_id nulls last`,
    ),
  ]);
  return { period: q.period, totals: totals[0]!, byPeriod, byVisitor };
}
