import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  TAG_OBJECT_KINDS,
  TASK_STATES,
  type RemindDoneInput,
  type ServicePlanListQuery,
  type ServicePlanSaveInput,
} from '@fieldline/domain';
import { maintenancePlans, maintenanceTasks } from '../../db/schema';
import { rows } from '../../db/client';
import { idArray, likePattern } from '../../core/sql';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { actorOf, requireCustomer } from '../customers';
import { contractErrors } from './errors';
import { planCycle, shapeAll } from './maintenance-plans';
import { requireTask } from './maintenance-tasks';
import { requireTeam, requireUser } from './people';
import { produce } from './production';

/**
 * Customer service plans (/cyclePlan; spec D7, SB:15 "service plans, reminders"): a periodic
 * follow-up of one customer, or of every customer carrying a customer tag. They are rows of the plan
 * table (kind 'service', no contract) and are produced by the same producer and its daily job: each
 * due date gives one task per customer reached, a follow-up reminder (/followRemind), or a work order
 * at once when the plan says so.
 */
const CUSTOMER_TAG = TAG_OBJECT_KINDS.customer;

const liveService = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(
    t,
    maintenancePlans,
    isNull(maintenancePlans.deletedAt),
    eq(maintenancePlans.kind, 'service'),
    ...rest,
  );

/** Plans reaching a customer: its own, and those of the tags it carries. */
const reaching = (t: TenantDb, customerId: number) =>
  sql`(p.customer_id = ${customerId} or p.customer_tag_id in (
        select ot.tag_id from object_tags ot
         where ${mineSql(t, 'ot')} and ot.object_kind = ${CUSTOMER_TAG} and ot.object_id = ${customerId}))`;

function whereOf(t: TenantDb, q: Omit<ServicePlanListQuery, 'pageSize' | 'pageIndex'>) {
  const parts: SQL[] = [mineSql(t, 'p'), sql`p.deleted_at is null`, sql`p.kind = 'service'`];
  if (q.keyword) parts.push(sql`p.name ilike ${likePattern(q.keyword)}`);
  if (q.customerId) parts.push(reaching(t, q.customerId));
  return sql.join(parts, sql` and `);
}

interface Extra {
  id: number;
  customerName: string | null;
  tagName: string | null;
  open: number;
}

/** Each plan's customer or tag name, and how many of its reminders are open (incomplete, no order). */
async function extrasOf(t: TenantDb, ids: number[]) {
  if (!ids.length) return new Map<number, Extra>();
  const found = await rows<Extra>(
    t.db,
    sql`select p.id::int as id, cu.name as "customerName", tg.name as "tagName",
               (select count(*)::int from maintenance_tasks k
                 where k.enterprise_id = p.enterprise_id and k.plan_id = p.id
                   and k.state = ${TASK_STATES.incomplete} and k.order_id is null) as open
          from maintenance_plans p
          left join customers cu on cu.enterprise_id = p.enterprise_id and cu.id = p.customer_id
          left join tags tg on tg.enterprise_id = p.enterprise_id and tg.id = p.customer_tag_id
         where ${mineSql(t, 'p')} and p.id = any(${idArray(ids)})`,
  );
  return new Map(found.map((r) => [r.id, r]));
}

async function shapeService(t: TenantDb, list: (typeof maintenancePlans.$inferSelect)[]) {
  const [shaped, extras] = await Promise.all([
    shapeAll(t, list),
    extrasOf(
      t,
      list.map((p) => p.id),
    ),
  ]);
  return shaped.map((p, i) => {
    const row = list[i]!;
    const extra = extras.get(p.id);
    return {
      ...p,
      customerId: row.customerId,
      customerName: extra?.customerName ?? null,
      customerTagId: row.customerTagId,
      tagName: extra?.tagName ?? null,
      note: row.note,
      openReminders: extra?.open ?? 0,
    };
  });
}

/** GET /v2/cyclePlan/list: newest first, by name, or those reaching a customer. */
export async function listServicePlans(t: TenantDb, q: ServicePlanListQuery) {
  const where = whereOf(t, q);
  const [ids, [total]] = await Promise.all([
    rows<{ id: number }>(
      t.db,
      sql`select p.id::int as id from maintenance_plans p where ${where}
           order by p.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from maintenance_plans p where ${where}`),
  ]);
  if (!ids.length) return { list: [], total: total?.n ?? 0 };
  const list = await t.db
    .select()
    .from(maintenancePlans)
    .where(mine(t, maintenancePlans, sql`${maintenancePlans.id} = any(${idArray(ids.map((r) => r.id))})`));
  list.sort((a, b) => b.id - a.id);
  return { list: await shapeService(t, list), total: total?.n ?? 0 };
}

export async function countServicePlans(
  t: TenantDb,
  q: Omit<ServicePlanListQuery, 'pageSize' | 'pageIndex'>,
) {
  const [row] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from maintenance_plans p where ${whereOf(t, q)}`,
  );
  return row?.n ?? 0;
}

export async function requireServicePlan(t: TenantDb, id: number, field = 'id') {
  const [p] = await t.db
    .select()
    .from(maintenancePlans)
    .where(liveService(t, eq(maintenancePlans.id, id)));
  if (!p) throw contractErrors.SERVICE_PLAN_NOT_FOUND({ field });
  return p;
}

/** GET /v2/cyclePlan/detail/:id: the plan, its customer or tag, and how many customers it reaches now. */
export async function servicePlanDetail(t: TenantDb, id: number) {
  const p = await requireServicePlan(t, id);
  const [shaped] = await shapeService(t, [p]);
  return { ...shaped!, customersReached: await reachedCount(t, p) };
}

type PlanRow = typeof maintenancePlans.$inferSelect;

/** The live customers a plan reaches: its customer, or those carrying its tag. */
export const reachedSql = (t: TenantDb, p: Pick<PlanRow, 'customerId' | 'customerTagId'>) =>
  p.customerId
    ? sql`select cu.id, cu.name from customers cu
           where ${mineSql(t, 'cu')} and cu.id = ${p.customerId} and cu.deleted_at is null`
    : sql`select cu.id, cu.name from object_tags ot
            join customers cu on cu.enterprise_id = ot.enterprise_id and cu.id = ot.object_id
           where ${mineSql(t, 'ot')} and ot.object_kind = ${CUSTOMER_TAG} and ot.tag_id = ${p.customerTagId ?? 0}
             and cu.deleted_at is null`;

async function reachedCount(t: TenantDb, p: PlanRow) {
  const [r] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from (${reachedSql(t, p)}) r`);
  return r?.n ?? 0;
}

/** GET /v2/cyclePlan/customers: the customers a plan reaches, by name, with their first contact's phone. */
export async function servicePlanCustomers(t: TenantDb, id: number, pageSize: number, pageIndex: number) {
  const p = await requireServicePlan(t, id);
  const [list, total] = await Promise.all([
    rows<{ id: number; name: string; contactName: string | null; phone: string | null }>(
      t.db,
      sql`select r.id::int as id, r.name, c.name as "contactName", c.phone
            from (${reachedSql(t, p)}) r
            left join lateral (
              select cc.name, cc.phone from customer_contacts cc
               where cc.enterprise_id = ${t.enterpriseId} and cc.customer_id = r.id
               order by cc.is_default desc, cc.id limit 1) c on true
           order by r.name, r.id limit ${pageSize} offset ${pageIndex * pageSize}`,
    ),
    reachedCount(t, p),
  ]);
  return { list, total };
}

async function requireTag(t: TenantDb, id: number) {
  const [tag] = await rows<{ id: number }>(
    t.db,
    sql`select g.id::int as id from tags g where ${mineSql(t, 'g')} and g.id = ${id}
          and g.object_kind = ${CUSTOMER_TAG}`,
  );
  if (!tag) throw contractErrors.TAG_NOT_FOUND({ field: 'customerTagId' });
}

/** POST /v2/cyclePlan/save: one customer the caller may see, or one customer tag; who serves. */
export async function saveServicePlan(t: Tenant, input: ServicePlanSaveInput) {
  if (input.id) await requireServicePlan(t, input.id);
  if (input.customerId) await requireCustomer(t.db, await actorOf(t), input.customerId, 'customerId');
  if (input.customerTagId) await requireTag(t, input.customerTagId);
  await requireUser(t, input.staffUserId, 'staffUserId');
  await requireTeam(t, input.teamId);
  const row = {
    name: input.name,
    customerId: input.customerId ?? null,
    customerTagId: input.customerTagId ?? null,
    note: input.note ?? null,
    ...planCycle(input),
  };
  if (input.id) {
    await t.db
      .update(maintenancePlans)
      .set({ ...row, updatedAt: new Date() })
      .where(liveService(t, eq(maintenancePlans.id, input.id)));
    return { id: input.id };
  }
  const [created] = await t.db
    .insert(maintenancePlans)
    .values({ ...row, kind: 'service', enterpriseId: t.enterpriseId, createdBy: t.user.id })
    .returning({ id: maintenancePlans.id });
  return { id: created!.id };
}

/** DELETE /v2/cyclePlan/delete/:id: soft; its open reminders go with it; refused once it raised orders. */
export async function deleteServicePlan(t: TenantDb, id: number) {
  await requireServicePlan(t, id);
  await t.db.transaction(async (tx) => {
    const [withOrder] = await tx
      .select({ id: maintenanceTasks.id })
      .from(maintenanceTasks)
      .where(mine(t, maintenanceTasks, eq(maintenanceTasks.planId, id), sql`order_id is not null`))
      .limit(1);
    if (withOrder) throw contractErrors.PLAN_HAS_ORDERS({ field: 'id' });
    await tx
      .delete(maintenanceTasks)
      .where(
        and(
          mine(t, maintenanceTasks, eq(maintenanceTasks.planId, id)),
          sql`state in (${TASK_STATES.incomplete}, ${TASK_STATES.disabled})`,
        ),
      );
    await tx
      .update(maintenancePlans)
      .set({ deletedAt: new Date(), enabled: false })
      .where(liveService(t, eq(maintenancePlans.id, id)));
  });
}

/** POST /v2/cyclePlan/production: the plan's reminders (or orders) due within its window, once each. */
export async function produceServicePlan(t: Tenant, id: number) {
  const p = await requireServicePlan(t, id);
  if (!p.enabled) throw contractErrors.PLAN_DISABLED({ field: 'id' });
  const r = await produce(t, { planIds: [id], kind: 'service', userId: t.user.id });
  t.written.events += r.orders * 2;
  return r;
}

/** POST /v2/cyclePlan/remind/done: an open follow-up reminder done by hand (no order), with a note. */
export async function remindDone(t: TenantDb, input: RemindDoneInput) {
  const task = await requireTask(t, input.id);
  if (task.planKind !== 'service') throw contractErrors.TASK_NOT_FOUND({ field: 'id' });
  if (task.orderId) throw contractErrors.TASK_HAS_ORDER({ field: 'id' });
  if (task.state !== TASK_STATES.incomplete) throw contractErrors.REMIND_NOT_OPEN({ field: 'id' });
  await t.db.execute(
    sql`update maintenance_tasks set state = ${TASK_STATES.completed}, completed_at = now(),
           note = ${input.note ?? task.note}, updated_at = now()
         where ${mineSql(t)} and id = ${task.id} and state = ${TASK_STATES.incomplete} and order_id is null`,
  );
  return { id: task.id };
}
