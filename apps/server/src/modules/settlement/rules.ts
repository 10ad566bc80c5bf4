import { asc, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import {
  FORM_KINDS,
  type CommissionMode,
  type CommissionRule,
  type RuleListQuery,
  type RuleRow,
  type RuleSaveInput,
  type RuleTarget,
  type SettlementKind,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { settlementRules } from '../../db/schema';
import { idList, likePattern } from '../../core/sql';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { settlementErrors } from './errors';

type RuleRecord = typeof settlementRules.$inferSelect;
const live = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(t, settlementRules, isNull(settlementRules.deletedAt), ...rest);

const shape = (r: RuleRecord): RuleRow => ({
  id: r.id,
  name: r.name,
  kind: r.kind as SettlementKind,
  priority: r.priority,
  enabled: r.enabled,
  templateIds: r.templateIds,
  target: r.target as RuleTarget,
  serviceItemIds: r.serviceItemIds,
  partIds: r.partIds,
  partTypeIds: r.partTypeIds,
  teamIds: r.teamIds,
  userIds: r.userIds,
  mode: r.mode as CommissionMode,
  value: r.value,
  serverRatio: r.serverRatio,
  createdAt: r.createdAt.toISOString(),
});

const filterOf = (t: TenantDb, q: Pick<RuleListQuery, 'kind' | 'keyword'>) =>
  live(
    t,
    q.kind ? eq(settlementRules.kind, q.kind) : undefined,
    q.keyword ? ilike(settlementRules.name, likePattern(q.keyword)) : undefined,
  );

/** .../rule/list: rules in the order they apply (priority 1 first, then the oldest). */
export async function listRules(t: TenantDb, q: RuleListQuery) {
  const where = filterOf(t, q);
  const list = await t.db
    .select()
    .from(settlementRules)
    .where(where)
    .orderBy(asc(settlementRules.kind), asc(settlementRules.priority), asc(settlementRules.id))
    .limit(q.pageSize)
    .offset(q.pageIndex * q.pageSize);
  const [total] = await t.db.select({ n: count() }).from(settlementRules).where(where);
  return { list: list.map(shape), total: total?.n ?? 0 };
}

/** .../rule/count: the filtered rules counted. */
export async function countRules(t: TenantDb, q: Pick<RuleListQuery, 'kind' | 'keyword'>) {
  const [total] = await t.db.select({ n: count() }).from(settlementRules).where(filterOf(t, q));
  return { total: total?.n ?? 0 };
}

export async function requireRule(t: TenantDb, id: number, field = 'id') {
  const [rule] = await t.db
    .select()
    .from(settlementRules)
    .where(live(t, eq(settlementRules.id, id)));
  if (!rule) throw settlementErrors.RULE_NOT_FOUND({ field });
  return rule;
}

export const ruleDetail = async (t: TenantDb, id: number) => shape(await requireRule(t, id));

/** Every id must be one of the enterprise's live records of that table. */
async function requireAll(t: TenantDb, table: string, ids: number[], field: string, liveSql = sql`true`) {
  if (!ids.length) return;
  const [found] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ${sql.raw(table)} x where ${mineSql(t, 'x')} and x.id in (${idList(ids)}) and ${liveSql}`,
  );
  if ((found?.n ?? 0) !== ids.length) throw settlementErrors.TARGET_NOT_FOUND({ field });
}

async function requireTargets(
  t: TenantDb,
  input: Pick<RuleSaveInput, 'templateIds' | 'serviceItemIds' | 'teamIds' | 'userIds'> &
    Partial<Pick<RuleSaveInput, 'partIds' | 'partTypeIds'>>,
) {
  await requireAll(
    t,
    'form_templates',
    input.templateIds,
    'templateIds',
    sql`x.kind = ${FORM_KINDS.order} and x.deleted_at is null`,
  );
  await requireAll(t, 'service_items', input.serviceItemIds, 'serviceItemIds', sql`x.deleted_at is null`);
  await requireAll(t, 'spare_parts', input.partIds ?? [], 'partIds', sql`x.deleted_at is null`);
  await requireAll(t, 'spare_types', input.partTypeIds ?? [], 'partTypeIds', sql`x.deleted_at is null`);
  await requireAll(t, 'service_teams', input.teamIds, 'teamIds');
  await requireAll(t, 'users', input.userIds, 'userIds');
}

/** .../rule/save: creates a rule (no id) or replaces one. */
export async function saveRule(t: Tenant, input: RuleSaveInput) {
  if (input.id) await requireRule(t, input.id);
  await requireTargets(t, input);
  const values = {
    name: input.name,
    kind: input.kind,
    priority: input.priority,
    enabled: input.enabled,
    templateIds: input.templateIds,
    target: input.target,
    serviceItemIds: input.serviceItemIds,
    partIds: input.partIds,
    partTypeIds: input.partTypeIds,
    teamIds: input.teamIds,
    userIds: input.userIds,
    mode: input.mode,
    value: input.value,
    serverRatio: input.serverRatio,
  };
  if (input.id) {
    await t.db
      .update(settlementRules)
      .set({ ...values, updatedAt: new Date() })
      .where(live(t, eq(settlementRules.id, input.id)));
    return { id: input.id };
  }
  const [created] = await t.db
    .insert(settlementRules)
    .values({ ...values, enterpriseId: t.enterpriseId, createdBy: t.user.id })
    .returning({ id: settlementRules.id });
  return { id: created!.id };
}

/** .../rule/delete/:id: soft, so bill lines keep naming it. */
export async function deleteRule(t: TenantDb, id: number) {
  await requireRule(t, id);
  await t.db
    .update(settlementRules)
    .set({ deletedAt: new Date(), enabled: false, updatedAt: new Date() })
    .where(live(t, eq(settlementRules.id, id)));
}

/** .../rule/distributeRatio: the server's share. */
export async function setRuleRatio(t: TenantDb, input: { id: number; serverRatio: number }) {
  await requireRule(t, input.id);
  await t.db
    .update(settlementRules)
    .set({ serverRatio: input.serverRatio, updatedAt: new Date() })
    .where(live(t, eq(settlementRules.id, input.id)));
  return { id: input.id };
}

/** .../rule/applicTmpl: the applicable templates (empty: all). */
export async function setRuleTemplates(t: TenantDb, input: { id: number; templateIds: number[] }) {
  await requireRule(t, input.id);
  await requireTargets(t, { templateIds: input.templateIds, serviceItemIds: [], teamIds: [], userIds: [] });
  await t.db
    .update(settlementRules)
    .set({ templateIds: input.templateIds, updatedAt: new Date() })
    .where(live(t, eq(settlementRules.id, input.id)));
  return { id: input.id };
}

/** The live rules of a kind for matching, with their names (bill lines copy the name). */
export async function rulesFor(
  t: TenantDb,
  kind: SettlementKind,
): Promise<(CommissionRule & { name: string })[]> {
  const list = await t.db
    .select()
    .from(settlementRules)
    .where(live(t, eq(settlementRules.kind, kind)))
    .orderBy(asc(settlementRules.priority), asc(settlementRules.id));
  return list.map((r) => ({ ...shape(r), value: r.value }));
}
