import { and, count, desc, eq } from 'drizzle-orm';
import type { CustomerChangeAction, CustomerChangeRow, Page, PageQuery } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { customerChanges, users } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { readerOf, requireCustomer } from './service';

const ofCustomer = (ep: number, customerId: number) =>
  and(eq(customerChanges.enterpriseId, ep), eq(customerChanges.customerId, customerId));

/**
 * GET /v2/customer/timeline: the changes of a customer I may see, newest first, on the
 * (enterprise_id, customer_id, at desc, id desc) index. Another enterprise's customer, one I may
 * not see, or one in the recycle bin answers 404 like the detail.
 */
export async function customerTimeline(
  db: Db,
  auth: Auth,
  customerId: number,
  page: PageQuery,
): Promise<Page<CustomerChangeRow>> {
  const ep = auth.user.enterpriseId;
  await requireCustomer(db, await readerOf(db, auth), customerId);
  const found = await db
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
    .where(ofCustomer(ep, customerId))
    .orderBy(desc(customerChanges.at), desc(customerChanges.id))
    .limit(page.pageSize)
    .offset(page.pageIndex * page.pageSize);
  const [total] = await db.select({ n: count() }).from(customerChanges).where(ofCustomer(ep, customerId));
  return {
    list: found.map((r) => ({ ...r, action: r.action as CustomerChangeAction, at: r.at.toISOString() })),
    total: Number(total?.n ?? 0),
  };
}
