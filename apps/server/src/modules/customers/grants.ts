import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CustomerSetting, CustomerVisibility } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { customerPermissions, customerSettings } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { recordErrors } from '../../core/record-errors';
import { existingUserIds } from '../users';
import { recordGrants } from './changes';
import { customerErrors } from './errors';
import * as q from './queries';
import { actorOf, requireCustomer } from './service';

/**
 * Grants: customers made visible to users beyond their owner and team, for roles whose data scope
 * is team or personal (savePermission, batchAddPermission, batchRemovePermission).
 */

const pgArray = (ids: number[]) => `{${ids.join(',')}}`;

async function requireUsers(tx: Db, ep: number, userIds: number[]) {
  const unique = [...new Set(userIds)];
  if ((await existingUserIds(tx, ep, unique)).length !== unique.length)
    throw recordErrors.USER_NOT_FOUND({ field: 'userIds' });
  return unique;
}

async function requireCustomers(tx: Db, auth: Auth, customerIds: number[]) {
  const unique = [...new Set(customerIds)];
  const found = await q.visibleIds(tx, await actorOf(tx, auth), unique);
  if (found.length !== unique.length) throw customerErrors.CUSTOMER_NOT_FOUND({ field: 'customerIds' });
  return unique;
}

/** The users a customer is granted to. */
export async function grantList(db: Db, auth: Auth, customerId: number) {
  await requireCustomer(db, await actorOf(db, auth), customerId);
  return q.grantsOf(db, auth.user.enterpriseId, customerId);
}

/** POST /v2/customer/savePermission: the customer is granted to exactly these users. */
export async function savePermission(db: Db, auth: Auth, input: { customerId: number; userIds: number[] }) {
  const ep = auth.user.enterpriseId;
  return db.transaction(async (tx) => {
    await requireCustomer(tx, await actorOf(tx, auth), input.customerId, 'customerId');
    const userIds = await requireUsers(tx, ep, input.userIds);
    await tx
      .delete(customerPermissions)
      .where(
        and(eq(customerPermissions.enterpriseId, ep), eq(customerPermissions.customerId, input.customerId)),
      );
    if (userIds.length)
      await tx.insert(customerPermissions).values(
        userIds.map((userId) => ({
          enterpriseId: ep,
          customerId: input.customerId,
          userId,
          createdBy: auth.user.id,
        })),
      );
    await recordGrants(tx, auth, [input.customerId], 'set', userIds);
    return { count: userIds.length };
  });
}

/** POST /v2/customer/batchAddPermission: every customer granted to every user; answers links added. */
export async function batchAddPermission(
  db: Db,
  auth: Auth,
  input: { customerIds: number[]; userIds: number[] },
) {
  const ep = auth.user.enterpriseId;
  return db.transaction(async (tx) => {
    const customerIds = await requireCustomers(tx, auth, input.customerIds);
    const userIds = await requireUsers(tx, ep, input.userIds);
    const added = await rows(
      tx,
      sql`insert into customer_permissions (enterprise_id, customer_id, user_id, created_by)
          select ${ep}, c.id, u.id, ${auth.user.id}
            from unnest(${pgArray(customerIds)}::bigint[]) as c(id) cross join unnest(${pgArray(userIds)}::bigint[]) as u(id)
          on conflict do nothing returning 1`,
    );
    await recordGrants(tx, auth, customerIds, 'add', userIds);
    return { count: added.length };
  });
}

/** POST /v2/customer/batchRemovePermission: the grants of these users on these customers end. */
export async function batchRemovePermission(
  db: Db,
  auth: Auth,
  input: { customerIds: number[]; userIds: number[] },
) {
  const ep = auth.user.enterpriseId;
  return db.transaction(async (tx) => {
    const customerIds = await requireCustomers(tx, auth, input.customerIds);
    const userIds = await requireUsers(tx, ep, input.userIds);
    const removed = await tx
      .delete(customerPermissions)
      .where(
        and(
          eq(customerPermissions.enterpriseId, ep),
          inArray(customerPermissions.customerId, customerIds),
          inArray(customerPermissions.userId, userIds),
        ),
      )
      .returning({ userId: customerPermissions.userId });
    await recordGrants(tx, auth, customerIds, 'remove', userIds);
    return { count: removed.length };
  });
}

export async function customerSetting(db: Db, auth: Auth): Promise<CustomerSetting> {
  return { visibility: await q.visibilityOf(db, auth.user.enterpriseId) };
}

export async function saveCustomerSetting(db: Db, auth: Auth, input: { visibility: CustomerVisibility }) {
  await db
    .insert(customerSettings)
    .values({ enterpriseId: auth.user.enterpriseId, visibility: input.visibility })
    .onConflictDoUpdate({
      target: customerSettings.enterpriseId,
      set: { visibility: input.visibility, updatedAt: new Date() },
    });
}
