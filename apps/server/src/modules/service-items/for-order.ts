import { and, eq, exists, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { ServiceItemForOrder } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { formTemplates, serviceItemTemplates, serviceItems } from '../../db/schema';

/**
 * The item's bindings (of `serviceItems.id` in the outer query) to live templates, or to one of
 * them; the orders' pricing and the list's template filter read the same condition.
 */
export const liveBinding = (ep: number, templateId?: number) =>
  and(
    eq(serviceItemTemplates.enterpriseId, ep),
    eq(serviceItemTemplates.itemId, serviceItems.id),
    templateId === undefined ? undefined : eq(serviceItemTemplates.templateId, templateId),
    exists(
      sql`(select 1 from ${formTemplates} where ${formTemplates.enterpriseId} = ${ep}
        and ${formTemplates.id} = ${serviceItemTemplates.templateId} and ${formTemplates.deletedAt} is null)`,
    ),
  );

/**
 * The enabled items among `ids` usable on an order template: bound to it, or bound to no live
 * template. Orders copy name, unit and price from these when they price their service lines.
 */
export async function serviceItemsForOrder(
  db: Db,
  ep: number,
  templateId: number,
  ids: number[],
): Promise<ServiceItemForOrder[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: serviceItems.id,
      name: serviceItems.name,
      category: serviceItems.category,
      price: serviceItems.price,
      unit: serviceItems.unit,
      individualCommission: serviceItems.individualCommission,
      teamCommission: serviceItems.teamCommission,
    })
    .from(serviceItems)
    .where(
      and(
        eq(serviceItems.enterpriseId, ep),
        inArray(serviceItems.id, ids),
        isNull(serviceItems.deletedAt),
        eq(serviceItems.enabled, true),
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
        ),
      ),
    );
}
