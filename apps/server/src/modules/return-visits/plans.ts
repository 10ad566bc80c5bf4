import { count, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  FORM_KINDS,
  type PlanListQuery,
  type PlanSaveInput,
  type PlanVisitType,
  type ReturnVisitPlan,
  type SampleMode,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { formTemplates, returnVisitPlans } from '../../db/schema';
import { idList, likePattern } from '../../core/sql';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { returnVisitErrors } from './errors';
import { requireVisitors } from './people';

type PlanRecord = typeof returnVisitPlans.$inferSelect;
const live = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(t, returnVisitPlans, isNull(returnVisitPlans.deletedAt), ...rest);

async function visitorNames(t: TenantDb, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const found = await rows<{ id: number; name: string }>(
    t.db,
    sql`select u.id::int as id, u.name from users u where ${mineSql(t, 'u')} and u.id in (${idList(ids)})`,
  );
  return new Map(found.map((u) => [u.id, u.name]));
}

const shape = (p: PlanRecord, names: Map<number, string>): ReturnVisitPlan => ({
  id: p.id,
  name: p.name,
  enabled: p.enabled,
  visitType: p.visitType as PlanVisitType,
  templateIds: p.templateIds,
  priorities: p.priorities,
  sampleMode: p.sampleMode as SampleMode,
  sampleRatio: p.sampleRatio,
  sampleCount: p.sampleCount,
  visitorIds: p.visitorIds,
  visitors: p.visitorIds.map((id) => ({ id, name: names.get(id) ?? String(id) })),
  dueDays: p.dueDays,
  matched: p.matched,
  created: p.created,
  createdAt: p.createdAt.toISOString(),
});

/** GET /v2/returnVisitPlan/list: the enterprise's plans, newest first, filtered by name. */
export async function listPlans(t: TenantDb, q: PlanListQuery) {
  const where = live(t, q.keyword ? ilike(returnVisitPlans.name, likePattern(q.keyword)) : undefined);
  const [list, [total]] = await Promise.all([
    t.db
      .select()
      .from(returnVisitPlans)
      .where(where)
      .orderBy(desc(returnVisitPlans.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db.select({ n: count() }).from(returnVisitPlans).where(where),
  ]);
  const names = await visitorNames(t, [...new Set(list.flatMap((p) => p.visitorIds))]);
  return { list: list.map((p) => shape(p, names)), total: total?.n ?? 0 };
}

export async function requirePlan(t: TenantDb, id: number, field = 'id') {
  const [plan] = await t.db
    .select()
    .from(returnVisitPlans)
    .where(live(t, eq(returnVisitPlans.id, id)));
  if (!plan) throw returnVisitErrors.PLAN_NOT_FOUND({ field });
  return plan;
}

/** GET /v2/returnVisitPlan/detail/:id */
export async function planDetail(t: TenantDb, id: number) {
  const plan = await requirePlan(t, id);
  return shape(plan, await visitorNames(t, plan.visitorIds));
}

async function requireTemplates(t: TenantDb, ids: number[]) {
  if (!ids.length) return;
  const [found] = await t.db
    .select({ n: count() })
    .from(formTemplates)
    .where(
      mine(
        t,
        formTemplates,
        eq(formTemplates.kind, FORM_KINDS.order),
        isNull(formTemplates.deletedAt),
        sql`${formTemplates.id} in (${idList(ids)})`,
      ),
    );
  if ((found?.n ?? 0) !== ids.length) throw returnVisitErrors.TEMPLATE_NOT_FOUND({ field: 'templateIds' });
}

/**
 * POST /v2/returnVisitPlan/save: creates a plan (no id) or replaces an existing one's settings; its
 * counters carry on. Templates must be the enterprise's order templates, visitors its enabled users
 * who may perform visits; more than one visitor is a paid feature (the route's plan gate). Names are
 * unique among live plans.
 */
export async function savePlan(t: Tenant, input: PlanSaveInput) {
  if (input.id) await requirePlan(t, input.id);
  await requireTemplates(t, input.templateIds);
  await requireVisitors(t, input.visitorIds, 'visitorIds');
  const [taken] = await t.db
    .select({ id: returnVisitPlans.id })
    .from(returnVisitPlans)
    .where(
      live(
        t,
        eq(returnVisitPlans.name, input.name),
        input.id ? ne(returnVisitPlans.id, input.id) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw returnVisitErrors.PLAN_NAME_TAKEN({ field: 'name' });
  const values = {
    name: input.name,
    enabled: input.enabled,
    visitType: input.visitType,
    templateIds: input.templateIds,
    priorities: input.priorities,
    sampleMode: input.sampleMode,
    sampleRatio: input.sampleRatio,
    sampleCount: input.sampleCount,
    visitorIds: input.visitorIds,
    dueDays: input.dueDays,
  };
  if (input.id) {
    await t.db
      .update(returnVisitPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(live(t, eq(returnVisitPlans.id, input.id)));
    return { id: input.id };
  }
  const [created] = await t.db
    .insert(returnVisitPlans)
    .values({ ...values, enterpriseId: t.enterpriseId, createdBy: t.user.id })
    .returning({ id: returnVisitPlans.id });
  return { id: created!.id };
}

/** DELETE /v2/returnVisitPlan/delete/:id: soft, so its tasks keep naming it; no new tasks come from it. */
export async function deletePlan(t: TenantDb, id: number) {
  await requirePlan(t, id);
  await t.db
    .update(returnVisitPlans)
    .set({ deletedAt: new Date(), enabled: false, updatedAt: new Date() })
    .where(live(t, eq(returnVisitPlans.id, id)));
}

/** Live, enabled plans creating visits of a type, oldest first (the first that matches decides), locked. */
export const activePlans = (t: TenantDb, visitType: PlanVisitType) =>
  t.db
    .select()
    .from(returnVisitPlans)
    .where(live(t, eq(returnVisitPlans.enabled, true), eq(returnVisitPlans.visitType, visitType)))
    .orderBy(returnVisitPlans.id)
    .for('update');

/** Whether the enterprise has any live, enabled plan (without one, every completed order is visited). */
export const hasActivePlan = async (t: TenantDb) =>
  (
    await t.db
      .select({ id: returnVisitPlans.id })
      .from(returnVisitPlans)
      .where(live(t, eq(returnVisitPlans.enabled, true)))
      .limit(1)
  ).length > 0;
