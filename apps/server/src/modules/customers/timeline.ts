import { and, count, desc, eq } from 'drizzle-orm';
import type { CustomerChangeAction, CustomerChangeRow, Page, PageQuery } from '@fieldline/domain';
import { customerChanges, users } from '../../db/schema';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import { readerOf, requireCustomer } from './service';

const ofCustomer = (t: TenantDb, customerId: number) =>
  mine(t, customerChanges, eq(customerChanges.customerId, customerId));

/**
 * GET /v2/customer/timeline: the changes of a customer I may see, newest first, on the
 * (enterprise_id, customer_id, at desc, id desc) index. Another enterprise's customer, one I may
 * not see, or one in the recycle bin answers 404 like the detail.
 */
export async function customerTimeline(
  t: Tenant,
  customerId: number,
  page: PageQuery,
): Promise<Page<CustomerChangeRow>> {
  await requireCustomer(t.db, await readerOf(t), customerId);
  const found = await t.db
    .select({
      id: customerChanges.id,
      at: customerChanges.at,
      userId: customerChanges.userId,
      userName: users.name,
      action: customerChanges.action,
      summary: customerChanges.summary,
    })
    .from(customerChanges)
    .leftJoin(
      users,
      and(eq(users.enterpriseId, customerChanges.enterpriseId), eq(users.id, customerChanges.userId)),
    )
    .where(ofCustomer(t, customerId))
    .orderBy(desc(customerChanges.at), desc(customerChanges.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  const [total] = await t.db.select({ n: count() }).from(customerChanges).where(ofCustomer(t, customerId));
  return {
    list: found.map((r) => ({ ...r, action: r.action as CustomerChangeAction, at: r.at.toISOString() })),
    total: Number(total?.n ?? 0),
  };
}
