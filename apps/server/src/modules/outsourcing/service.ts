import { eq, inArray } from 'drizzle-orm';
import { TEAM_TYPES, type ProviderCreateInput, type ProviderUpdateInput } from '@fieldline/domain';
import { outsourceProviders, sessions, users } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { mine, withDb, type Tenant, type TenantDb } from '../../core/tenant';
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

export async function requireProvider(t: TenantDb, id: number) {
  const provider = await q.findProvider(t, id);
  if (!provider) throw providerErrors.PROVIDER_NOT_FOUND();
  return provider;
}

async function checkTeam(t: TenantDb, teamId: number | null | undefined) {
  if (!teamId) return;
  const team = await requireTeam(t, teamId, 'teamId');
  if (team.type !== TEAM_TYPES.provider) throw providerErrors.PROVIDER_TEAM_TYPE({ field: 'teamId' });
}

export async function addProvider(t: Tenant, input: ProviderCreateInput) {
  return unique(input.name, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      await checkTeam(tt, input.teamId);
      if (await q.providerNamed(tt, input.name)) throw nameTaken(input.name);
      const [row] = await tx
        .insert(outsourceProviders)
        .values({
          enterpriseId: t.enterpriseId,
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
export async function updateProvider(t: Tenant, id: number, input: ProviderUpdateInput) {
  await unique(input.name, () =>
    t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      const provider = await requireProvider(tt, id);
      await checkTeam(tt, input.teamId);
      if (input.name && (await q.providerNamed(tt, input.name, id))) throw nameTaken(input.name);
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
          .where(mine(t, outsourceProviders, eq(outsourceProviders.id, id)));
      if (provider.enabled && input.enabled === false) {
        const staff = await tx
          .update(users)
          .set({ enabled: false, updatedAt: new Date() })
          .where(mine(t, users, eq(users.providerId, id), eq(users.enabled, true)))
          .returning({ id: users.id });
        if (staff.length) {
          await tx.delete(sessions).where(
            mine(
              t,
              sessions,
              inArray(
                sessions.userId,
                staff.map((s) => s.id),
              ),
            ),
          );
          await assertAdminRemains(tt);
        }
      }
    }),
  );
}

export async function deleteProvider(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const provider = await requireProvider(withDb(t, tx), id);
    if (provider.staffCount)
      throw providerErrors.PROVIDER_HAS_STAFF({ params: { count: provider.staffCount } });
    await tx.delete(outsourceProviders).where(mine(t, outsourceProviders, eq(outsourceProviders.id, id)));
  });
}

/**
 * Adds a staff user of a provider: a user with provider_id, the built-in outsourced-provider role
 * (type 11, personal data scope) and a member of the provider's team when it has one.
 */
export async function addStaff(
  t: Tenant,
  providerId: number,
  input: { name: string; phone: string; password?: string },
) {
  const provider = await requireProvider(t, providerId);
  if (!provider.enabled) throw providerErrors.PROVIDER_DISABLED();
  const roleId = await providerRoleId(t);
  if (!roleId) throw providerErrors.PROVIDER_ROLE_MISSING();
  return addUser(t, {
    ...input,
    departmentId: null,
    roleIds: [roleId],
    teamIds: provider.teamId ? [provider.teamId] : [],
    providerId,
    systemRoles: true,
  });
}
