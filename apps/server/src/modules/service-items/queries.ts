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
import type { Db } from '../../db/client';
import { formTemplates, serviceItemTemplates, serviceItems } from '../../db/schema';
import { likePattern } from '../../core/sql';
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
const mine = (ep: number) => and(eq(serviceItems.enterpriseId, ep), isNull(serviceItems.deletedAt));

/** Items usable on an order template: bound to it, or bound to no live template. */
const usableOn = (db: Db, ep: number, templateId: number) =>
  or(
    exists(
      db
        .select({ x: sql`1` })
        .from(serviceItemTemplates)
        .where(liveBinding(ep, templateId)),
    ),
    notExists(
      db
        .select({ x: sql`1` })
        .from(serviceItemTemplates)
        .where(liveBinding(ep)),
    ),
  );

/** The conditions of a list: my enterprise, not deleted, and the filters. */
export function itemWhere(db: Db, ep: number, f: ServiceItemFilter): SQL | undefined {
  return and(
    mine(ep),
    // the trigram index service_items_name_trgm_idx answers "contains"
    f.keyword ? ilike(serviceItems.name, likePattern(f.keyword)) : undefined,
    f.category ? eq(serviceItems.category, f.category) : undefined,
    f.enabled === undefined ? undefined : eq(serviceItems.enabled, f.enabled),
    f.templateId ? usableOn(db, ep, f.templateId) : undefined,
  );
}

/** One page in the order of service_items_list_idx: sort ascending, then newest first. */
export const listItems = (db: Db, ep: number, f: ServiceItemFilter, page: PageQuery) =>
  db
    .select(itemColumns)
    .from(serviceItems)
    .where(itemWhere(db, ep, f))
    .orderBy(asc(serviceItems.sort), desc(serviceItems.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);

export const countItems = (db: Db, ep: number, f: ServiceItemFilter) =>
  db
    .select({ n: count() })
    .from(serviceItems)
    .where(itemWhere(db, ep, f))
    .then((r) => Number(r[0]?.n ?? 0));

/** One item not deleted; `lock` holds its row to the end of the transaction. */
export const findItem = (db: Db, ep: number, id: number, lock = false) => {
  const query = db
    .select(itemColumns)
    .from(serviceItems)
    .where(and(mine(ep), eq(serviceItems.id, id)));
  return (lock ? query.for('update') : query).then((r) => r[0]);
};

/** The item (not deleted) with this name, other than `exceptId`. */
export const itemNamed = (db: Db, ep: number, name: string, exceptId = 0) =>
  db
    .select({ id: serviceItems.id })
    .from(serviceItems)
    .where(and(mine(ep), eq(serviceItems.name, name), sql`${serviceItems.id} <> ${exceptId}`))
    .limit(1)
    .then((r) => r[0]?.id);

/** Items not deleted among `ids`, their rows held to the end of the transaction. */
export const lockItems = (db: Db, ep: number, ids: number[]) =>
  db
    .select({ id: serviceItems.id })
    .from(serviceItems)
    .where(and(mine(ep), inArray(serviceItems.id, ids)))
    .for('update')
    .then((r) => r.map((x) => x.id));

/** Live (not deleted) order templates among `ids`, held against removal while they get bound. */
export const liveOrderTemplateIds = (db: Db, ep: number, ids: number[]) =>
  db
    .select({ id: formTemplates.id })
    .from(formTemplates)
    .where(
      and(
        eq(formTemplates.enterpriseId, ep),
        inArray(formTemplates.id, ids),
        eq(formTemplates.kind, FORM_KINDS.order),
        isNull(formTemplates.deletedAt),
      ),
    )
    .for('key share')
    .then((r) => r.map((x) => x.id));

/** The live templates each item is bound to, in the template centre's order. */
export async function boundTemplates(db: Db, ep: number, itemIds: number[]) {
  const out = new Map<number, ServiceItemTemplateRef[]>();
  if (!itemIds.length) return out;
  const bound = await db
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
      and(
        eq(serviceItemTemplates.enterpriseId, ep),
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
export async function replaceBindings(tx: Db, ep: number, itemId: number, templateIds: number[]) {
  await tx
    .delete(serviceItemTemplates)
    .where(and(eq(serviceItemTemplates.enterpriseId, ep), eq(serviceItemTemplates.itemId, itemId)));
  if (templateIds.length)
    await tx
      .insert(serviceItemTemplates)
      .values(templateIds.map((templateId) => ({ enterpriseId: ep, itemId, templateId })));
}

/** The categories in use with their item counts, by name (on service_items_category_idx). */
export const categoryCounts = (db: Db, ep: number) =>
  db
    .select({ name: sql<string>`${serviceItems.category}`, count: count() })
    .from(serviceItems)
    .where(and(mine(ep), sql`${serviceItems.category} is not null`))
    .groupBy(serviceItems.category)
    .orderBy(asc(serviceItems.category))
    .limit(SERVICE_ITEM_CATEGORIES_MAX)
    .then((r) => r.map((c) => ({ name: c.name, count: Number(c.count) })));
