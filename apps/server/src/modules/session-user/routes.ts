import { and, eq, ne } from 'drizzle-orm';
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
import { requestLocale } from '../../core/i18n';
import { defineRoute } from '../../core/route';
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
    handler: async ({ req, auth }) =>
      toSessionUser(
        auth,
        requestLocale(req),
        req.server.ctx.config.hotline,
        await isPlatformAdmin(req.server.ctx, auth),
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/charge/epPackageDetail',
    access: PERMISSIONS.enterprisePackage,
    adminOnly: true,
    tags,
    summary: 'Package detail: bought seats, users in use, account type (administrators)',
    handler: async ({ req, auth }): Promise<PackageDetail> => ({
      buy_person_num: auth.enterprise.buyPersonNum,
      userNum: await countEnabledUsers(req.server.ctx.db, auth.user.enterpriseId),
      is_charge_user: auth.enterprise.isChargeUser,
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/sessionUser/locale',
    access: SIGNED_IN,
    tags,
    summary: "Save the user's interface language",
    body: localeSchema,
    handler: async ({ req, auth, body }) => {
      await req.server.ctx.db
        .update(users)
        .set({ locale: body.locale, updatedAt: new Date() })
        .where(and(eq(users.enterpriseId, auth.user.enterpriseId), eq(users.id, auth.user.id)));
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
    handler: async ({ req, auth, body }) => {
      const { db } = req.server.ctx;
      const where = and(eq(users.enterpriseId, auth.user.enterpriseId), eq(users.id, auth.user.id));
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(where);
      if (!(await verifyPassword(body.oldPassword, row?.hash)))
        throw authErrors.WRONG_OLD_PASSWORD({ field: 'oldPassword' });
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(where);
        await tx
          .delete(sessions)
          .where(
            and(
              eq(sessions.enterpriseId, auth.user.enterpriseId),
              eq(sessions.userId, auth.user.id),
              ne(sessions.tokenHash, auth.tokenHash),
            ),
          );
      });
      return null;
    },
  }),
];
