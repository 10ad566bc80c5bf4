import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DATA_SCOPES,
  ROLE_TYPES,
  SESSION_HINT_COOKIE,
  SESSION_IDLE_MS,
  type DataScope,
  type SessionRole,
} from '@fieldline/domain';
import type { Database } from '../db/client';
import { sha256 } from './crypto';
import { allPermissionCodes } from './permissions';

export const SESSION_COOKIE = 'fl_session';
export const TOKEN_HEADER = 'token';
/** last_used_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface AuthUser {
  id: number;
  enterpriseId: number;
  name: string;
  phone: string;
  locale: string | null;
}

export interface Auth {
  tokenHash: string;
  csrfToken: string;
  user: AuthUser;
  enterprise: {
    id: number;
    name: string;
    isChargeUser: number;
    serviceExpireAt: Date | null;
    buyPersonNum: number;
    hotline: string | null;
  };
  roles: SessionRole[];
  admin: boolean;
  powers: string[];
  /** The widest data scope of the user's roles (1 all, 2 team, 3 personal). */
  dataScope: DataScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export function sessionToken(req: FastifyRequest): string | undefined {
  const header = req.headers[TOKEN_HEADER];
  if (typeof header === 'string' && header) return header;
  return req.cookies?.[SESSION_COOKIE] || undefined;
}

interface SessionRow {
  csrf_token: string;
  last_used_at: Date | string;
  user_id: string | number;
  enterprise_id: string | number;
  name: string;
  phone: string;
  locale: string | null;
  ep_name: string;
  is_charge_user: number;
  service_expire_at: Date | string | null;
  buy_person_num: number;
  hotline: string | null;
  roles: SessionRole[] | string | null;
  permissions: string[][] | string | null;
  data_scope: number | null;
}

const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * Loads the session for a token: one statement for session, user, enterprise, roles and permissions
 * ($1 token hash, $2 idle limit), which also touches a session found last used before $3: a
 * session's first request of the minute is one round trip, like the others.
 */
export const SESSION_QUERY = `
  with found as (
  select s.csrf_token, s.last_used_at, u.id as user_id, u.enterprise_id, u.name, u.phone, u.locale,
         e.name as ep_name, e.is_charge_user, e.service_expire_at, e.buy_person_num, e.hotline,
         rr.roles, rr.permissions, rr.data_scope
    from sessions s
    join users u on u.enterprise_id = s.enterprise_id and u.id = s.user_id
    join enterprises e on e.id = u.enterprise_id
    cross join lateral (
      select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'type', r.type, 'role_name', r.name, 'built_in', r.built_in)
                                order by r.id), '[]'::jsonb) as roles,
             coalesce(jsonb_agg(r.permissions), '[]'::jsonb) as permissions,
             min(r.data_scope) as data_scope
        from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
       where ur.enterprise_id = u.enterprise_id and ur.user_id = u.id) rr
   where s.token_hash = $1 and s.last_used_at > $2 and u.enabled),
  touched as (
    update sessions set last_used_at = now()
     where token_hash = $1 and exists (select 1 from found where found.last_used_at < $3))
  select * from found`;

/** Loads (and once a minute touches) the session for a token: one prepared statement. */
export async function loadSession(database: Database, token: string): Promise<Auth | null> {
  const tokenHash = sha256(token);
  const now = Date.now();
  const idleSince = new Date(now - SESSION_IDLE_MS).toISOString();
  const touchBefore = new Date(now - TOUCH_EVERY_MS).toISOString();
  const [row] = (
    await database.sql.prepared('fl_session_lookup', SESSION_QUERY, [tokenHash, idleSince, touchBefore])
  ).rows as unknown as SessionRow[];
  if (!row) return null;
  const roles = (json<SessionRole[]>(row.roles) ?? []).map((r) => ({ ...r, id: Number(r.id) }));
  const admin = roles.some((r) => r.type === ROLE_TYPES.administrator);
  return {
    tokenHash,
    csrfToken: row.csrf_token,
    user: {
      id: Number(row.user_id),
      enterpriseId: Number(row.enterprise_id),
      name: row.name,
      phone: row.phone,
      locale: row.locale,
    },
    enterprise: {
      id: Number(row.enterprise_id),
      name: row.ep_name,
      isChargeUser: Number(row.is_charge_user),
      serviceExpireAt: row.service_expire_at ? new Date(row.service_expire_at) : null,
      buyPersonNum: Number(row.buy_person_num),
      hotline: row.hotline,
    },
    roles,
    admin,
    // spec-business §6: the system administrator has all permissions.
    powers: admin ? allPermissionCodes() : [...new Set((json<string[][]>(row.permissions) ?? []).flat())],
    dataScope: admin ? DATA_SCOPES.all : ((Number(row.data_scope) || DATA_SCOPES.personal) as DataScope),
  };
}

const cookieOptions = (secure: boolean) =>
  ({ path: '/', sameSite: 'lax', secure, maxAge: Math.floor(SESSION_IDLE_MS / 1000) }) as const;

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(secure), httpOnly: true });
  setSessionHintCookie(reply, secure);
}

/** The readable hint that a session cookie is held (SESSION_HINT_COOKIE). */
export function setSessionHintCookie(reply: FastifyReply, secure: boolean) {
  reply.setCookie(SESSION_HINT_COOKIE, '1', cookieOptions(secure));
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
