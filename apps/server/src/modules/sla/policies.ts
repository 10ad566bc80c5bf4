import { count, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  FORM_KINDS,
  TAG_OBJECT_KINDS,
  type SlaObjectKind,
  type SlaPolicy,
  type SlaPolicyInput,
  type SlaPolicyListQuery,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { slaPolicies } from '../../db/schema';
import { idList, likePattern } from '../../core/sql';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import type { ErrorFactory } from '../../core/errors';
import { countLiveContracts } from '../contracts';
import { slaErrors } from './errors';

type PolicyRecord = typeof slaPolicies.$inferSelect;
const live = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(t, slaPolicies, isNull(slaPolicies.deletedAt), ...rest);

export const shapePolicy = (p: PolicyRecord): SlaPolicy => ({
  id: p.id,
  name: p.name,
  objectKind: p.objectKind as SlaObjectKind,
  enabled: p.enabled,
  rank: p.rank,
  useCalendar: p.useCalendar,
  templateIds: p.templateIds,
  priorities: p.priorities,
  customerIds: p.customerIds,
  customerTagIds: p.customerTagIds,
  productIds: p.productIds,
  maintenanceContractIds: p.maintenanceContractIds,
  salesContractIds: p.salesContractIds,
  steps: p.steps,
  createdAt: p.createdAt.toISOString(),
});

/** GET /v2/sla/policy/list: one page of the enterprise's policies, newest first (name, object kind). */
export async function listPolicies(t: TenantDb, q: SlaPolicyListQuery) {
  const where = live(
    t,
    q.keyword ? ilike(slaPolicies.name, likePattern(q.keyword)) : undefined,
    q.objectKind ? eq(slaPolicies.objectKind, q.objectKind) : undefined,
  );
  const [list, [total]] = await Promise.all([
    t.db
      .select()
      .from(slaPolicies)
      .where(where)
      .orderBy(desc(slaPolicies.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db.select({ n: count() }).from(slaPolicies).where(where),
  ]);
  return { list: list.map(shapePolicy), total: total?.n ?? 0 };
}

export async function requirePolicy(t: TenantDb, id: number, field = 'id') {
  const [policy] = await t.db
    .select()
    .from(slaPolicies)
    .where(live(t, eq(slaPolicies.id, id)));
  if (!policy) throw slaErrors.POLICY_NOT_FOUND({ field });
  return policy;
}

/** GET /v2/sla/policy/detail/:id */
export const policyDetail = async (t: TenantDb, id: number) => shapePolicy(await requirePolicy(t, id));

/** Every id must name a live record of the enterprise in `from` (a table with its conditions). */
async function requireAll(t: TenantDb, ids: number[], from: SQL, error: ErrorFactory, field: string) {
  if (!ids.length) return;
  const [found] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ${from} and x.id in (${idList(ids)})`,
  );
  if (Number(found?.n ?? 0) !== ids.length) throw error({ field });
}

async function requireReferences(t: TenantDb, input: SlaPolicyInput) {
  const kind = input.objectKind === 'order' ? FORM_KINDS.order : FORM_KINDS.event;
  await requireAll(
    t,
    input.templateIds,
    sql`form_templates x where ${mineSql(t, 'x')} and x.kind = ${kind} and x.deleted_at is null`,
    slaErrors.TEMPLATE_NOT_FOUND,
    'templateIds',
  );
  await requireAll(
    t,
    input.customerIds,
    sql`customers x where ${mineSql(t, 'x')} and x.deleted_at is null`,
    slaErrors.CUSTOMER_NOT_FOUND,
    'customerIds',
  );
  await requireAll(
    t,
    input.customerTagIds,
    sql`tags x where ${mineSql(t, 'x')} and x.object_kind = ${TAG_OBJECT_KINDS.customer}`,
    slaErrors.TAG_NOT_FOUND,
    'customerTagIds',
  );
  await requireAll(
    t,
    input.productIds,
    sql`products x where ${mineSql(t, 'x')} and x.deleted_at is null`,
    slaErrors.PRODUCT_NOT_FOUND,
    'productIds',
  );
  const contracts = [
    ['maintenance', input.maintenanceContractIds, 'maintenanceContractIds'],
    ['sales', input.salesContractIds, 'salesContractIds'],
  ] as const;
  for (const [kind, ids, field] of contracts)
    if (ids.length && (await countLiveContracts(t, kind, ids)) !== ids.length)
      throw slaErrors.CONTRACT_NOT_FOUND({ field });
}

/**
 * POST /v2/sla/policy/save: creates a policy (no id) or replaces an existing one's settings. The
 * templates must be the enterprise's templates of the object's kind, customers, customer tags,
 * products and contracts (maintenance, sales; live) its own; events have no arrival step; names are
 * unique among live policies. A changed policy governs clocks started from then on; running ones
 * keep the deadlines they were given.
 */
export async function savePolicy(t: Tenant, input: SlaPolicyInput) {
  if (input.id) await requirePolicy(t, input.id);
  if (input.objectKind === 'serviceEvent') {
    const i = input.steps.findIndex((s) => s.step === 'arrive');
    if (i >= 0) throw slaErrors.STEP_NOT_FOR_KIND({ field: `steps.${i}.step` });
  }
  await requireReferences(t, input);
  const [taken] = await t.db
    .select({ id: slaPolicies.id })
    .from(slaPolicies)
    .where(live(t, eq(slaPolicies.name, input.name), input.id ? ne(slaPolicies.id, input.id) : undefined))
    .limit(1);
  if (taken) throw slaErrors.POLICY_NAME_TAKEN({ field: 'name' });
  const { id: _id, ...values } = input;
  if (input.id) {
    await t.db
      .update(slaPolicies)
      .set({ ...values, updatedAt: new Date() })
      .where(live(t, eq(slaPolicies.id, input.id)));
    return { id: input.id };
  }
  const [created] = await t.db
    .insert(slaPolicies)
    .values({ ...values, enterpriseId: t.enterpriseId, createdBy: t.user.id })
    .returning({ id: slaPolicies.id });
  return { id: created!.id };
}

/** DELETE /v2/sla/policy/delete/:id: soft; running clocks finish under it, no new ones start. */
export async function deletePolicy(t: TenantDb, id: number) {
  await requirePolicy(t, id);
  await t.db
    .update(slaPolicies)
    .set({ deletedAt: new Date(), enabled: false, updatedAt: new Date() })
    .where(live(t, eq(slaPolicies.id, id)));
}

/** Live, enabled policies of one object kind (the consumer picks among them). */
export const activePolicies = (t: TenantDb, objectKind: SlaObjectKind) =>
  t.db
    .select()
    .from(slaPolicies)
    .where(live(t, eq(slaPolicies.enabled, true), eq(slaPolicies.objectKind, objectKind)));
