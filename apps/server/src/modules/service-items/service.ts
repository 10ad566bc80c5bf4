import { eq, inArray } from 'drizzle-orm';
import {
  SERVICE_ITEM_ACCESS,
  type PageQuery,
  type ServiceItemFilter,
  type ServiceItemRow,
  type ServiceItemSaveInput,
  type ServiceItemTemplateRef,
} from '@fieldline/domain';
import { serviceItems } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { assertAccess } from '../../core/permissions';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { serviceItemErrors } from './errors';
import * as q from './queries';

type ItemRecord = NonNullable<Awaited<ReturnType<typeof q.findItem>>>;

const toRow = (item: ItemRecord, templates: ServiceItemTemplateRef[] = []): ServiceItemRow => ({
  ...item,
  templates,
  createdAt: item.createdAt.toISOString(),
  updatedAt: item.updatedAt.toISOString(),
});

const nameTaken = (name: string) =>
  serviceItemErrors.SERVICE_ITEM_NAME_TAKEN({ field: 'name', params: { name } });

/** One page of items with the filters (sort, then newest first) and the total. */
export async function itemPage(t: Tenant, filter: ServiceItemFilter, page: PageQuery) {
  const [list, total] = await Promise.all([q.listItems(t, filter, page), q.countItems(t, filter)]);
  const templates = await q.boundTemplates(
    t,
    list.map((i) => i.id),
  );
  return { list: list.map((i) => toRow(i, templates.get(i.id))), total };
}

/** An item of my enterprise; a missing, deleted or foreign id answers "The service item does not exist". */
async function requireItem(t: TenantDb, id: number, lock = false) {
  const item = await q.findItem(t, id, lock);
  if (!item) throw serviceItemErrors.SERVICE_ITEM_NOT_FOUND();
  return item;
}

export async function itemDetail(t: Tenant, id: number): Promise<ServiceItemRow> {
  const item = await requireItem(t, id);
  return toRow(item, (await q.boundTemplates(t, [id])).get(id));
}

/** The bound templates must be order templates of my enterprise that are not deleted. */
async function checkTemplates(t: TenantDb, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return wanted;
  const live = await q.liveOrderTemplateIds(t, wanted);
  if (live.length !== wanted.length)
    throw serviceItemErrors.SERVICE_ITEM_TEMPLATE_NOT_FOUND({ field: 'templateIds' });
  return wanted;
}

/**
 * Adds an item (without `id`, needs the create code) or changes one (with `id`, needs the edit
 * code). Names are unique among the enterprise's items that are not deleted.
 */
export async function saveItem(t: Tenant, input: ServiceItemSaveInput) {
  assertAccess(input.id ? SERVICE_ITEM_ACCESS.edit : SERVICE_ITEM_ACCESS.create, t.auth);
  const { id, templateIds, ...fields } = input;
  try {
    return await t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      if (id) await requireItem(tt, id, true);
      if (await q.itemNamed(tt, fields.name, id)) throw nameTaken(fields.name);
      const bound = templateIds === undefined ? undefined : await checkTemplates(tt, templateIds);
      const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      let itemId = id;
      if (itemId) {
        await tx
          .update(serviceItems)
          .set({ ...changes, updatedAt: new Date() })
          .where(mine(t, serviceItems, eq(serviceItems.id, itemId)));
      } else {
        const [row] = await tx
          .insert(serviceItems)
          .values({ ...fields, enterpriseId: t.enterpriseId, createdBy: t.user.id })
          .returning({ id: serviceItems.id });
        itemId = row!.id;
      }
      if (bound) await q.replaceBindings(tt, itemId, bound);
      return { id: itemId };
    });
  } catch (err) {
    // two saves of one name at once: the unique index refuses the second
    if (isUniqueViolation(err, 'service_items_name_uq')) throw nameTaken(fields.name);
    throw err;
  }
}

/** Every id must be an item of mine (not deleted), else nothing changes. */
async function lockAll(t: TenantDb, ids: number[]) {
  const wanted = [...new Set(ids)];
  const found = await q.lockItems(t, wanted);
  if (found.length !== wanted.length) throw serviceItemErrors.SERVICE_ITEM_NOT_FOUND({ field: 'ids' });
  return wanted;
}

/** Enables or disables several items at once; answers how many. */
export async function enableItems(t: Tenant, ids: number[], enabled: boolean) {
  return t.db.transaction(async (tx) => {
    const wanted = await lockAll(withDb(t, tx), ids);
    await tx
      .update(serviceItems)
      .set({ enabled, updatedAt: new Date() })
      .where(mine(t, serviceItems, inArray(serviceItems.id, wanted)));
    return { count: wanted.length };
  });
}

/**
 * Deletes items (kept with `deleted_at`, so orders that copied them keep their lines); their names
 * are free again. Answers how many.
 */
export async function deleteItems(t: Tenant, ids: number[]) {
  return t.db.transaction(async (tx) => {
    const wanted = await lockAll(withDb(t, tx), ids);
    const now = new Date();
    await tx
      .update(serviceItems)
      .set({ deletedAt: now, updatedAt: now })
      .where(mine(t, serviceItems, inArray(serviceItems.id, wanted)));
    return { count: wanted.length };
  });
}

/** The categories in use, with their item counts. */
export const itemCategories = (t: Tenant) => q.categoryCounts(t);
