import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PUBLIC, type PlanFeature, type RouteAccess } from '@fieldline/domain';
import type { Auth } from './auth';
import { coreErrors } from './errors';
import { requestLocale } from './i18n';
import { assertAccess } from './permissions';
import { assertPlanAllows, assertSeatsCover, type PaidPart } from './plans';
import { asTenant, tenantOf, type Tenant } from './tenant';
import { parseWith } from './validation';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteContext<B, Q, P> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
  query: Q;
  params: P;
  /** Present on every route that is not PUBLIC. */
  auth: Auth;
  /** The request's context (core/tenant.ts), built once; present on every route that is not PUBLIC. */
  tenant: Tenant;
}

export interface RouteDef<B = unknown, Q = unknown, P = unknown> {
  method: Method;
  /** Path under /api, as the spec names it (e.g. /v2/sessionUser/info). */
  url: string;
  /** PUBLIC, SIGNED_IN or the permission code the caller must hold. */
  access: RouteAccess;
  /** Only administrators (role type 3), on top of `access`. */
  adminOnly?: boolean;
  /** A paid feature (PLAN_FEATURES): a free or expired account is refused the whole route. */
  feature?: PlanFeature;
  /** Parts of the request only a paid plan may use; a request that uses one is refused. */
  paidParts?: PaidPart<NoInfer<B>, NoInfer<Q>>[];
  summary: string;
  tags?: string[];
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Multipart routes check the CSRF token themselves, once the form fields are read. */
  multipart?: boolean;
  /** Answers with something other than the JSON envelope (file downloads). */
  raw?: boolean;
  /**
   * Server-sent events (@fastify/sse, 'dual'): a client that asks for text/event-stream finds
   * `reply.sse` set and is streamed to; any other gets the handler's answer in the envelope.
   */
  stream?: boolean;
  handler(ctx: RouteContext<B, Q, P>): Promise<unknown>;
}

export const defineRoute = <B = unknown, Q = unknown, P = unknown>(def: RouteDef<B, Q, P>) => def as RouteDef;

/** The envelope of spec-shell §7. */
export const ok = (data: unknown = null, message = '') => ({ success: true, data, message });

/** A handler's data already written as JSON (by PostgreSQL): sent inside the envelope as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Where a non-GET call may carry the CSRF token: body field, query (DELETE), or header. */
export function csrfFrom(req: FastifyRequest): string | undefined {
  const body = req.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === 'object' && !Buffer.isBuffer(body) ? body.csrfToken : undefined;
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.csrfToken;
  const fromHeader = req.headers['x-csrf-token'];
  const value = fromBody ?? fromQuery ?? fromHeader;
  return typeof value === 'string' ? value : undefined;
}

export function assertCsrf(auth: Auth, token: string | undefined) {
  if (!token || token !== auth.csrfToken) throw coreErrors.CSRF_INVALID();
}

function withoutCsrf(value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value ?? {};
  const { csrfToken: _c, t: _t, ...rest } = value as Record<string, unknown>;
  return rest;
}

export function registerRoutes(app: FastifyInstance, defs: RouteDef[]) {
  for (const def of defs) {
    if (def.access === PUBLIC && (def.feature || def.paidParts))
      throw new Error(`${def.url}: a public route has no plan to check`);
    app.ctx.routes.push(def);
    app.route({
      method: def.method,
      url: `/api${def.url}`,
      ...(def.stream ? { sse: 'dual' as const } : {}),
      handler: async (req, reply) => {
        assertAccess(def.access, req.auth);
        if (def.access !== PUBLIC && def.adminOnly && !req.auth!.admin) throw coreErrors.NO_PERMISSION();
        if (def.access !== PUBLIC && def.method !== 'GET' && !def.multipart)
          assertCsrf(req.auth!, csrfFrom(req));
        const hotline = req.server.ctx.config.hotline;
        let gated = Boolean(def.feature);
        if (def.feature) assertPlanAllows(req.auth!, def.feature, hotline);
        const ctx: RouteContext<unknown, unknown, unknown> = {
          req,
          reply,
          auth: req.auth!,
          tenant: req.auth ? tenantOf(req.server.ctx, req.auth, requestLocale(req)) : (null as never),
          body: def.body ? parseWith(def.body, withoutCsrf(req.body)) : undefined,
          query: def.query ? parseWith(def.query, withoutCsrf(req.query)) : undefined,
          params: def.params ? parseWith(def.params, req.params) : undefined,
        };
        for (const part of def.paidParts ?? [])
          if (part.used(ctx)) {
            assertPlanAllows(req.auth!, part.feature, hotline);
            gated = true;
          }
        if (gated) await asTenant(ctx.tenant.enterpriseId, () => assertSeatsCover(ctx.tenant, hotline));
        const data = req.auth
          ? await asTenant(req.auth.user.enterpriseId, () => def.handler(ctx))
          : await def.handler(ctx);
        // committed by now: hand the domain events the work appended to the dispatcher
        if (req.auth && ctx.tenant.written.events > 0) req.server.ctx.events.kick();
        if (def.raw) return reply;
        if (def.stream && reply.sse) return undefined; // streaming: the head and events are written
        if (data instanceof JsonText) {
          reply.type('application/json; charset=utf-8');
          return `{"success":true,"data":${data.text},"message":""}`;
        }
        return data !== null && typeof data === 'object' && 'success' in data ? data : ok(data);
      },
    });
  }
}
