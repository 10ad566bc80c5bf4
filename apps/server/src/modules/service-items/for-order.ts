import { eq, exists, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { ServiceItemForOrder } from '@fieldline/domain';
import { formTemplates, serviceItemTemplates, serviceItems } from '../../db/schema';
import { mine, mineSql, type EnterpriseRef, type TenantDb } from '../../core/tenant';

/**
 * The item's bindings (of `serviceItems.id` in the outer query) to live templates, or to one of
 * them; the orders' pricing and the list's template filter read the same condition.
 */
export const liveBinding = (t: EnterpriseRef, templateId?: number) =>
  mine(
    t,
    serviceItemTemplates,
    eq(serviceItemTemplates.itemId, serviceItems.id),
    templateId === undefined ? undefined : eq(serviceItemTemplates.templateId, templateId),
    exists(
      sql`(select 1 from ${formTemplates} where ${mineSql(t, 'form_templates')}
        and ${formTemplates.id} = ${serviceItemTemplates.templateId} and ${formTemplates.deletedAt} is null)`,
    ),
  );

/**
 * The enabled items among `ids` usable on an order template: bound to it, or bound to no live
 * template. Orders copy name, unit and price from these when they price their service lines.
 */
export async function serviceItemsForOrder(
  t: TenantDb,
  templateId: number,
  ids: number[],
): Promise<ServiceItemForOrder[]> {
  if (!ids.length) return [];
  return t.db
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
      mine(
        t,
        serviceItems,
        inArray(serviceItems.id, ids),
        isNull(serviceItems.deletedAt),
        eq(serviceItems.enabled, true),
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
        ),
      ),
    );
}
