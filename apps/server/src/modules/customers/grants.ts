import { eq, inArray, sql } from 'drizzle-orm';
import type { CustomerSetting, CustomerVisibility } from '@fieldline/domain';
import { rows } from '../../db/client';
import { customerPermissions, customerSettings } from '../../db/schema';
import { recordErrors } from '../../core/record-errors';
import { idArray } from '../../core/sql';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { existingUserIds } from '../users';
import { recordGrants } from './changes';
import { customerErrors } from './errors';
import * as q from './queries';
import { actorOf, requireCustomer } from './service';

/**
 * Grants: customers made visible to users beyond their owner and team, for roles whose data scope
 * is team or personal (savePermission, batchAddPermission, batchRemovePermission).
 */

async function requireUsers(t: TenantDb, userIds: number[]) {
  const unique = [...new Set(userIds)];
  if ((await existingUserIds(t, unique)).length !== unique.length)
    throw recordErrors.USER_NOT_FOUND({ field: 'userIds' });
  return unique;
}

async function requireCustomers(t: Tenant, customerIds: number[]) {
  const unique = [...new Set(customerIds)];
  const found = await q.visibleIds(t.db, await actorOf(t), unique);
  if (found.length !== unique.length) throw customerErrors.CUSTOMER_NOT_FOUND({ field: 'customerIds' });
  return unique;
}

/** The users a customer is granted to. */
export async function grantList(t: Tenant, customerId: number) {
  await requireCustomer(t.db, await actorOf(t), customerId);
  return q.grantsOf(t, customerId);
}

/** POST /v2/customer/savePermission: the customer is granted to exactly these users. */
export async function savePermission(t: Tenant, input: { customerId: number; userIds: number[] }) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireCustomer(tx, await actorOf(tt), input.customerId, 'customerId');
    const userIds = await requireUsers(tt, input.userIds);
    await tx
      .delete(customerPermissions)
      .where(mine(t, customerPermissions, eq(customerPermissions.customerId, input.customerId)));
    if (userIds.length)
      await tx.insert(customerPermissions).values(
        userIds.map((userId) => ({
          enterpriseId: t.enterpriseId,
          customerId: input.customerId,
          userId,
          createdBy: t.user.id,
        })),
      );
    await recordGrants(tt, [input.customerId], 'set', userIds);
    return { count: userIds.length };
  });
}

/** POST /v2/customer/batchAddPermission: every customer granted to every user; answers links added. */
export async function batchAddPermission(t: Tenant, input: { customerIds: number[]; userIds: number[] }) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const customerIds = await requireCustomers(tt, input.customerIds);
    const userIds = await requireUsers(tt, input.userIds);
    const added = await rows(
      tx,
      sql`insert into customer_permissions (enterprise_id, customer_id, user_id, created_by)
          select ${t.enterpriseId}, c.id, u.id, ${t.user.id}
            from unnest(${idArray(customerIds)}) as c(id) cross join unnest(${idArray(userIds)}) as u(id)
          on conflict do nothing returning 1`,
    );
    await recordGrants(tt, customerIds, 'add', userIds);
    return { count: added.length };
  });
}

/** POST /v2/customer/batchRemovePermission: the grants of these users on these customers end. */
export async function batchRemovePermission(t: Tenant, input: { customerIds: number[]; userIds: number[] }) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const customerIds = await requireCustomers(tt, input.customerIds);
    const userIds = await requireUsers(tt, input.userIds);
    const removed = await tx
      .delete(customerPermissions)
      .where(
        mine(
          t,
          customerPermissions,
          inArray(customerPermissions.customerId, customerIds),
          inArray(customerPermissions.userId, userIds),
        ),
      )
      .returning({ userId: customerPermissions.userId });
    await recordGrants(tt, customerIds, 'remove', userIds);
    return { count: removed.length };
  });
}

export async function customerSetting(t: Tenant): Promise<CustomerSetting> {
  return { visibility: await q.visibilityOf(t) };
}

export async function saveCustomerSetting(t: Tenant, input: { visibility: CustomerVisibility }) {
  await t.db
    .insert(customerSettings)
    .values({ enterpriseId: t.enterpriseId, visibility: input.visibility })
    .onConflictDoUpdate({
      target: customerSettings.enterpriseId,
      set: { visibility: input.visibility, updatedAt: new Date() },
    });
}
