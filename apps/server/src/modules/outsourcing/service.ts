import { and, eq, inArray } from 'drizzle-orm';
import { TEAM_TYPES, type ProviderCreateInput, type ProviderUpdateInput } from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { outsourceProviders, sessions, users } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { isUniqueViolation } from '../../core/db-errors';
import { requireTeam } from '../teams';
import { assertAdminRemains, addUser, providerRoleId } from '../users';
import { providerErrors } from './errors';
import * as q from './queries';

const nameTaken = (name: string) => providerErrors.PROVIDER_NAME_TAKEN({ field: 'name', params: { name } });

async function unique<T>(name: string | undefined, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (name && isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function requireProvider(db: Db, enterpriseId: number, id: number) {
  const provider = await q.findProvider(db, enterpriseId, id);
  if (!provider) throw providerErrors.PROVIDER_NOT_FOUND();
  return provider;
}

async function checkTeam(tx: Db, enterpriseId: number, teamId: number | null | undefined) {
  if (!teamId) return;
  const team = await requireTeam(tx, enterpriseId, teamId, 'teamId');
  if (team.type !== TEAM_TYPES.provider) throw providerErrors.PROVIDER_TEAM_TYPE({ field: 'teamId' });
}

export async function addProvider(db: Db, auth: Auth, input: ProviderCreateInput) {
  const ep = auth.user.enterpriseId;
  return unique(input.name, () =>
    db.transaction(async (tx) => {
      await checkTeam(tx, ep, input.teamId);
      if (await q.providerNamed(tx, ep, input.name)) throw nameTaken(input.name);
      const [row] = await tx
        .insert(outsourceProviders)
        .values({
          enterpriseId: ep,
          name: input.name,
          contactName: input.contactName ?? null,
          contactPhone: input.contactPhone ?? null,
          teamId: input.teamId ?? null,
          description: input.description ?? null,
          enabled: input.enabled ?? true,
        })
        .returning({ id: outsourceProviders.id });
      return { id: row!.id };
    }),
  );
}

/** Edits a provider; disabling it disables its staff and ends their sessions. */
export async function updateProvider(db: Db, auth: Auth, id: number, input: ProviderUpdateInput) {
  const ep = auth.user.enterpriseId;
  await unique(input.name, () =>
    db.transaction(async (tx) => {
      const provider = await requireProvider(tx, ep, id);
      await checkTeam(tx, ep, input.teamId);
      if (input.name && (await q.providerNamed(tx, ep, input.name, id))) throw nameTaken(input.name);
      const patch: Partial<typeof outsourceProviders.$inferInsert> = {};
      for (const key of [
        'name',
        'contactName',
        'contactPhone',
        'teamId',
        'description',
        'enabled',
      ] as const) {
        if (input[key] !== undefined) Object.assign(patch, { [key]: input[key] });
      }
      if (Object.keys(patch).length)
        await tx
          .update(outsourceProviders)
          .set(patch)
          .where(and(eq(outsourceProviders.enterpriseId, ep), eq(outsourceProviders.id, id)));
      if (provider.enabled && input.enabled === false) {
        const staff = await tx
          .update(users)
          .set({ enabled: false, updatedAt: new Date() })
          .where(and(eq(users.enterpriseId, ep), eq(users.providerId, id), eq(users.enabled, true)))
          .returning({ id: users.id });
        if (staff.length) {
          await tx.delete(sessions).where(
            and(
              eq(sessions.enterpriseId, ep),
              inArray(
                sessions.userId,
                staff.map((s) => s.id),
              ),
            ),
          );
          await assertAdminRemains(tx, ep);
        }
      }
    }),
  );
}

export async function deleteProvider(db: Db, auth: Auth, id: number) {
  const ep = auth.user.enterpriseId;
  await db.transaction(async (tx) => {
    const provider = await requireProvider(tx, ep, id);
    if (provider.staffCount)
      throw providerErrors.PROVIDER_HAS_STAFF({ params: { count: provider.staffCount } });
    await tx
      .delete(outsourceProviders)
      .where(and(eq(outsourceProviders.enterpriseId, ep), eq(outsourceProviders.id, id)));
  });
}

/**
 * Adds a staff user of a provider: a user with provider_id, the built-in outsourced-provider role
 * (type 11, personal data scope) and a member of the provider's team when it has one.
 */
export async function addStaff(
  ctx: AppContext,
  auth: Auth,
  providerId: number,
  input: { name: string; phone: string; password?: string },
) {
  const ep = auth.user.enterpriseId;
  const provider = await requireProvider(ctx.db, ep, providerId);
  if (!provider.enabled) throw providerErrors.PROVIDER_DISABLED();
  const roleId = await providerRoleId(ctx.db, ep);
  if (!roleId) throw providerErrors.PROVIDER_ROLE_MISSING();
  return addUser(ctx, auth, {
    ...input,
    departmentId: null,
    roleIds: [roleId],
    teamIds: provider.teamId ? [provider.teamId] : [],
    providerId,
    systemRoles: true,
  });
}
