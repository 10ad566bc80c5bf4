import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  SEARCH_PLANS_PER_USER_MAX,
  type SearchPlan,
  type SearchPlanPage,
  type SearchPlanSaveInput,
} from '@fieldline/domain';
import { mine, withDb, type Tenant } from '../../core/tenant';
import { searchPlans } from '../../db/schema';
import { orderErrors } from './errors';

/** Saved filter schemes are each user's own: every query is scoped to the enterprise and the user. */
const myPlans = (t: Tenant) => mine(t, searchPlans, eq(searchPlans.userId, t.user.id));

const columns = {
  id: searchPlans.id,
  page: searchPlans.page,
  name: searchPlans.name,
  filters: searchPlans.filters,
  isDefault: searchPlans.isDefault,
};

/** GET /v2/search/plan/list: my schemes of one list page, the default first. */
export const listPlans = (t: Tenant, page: SearchPlanPage) =>
  t.db
    .select(columns)
    .from(searchPlans)
    .where(and(myPlans(t), eq(searchPlans.page, page)))
    .orderBy(sql`${searchPlans.isDefault} desc`, asc(searchPlans.id))
    .limit(SEARCH_PLANS_PER_USER_MAX) as Promise<SearchPlan[]>;

async function clearDefault(t: Tenant, page: string, except: number) {
  await t.db
    .update(searchPlans)
    .set({ isDefault: false })
    .where(and(myPlans(t), eq(searchPlans.page, page), ne(searchPlans.id, except)));
}

/** POST /v2/search/plan/save: adds or changes a scheme; the name is unique per list page. */
export async function savePlan(t: Tenant, input: SearchPlanSaveInput) {
  return t.db.transaction(async (tx) => {
    const samePage = and(myPlans(t), eq(searchPlans.page, input.page));
    const existing = await tx
      .select({ id: searchPlans.id, name: searchPlans.name })
      .from(searchPlans)
      .where(samePage);
    if (existing.some((p) => p.name === input.name && p.id !== input.id))
      throw orderErrors.SEARCH_PLAN_NAME_TAKEN({ field: 'name' });
    let id = input.id;
    if (id) {
      const [row] = await tx
        .update(searchPlans)
        .set({
          name: input.name,
          filters: input.filters,
          ...(input.isDefault === undefined ? {} : { isDefault: input.isDefault }),
          updatedAt: new Date(),
        })
        .where(and(samePage, eq(searchPlans.id, id)))
        .returning({ id: searchPlans.id });
      if (!row) throw orderErrors.SEARCH_PLAN_NOT_FOUND({ field: 'id' });
    } else {
      if (existing.length >= SEARCH_PLANS_PER_USER_MAX)
        throw orderErrors.SEARCH_PLANS_FULL({ params: { max: SEARCH_PLANS_PER_USER_MAX } });
      const [row] = await tx
        .insert(searchPlans)
        .values({
          enterpriseId: t.enterpriseId,
          userId: t.user.id,
          page: input.page,
          name: input.name,
          filters: input.filters,
          isDefault: input.isDefault ?? false,
        })
        .returning({ id: searchPlans.id });
      id = row!.id;
    }
    if (input.isDefault) await clearDefault(withDb(t, tx), input.page, id);
    return { id };
  });
}

/** PUT /v2/search/plan/setDefault: makes a scheme the one its list opens with (the others lose it). */
export async function setDefaultPlan(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const [row] = await tx
      .update(searchPlans)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(myPlans(t), eq(searchPlans.id, id)))
      .returning({ page: searchPlans.page });
    if (!row) throw orderErrors.SEARCH_PLAN_NOT_FOUND({ field: 'id' });
    await clearDefault(withDb(t, tx), row.page, id);
  });
}

/** DELETE /v2/search/plan/delete?id=: removes one of my schemes. */
export async function deletePlan(t: Tenant, id: number) {
  const gone = await t.db
    .delete(searchPlans)
    .where(and(myPlans(t), eq(searchPlans.id, id)))
    .returning({ id: searchPlans.id });
  if (!gone.length) throw orderErrors.SEARCH_PLAN_NOT_FOUND({ field: 'id' });
}
