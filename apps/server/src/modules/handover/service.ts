import { desc, count, eq, or } from 'drizzle-orm';
import type { HandoverInput, PageQuery } from '@fieldline/domain';
import { handoverLogs, sessions, users } from '../../db/schema';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { moveMemberships } from '../teams';
import { assertAdminRemains, isAdminUser, findUser, userErrors } from '../users';
import { handoverErrors } from './errors';
import { handoverMovers } from './registry';

/**
 * Hands a departing user's work to another in one transaction: team memberships (member and
 * dispatcher) and every registered mover; writes a handover log with the moved counts and, when
 * asked, disables the departing user and ends their sessions.
 */
export async function handover(t: Tenant, input: HandoverInput) {
  if (input.fromUserId === input.toUserId) throw handoverErrors.HANDOVER_SAME_USER({ field: 'toUserId' });
  if (input.disable && input.fromUserId === t.user.id) throw handoverErrors.HANDOVER_DISABLE_SELF();
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const from = await findUser(tt, input.fromUserId);
    if (!from) throw handoverErrors.HANDOVER_USER_NOT_FOUND({ field: 'fromUserId' });
    const to = await findUser(tt, input.toUserId);
    if (!to) throw handoverErrors.HANDOVER_USER_NOT_FOUND({ field: 'toUserId' });
    if (!to.enabled) throw handoverErrors.HANDOVER_TARGET_DISABLED({ field: 'toUserId' });
    if (input.disable && !t.admin && (await isAdminUser(tt, from.id))) throw userErrors.ADMIN_ONLY();

    const moved: Record<string, number> = { teams: await moveMemberships(tt, from.id, to.id) };
    for (const [kind, mover] of handoverMovers()) moved[kind] = await mover(tx, t.auth, from.id, to.id);

    const [log] = await tx
      .insert(handoverLogs)
      .values({
        enterpriseId: t.enterpriseId,
        fromUserId: from.id,
        toUserId: to.id,
        operatorId: t.user.id,
        moved,
        note: input.note ?? null,
      })
      .returning({ id: handoverLogs.id });
    if (input.disable && from.enabled) {
      await tx
        .update(users)
        .set({ enabled: false, updatedAt: new Date() })
        .where(mine(t, users, eq(users.id, from.id)));
      await tx.delete(sessions).where(mine(t, sessions, eq(sessions.userId, from.id)));
      await assertAdminRemains(tt);
    }
    return { id: log!.id, moved, disabled: !!input.disable };
  });
}

export async function handoverLogList(t: TenantDb, userId: number | undefined, page: PageQuery) {
  const where = mine(
    t,
    handoverLogs,
    userId ? or(eq(handoverLogs.fromUserId, userId), eq(handoverLogs.toUserId, userId)) : undefined,
  );
  const [list, total] = await Promise.all([
    t.db
      .select({
        id: handoverLogs.id,
        fromUserId: handoverLogs.fromUserId,
        toUserId: handoverLogs.toUserId,
        operatorId: handoverLogs.operatorId,
        moved: handoverLogs.moved,
        note: handoverLogs.note,
        createdAt: handoverLogs.createdAt,
      })
      .from(handoverLogs)
      .where(where)
      .orderBy(desc(handoverLogs.id))
      .limit(page.pageSize)
      .offset(page.pageIndex * page.pageSize),
    t.db
      .select({ n: count() })
      .from(handoverLogs)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}
