import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  FORM_KINDS,
  SERVICE_ITEM_CATEGORIES_MAX,
  type PageQuery,
  type ServiceItemFilter,
  type ServiceItemTemplateRef,
} from '@fieldline/domain';
import { formTemplates, serviceItemTemplates, serviceItems } from '../../db/schema';
import { likePattern } from '../../core/sql';
import { mine, type TenantDb } from '../../core/tenant';
import { liveBinding } from './for-order';

export const itemColumns = {
  id: serviceItems.id,
  name: serviceItems.name,
  category: serviceItems.category,
  price: serviceItems.price,
  unit: serviceItems.unit,
  individualCommission: serviceItems.individualCommission,
  teamCommission: serviceItems.teamCommission,
  description: serviceItems.description,
  enabled: serviceItems.enabled,
  sort: serviceItems.sort,
  createdAt: serviceItems.createdAt,
  updatedAt: serviceItems.updatedAt,
};
const live = (t: TenantDb, ...rest: (SQL | undefined)[]) =>
  mine(t, serviceItems, isNull(serviceItems.deletedAt), ...rest);

/** Items usable on an order template: bound to it, or bound to no live template. */
const usableOn = (t: TenantDb, templateId: number) =>
  or(
    exists(
      t.db
        .select({ x: sql`1` })
        .from(serviceItemTemplates)
        .where(liveBinding(t, templateId)),
    ),
    notExists(
      t.db
        .select({ x: sql`1` })
        .from(serviceItemTemplates)
        .where(liveBinding(t)),
    ),
  );

/** The conditions of a list: my enterprise, not deleted, and the filters. */
export function itemWhere(t: TenantDb, f: ServiceItemFilter): SQL | undefined {
  return live(
    t,
    // the trigram index service_items_name_trgm_idx answers "contains"
    f.keyword ? ilike(serviceItems.name, likePattern(f.keyword)) : undefined,
    f.category ? eq(serviceItems.category, f.category) : undefined,
    f.enabled === undefined ? undefined : eq(serviceItems.enabled, f.enabled),
    f.templateId ? usableOn(t, f.templateId) : undefined,
  );
}

/** One page in the order of service_items_list_idx: sort ascending, then newest first. */
export const listItems = (t: TenantDb, f: ServiceItemFilter, page: PageQuery) =>
  t.db
    .select(itemColumns)
    .from(serviceItems)
    .where(itemWhere(t, f))
    .orderBy(asc(serviceItems.sort), desc(serviceItems.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countItems = (t: TenantDb, f: ServiceItemFilter) =>
  t.db
    .select({ n: count() })
    .from(serviceItems)
    .where(itemWhere(t, f))
    .then((r) => Number(r[0]?.n ?? 0));

/** One item not deleted; `lock` holds its row to the end of the transaction. */
export const findItem = (t: TenantDb, id: number, lock = false) => {
  const query = t.db
    .select(itemColumns)
    .from(serviceItems)
    .where(live(t, eq(serviceItems.id, id)));
  return (lock ? query.for('update') : query).then((r) => r[0]);
};

/** The item (not deleted) with this name, other than `exceptId`. */
export const itemNamed = (t: TenantDb, name: string, exceptId = 0) =>
  t.db
    .select({ id: serviceItems.id })
    .from(serviceItems)
    .where(live(t, eq(serviceItems.name, name), sql`${serviceItems.id} <> ${exceptId}`))
    .limit(1)
    .then((r) => r[0]?.id);

/** Items not deleted among `ids`, their rows held to the end of the transaction. */
export const lockItems = (t: TenantDb, ids: number[]) =>
  t.db
    .select({ id: serviceItems.id })
    .from(serviceItems)
    .where(live(t, inArray(serviceItems.id, ids)))
    .for('update')
    .then((r) => r.map((x) => x.id));

/** Live (not deleted) order templates among `ids`, held against removal while they get bound. */
export const liveOrderTemplateIds = (t: TenantDb, ids: number[]) =>
  t.db
    .select({ id: formTemplates.id })
    .from(formTemplates)
    .where(
      mine(
        t,
        formTemplates,
        inArray(formTemplates.id, ids),
        eq(formTemplates.kind, FORM_KINDS.order),
        isNull(formTemplates.deletedAt),
      ),
    )
    .for('key share')
    .then((r) => r.map((x) => x.id));

/** The live templates each item is bound to, in the template centre's order. */
export async function boundTemplates(t: TenantDb, itemIds: number[]) {
  const out = new Map<number, ServiceItemTemplateRef[]>();
  if (!itemIds.length) return out;
  const bound = await t.db
    .select({ itemId: serviceItemTemplates.itemId, id: formTemplates.id, name: formTemplates.name })
    .from(serviceItemTemplates)
    .innerJoin(
      formTemplates,
      and(
        eq(formTemplates.enterpriseId, serviceItemTemplates.enterpriseId),
        eq(formTemplates.id, serviceItemTemplates.templateId),
      ),
    )
    .where(
      mine(
        t,
        serviceItemTemplates,
        inArray(serviceItemTemplates.itemId, itemIds),
        isNull(formTemplates.deletedAt),
      ),
    )
    .orderBy(asc(formTemplates.sort), asc(formTemplates.id));
  for (const b of bound) {
    const list = out.get(b.itemId) ?? [];
    list.push({ id: b.id, name: b.name });
    out.set(b.itemId, list);
  }
  return out;
}

/** Replaces the item's bindings with `templateIds` (already checked live). */
export async function replaceBindings(t: TenantDb, itemId: number, templateIds: number[]) {
  await t.db
    .delete(serviceItemTemplates)
    .where(mine(t, serviceItemTemplates, eq(serviceItemTemplates.itemId, itemId)));
  if (templateIds.length)
    await t.db
      .insert(serviceItemTemplates)
      .values(templateIds.map((templateId) => ({ enterpriseId: t.enterpriseId, itemId, templateId })));
}

/** The categories in use with their item counts, by name (on service_items_category_idx). */
export const categoryCounts = (t: TenantDb) =>
  t.db
    .select({ name: sql<string>`${serviceItems.category}`, count: count() })
    .from(serviceItems)
    .where(live(t, sql`${serviceItems.category} is not null`))
    .groupBy(serviceItems.category)
    .orderBy(asc(serviceItems.category))
    .limit(SERVICE_ITEM_CATEGORIES_MAX)
    .then((r) => r.map((c) => ({ name: c.name, count: Number(c.count) })));
