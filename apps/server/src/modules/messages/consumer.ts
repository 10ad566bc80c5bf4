import { sql, type SQL } from 'drizzle-orm';
import {
  DOMAIN_EVENT_KIND_LIST,
  MESSAGE_KINDS,
  ORDER_MEMBER_ROLES,
  LOCALES,
  format,
  type Locale,
  type MessageSetting,
  type Messages,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import type { DomainEvent, EventConsumer } from '../events';
import { queueEventSms } from '../sms';
import { messageSettingsOf } from './settings';
import { writeEventMessages } from './deliver';

export { MESSAGES_CHANNEL } from './deliver';

interface OrderFacts {
  order_no: string;
  title: string;
}

/** The users a setting names for an order, as one SQL set of ids. */
function orderRecipients(t: TenantDb, orderId: number, s: MessageSetting): SQL[] {
  const parts: SQL[] = [];
  const column = { creator: 'created_by', assigner: 'assigned_by', server: 'server_user_id' } as const;
  for (const who of ['creator', 'assigner', 'server'] as const)
    if (s.recipients.includes(who))
      parts.push(
        sql`select o.${sql.raw(column[who])} from orders o where ${mineSql(t, 'o')} and o.id = ${orderId}`,
      );
  const members = { collaborators: ORDER_MEMBER_ROLES.collaborator, cc: ORDER_MEMBER_ROLES.cc } as const;
  for (const who of ['collaborators', 'cc'] as const)
    if (s.recipients.includes(who))
      parts.push(
        sql`select m.user_id from order_members m
             where ${mineSql(t, 'm')} and m.order_id = ${orderId} and m.role = ${members[who]}`,
      );
  if (s.recipients.includes('roles') && s.roleIds.length)
    parts.push(
      sql`select ur.user_id from user_roles ur where ${mineSql(t, 'ur')} and ur.role_id in (${sql.join(
        s.roleIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return parts;
}

/** The order's number and title: from the event (what it was then), else from the order. */
async function orderFacts(t: TenantDb, event: DomainEvent) {
  const { orderNo, title } = event.payload;
  if (typeof orderNo === 'string' && typeof title === 'string') return { orderNo, title };
  const [order] = await rows<OrderFacts>(
    t.db,
    sql`select order_no, title from orders o where ${mineSql(t, 'o')} and o.id = ${event.objectId}`,
  );
  return order && { orderNo: order.order_no, title: order.title };
}

/**
 * Placeholders an event carries for its text in each language (`payload.placeholders[locale]`, as
 * the SLA warnings' sla_type, sla_step, sla_step_time, sla_warn); only strings are taken.
 */
function payloadPlaceholders(event: DomainEvent, locale: Locale): Record<string, string> {
  const all = event.payload.placeholders as Record<string, Record<string, unknown>> | undefined;
  const mine = all && typeof all === 'object' ? all[locale] : undefined;
  if (!mine || typeof mine !== 'object') return {};
  return Object.fromEntries(
    Object.entries(mine).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * Writes one in-app message per recipient of an event, in the recipient's language, skipping the
 * actor. Runs in the consumer's receipt transaction (docs/events.md); the unique index on
 * (enterprise, event, user) keeps a message single even if the receipt were lost. The recipients,
 * the insert and the NOTIFY (which PostgreSQL delivers only when the transaction commits) are one
 * statement (writeEventMessages).
 */
export async function deliver(t: TenantDb, event: DomainEvent) {
  const [setting] = await messageSettingsOf(t, [event.kind]);
  const inApp = setting?.channels.includes('inApp');
  const sms = setting?.channels.includes('sms');
  if (!setting?.enabled || !(inApp || sms) || event.objectKind !== 'order') return [];
  const parts = orderRecipients(t, event.objectId, setting);
  if (!parts.length) return [];
  const params = await orderFacts(t, event);
  if (!params) return [];
  const exists = sql`exists (select 1 from orders o where ${mineSql(t, 'o')} and o.id = ${event.objectId})`;
  // the SMS channel: charged, logged and queued in this receipt transaction (modules/sms)
  if (sms) {
    const people = await rows<{ id: number; locale: string | null; phone: string | null }>(
      t.db,
      sql`select u.id::int as id, u.locale, u.phone from users u
           where ${mineSql(t, 'u')} and u.enabled and u.id <> ${event.actorUserId ?? 0}
             and u.id in (${sql.join(parts, sql` union `)}) and ${exists}
           order by u.id`,
    );
    if (people.length) await queueEventSms(t, event, people);
  }
  if (!inApp) return [];
  const text = MESSAGE_KINDS[event.kind];
  const each = (render: (l: Locale) => string) =>
    Object.fromEntries(LOCALES.map((l) => [l, render(l)])) as Messages;
  return writeEventMessages(
    t,
    {
      kind: event.kind,
      eventId: event.id,
      objectKind: event.objectKind,
      objectId: event.objectId,
      title: each((l) => `${text.name[l]}${l === 'zh_CN' ? '：' : ': '}${params.orderNo}`),
      body: each((l) => format(text.body[l], { ...payloadPlaceholders(event, l), ...params })),
      actorUserId: event.actorUserId,
      exists,
    },
    sql.join(parts, sql` union `),
  );
}

/** The message centre's consumer of domain events (registered in app.ts EVENT_CONSUMERS). */
export const messageConsumer: EventConsumer = {
  name: 'messages',
  kinds: DOMAIN_EVENT_KIND_LIST,
  handle: async (t, event) => {
    await deliver(t, event);
  },
};
