import { sql, type SQL } from 'drizzle-orm';
import {
  TASK_STATES,
  type MaintenanceTaskFilter,
  type MaintenanceTaskListQuery,
  type MaintenanceTaskSaveInput,
  type PlanKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { likePattern } from '../../core/sql';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { contractErrors } from './errors';
import { equipmentOf } from './people';
import { raiseTaskOrder } from './production';

interface TaskRow {
  id: number;
  planId: number;
  planName: string;
  planKind: PlanKind;
  contractId: number | null;
  contractName: string | null;
  customerId: number;
  customerName: string;
  dueDate: string;
  dueAt: string;
  state: number;
  orderId: number | null;
  orderNo: string | null;
  orderState: number | null;
  note: string | null;
  completedAt: string | null;
  equipmentIds: number[];
}

/** Tasks with their plan, customer and (for maintenance) contract. */
const FROM = sql`from maintenance_tasks k
  join maintenance_plans p on p.enterprise_id = k.enterprise_id and p.id = k.plan_id
  join customers cu on cu.enterprise_id = k.enterprise_id and cu.id = k.customer_id
  left join maintenance_contracts c on c.enterprise_id = k.enterprise_id and c.id = k.contract_id`;

const SELECT = sql`select k.id::int as id, k.plan_id::int as "planId", p.name as "planName", p.kind as "planKind",
    k.contract_id::int as "contractId", c.name as "contractName", k.customer_id::int as "customerId",
    cu.name as "customerName", k.due_date::text as "dueDate", k.due_at as "dueAt", k.state,
    k.order_id::int as "orderId", o.order_no as "orderNo", o.state as "orderState", k.note,
    k.completed_at as "completedAt", p.equipment_ids as "equipmentIds"
  ${FROM}
  left join orders o on o.enterprise_id = k.enterprise_id and o.id = k.order_id`;

function whereOf(t: TenantDb, q: MaintenanceTaskFilter, withState = true): SQL {
  const parts: SQL[] = [mineSql(t, 'k'), sql`p.deleted_at is null`];
  if (q.planId) parts.push(sql`k.plan_id = ${q.planId}`);
  if (q.contractId) parts.push(sql`k.contract_id = ${q.contractId}`);
  if (q.kind) parts.push(sql`p.kind = ${q.kind}`);
  if (q.customerId) parts.push(sql`k.customer_id = ${q.customerId}`);
  if (withState && q.state !== undefined) parts.push(sql`k.state = ${q.state}`);
  if (q.from) parts.push(sql`k.due_date >= ${q.from}::date`);
  if (q.to) parts.push(sql`k.due_date <= ${q.to}::date`);
  if (q.keyword)
    parts.push(sql`(p.name ilike ${likePattern(q.keyword)} or c.name ilike ${likePattern(q.keyword)}
                    or cu.name ilike ${likePattern(q.keyword)})`);
  return sql.join(parts, sql` and `);
}

/** GET /v2/maintenance/task/list: by due date (soonest first), filtered. */
export async function listTasks(t: TenantDb, q: MaintenanceTaskListQuery) {
  const where = whereOf(t, q);
  const [list, [total]] = await Promise.all([
    rows<TaskRow>(
      t.db,
      sql`${SELECT} where ${where} order by k.due_date, k.id limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n ${FROM} where ${where}`),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** GET /v2/maintenance/task/count: the filtered tasks by state (the tabs' numbers). */
export async function countTasks(t: TenantDb, q: MaintenanceTaskFilter) {
  const found = await rows<{ state: number; n: number }>(
    t.db,
    sql`select k.state, count(*)::int as n ${FROM} where ${whereOf(t, q, false)} group by k.state`,
  );
  const by = new Map(found.map((r) => [r.state, r.n]));
  return {
    total: found.reduce((a, r) => a + r.n, 0),
    incomplete: by.get(TASK_STATES.incomplete) ?? 0,
    completed: by.get(TASK_STATES.completed) ?? 0,
    disabled: by.get(TASK_STATES.disabled) ?? 0,
    inApproval: by.get(TASK_STATES.inApproval) ?? 0,
  };
}

export async function requireTask(t: TenantDb, id: number, field = 'id') {
  const [task] = await rows<TaskRow>(
    t.db,
    sql`${SELECT} where ${mineSql(t, 'k')} and p.deleted_at is null and k.id = ${id}`,
  );
  if (!task) throw contractErrors.TASK_NOT_FOUND({ field });
  return task;
}

/** GET /v2/maintenance/task/detail/:id: the task, its plan, contract, devices and order. */
export async function taskDetail(t: TenantDb, id: number) {
  const task = await requireTask(t, id);
  return { ...task, equipment: await equipmentOf(t, task.equipmentIds) };
}

/** POST /v2/maintenance/task/save: disable or enable an incomplete task (without an order), or note it. */
export async function saveTask(t: TenantDb, input: MaintenanceTaskSaveInput) {
  const task = await requireTask(t, input.id);
  if (task.state === TASK_STATES.completed || task.state === TASK_STATES.inApproval)
    throw contractErrors.TASK_LOCKED({ field: 'id' });
  if (input.state === TASK_STATES.disabled && task.orderId)
    throw contractErrors.TASK_HAS_ORDER({ field: 'state' });
  await t.db.execute(
    sql`update maintenance_tasks set state = ${input.state ?? task.state}, note = ${input.note ?? task.note},
           updated_at = now() where ${mineSql(t)} and id = ${task.id}`,
  );
  return { id: task.id };
}

/** DELETE /v2/maintenance/task/delete/:id: an incomplete or disabled task that raised no order. */
export async function deleteTask(t: TenantDb, id: number) {
  const task = await requireTask(t, id);
  if (task.orderId) throw contractErrors.TASK_HAS_ORDER({ field: 'id' });
  if (task.state === TASK_STATES.completed || task.state === TASK_STATES.inApproval)
    throw contractErrors.TASK_LOCKED({ field: 'id' });
  await t.db.execute(sql`delete from maintenance_tasks where ${mineSql(t)} and id = ${id}`);
}

/** POST /v2/maintenance/task/production: the task's work order (once). */
export async function produceTaskOrder(t: Tenant, id: number) {
  const task = await requireTask(t, id);
  if (task.orderId) throw contractErrors.TASK_HAS_ORDER({ field: 'id' });
  if (task.state !== TASK_STATES.incomplete) throw contractErrors.TASK_NOT_OPEN({ field: 'id' });
  const orderId = await raiseTaskOrder(t, id, t.user.id);
  if (!orderId) throw contractErrors.TASK_HAS_ORDER({ field: 'id' });
  t.written.events += 2;
  return { orderId };
}
