import { count, eq } from 'drizzle-orm';
import { DEFAULT_ROLES, TRIAL_DAYS, type Locale, type RoleType } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { departments, enterprises, roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../core/crypto';
import { mine, type TenantDb } from '../../core/tenant';
import { createDefaultTemplates } from '../forms';
import { syncBuiltInMenus } from '../menus';

export interface NewEnterprise {
  name: string;
  locale: Locale;
  isChargeUser?: number;
  serviceExpireAt?: Date | null;
  buyPersonNum?: number;
}

/** An enterprise with its root department and the ten built-in roles; answers their ids. */
export async function createEnterprise(tx: Db, input: NewEnterprise) {
  const trialEnd = new Date(Date.now() + TRIAL_DAYS * 24 * 3600 * 1000);
  const [ep] = await tx
    .insert(enterprises)
    .values({
      name: input.name,
      isChargeUser: input.isChargeUser ?? 2,
      serviceExpireAt: input.serviceExpireAt === undefined ? trialEnd : input.serviceExpireAt,
      buyPersonNum: input.buyPersonNum ?? 5,
    })
    .returning({ id: enterprises.id });
  const enterpriseId = ep!.id;
  const [root] = await tx
    .insert(departments)
    .values({ enterpriseId, name: input.name })
    .returning({ id: departments.id });
  const created = await tx
    .insert(roles)
    .values(
      DEFAULT_ROLES.map((r) => ({
        enterpriseId,
        type: r.type,
        name: r.name[input.locale],
        permissions: r.permissions,
        dataScope: r.dataScope,
        builtIn: true,
      })),
    )
    .returning({ id: roles.id, type: roles.type });
  const roleIdByType = new Map(created.map((r) => [r.type as RoleType, r.id]));
  await syncBuiltInMenus(tx, enterpriseId);
  await createDefaultTemplates({ db: tx, enterpriseId }, input.locale);
  return { enterpriseId, rootDepartmentId: root!.id, roleIdByType };
}

export interface NewUser {
  enterpriseId: number;
  phone: string;
  name: string;
  password?: string;
  departmentId?: number | null;
  roleIds: number[];
  locale?: Locale | null;
}

export async function createUser(tx: Db, input: NewUser) {
  const [user] = await tx
    .insert(users)
    .values({
      enterpriseId: input.enterpriseId,
      phone: input.phone,
      name: input.name,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      departmentId: input.departmentId ?? null,
      locale: input.locale ?? null,
    })
    .returning({ id: users.id });
  if (input.roleIds.length) {
    await tx
      .insert(userRoles)
      .values(
        input.roleIds.map((roleId) => ({ enterpriseId: input.enterpriseId, userId: user!.id, roleId })),
      );
  }
  return user!.id;
}

/** Enabled users of an enterprise: the package's user count. */
export async function countEnabledUsers(t: TenantDb) {
  const [row] = await t.db
    .select({ n: count() })
    .from(users)
    .where(mine(t, users, eq(users.enabled, true)));
  return Number(row?.n ?? 0);
}
