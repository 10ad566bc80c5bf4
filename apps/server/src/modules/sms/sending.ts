import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_LOCALE,
  ORDER_STATE_LABELS,
  SMS_MARKETING_KIND,
  SMS_PRICE,
  isLocale,
  planStanding,
  renderSmsText,
  type Locale,
  type OrderState,
  type SmsSkipReason,
  ENTERPRISE_TIME_ZONE,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { enterprises, smsSends, smsSignatures } from '../../db/schema';
import type { SmsProvider } from '../../core/sms';
import { allTenants, asTenant, mine, mineSql, type TenantDb } from '../../core/tenant';
import { passedTemplatesOf } from './review';

/** The zone SMS times are written in (the product serves companies in China). */
export const SMS_TIME_ZONE = ENTERPRISE_TIME_ZONE;
/** A message still `sending` after this long was interrupted (a crash between claim and answer). */
const INTERRUPTED_AFTER_MINUTES = 10;
const BATCH = 50;

/** A recipient of an event, as the message centre found them. */
export interface SmsRecipient {
  id: number;
  phone: string | null;
  locale: string | null;
}

/** What the SMS channel needs of the event (the message centre's DomainEvent fits). */
export interface SmsEvent {
  id: number;
  kind: string;
  objectKind: string;
  objectId: number;
  actorUserId: number | null;
}

const time = (column: string) =>
  sql.raw(`to_char(${column} at time zone '${SMS_TIME_ZONE}', 'YYYY-MM-DD HH24:MI')`);

/** The order's placeholder values (spec-business §3), in one statement; progress_name is per language. */
async function orderValues(t: TenantDb, event: SmsEvent) {
  const [o] = await rows<Record<string, string | number | null>>(
    t.db,
    sql`select o.order_no, o.title, o.state, ${time('coalesce(o.estimated_at, o.appointment_at)')} as estimate_arrive_time,
               o.customer_name as custom_name, o.contact_name as custom_linkperson,
               o.contact_phone as custom_phone, o.address_text as map_name,
               su.name as visit_user, su.phone as visit_user_phone,
               ${time('o.accepted_at')} as take_order_time, ${time('o.started_at')} as sign_time1,
               ${time('o.completed_at')} as sign_time2,
               (select au.name from users au where ${mineSql(t, 'au')} and au.id = ${event.actorUserId ?? 0})
                 as order_message_user
          from orders o
          left join users su on su.enterprise_id = o.enterprise_id and su.id = o.server_user_id
         where ${mineSql(t, 'o')} and o.id = ${event.objectId}`,
  );
  if (!o) return null;
  const base = Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, v === null || v === undefined ? null : String(v)]),
  ) as Record<string, string | null>;
  return (locale: Locale) => ({
    ...base,
    progress_name: ORDER_STATE_LABELS[Number(o.state) as OrderState]?.[locale] ?? '',
  });
}

/** Why nothing may be sent for the enterprise at all, or its signature. */
async function senderOf(t: TenantDb): Promise<{ skip: SmsSkipReason } | { signature: string }> {
  const [e] = await t.db
    .select({ isChargeUser: enterprises.isChargeUser, serviceExpireAt: enterprises.serviceExpireAt })
    .from(enterprises)
    .where(eq(enterprises.id, t.enterpriseId));
  if (!e || planStanding(e.isChargeUser, e.serviceExpireAt) !== 'paid') return { skip: 'freeTier' };
  const [s] = await t.db
    .select({ active: smsSignatures.activeName })
    .from(smsSignatures)
    .where(mine(t, smsSignatures));
  return s?.active ? { signature: s.active } : { skip: 'noSignature' };
}

/** Takes one message's price from the balance; false (nothing taken) when it would go negative. */
async function debit(t: TenantDb) {
  const taken = await rows<{ balance: string }>(
    t.db,
    sql`update sms_balances set balance = balance - ${SMS_PRICE}::numeric, updated_at = now()
         where ${mineSql(t)} and balance >= ${SMS_PRICE}::numeric returning balance`,
  );
  return taken.length > 0;
}

/** Placeholder values the message centre already holds for the event, per language (its object's, the SLA's). */
export type SmsValues = (locale: Locale) => Record<string, string>;

/**
 * The SMS channel of an event (message settings): for each recipient with a phone, the kind's passed
 * template in their language (else the default language's, else any), with the passed signature in
 * front, charged SMS_PRICE and queued; or a log row saying why not (free tier, no signature, no
 * template, insufficient balance). An order's placeholders are read here; `given` adds what the
 * message centre holds (an SLA warning's sla_*, an event's own: its module fills them), and is all
 * a non-order object has (without it such an object sends nothing). Runs in the message consumer's
 * receipt transaction, and the log is unique per (event, recipient): a redelivered event neither
 * charges nor sends again. The queued rows are sent after commit by `sendQueuedSms`.
 */
export async function queueEventSms(
  t: TenantDb,
  event: SmsEvent,
  recipients: readonly SmsRecipient[],
  given?: SmsValues,
) {
  const people = recipients.filter((r) => r.phone);
  if (!people.length || (event.objectKind !== 'order' && !given)) return 0;
  const sender = await senderOf(t);
  const templates = 'signature' in sender ? await passedTemplatesOf(t, event.kind) : [];
  const own = templates.length && event.objectKind === 'order' ? await orderValues(t, event) : null;
  const values: ((l: Locale) => Record<string, string | null>) | null = !templates.length
    ? null
    : event.objectKind === 'order'
      ? own && ((l) => ({ ...given?.(l), ...own(l) }))
      : given!;
  let queued = 0;
  for (const person of people) {
    const locale = isLocale(person.locale) ? person.locale : DEFAULT_LOCALE;
    const template =
      templates.find((x) => x.locale === locale) ??
      templates.find((x) => x.locale === DEFAULT_LOCALE) ??
      templates[0];
    const skip: SmsSkipReason | null =
      'skip' in sender ? sender.skip : !template || !values ? 'noTemplate' : null;
    const content =
      'signature' in sender && template && values
        ? `【${sender.signature}】${renderSmsText(template.content, values(locale))}`
        : '';
    if (
      await queueOne(t, skip, {
        eventId: event.id,
        kind: event.kind,
        objectKind: event.objectKind,
        objectId: event.objectId,
        userId: person.id,
        phone: person.phone!,
        templateId: template?.id ?? null,
        content,
      })
    )
      queued += 1;
  }
  return queued;
}

type SendRow = Omit<typeof smsSends.$inferInsert, 'enterpriseId' | 'cost' | 'status' | 'reason'>;

/**
 * Writes one message into the send log, queued and charged SMS_PRICE, or skipped with its reason
 * (and skipped for insufficient balance when the charge fails). True when queued; false when skipped
 * or already logged (the per-event unique index: a redelivery).
 */
async function queueOne(t: TenantDb, skip: SmsSkipReason | null, message: SendRow) {
  const [row] = await t.db
    .insert(smsSends)
    .values({
      ...message,
      enterpriseId: t.enterpriseId,
      cost: skip ? '0' : SMS_PRICE,
      status: skip ? 'skipped' : 'queued',
      reason: skip,
    })
    .onConflictDoNothing()
    .returning({ id: smsSends.id });
  if (!row || skip) return false;
  if (await debit(t)) return true;
  await t.db
    .update(smsSends)
    .set({ status: 'skipped', reason: 'insufficientBalance', cost: '0' })
    .where(mine(t, smsSends, eq(smsSends.id, row.id)));
  return false;
}

/** A customer an SMS marketing campaign reaches, with its mobile and its placeholder values. */
export interface MarketingRecipient {
  customerId: number;
  phone: string;
  /** name, linkperson, linkperson_phone, map_name (SMS_MARKETING_PLACEHOLDERS). */
  values: Record<string, string | null>;
}

/** The enterprise's passed marketing templates (kind 'marketing'), by language: what a campaign may use. */
export async function marketingTemplates(t: TenantDb) {
  const list = await passedTemplatesOf(t, SMS_MARKETING_KIND);
  return list
    .map((r) => ({ id: r.id, locale: r.locale, content: r.content }))
    .sort((a, b) => a.locale.localeCompare(b.locale) || a.id - b.id);
}

/**
 * SMS marketing (issue 25, /cyclePlan/SMSmarketing/{id}): one message per customer, the passed
 * marketing template `templateId` filled with the customer's placeholders behind the enterprise's
 * signature, charged and queued like an event's (or logged as skipped: free tier, no signature,
 * insufficient balance), sent by `sendQueuedSms`. Answers null when the template is not a passed
 * marketing one of the enterprise, else how many were queued.
 */
export async function queueMarketingSms(
  t: TenantDb,
  templateId: number,
  recipients: readonly MarketingRecipient[],
) {
  const template = (await passedTemplatesOf(t, SMS_MARKETING_KIND)).find((x) => x.id === templateId);
  if (!template) return null;
  const sender = await senderOf(t);
  let queued = 0;
  for (const r of recipients) {
    const skip = 'skip' in sender ? sender.skip : null;
    const content =
      'signature' in sender ? `【${sender.signature}】${renderSmsText(template.content, r.values)}` : '';
    if (
      await queueOne(t, skip, {
        kind: SMS_MARKETING_KIND,
        objectKind: 'customer',
        objectId: r.customerId,
        phone: r.phone,
        templateId: template.id,
        content,
      })
    )
      queued += 1;
  }
  return queued;
}

/**
 * Sends what is queued, oldest first, through the app's SMS provider: each row is claimed
 * (`sending`, committed) before the provider is called, so a message is sent at most once even if
 * two senders run or the process dies mid-way (it then stays `sending` until the sweep marks it
 * interrupted). A provider failure marks the row failed and gives the price back, in one
 * transaction. Answers how many were sent.
 */
export async function sendQueuedSms(db: Db, provider: SmsProvider, log: FastifyBaseLogger) {
  let sent = 0;
  for (;;) {
    const claimed = await allTenants(() =>
      rows<{ enterprise_id: number; id: number; phone: string; content: string; kind: string }>(
        db,
        sql`update sms_sends s set status = 'sending', sent_at = now()
             from (select q.enterprise_id as ep, q.id as key from sms_sends q where q.status = 'queued'
                    order by q.id limit ${BATCH} for update skip locked) c
            where s.enterprise_id = c.ep and s.id = c.key
            returning s.enterprise_id, s.id, s.phone, s.content, s.kind`,
      ),
    );
    if (!claimed.length) return sent;
    for (const m of claimed) {
      const t: TenantDb = { db, enterpriseId: Number(m.enterprise_id) };
      const id = Number(m.id);
      try {
        await provider.send({ phone: m.phone, template: `event_${m.kind}`, content: m.content });
        await asTenant(t.enterpriseId, () =>
          db
            .update(smsSends)
            .set({ status: 'sent', sentAt: sql`now()` })
            .where(mine(t, smsSends, eq(smsSends.id, id), eq(smsSends.status, 'sending'))),
        );
        sent += 1;
      } catch (err) {
        log.error({ err, sms: id }, 'sms provider failed; the message is marked failed and refunded');
        await asTenant(t.enterpriseId, () => refund(t, id));
      }
    }
  }
}

/** A failed message: marked failed and its price given back, together. */
async function refund(t: TenantDb, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = { db: tx, enterpriseId: t.enterpriseId };
    const [row] = await tx
      .update(smsSends)
      .set({ status: 'failed', reason: 'providerFailed', cost: '0' })
      .where(mine(tt, smsSends, eq(smsSends.id, id), eq(smsSends.status, 'sending')))
      .returning({ id: smsSends.id });
    if (!row) return;
    await tx.execute(
      sql`update sms_balances set balance = balance + ${SMS_PRICE}::numeric, updated_at = now() where ${mineSql(tt)}`,
    );
  });
}

/** Rows left `sending` by a crash: whether the gateway took them is unknown, so they stay charged. */
export async function markInterrupted(db: Db) {
  return allTenants(() =>
    db
      .update(smsSends)
      .set({ status: 'failed', reason: 'interrupted' })
      .where(
        and(
          eq(smsSends.status, 'sending'),
          lt(smsSends.sentAt, sql`now() - make_interval(mins => ${INTERRUPTED_AFTER_MINUTES})`),
        ),
      )
      .returning({ id: smsSends.id })
      .then((r) => r.length),
  );
}
