import { and, desc, count, eq, or } from 'drizzle-orm';
import type { HandoverInput, PageQuery } from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { handoverLogs, sessions, users } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { moveMemberships } from '../teams';
import { assertAdminRemains, isAdminUser, findUser, userErrors } from '../users';
import { handoverErrors } from './errors';
import { handoverMovers } from './registry';

/**
 * Hands a departing user's work to another in one transaction: team memberships (member and
 * dispatcher) and every registered mover; writes a handover log with the moved counts and, when
 * asked, disables the departing user and ends their sessions.
 */
export async function handover(ctx: AppContext, auth: Auth, input: HandoverInput) {
  const ep = auth.user.enterpriseId;
  if (input.fromUserId === input.toUserId) throw handoverErrors.HANDOVER_SAME_USER({ field: 'toUserId' });
  if (input.disable && input.fromUserId === auth.user.id) throw handoverErrors.HANDOVER_DISABLE_SELF();
  return ctx.db.transaction(async (tx) => {
    const from = await findUser(tx, ep, input.fromUserId);
    if (!from) throw handoverErrors.HANDOVER_USER_NOT_FOUND({ field: 'fromUserId' });
    const to = await findUser(tx, ep, input.toUserId);
    if (!to) throw handoverErrors.HANDOVER_USER_NOT_FOUND({ field: 'toUserId' });
    if (!to.enabled) throw handoverErrors.HANDOVER_TARGET_DISABLED({ field: 'toUserId' });
    if (input.disable && !auth.admin && (await isAdminUser(tx, ep, from.id))) throw userErrors.ADMIN_ONLY();

    const moved: Record<string, number> = { teams: await moveMemberships(tx, ep, from.id, to.id) };
    for (const [kind, mover] of handoverMovers()) moved[kind] = await mover(tx, auth, from.id, to.id);

    const [log] = await tx
      .insert(handoverLogs)
      .values({
        enterpriseId: ep,
        fromUserId: from.id,
        toUserId: to.id,
        operatorId: auth.user.id,
        moved,
        note: input.note ?? null,
      })
      .returning({ id: handoverLogs.id });
    if (input.disable && from.enabled) {
      await tx
        .update(users)
        .set({ enabled: false, updatedAt: new Date() })
        .where(and(eq(users.enterpriseId, ep), eq(users.id, from.id)));
      await tx.delete(sessions).where(and(eq(sessions.enterpriseId, ep), eq(sessions.userId, from.id)));
      await assertAdminRemains(tx, ep);
    }
    return { id: log!.id, moved, disabled: !!input.disable };
  });
}

export async function handoverLogList(db: Db, auth: Auth, userId: number | undefined, page: PageQuery) {
  const ep = auth.user.enterpriseId;
  const where = and(
    eq(handoverLogs.enterpriseId, ep),
    userId ? or(eq(handoverLogs.fromUserId, userId), eq(handoverLogs.toUserId, userId)) : undefined,
  );
  const [list, total] = await Promise.all([
    db
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
    db
      .select({ n: count() })
      .from(handoverLogs)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}
