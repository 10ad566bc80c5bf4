import { planStanding, type PlanFeature } from '@fieldline/domain';
import { sql } from 'drizzle-orm';
import { rows } from '../db/client';
import type { Auth } from './auth';
import { defineErrors } from './errors';
import { mineSql, type Tenant } from './tenant';

/** spec-business §8: the free-tier notice (with the hotline) and the two expiry messages. */
export const planErrors = defineErrors({
  PAID_FEATURE: {
    status: 403,
    zh_CN: '您当前使用的是免费版，不支持此功能，建议升级到付费版。服务热线：{hotline}',
    en_GB:
      'You are using the free version, which does not include this feature; we suggest upgrading to the paid version. Service hotline: {hotline}',
  },
  TRIAL_EXPIRED: {
    status: 403,
    zh_CN: '试用版已到期，请联系客服。服务热线：{hotline}',
    en_GB: 'The trial version has expired; please contact customer service. Service hotline: {hotline}',
  },
  SEATS_EXCEEDED_FUNCTIONS: {
    status: 403,
    zh_CN:
      '企业用户数（{used}）已超过套餐购买人数（{bought}），相关功能已停用。请联系客服 {hotline} 增购人数。',
    en_GB:
      'Your company has {used} users, more than the {bought} seats in its package, so this function is disabled. Call customer service on {hotline} to buy more seats.',
  },
  SERVICE_EXPIRED: {
    status: 403,
    zh_CN: '购买的版本已到期，请联系客服续费。服务热线：{hotline}',
    en_GB:
      'The purchased version has expired; please contact customer service to renew. Service hotline: {hotline}',
  },
});

const REFUSAL = { free: 'PAID_FEATURE', trialExpired: 'TRIAL_EXPIRED', expired: 'SERVICE_EXPIRED' } as const;

/**
 * The one plan check: refuses `feature` to a free account (the upgrade notice) or an expired one.
 * `defaultHotline` is the server's HOTLINE, used when the enterprise has none of its own.
 */
export function assertPlanAllows(auth: Auth, feature: PlanFeature, defaultHotline: string, now = new Date()) {
  const standing = planStanding(auth.enterprise.isChargeUser, auth.enterprise.serviceExpireAt, now);
  if (standing === 'paid') return;
  throw planErrors[REFUSAL[standing]]({
    params: { hotline: auth.enterprise.hotline ?? defaultHotline },
    data: { feature },
  });
}

/**
 * spec-shell §4 step 8: an administrator of a paid account whose enabled users outnumber the
 * package's seats has the paid functions disabled until seats are bought or users disabled.
 */
export async function assertSeatsCover(t: Tenant, defaultHotline: string) {
  if (!t.admin) return;
  const [row] = await rows<{ used: number }>(
    t.db,
    sql`select count(*)::int as used from users where ${mineSql(t)} and enabled`,
  );
  const used = Number(row?.used ?? 0);
  const bought = t.auth.enterprise.buyPersonNum;
  if (used > bought)
    throw planErrors.SEATS_EXCEEDED_FUNCTIONS({
      params: { used, bought, hotline: t.auth.enterprise.hotline ?? defaultHotline },
    });
}

/** What a paid part of a request sees: the parsed body and query. */
export interface PartInput<B, Q> {
  body: B;
  query: Q;
}

/**
 * A part of a request only a paid plan may use (a filter, a sort, several ids at once): the route
 * runs, but a request that uses the part is refused. `example` is raw input that uses it, which
 * the plan sweep lays over a valid request.
 */
export interface PaidPart<B = unknown, Q = unknown> {
  feature: PlanFeature;
  used(input: PartInput<B, Q>): boolean;
  example: { body?: Record<string, unknown>; query?: Record<string, unknown> };
}

/** Several records at once: `key` of the body (an id array) or of the query (ids=1,2) holds more than one. */
export function batchPart(where: 'body' | 'query', key: string): PaidPart {
  return {
    feature: 'batch',
    used: (input) => {
      const list = (input[where] as Record<string, unknown> | undefined)?.[key];
      return Array.isArray(list) && list.length > 1;
    },
    example: { [where]: { [key]: where === 'body' ? [1, 2] : '1,2' } },
  };
}
