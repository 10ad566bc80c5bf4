import { sql } from 'drizzle-orm';
import {
  CONTRACTS_TIME_ZONE,
  MARKETING_DAILY_MAX,
  type MarketingListQuery,
  type MarketingPreviewInput,
  type MarketingSendInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { servicePlanMarketing } from '../../db/schema';
import { idArray } from '../../core/sql';
import { mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { marketingTemplates, queueMarketingSms, type MarketingRecipient } from '../sms';
import { contractErrors } from './errors';
import { reachedSql, requireServicePlan } from './service-plans';

/**
 * SMS marketing to a customer service plan's customers (/cyclePlan/SMSmarketing/{id}; spec D7, D11):
 * all the customers the plan reaches, or those chosen, get the chosen passed marketing template
 * through the SMS module (its signature, balance and send log). A customer is sent to at its first
 * contact's mobile (default contact first); without one it is skipped and counted. The sender sees
 * the count before confirming, and the send is refused when it changed since; at most
 * MARKETING_DAILY_MAX messages per user per China day (SB:150). Each send is recorded as a campaign.
 */

/** A Chinese mobile number (11 digits starting with 1), as contact phones are validated. */
const MOBILE = '^1[0-9]{10}$';

interface Target {
  id: number;
  name: string;
  contactName: string | null;
  phone: string | null;
  address: string | null;
}

/** The targets: the plan's customers (or those chosen, each of which must be one), with contact and address. */
async function targetsOf(t: TenantDb, input: MarketingPreviewInput) {
  const plan = await requireServicePlan(t, input.planId, 'planId');
  const chosen = input.customerIds?.length ? [...new Set(input.customerIds)] : null;
  const list = await rows<Target>(
    t.db,
    sql`select r.id::int as id, r.name, c.name as "contactName", c.phone,
               nullif(concat_ws('', a.province, a.city, a.region, a.detail), '') as address
          from (${reachedSql(t, plan)}) r
          left join lateral (
            select cc.name, cc.phone from customer_contacts cc
             where cc.enterprise_id = ${t.enterpriseId} and cc.customer_id = r.id
             order by cc.is_default desc, cc.id limit 1) c on true
          left join lateral (
            select ca.province, ca.city, ca.region, ca.detail from customer_addresses ca
             where ca.enterprise_id = ${t.enterpriseId} and ca.customer_id = r.id
             order by ca.is_default desc, ca.id limit 1) a on true
         where ${chosen ? sql`r.id = any(${idArray(chosen)})` : sql`true`}
         order by r.id`,
  );
  if (chosen && list.length !== chosen.length)
    throw contractErrors.MARKETING_CUSTOMER_NOT_IN_PLAN({ field: 'customerIds' });
  const mobile = new RegExp(MOBILE);
  const reachable = list.filter((c) => c.phone && mobile.test(c.phone));
  return { plan, chosen: list.length, reachable, skipped: list.length - reachable.length };
}

/** Marketing messages this user queued today (China day). */
async function sentToday(t: TenantDb, userId: number) {
  const [r] = await rows<{ n: number }>(
    t.db,
    sql`select coalesce(sum(m.queued), 0)::int as n from service_plan_marketing m
         where ${mineSql(t, 'm')} and m.user_id = ${userId}
           and m.created_at >= (date_trunc('day', now() at time zone ${CONTRACTS_TIME_ZONE}) at time zone ${CONTRACTS_TIME_ZONE})`,
  );
  return r?.n ?? 0;
}

/** POST /v2/cyclePlan/marketing/preview: how many would receive it, how many are skipped, what is left today. */
export async function previewMarketing(t: Tenant, input: MarketingPreviewInput) {
  const [{ chosen, reachable, skipped }, sent] = await Promise.all([
    targetsOf(t, input),
    sentToday(t, t.user.id),
  ]);
  return {
    chosen,
    recipients: reachable.length,
    skipped,
    sentToday: sent,
    leftToday: Math.max(0, MARKETING_DAILY_MAX - sent),
  };
}

/**
 * POST /v2/cyclePlan/marketing/send: refused (nothing written) when none can receive it, when the
 * count differs from the confirmed one, when it would pass the day's limit, or when the template is
 * not a passed marketing one; otherwise queued and recorded, in one transaction serialised per user
 * (two tabs cannot both pass the limit).
 */
export async function sendMarketing(t: Tenant, input: MarketingSendInput) {
  return t.db.transaction(async (tx) => {
    const tt: TenantDb = { db: tx, enterpriseId: t.enterpriseId };
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('service_plan_marketing'), ${t.user.id % 2_147_483_647}::int)`,
    );
    const { plan, chosen, reachable, skipped } = await targetsOf(tt, input);
    if (!reachable.length) throw contractErrors.MARKETING_NO_RECIPIENTS({ field: 'customerIds' });
    if (reachable.length !== input.expected)
      throw contractErrors.MARKETING_COUNT_CHANGED({
        field: 'expected',
        data: { recipients: reachable.length, skipped },
      });
    const left = MARKETING_DAILY_MAX - (await sentToday(tt, t.user.id));
    if (reachable.length > left)
      throw contractErrors.MARKETING_DAILY_LIMIT({
        field: 'customerIds',
        params: { left: Math.max(0, left) },
        data: { left: Math.max(0, left) },
      });
    const recipients: MarketingRecipient[] = reachable.map((c) => ({
      customerId: c.id,
      phone: c.phone!,
      values: { name: c.name, linkperson: c.contactName, linkperson_phone: c.phone, map_name: c.address },
    }));
    const queued = await queueMarketingSms(tt, input.templateId, recipients);
    if (queued === null) throw contractErrors.MARKETING_TEMPLATE_NOT_FOUND({ field: 'templateId' });
    const [row] = await tx
      .insert(servicePlanMarketing)
      .values({
        enterpriseId: t.enterpriseId,
        planId: plan.id,
        templateId: input.templateId,
        userId: t.user.id,
        chosen,
        recipients: reachable.length,
        skipped,
        queued,
      })
      .returning({ id: servicePlanMarketing.id });
    return { id: row!.id, chosen, recipients: reachable.length, skipped, queued };
  });
}

/** GET /v2/cyclePlan/marketing/templates: the passed marketing templates a campaign may use. */
export const listMarketingTemplates = (t: TenantDb) => marketingTemplates(t);

/** GET /v2/cyclePlan/marketing/list: campaigns, newest first (of one plan when asked), with sender and text. */
export async function listMarketing(t: TenantDb, q: MarketingListQuery) {
  if (q.planId) await requireServicePlan(t, q.planId, 'planId');
  const where = sql.join(
    [mineSql(t, 'm'), q.planId ? sql`m.plan_id = ${q.planId}` : undefined].filter((x) => x !== undefined),
    sql` and `,
  );
  const [list, [total]] = await Promise.all([
    rows<{
      id: number;
      planId: number;
      templateId: number;
      content: string | null;
      userId: number;
      userName: string | null;
      chosen: number;
      recipients: number;
      skipped: number;
      queued: number;
      createdAt: string;
    }>(
      t.db,
      sql`select m.id::int as id, m.plan_id::int as "planId", m.template_id::int as "templateId",
                 st.content, m.user_id::int as "userId", u.name as "userName", m.chosen, m.recipients,
                 m.skipped, m.queued, m.created_at as "createdAt"
            from service_plan_marketing m
            left join sms_templates st on st.enterprise_id = m.enterprise_id and st.id = m.template_id
            left join users u on u.enterprise_id = m.enterprise_id and u.id = m.user_id
           where ${where}
           order by m.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
    ),
    rows<{ n: number }>(t.db, sql`select count(*)::int as n from service_plan_marketing m where ${where}`),
  ]);
  return {
    list: list.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    total: total?.n ?? 0,
  };
}
