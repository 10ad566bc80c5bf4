import { eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  PERMISSIONS,
  SIGNED_IN,
  changePasswordSchema,
  isLocale,
  localeSchema,
  type PackageDetail,
  type SessionUser,
} from '@fieldline/domain';
import { sessions, users } from '../../db/schema';
import type { Auth } from '../../core/auth';
import { hashPassword, verifyPassword } from '../../core/crypto';
import { defineRoute } from '../../core/route';
import { mine } from '../../core/tenant';
import { countEnabledUsers } from '../tenancy';
import { authErrors } from '../auth';
import { isPlatformAdmin } from '../platform';

const tags = ['session'];

export function toSessionUser(
  auth: Auth,
  locale: SessionUser['locale'],
  defaultHotline: string,
  platformAdmin = false,
): SessionUser {
  return {
    id: auth.user.id,
    name: auth.user.name,
    phone: auth.user.phone,
    enterpriseId: auth.user.enterpriseId,
    enterpriseName: auth.enterprise.name,
    locale,
    allRoles: auth.roles,
    admin: auth.admin,
    isChargeUser: auth.enterprise.isChargeUser,
    epServiceExpireTime: auth.enterprise.serviceExpireAt?.toISOString() ?? null,
    csrfToken: auth.csrfToken,
    powers: auth.powers.map((code) => ({ code })),
    cropId: null,
    cjtAppType: null,
    hotline: auth.enterprise.hotline ?? defaultHotline,
    platformAdmin,
  };
}

export const sessionUserRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/sessionUser/info',
    access: SIGNED_IN,
    tags,
    summary: 'The signed-in user: roles, account type, CSRF token and powers',
    query: z.object({ t: z.unknown().optional() }).loose(),
    handler: async ({ tenant }) =>
      toSessionUser(tenant.auth, tenant.locale, tenant.app.config.hotline, await isPlatformAdmin(tenant)),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/charge/epPackageDetail',
    access: PERMISSIONS.enterprisePackage,
    adminOnly: true,
    tags,
    summary: 'Package detail: bought seats, users in use, account type (administrators)',
    handler: async ({ tenant }): Promise<PackageDetail> => ({
      buy_person_num: tenant.auth.enterprise.buyPersonNum,
      userNum: await countEnabledUsers(tenant),
      is_charge_user: tenant.auth.enterprise.isChargeUser,
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/sessionUser/locale',
    access: SIGNED_IN,
    tags,
    summary: "Save the user's interface language",
    body: localeSchema,
    handler: async ({ tenant, body }) => {
      await tenant.db
        .update(users)
        .set({ locale: body.locale, updatedAt: new Date() })
        .where(mine(tenant, users, eq(users.id, tenant.user.id)));
      return { locale: isLocale(body.locale) ? body.locale : null };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/sessionUser/password',
    access: SIGNED_IN,
    tags,
    summary: 'Change my password; other sessions of mine end',
    body: changePasswordSchema,
    handler: async ({ tenant, body }) => {
      const { db } = tenant;
      const where = mine(tenant, users, eq(users.id, tenant.user.id));
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(where);
      if (!(await verifyPassword(body.oldPassword, row?.hash)))
        throw authErrors.WRONG_OLD_PASSWORD({ field: 'oldPassword' });
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(where);
        await tx
          .delete(sessions)
          .where(
            mine(
              tenant,
              sessions,
              eq(sessions.userId, tenant.user.id),
              ne(sessions.tokenHash, tenant.auth.tokenHash),
            ),
          );
      });
      return null;
    },
  }),
];
