import type { FastifyRequest } from 'fastify';
import {
  PUBLIC,
  SIGNED_IN,
  codeLoginSchema,
  passwordSetSchema,
  pwdLoginSchema,
  registerSchema,
  sendCodeSchema,
} from '@fieldline/domain';
import { clearSessionCookie, setSessionCookie } from '../../core/auth';
import { requestLocale } from '../../core/i18n';
import { defineRoute, type RouteContext } from '../../core/route';
import * as auth from './service';

const client = (req: FastifyRequest): auth.Client => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** Sets the cookie when a session was made; a choice of enterprises passes through. */
function signedIn(
  ctx: RouteContext<unknown, unknown, unknown>,
  result: { token?: string; enterprises?: unknown },
) {
  if (result.token) setSessionCookie(ctx.reply, result.token, ctx.req.server.ctx.config.cookieSecure);
  return result;
}

const tags = ['auth'];

export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/stand/code/send',
    access: PUBLIC,
    tags,
    summary: 'Send a 6-digit verification code by SMS (login, register or reset)',
    body: sendCodeSchema,
    handler: ({ req, body }) => auth.sendCode(req.server.ctx, body, requestLocale(req)).then(() => null),
  }),
  defineRoute({
    method: 'POST',
    url: '/stand/pwdLogin',
    access: PUBLIC,
    tags,
    summary: 'Sign in with mobile number and password',
    body: pwdLoginSchema,
    handler: async (ctx) =>
      signedIn(ctx, await auth.passwordLogin(ctx.req.server.ctx, ctx.body, client(ctx.req))),
  }),
  defineRoute({
    method: 'POST',
    url: '/stand/codeLogin',
    access: PUBLIC,
    tags,
    summary: 'Sign in with mobile number and SMS code',
    body: codeLoginSchema,
    handler: async (ctx) =>
      signedIn(ctx, await auth.codeLogin(ctx.req.server.ctx, ctx.body, client(ctx.req))),
  }),
  defineRoute({
    method: 'POST',
    url: '/stand/register',
    access: PUBLIC,
    tags,
    summary: 'Register an enterprise with its first administrator',
    body: registerSchema,
    handler: async (ctx) =>
      signedIn(
        ctx,
        await auth.register(ctx.req.server.ctx, ctx.body, requestLocale(ctx.req), client(ctx.req)),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/stand/codeLogin/password',
    access: PUBLIC,
    tags,
    summary: 'Set a new password with an SMS code (forgotten password)',
    body: passwordSetSchema,
    handler: ({ req, body }) => auth.setPassword(req.server.ctx, body).then(() => null),
  }),
  defineRoute({
    method: 'POST',
    url: '/stand/logout',
    access: SIGNED_IN,
    tags,
    summary: 'End the current session',
    handler: async ({ tenant, reply }) => {
      await auth.logout(tenant, tenant.auth.tokenHash);
      clearSessionCookie(reply);
      return null;
    },
  }),
];
