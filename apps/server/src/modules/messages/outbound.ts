import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  type MessageChannel,
  type Messages,
  type OutboundItem,
  type PageQuery,
} from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { allTenants, asTenant, mine, mineSql, type TenantDb } from '../../core/tenant';
import type { ChatAppProvider } from '../../core/chat-app';
import type { EmailProvider } from '../../core/email';
import { outboundMessages } from '../../db/schema';
import type { DomainEvent } from '../events';
import { robotOf } from './robot';

/** A recipient of an event's message, with what the outside channels need. */
export interface Recipient {
  id: number;
  locale: string | null;
  phone: string | null;
  email: string | null;
}

const localeOf = (r: Recipient): Locale => (isLocale(r.locale) ? r.locale : DEFAULT_LOCALE);

/**
 * Queues an event's chat-app and email messages in the consumer's receipt transaction: one post to
 * the enterprise's group robot per language its recipients read, mentioning them by mobile; one email
 * per recipient with an address. Unique per (event, channel, address): a redelivery queues nothing.
 * A channel that is not set up (no robot saved) queues nothing.
 */
export async function queueOutbound(
  t: TenantDb,
  event: DomainEvent,
  people: readonly Recipient[],
  text: { title: Messages; body: Messages },
  channels: ReadonlySet<MessageChannel>,
) {
  const values: (typeof outboundMessages.$inferInsert)[] = [];
  const base = { enterpriseId: t.enterpriseId, eventId: event.id, kind: event.kind };
  if (channels.has('chatApp') && (await robotOf(t))) {
    const byLocale = new Map<Locale, string[]>();
    for (const p of people)
      if (p.phone) byLocale.set(localeOf(p), [...(byLocale.get(localeOf(p)) ?? []), p.phone]);
    for (const [locale, mobiles] of byLocale)
      values.push({
        ...base,
        channel: 'chatApp',
        address: `robot:${locale}`,
        mobiles,
        body: `${text.title[locale]}\n${text.body[locale]}`,
      });
  }
  if (channels.has('email'))
    for (const p of people)
      if (p.email)
        values.push({
          ...base,
          channel: 'email',
          address: p.email,
          subject: text.title[localeOf(p)],
          body: text.body[localeOf(p)],
        });
  if (values.length) await t.db.insert(outboundMessages).values(values).onConflictDoNothing();
  return values.length;
}

export interface OutboundProviders {
  chatApp: ChatAppProvider;
  email: EmailProvider;
}

const BATCH = 50;
/** A row left `sending` this long was cut off by a crash: whether it went out is unknown. */
const INTERRUPTED_AFTER_MINUTES = 10;

/**
 * Sends what the consumers queued (after each dispatch pass): rows are claimed `sending` first, so two
 * processes never send one twice; sent or failed with the provider's reason. At most once: a message
 * whose sending was interrupted is marked failed, not sent again.
 */
export async function sendQueuedOutbound(db: Db, providers: OutboundProviders, log: FastifyBaseLogger) {
  let sent = 0;
  for (;;) {
    const claimed = await allTenants(() =>
      rows<{
        enterprise_id: number;
        id: number;
        channel: string;
        address: string;
        mobiles: string[];
        subject: string;
        body: string;
      }>(
        db,
        sql`update outbound_messages m set status = 'sending', sent_at = now()
              from (select q.enterprise_id as ep, q.id as key from outbound_messages q where q.status = 'queued'
                     order by q.id limit ${BATCH} for update skip locked) c
             where m.enterprise_id = c.ep and m.id = c.key
             returning m.enterprise_id, m.id, m.channel, m.address, m.mobiles, m.subject, m.body`,
      ),
    );
    if (!claimed.length) return sent;
    for (const m of claimed) {
      const t: TenantDb = { db, enterpriseId: Number(m.enterprise_id) };
      const id = Number(m.id);
      let error: string | null = null;
      try {
        if (m.channel === 'email')
          await providers.email.send({ to: m.address, subject: m.subject, text: m.body });
        else {
          const robot = await asTenant(t.enterpriseId, () => robotOf(t));
          if (!robot) throw new Error('the chat-app robot was removed');
          await providers.chatApp.send(robot, { text: m.body, mobiles: m.mobiles });
        }
        sent += 1;
      } catch (err) {
        error = err instanceof Error ? err.message.slice(0, 500) : String(err);
        log.warn({ err, outbound: id, channel: m.channel }, 'outbound message failed');
      }
      await asTenant(t.enterpriseId, () =>
        db
          .update(outboundMessages)
          .set(error ? { status: 'failed', error } : { status: 'sent', sentAt: sql`now()` })
          .where(
            mine(t, outboundMessages, eq(outboundMessages.id, id), eq(outboundMessages.status, 'sending')),
          ),
      );
    }
  }
}

/** Rows left `sending` by a crash are failed (run at start). */
export function markOutboundInterrupted(db: Db) {
  return allTenants(() =>
    db
      .update(outboundMessages)
      .set({ status: 'failed', error: 'interrupted' })
      .where(
        and(
          eq(outboundMessages.status, 'sending'),
          lt(outboundMessages.sentAt, sql`now() - make_interval(mins => ${INTERRUPTED_AFTER_MINUTES})`),
        ),
      ),
  );
}

/** One page of the enterprise's outbound messages, newest first (the settings page's send log). */
export async function listOutbound(t: TenantDb, q: PageQuery) {
  const list = await rows<OutboundItem>(
    t.db,
    sql`select m.id::int as id, m.channel, m.kind, m.address, m.subject, m.status, m.error,
               m.created_at as "createdAt", m.sent_at as "sentAt"
          from outbound_messages m where ${mineSql(t, 'm')}
         order by m.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}`,
  );
  const [count] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from outbound_messages m where ${mineSql(t, 'm')}`,
  );
  return { list, total: Number(count?.n ?? 0) };
}
