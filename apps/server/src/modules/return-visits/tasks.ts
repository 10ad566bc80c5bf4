import { sql, type SQL } from 'drizzle-orm';
import {
  DATA_SCOPES,
  RETURN_VISIT_ACCESS,
  RETURN_VISIT_STATES,
  RETURN_VISIT_TIME_ZONE,
  type FieldValues,
  type ReturnVisitCounts,
  type ReturnVisitState,
  type ReturnVisitTaskDetail,
  type ReturnVisitTaskRow,
  type ReturnVisitType,
  type TaskFilter,
  type TaskListQuery,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { likePattern } from '../../core/sql';
import { scopeByUser } from '../../core/scope';
import { mineSql, type Tenant } from '../../core/tenant';
import { returnVisitErrors } from './errors';

const TZ = RETURN_VISIT_TIME_ZONE;

/**
 * The tasks the caller may see, alias `k`: the enterprise's; with a team or personal data scope,
 * those designated to them (or their teams' people) and the undesignated ones anyone may take.
 */
export function visibleTasks(t: Tenant): SQL {
  const scoped = t.dataScope === DATA_SCOPES.all ? undefined : scopeByUser(t, sql`k.visitor_user_id`);
  return scoped ? sql`${mineSql(t, 'k')} and (k.visitor_user_id is null or ${scoped})` : mineSql(t, 'k');
}

/** The caller's own work: designated to them, or pending and designated to nobody. */
const mineOnly = (t: Tenant) =>
  sql`(k.visitor_user_id = ${t.user.id} or (k.visitor_user_id is null and k.state = ${RETURN_VISIT_STATES.pending}))`;

function filterSql(t: Tenant, f: TaskFilter, withState = true): SQL {
  const parts: SQL[] = [visibleTasks(t)];
  if (withState && f.state) parts.push(sql`k.state = ${f.state}`);
  if (f.visitType) parts.push(sql`k.visit_type = ${f.visitType}`);
  if (f.planId) parts.push(sql`k.plan_id = ${f.planId}`);
  if (f.visitorUserId) parts.push(sql`k.visitor_user_id = ${f.visitorUserId}`);
  if (f.mine) parts.push(mineOnly(t));
  if (f.keyword) {
    const p = likePattern(f.keyword);
    parts.push(
      sql`(k.order_no ilike ${p} or k.order_title ilike ${p} or k.customer_name ilike ${p} or k.contact_phone ilike ${p})`,
    );
  }
  if (f.from) parts.push(sql`k.created_at >= (${f.from}::date::timestamp at time zone ${TZ})`);
  if (f.to) parts.push(sql`k.created_at < ((${f.to}::date + 1)::timestamp at time zone ${TZ})`);
  return sql.join(parts, sql` and `);
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The list row's columns (users and plan by key lookups; the order's facts are the task's own). */
const ROW_COLUMNS = sql`k.id::int as id, k.order_id::int as "orderId", k.order_no as "orderNo",
  k.order_title as "orderTitle", k.visit_type as "visitType", k.state, k.plan_id::int as "planId",
  (select p.name from return_visit_plans p where p.enterprise_id = k.enterprise_id and p.id = k.plan_id) as "planName",
  k.customer_name as "customerName", k.contact_name as "contactName", k.contact_phone as "contactPhone",
  k.priority,
  (select json_build_object('id', u.id, 'name', u.name) from users u
    where u.enterprise_id = k.enterprise_id and u.id = k.visitor_user_id) as visitor,
  (select json_build_object('id', u.id, 'name', u.name) from users u
    where u.enterprise_id = k.enterprise_id and u.id = k.server_user_id) as server,
  ${iso('k.due_at')} as "dueAt",
  (k.state = ${RETURN_VISIT_STATES.pending} and k.due_at < now()) as overdue,
  ${iso('k.submitted_at')} as "submittedAt", ${iso('k.created_at')} as "createdAt",
  k.follow_up_order_id::int as "followUpOrderId"`;

/** GET /v2/returnvisitTask/list: one page, newest first, on the (enterprise, [state,] id) indexes. */
export async function listTasks(t: Tenant, q: TaskListQuery) {
  const where = filterSql(t, q);
  const [list, [total]] = await Promise.all([
    rows<ReturnVisitTaskRow>(
      t.db,
      sql`select ${ROW_COLUMNS} from return_visit_tasks k where ${where}
           order by k.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from return_visit_tasks k where ${where}`),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** GET /v2/returnvisitTask/count: the filtered tasks by state (the list's tabs). */
export async function countTasks(t: Tenant, f: TaskFilter): Promise<ReturnVisitCounts> {
  const [c] = await rows<ReturnVisitCounts>(
    t.db,
    sql`select count(*)::int as total,
               count(*) filter (where k.state = ${RETURN_VISIT_STATES.pending})::int as pending,
               count(*) filter (where k.state = ${RETURN_VISIT_STATES.failed})::int as failed,
               count(*) filter (where k.state = ${RETURN_VISIT_STATES.passed})::int as passed
          from return_visit_tasks k where ${filterSql(t, f, false)}`,
  );
  return c ?? { total: 0, pending: 0, failed: 0, passed: 0 };
}

/** GET /v2/order/getAllVisitCount?dataType=0: pending visits that are the caller's work (1: designated only). */
export async function pendingVisitCount(t: Tenant, dataType: 0 | 1) {
  const who = dataType === 1 ? sql`k.visitor_user_id = ${t.user.id}` : mineOnly(t);
  const [c] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from return_visit_tasks k
         where ${visibleTasks(t)} and k.state = ${RETURN_VISIT_STATES.pending} and ${who}`,
  );
  return c?.n ?? 0;
}

export interface TaskRecord {
  id: number;
  orderId: number;
  state: ReturnVisitState;
  visitType: ReturnVisitType;
  visitorUserId: number | null;
  contactPhone: string | null;
  smsCount: number;
  followUpOrderId: number | null;
  followUpClaimedAt: string | null;
  version: number;
}

/** A task the caller may see (404 otherwise, another enterprise's too); `lock` holds it to the end of the transaction. */
export async function requireTask(t: Tenant, id: number, lock = false): Promise<TaskRecord> {
  const [task] = await rows<TaskRecord>(
    t.db,
    sql`select k.id::int as id, k.order_id::int as "orderId", k.state, k.visit_type as "visitType",
               k.visitor_user_id::int as "visitorUserId", k.contact_phone as "contactPhone",
               k.sms_count as "smsCount", k.follow_up_order_id::int as "followUpOrderId",
               k.follow_up_claimed_at as "followUpClaimedAt", k.version
          from return_visit_tasks k where ${visibleTasks(t)} and k.id = ${id}${lock ? sql` for update` : sql``}`,
  );
  if (!task) throw returnVisitErrors.TASK_NOT_FOUND({ field: 'id' });
  return task;
}

/** Whether the caller may submit a pending task: they may perform visits, and it is theirs or nobody's. */
export const maySubmit = (t: Tenant, task: Pick<TaskRecord, 'visitorUserId'>) =>
  t.powers.includes(RETURN_VISIT_ACCESS.perform) &&
  (task.visitorUserId === null || task.visitorUserId === t.user.id || t.admin);

/** GET /v2/returnvisitTask/detail/:id: the row, the form's answers, notes, who submitted, SMS and follow-up. */
export async function taskDetail(t: Tenant, id: number): Promise<ReturnVisitTaskDetail> {
  const [row] = await rows<
    Omit<ReturnVisitTaskDetail, 'canSubmit' | 'canFollowUp'> & { visitorUserId: number | null }
  >(
    t.db,
    sql`select ${ROW_COLUMNS}, k.template_id::int as "templateId", k.values, k.note,
               k.visitor_user_id::int as "visitorUserId",
               (select json_build_object('id', u.id, 'name', u.name) from users u
                 where u.enterprise_id = k.enterprise_id and u.id = k.submitted_by) as "submittedBy",
               k.sms_count as "smsCount", ${iso('k.last_sms_at')} as "lastSmsAt",
               (select o.order_no from orders o where o.enterprise_id = k.enterprise_id
                 and o.id = k.follow_up_order_id) as "followUpOrderNo"
          from return_visit_tasks k where ${visibleTasks(t)} and k.id = ${id}`,
  );
  if (!row) throw returnVisitErrors.TASK_NOT_FOUND({ field: 'id' });
  const { visitorUserId, ...detail } = row;
  const perform = t.powers.includes(RETURN_VISIT_ACCESS.perform);
  return {
    ...detail,
    values: (row.values ?? {}) as FieldValues,
    canSubmit: row.state === RETURN_VISIT_STATES.pending && maySubmit(t, { visitorUserId }),
    canFollowUp: row.state === RETURN_VISIT_STATES.failed && !row.followUpOrderId && perform,
  };
}
