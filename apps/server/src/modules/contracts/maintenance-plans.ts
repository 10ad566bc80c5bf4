import { count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { MaintenancePlanListQuery, MaintenancePlanSaveInput } from '@fieldline/domain';
import { maintenancePlans, maintenanceTasks } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import { contractErrors } from './errors';
import { requireContract } from './maintenance-contracts';
import { equipmentOf, namesOf, requireEquipment, requireTeam, requireUser } from './people';

type PlanRow = typeof maintenancePlans.$inferSelect;
/** A live maintenance plan (customer service plans have their own screens: service-plans.ts). */
export const livePlan = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(
    t,
    maintenancePlans,
    isNull(maintenancePlans.deletedAt),
    eq(maintenancePlans.kind, 'maintenance'),
    ...rest,
  );

export const shape = (p: PlanRow, users: Map<number, string>, teams: Map<number, string>) => ({
  id: p.id,
  contractId: p.contractId,
  name: p.name,
  cycleUnit: p.cycleUnit,
  cycleValue: p.cycleValue,
  startDate: p.startDate,
  endDate: p.endDate,
  startTime: p.startTime,
  staffUserId: p.staffUserId,
  staffName: p.staffUserId ? (users.get(p.staffUserId) ?? null) : null,
  teamId: p.teamId,
  teamName: p.teamId ? (teams.get(p.teamId) ?? null) : null,
  equipmentIds: p.equipmentIds,
  aheadDays: p.aheadDays,
  frequency: p.frequency,
  autoOrder: p.autoOrder,
  enabled: p.enabled,
  producedThrough: p.producedThrough,
  createdAt: p.createdAt.toISOString(),
});

const filterOf = (t: TenantDb, q: Omit<MaintenancePlanListQuery, 'pageSize' | 'pageIndex'>) =>
  livePlan(
    t,
    q.contractId ? eq(maintenancePlans.contractId, q.contractId) : undefined,
    q.equipmentId
      ? sql`${maintenancePlans.equipmentIds} @> ${JSON.stringify([q.equipmentId])}::jsonb`
      : undefined,
    q.keyword ? ilike(maintenancePlans.name, likePattern(q.keyword)) : undefined,
  );

export async function shapeAll(t: TenantDb, list: PlanRow[]) {
  const [users, teams, contracts] = await Promise.all([
    namesOf(
      t,
      'users',
      list.flatMap((p) => (p.staffUserId ? [p.staffUserId] : [])),
    ),
    namesOf(
      t,
      'service_teams',
      list.flatMap((p) => (p.teamId ? [p.teamId] : [])),
    ),
    namesOf(t, 'maintenance_contracts', [
      ...new Set(list.flatMap((p) => (p.contractId ? [p.contractId] : []))),
    ]),
  ]);
  return list.map((p) => ({
    ...shape(p, users, teams),
    contractName: p.contractId ? (contracts.get(p.contractId) ?? null) : null,
  }));
}

/** GET /v2/maintenance/plan/list: a contract's plans (or those covering a device), newest first. */
export async function listPlans(t: TenantDb, q: MaintenancePlanListQuery) {
  const where = filterOf(t, q);
  const [list, [total]] = await Promise.all([
    t.db
      .select()
      .from(maintenancePlans)
      .where(where)
      .orderBy(desc(maintenancePlans.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db.select({ n: count() }).from(maintenancePlans).where(where),
  ]);
  return { list: await shapeAll(t, list), total: total?.n ?? 0 };
}

export async function countPlans(t: TenantDb, q: Omit<MaintenancePlanListQuery, 'pageSize' | 'pageIndex'>) {
  const [row] = await t.db.select({ n: count() }).from(maintenancePlans).where(filterOf(t, q));
  return row?.n ?? 0;
}

export async function requirePlan(t: TenantDb, id: number, field = 'id') {
  const [p] = await t.db
    .select()
    .from(maintenancePlans)
    .where(livePlan(t, eq(maintenancePlans.id, id)));
  if (!p) throw contractErrors.PLAN_NOT_FOUND({ field });
  return p;
}

/** GET /v2/maintenance/plan/detail/:id: the plan, its contract's name and customer, its devices. */
export async function planDetail(t: TenantDb, id: number) {
  const p = await requirePlan(t, id);
  const contract = await requireContract(t, p.contractId!);
  const [shaped] = await shapeAll(t, [p]);
  return {
    ...shaped!,
    contractName: contract.name,
    customerId: contract.customerId,
    customerName: contract.customerName,
    equipment: await equipmentOf(t, p.equipmentIds),
  };
}

/** The columns every kind of plan shares: its cycle and span, who serves, and how it produces. */
export const planCycle = (input: Omit<MaintenancePlanSaveInput, 'contractId' | 'equipmentIds'>) => ({
  cycleUnit: input.cycleUnit,
  cycleValue: input.cycleValue,
  startDate: input.startDate,
  endDate: input.endDate,
  startTime: input.startTime,
  staffUserId: input.staffUserId ?? null,
  teamId: input.teamId ?? null,
  aheadDays: input.aheadDays,
  frequency: input.frequency,
  autoOrder: input.autoOrder,
  enabled: input.enabled,
});

/** POST /v2/maintenance/plan/save: the span (≤ 1 year) is the schema's; people and devices are checked here. */
export async function savePlan(t: Tenant, input: MaintenancePlanSaveInput) {
  if (input.id) {
    const previous = await requirePlan(t, input.id);
    if (previous.contractId !== input.contractId) throw contractErrors.PLAN_NOT_FOUND({ field: 'id' });
  }
  const contract = await requireContract(t, input.contractId, 'contractId');
  await requireUser(t, input.staffUserId, 'staffUserId');
  await requireTeam(t, input.teamId);
  await requireEquipment(t, contract.customerId, input.equipmentIds);
  const row = { name: input.name, ...planCycle(input), equipmentIds: input.equipmentIds };
  if (input.id) {
    await t.db
      .update(maintenancePlans)
      .set({ ...row, updatedAt: new Date() })
      .where(livePlan(t, eq(maintenancePlans.id, input.id)));
    return { id: input.id };
  }
  const [created] = await t.db
    .insert(maintenancePlans)
    .values({ ...row, contractId: contract.id, enterpriseId: t.enterpriseId, createdBy: t.user.id })
    .returning({ id: maintenancePlans.id });
  return { id: created!.id };
}

/**
 * DELETE /v2/maintenance/plan/delete/:id: soft; its incomplete tasks without orders go with it,
 * a plan whose tasks raised orders is kept (the orders name their task).
 */
export async function deletePlan(t: TenantDb, id: number) {
  await requirePlan(t, id);
  await t.db.transaction(async (tx) => {
    const [withOrder] = await tx
      .select({ id: maintenanceTasks.id })
      .from(maintenanceTasks)
      .where(mine(t, maintenanceTasks, eq(maintenanceTasks.planId, id), sql`order_id is not null`))
      .limit(1);
    if (withOrder) throw contractErrors.PLAN_HAS_ORDERS({ field: 'id' });
    await tx.delete(maintenanceTasks).where(mine(t, maintenanceTasks, eq(maintenanceTasks.planId, id)));
    await tx
      .update(maintenancePlans)
      .set({ deletedAt: new Date(), enabled: false })
      .where(livePlan(t, eq(maintenancePlans.id, id)));
  });
}
