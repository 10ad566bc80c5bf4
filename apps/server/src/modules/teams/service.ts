import { eq, inArray, sql } from 'drizzle-orm';
import { TEAM_LEVEL_MAX, type TeamCreateInput, type TeamUpdateInput } from '@fieldline/domain';
import { outsourceProviders, serviceTeams, teamMembers } from '../../db/schema';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { isUniqueViolation } from '../../core/db-errors';
import { recordErrors } from '../../core/record-errors';
import { existingUserIds } from '../users';
import { teamErrors } from './errors';
import * as q from './queries';

export interface TeamNode {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  type: number;
  memberCount: number;
  children: TeamNode[];
}

export async function teamTree(t: Tenant): Promise<TeamNode[]> {
  const list = await q.allTeams(t);
  const nodes = new Map<number, TeamNode>(list.map((team) => [team.id, { ...team, children: [] }]));
  const roots: TeamNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function requireTeam(t: TenantDb, id: number, field?: string) {
  const team = await q.findTeam(t, id);
  if (!team) throw recordErrors.TEAM_NOT_FOUND(field ? { field } : undefined);
  return team;
}

const tooDeep = () => teamErrors.TEAM_TOO_DEEP({ field: 'parentId', params: { max: TEAM_LEVEL_MAX } });
const nameTaken = (name: string) => teamErrors.TEAM_NAME_TAKEN({ field: 'name', params: { name } });

function fields(input: TeamUpdateInput) {
  const out: Partial<typeof serviceTeams.$inferInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.type !== undefined) out.type = input.type;
  if (input.areas !== undefined) out.areas = input.areas;
  if (input.pickupAddress !== undefined) out.pickupAddress = input.pickupAddress;
  if (input.recipient !== undefined) out.recipient = input.recipient;
  if (input.pickupPhone !== undefined) out.pickupPhone = input.pickupPhone;
  if (input.description !== undefined) out.description = input.description;
  return out;
}

async function guardUnique<T>(name: string | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (name && isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function addTeam(t: Tenant, input: TeamCreateInput) {
  return guardUnique(input.name, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      let level = 1;
      if (input.parentId) {
        const parent = await requireTeam(tt, input.parentId, 'parentId');
        level = parent.level + 1;
        if (level > TEAM_LEVEL_MAX) throw tooDeep();
      }
      if (await q.teamNamed(tt, input.name)) throw nameTaken(input.name);
      const [row] = await tx
        .insert(serviceTeams)
        .values({
          ...fields(input),
          name: input.name,
          type: input.type,
          enterpriseId: t.enterpriseId,
          parentId: input.parentId ?? null,
          level,
        })
        .returning({ id: serviceTeams.id });
      return { id: row!.id };
    }),
  );
}

/** Edits a team; a new parent moves the whole subtree, which must stay within 3 levels. */
export async function updateTeam(t: Tenant, id: number, input: TeamUpdateInput) {
  await guardUnique(input.name, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const team = await requireTeam(tt, id);
      const patch = fields(input);
      const newParent = input.parentId === undefined ? team.parentId : input.parentId;
      if (newParent !== team.parentId) {
        let level = 1;
        if (newParent !== null) {
          const parent = await requireTeam(tt, newParent, 'parentId');
          if (await q.isInTeamSubtree(tt, id, newParent))
            throw teamErrors.TEAM_MOVE_INTO_OWN({ field: 'parentId' });
          level = parent.level + 1;
        }
        const height = (await q.deepestLevel(tt, id)) - team.level;
        if (level + height > TEAM_LEVEL_MAX) throw tooDeep();
        if (level !== team.level) await q.shiftSubtreeLevels(tt, id, level - team.level);
        patch.parentId = newParent;
      }
      if (input.name && (await q.teamNamed(tt, input.name, id))) throw nameTaken(input.name);
      if (Object.keys(patch).length)
        await tx
          .update(serviceTeams)
          .set(patch)
          .where(mine(t, serviceTeams, eq(serviceTeams.id, id)));
    }),
  );
}

export async function deleteTeam(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireTeam(tt, id);
    const children = await q.countChildren(tt, id);
    if (children) throw teamErrors.TEAM_HAS_CHILDREN({ params: { count: children } });
    const [provider] = await tx
      .select({ name: outsourceProviders.name })
      .from(outsourceProviders)
      .where(mine(t, outsourceProviders, eq(outsourceProviders.teamId, id)))
      .limit(1);
    if (provider) throw teamErrors.TEAM_IN_USE({ params: { name: provider.name } });
    await tx.delete(serviceTeams).where(mine(t, serviceTeams, eq(serviceTeams.id, id)));
  });
}

/** Replaces a team's members and dispatchers. */
export async function setMembers(
  t: Tenant,
  id: number,
  members: { userId: number; isDispatcher: boolean }[],
) {
  const byUser = new Map(members.map((m) => [m.userId, m.isDispatcher]));
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireTeam(tt, id);
    const ids = [...byUser.keys()];
    const found = await existingUserIds(tt, ids);
    if (found.length !== ids.length) throw teamErrors.MEMBER_NOT_FOUND({ field: 'members' });
    await tx.delete(teamMembers).where(mine(t, teamMembers, eq(teamMembers.teamId, id)));
    if (ids.length)
      await tx.insert(teamMembers).values(
        ids.map((userId) => ({
          enterpriseId: t.enterpriseId,
          teamId: id,
          userId,
          isDispatcher: byUser.get(userId)!,
        })),
      );
  });
  return { count: byUser.size };
}

/**
 * Handover: the departing user's memberships (as member and as dispatcher) go to the receiving
 * user; where both were in a team, the receiver keeps the stronger flag. Answers how many moved.
 */
export async function moveMemberships(t: TenantDb, fromUserId: number, toUserId: number) {
  const { enterpriseId } = t;
  const held = await t.db
    .select({ teamId: teamMembers.teamId, isDispatcher: teamMembers.isDispatcher })
    .from(teamMembers)
    .where(mine(t, teamMembers, eq(teamMembers.userId, fromUserId)));
  if (!held.length) return 0;
  await t.db
    .insert(teamMembers)
    .values(
      held.map((m) => ({ enterpriseId, teamId: m.teamId, userId: toUserId, isDispatcher: m.isDispatcher })),
    )
    .onConflictDoUpdate({
      target: [teamMembers.enterpriseId, teamMembers.teamId, teamMembers.userId],
      set: { isDispatcher: sql`team_members.is_dispatcher or excluded.is_dispatcher` },
    });
  await t.db.delete(teamMembers).where(
    mine(
      t,
      teamMembers,
      eq(teamMembers.userId, fromUserId),
      inArray(
        teamMembers.teamId,
        held.map((m) => m.teamId),
      ),
    ),
  );
  return held.length;
}
