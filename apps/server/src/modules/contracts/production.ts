import { sql } from 'drizzle-orm';
import {
  CONTRACTS_TIME_ZONE,
  FORM_KINDS,
  ORDER_SOURCES,
  ORDER_TITLE_MAX,
  addDays,
  dateIn,
  dueDatesBetween,
  initialState,
  nodeEnabled,
  producesOn,
  TAG_OBJECT_KINDS,
  type CycleUnit,
  type PlanKind,
  type ProduceFrequency,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { idArray, pgArray } from '../../core/sql';
import { allTenants, asTenant, mineSql, type TenantDb } from '../../core/tenant';
import { addressesOf, contactsOf } from '../customers';
import { fieldDefsOf } from '../forms';
import { insertOrderIn, searchTextOf, type NewOrder } from '../orders';

/** Plans whose tasks are inserted in one statement. */
const PLAN_BATCH = 1000;

interface PlanToProduce {
  id: number;
  start_date: string;
  end_date: string;
  cycle_unit: CycleUnit;
  cycle_value: number;
  ahead_days: number;
  frequency: ProduceFrequency;
  auto_order: boolean;
}

export interface ProduceScope {
  /** Only these plans (on demand: a plan, or a contract's plans); otherwise every live, enabled plan. */
  planIds?: number[];
  contractId?: number;
  /** Only maintenance plans, or only customer service plans (default: both). */
  kind?: PlanKind;
  /** The scheduled run: only plans whose frequency falls on `today` (daily; Sundays; the 1st). */
  scheduled?: boolean;
  /** The enterprise's date the window starts (default: today in China time). */
  today?: string;
  /** Who asked (the created orders' creator); null for the scheduler. */
  userId?: number | null;
  /** Test seam: runs after each order committed (a throw here is a crash half-way through). */
  afterOrder?: (taskId: number) => void | Promise<void>;
}

const plansToProduce = (t: TenantDb, s: ProduceScope, afterId: number) =>
  rows<PlanToProduce>(
    t.db,
    sql`select p.id::int as id, p.start_date::text as start_date,
               p.end_date::text as end_date, p.cycle_unit, p.cycle_value, p.ahead_days, p.frequency, p.auto_order
          from maintenance_plans p
          left join maintenance_contracts c on c.enterprise_id = p.enterprise_id and c.id = p.contract_id
         where ${mineSql(t, 'p')} and p.deleted_at is null and p.enabled
           and (p.contract_id is null or c.deleted_at is null)
           and p.id > ${afterId}
           ${s.kind ? sql`and p.kind = ${s.kind}` : sql``}
           ${s.planIds ? sql`and p.id = any(${idArray(s.planIds)})` : sql``}
           ${s.contractId ? sql`and p.contract_id = ${s.contractId}` : sql``}
         order by p.id limit ${PLAN_BATCH}`,
  );

/**
 * Inserts the tasks due in each plan's window [today, today + ahead days] (not past its end date) in one
 * statement: a maintenance plan's for its contract's customer, a service plan's for its customer or for
 * every live customer carrying its tag at the time. A task that exists already (unique plan, customer
 * and due date) is left as it is, so a rerun, or two runs at once, create each task once. Answers how
 * many were new.
 */
async function insertTasks(t: TenantDb, plans: PlanToProduce[], today: string) {
  const planIds: number[] = [];
  const dues: string[] = [];
  for (const p of plans)
    for (const due of dueDatesBetween(
      { startDate: p.start_date, endDate: p.end_date, cycleUnit: p.cycle_unit, cycleValue: p.cycle_value },
      today,
      addDays(today, p.ahead_days),
    )) {
      planIds.push(p.id);
      dues.push(due);
    }
  if (!dues.length) return 0;
  const inserted = await rows<{ n: number }>(
    t.db,
    sql`with v as (
          select * from unnest(${idArray(planIds)}, ${pgArray(dues)}::date[])
                   as v(plan_id, due_date)),
        ins as (
          insert into maintenance_tasks (enterprise_id, plan_id, contract_id, customer_id, due_date, due_at)
          select ${t.enterpriseId}, v.plan_id, p.contract_id, w.customer_id, v.due_date,
                 (v.due_date + p.start_time::time) at time zone ${CONTRACTS_TIME_ZONE}
            from v join maintenance_plans p on ${mineSql(t, 'p')} and p.id = v.plan_id
            cross join lateral (
              select c.customer_id from maintenance_contracts c
               where p.contract_id is not null and c.enterprise_id = p.enterprise_id and c.id = p.contract_id
              union all
              select p.customer_id where p.customer_id is not null and p.contract_id is null
              union all
              select ot.object_id from object_tags ot
                join customers cu on cu.enterprise_id = ot.enterprise_id and cu.id = ot.object_id
                                 and cu.deleted_at is null
               where p.customer_tag_id is not null and ot.enterprise_id = p.enterprise_id
                 and ot.object_kind = ${TAG_OBJECT_KINDS.customer} and ot.tag_id = p.customer_tag_id
            ) w(customer_id)
          on conflict (enterprise_id, plan_id, customer_id, due_date) do nothing
          returning 1)
        select count(*)::int as n from ins`,
  );
  await t.db.execute(
    sql`update maintenance_plans p set produced_through = greatest(p.produced_through, d.through)
          from (select unnest(${idArray(plans.map((p) => p.id))}) as id,
                       unnest(${pgArray(plans.map((p) => addDays(today, p.ahead_days)))}::date[]) as through) d
         where ${mineSql(t, 'p')} and p.id = d.id`,
  );
  return inserted[0]?.n ?? 0;
}

interface TaskForOrder {
  id: number;
  order_id: number | null;
  state: number;
  due_at: string;
  due_date: string;
  plan_name: string;
  contract_name: string | null;
  customer_id: number;
  customer_name: string;
  staff_user_id: number | null;
  team_id: number | null;
  equipment_ids: number[];
}

/** The task locked for its order: a second producer waits here and then finds the order made. */
const lockTask = (db: Db, t: TenantDb, taskId: number) =>
  rows<TaskForOrder>(
    db,
    sql`select k.id::int as id, k.order_id::int as order_id, k.state, k.due_at::text as due_at,
               k.due_date::text as due_date, p.name as plan_name, c.name as contract_name,
               k.customer_id::int as customer_id, cu.name as customer_name,
               p.staff_user_id::int as staff_user_id, p.team_id::int as team_id, p.equipment_ids
          from maintenance_tasks k
          join maintenance_plans p on p.enterprise_id = k.enterprise_id and p.id = k.plan_id
          join customers cu on cu.enterprise_id = k.enterprise_id and cu.id = k.customer_id
          left join maintenance_contracts c on c.enterprise_id = k.enterprise_id and c.id = k.contract_id
         where ${mineSql(t, 'k')} and k.id = ${taskId}
         for update of k`,
  );

/**
 * Raises the work order of one task in one transaction with the task's link to it: the order (from the
 * enterprise's default order template, the contract's customer, its first contact and address, the plan's
 * staff, appointed at the task's due time) and `order_id` commit together or not at all, and the task's
 * row lock plus the unique order_id make a second producer find the order made. Answers the order's id,
 * or null when the task already has one or is not incomplete.
 */
export async function raiseTaskOrder(t: TenantDb, taskId: number, userId: number | null) {
  const set = await fieldDefsOf(t, FORM_KINDS.order);
  return t.db.transaction(async (tx) => {
    const [task] = await lockTask(tx, t, taskId);
    if (!task || task.order_id || task.state !== 0) return null;
    const tt = { db: tx, enterpriseId: t.enterpriseId };
    const [contacts, addresses] = await Promise.all([
      contactsOf(tt, task.customer_id),
      addressesOf(tt, task.customer_id),
    ]);
    const a = addresses[0];
    const address = a
      ? { province: a.province, city: a.city, region: a.region, detail: a.detail, lng: a.lng, lat: a.lat }
      : null;
    const contact = { contactName: contacts[0]?.name ?? null, contactPhone: contacts[0]?.phone ?? null };
    const title = [task.contract_name, task.plan_name, task.due_date]
      .filter(Boolean)
      .join(' ')
      .slice(0, ORDER_TITLE_MAX);
    const order: NewOrder = {
      enterpriseId: t.enterpriseId,
      templateId: set.templateId,
      orderType: 1,
      source: ORDER_SOURCES.staff,
      title,
      state: initialState(ORDER_SOURCES.staff, !!task.staff_user_id, nodeEnabled(set.settings, 'accept')),
      priority: 1,
      customerId: task.customer_id,
      customerName: task.customer_name,
      customerProductId: task.equipment_ids.length === 1 ? task.equipment_ids[0]! : null,
      ...contact,
      address,
      addressText: address ? [address.province, address.city, address.region, address.detail].join('') : null,
      appointmentAt: new Date(task.due_at),
      estimatedAt: null,
      description: null,
      images: [],
      attachments: [],
      customValues: {},
      searchRest: searchTextOf({ orderNo: '', title, customerName: task.customer_name, ...contact }),
      serverUserId: task.staff_user_id,
      assignedBy: task.staff_user_id ? userId : null,
      createdBy: userId,
      eventId: null,
      logNote: null,
    };
    const created = await insertOrderIn(tx, order);
    await tx.execute(
      sql`update maintenance_tasks set order_id = ${created.id}, updated_at = now()
           where ${mineSql(t)} and id = ${task.id}`,
    );
    return created.id;
  });
}

/** Incomplete tasks of auto-order plans in the window that have no order yet (a crash's leftovers too). */
const tasksWithoutOrder = (t: TenantDb, planIds: number[], through: string) =>
  rows<{ id: number }>(
    t.db,
    sql`select k.id::int as id from maintenance_tasks k
         where ${mineSql(t, 'k')} and k.plan_id = any(${idArray(planIds)})
           and k.order_id is null and k.state = 0 and k.due_date <= ${through}::date
         order by k.id`,
  );

/**
 * Produces an enterprise's tasks (and, for plans that say so, their orders): the scheduled run at 00:00
 * China time, or on demand for a plan or a contract. Safe to run twice at once and to rerun after a crash.
 */
export async function produce(t: TenantDb, scope: ProduceScope = {}) {
  const today = scope.today ?? dateIn(CONTRACTS_TIME_ZONE);
  let tasks = 0;
  let orders = 0;
  let after = 0;
  for (;;) {
    const fetched = await plansToProduce(t, scope, after);
    if (!fetched.length) break;
    after = fetched[fetched.length - 1]!.id;
    const batch = fetched.filter((p) => !scope.scheduled || producesOn(p.frequency, today));
    if (batch.length) tasks += await insertTasks(t, batch, today);
    const auto = batch.filter((p) => p.auto_order);
    if (auto.length) {
      const through = addDays(today, Math.max(...auto.map((p) => p.ahead_days)));
      for (const task of await tasksWithoutOrder(
        t,
        auto.map((p) => p.id),
        through,
      )) {
        if (await raiseTaskOrder(t, task.id, scope.userId ?? null)) orders++;
        await scope.afterOrder?.(task.id);
      }
    }
  }
  return { tasks, orders };
}

/** The scheduled job: every enterprise with live plans, each as itself. */
export async function produceAll(db: Db, today?: string) {
  const enterprises = await allTenants(() =>
    rows<{ enterprise_id: number }>(
      db,
      sql`select distinct enterprise_id::int as enterprise_id from maintenance_plans
           where deleted_at is null and enabled`,
    ),
  );
  let tasks = 0;
  let orders = 0;
  for (const { enterprise_id } of enterprises) {
    const r = await asTenant(enterprise_id, () =>
      produce({ db, enterpriseId: enterprise_id }, { scheduled: true, today }),
    );
    tasks += r.tasks;
    orders += r.orders;
  }
  return { enterprises: enterprises.length, tasks, orders };
}
