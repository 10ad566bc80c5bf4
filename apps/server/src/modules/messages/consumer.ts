import { sql, type SQL } from 'drizzle-orm';
import {
  DOMAIN_EVENT_KIND_LIST,
  MESSAGE_KINDS,
  ORDER_MEMBER_ROLES,
  LOCALES,
  format,
  type Locale,
  type MessageRecipient,
  type MessageSetting,
  type Messages,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import type { DomainEvent, EventConsumer } from '../events';
import { queueEventSms } from '../sms';
import { messageSettingsOf } from './settings';
import { writeEventMessages, type PlannedEventMessage } from './deliver';
import { writeOrderEventMessages, type OrderEventMessage } from './order-batch';
import { queueOutbound, type Recipient } from './outbound';

export { MESSAGES_CHANNEL } from './deliver';

interface OrderFacts {
  order_no: string;
  title: string;
}

/** The users a recipient kind names for an order (roles are the message centre's own). */
function orderRecipient(t: TenantDb, orderId: number, who: MessageRecipient): SQL | undefined {
  const column = { creator: 'created_by', assigner: 'assigned_by', server: 'server_user_id' } as const;
  if (who === 'creator' || who === 'assigner' || who === 'server')
    return sql`select o.${sql.raw(column[who])} from orders o where ${mineSql(t, 'o')} and o.id = ${orderId}`;
  const members = { collaborators: ORDER_MEMBER_ROLES.collaborator, cc: ORDER_MEMBER_ROLES.cc } as const;
  if (who === 'collaborators' || who === 'cc')
    return sql`select m.user_id from order_members m
                where ${mineSql(t, 'm')} and m.order_id = ${orderId} and m.role = ${members[who]}`;
  return undefined;
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

/** What a module tells the message centre about its object for one domain event. */
export interface ObjectMessage {
  /** The object's number, shown in the title (order_no, event_no). */
  number: string;
  /** The text's placeholders (the event's own `payload.placeholders` are merged under them). */
  params: Record<string, string>;
  /** The users a recipient kind of the saved setting names for the object, as SQL selecting ids. */
  recipient: (who: MessageRecipient) => SQL | undefined;
  /** Users told whenever the kind is on, whoever the setting names (an escalation's target). */
  always?: SQL;
  /** The object must still exist (else nobody is told). */
  exists: SQL;
}

/**
 * Delivers one domain event about an object per the enterprise's saved message setting of its kind
 * (else the kind's defaults): off → nobody; the recipients it names (roles through user_roles); the
 * in-app channel (in each recipient's language), the SMS channel (modules/sms; with the same
 * placeholders as the text: the object's params and the event's own), the chat app and email
 * (outbound.ts). Runs in the consumer's receipt transaction; the unique (enterprise, event, user) index
 * keeps a message single, the SMS log is unique per (event, recipient) and the outbound queue per
 * (event, channel, address), so a redelivery tells nobody twice. Skips the actor.
 */
export async function deliverObjectEvent(t: TenantDb, event: DomainEvent, m: ObjectMessage) {
  const [setting] = await messageSettingsOf(t, [event.kind]);
  const planned = await planObjectEvent(t, event, m, setting);
  return planned ? writeEventMessages(t, planned.message, planned.recipients) : [];
}

/**
 * deliverObjectEvent's work but the in-app write: the setting's recipients, the channels outside
 * the product (queued now), and the in-app message to write (null when the setting writes none).
 */
async function planObjectEvent(
  t: TenantDb,
  event: DomainEvent,
  m: ObjectMessage,
  setting: MessageSetting | undefined,
): Promise<PlannedEventMessage | null> {
  const channels = new Set(setting?.channels);
  if (!setting?.enabled || !channels.size) return null;
  const parts = setting.recipients.flatMap((who) => {
    if (who !== 'roles') return m.recipient(who) ?? [];
    if (!setting.roleIds.length) return [];
    return sql`select ur.user_id from user_roles ur where ${mineSql(t, 'ur')} and ur.role_id in (${sql.join(
      setting.roleIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  });
  if (m.always) parts.push(m.always);
  if (!parts.length) return null;
  const text = MESSAGE_KINDS[event.kind];
  const each = (render: (l: Locale) => string) =>
    Object.fromEntries(LOCALES.map((l) => [l, render(l)])) as Messages;
  const title = each((l) => `${text.name[l]}${l === 'zh_CN' ? '：' : ': '}${m.number}`);
  const body = each((l) => format(text.body[l], { ...payloadPlaceholders(event, l), ...m.params }));
  // channels outside the product: charged, logged or queued in this receipt transaction, sent after it
  if (channels.has('sms') || channels.has('chatApp') || channels.has('email')) {
    const people = await rows<Recipient>(
      t.db,
      sql`select u.id::int as id, u.locale, u.phone, u.email from users u
           where ${mineSql(t, 'u')} and u.enabled and u.id <> ${event.actorUserId ?? 0}
             and u.id in (${sql.join(parts, sql` union `)}) and ${m.exists}
           order by u.id`,
    );
    if (people.length && channels.has('sms'))
      await queueEventSms(t, event, people, (l) => ({ ...payloadPlaceholders(event, l), ...m.params }));
    if (people.length) await queueOutbound(t, event, people, { title, body }, channels);
  }
  if (!channels.has('inApp')) return null;
  return {
    message: {
      kind: event.kind,
      eventId: event.id,
      objectKind: event.objectKind,
      objectId: event.objectId,
      title,
      body,
      actorUserId: event.actorUserId,
      exists: m.exists,
    },
    recipients: sql.join(parts, sql` union `),
  };
}

/** What the message centre says of an order's event: its number and title, its people. */
const orderMessage = (t: TenantDb, event: DomainEvent, params: { orderNo: string; title: string }) => ({
  number: params.orderNo,
  params,
  recipient: (who: MessageRecipient) => orderRecipient(t, event.objectId, who),
  exists: sql`exists (select 1 from orders o where ${mineSql(t, 'o')} and o.id = ${event.objectId})`,
});

/** An order's domain event, delivered per its message setting (other objects' modules call deliverObjectEvent). */
export async function deliver(t: TenantDb, event: DomainEvent) {
  if (event.objectKind !== 'order') return [];
  const params = await orderFacts(t, event);
  if (!params) return [];
  return deliverObjectEvent(t, event, orderMessage(t, event, params));
}

/**
 * A dispatch batch of events (docs/events.md): each order event as `deliver` does it, with the
 * settings of the batch's kinds read once and every in-app message of the batch written (and
 * announced) by one statement of a fixed text (order-batch.ts), however many events came.
 */
export async function deliverBatch(t: TenantDb, events: readonly DomainEvent[]) {
  const orders = events.filter((e) => e.objectKind === 'order');
  if (!orders.length) return [];
  const settings = await messageSettingsOf(t, [...new Set(orders.map((e) => e.kind))]);
  const inApp: OrderEventMessage[] = [];
  for (const event of orders) {
    const params = await orderFacts(t, event);
    if (!params) continue;
    const setting = settings.find((s) => s.kind === event.kind);
    const planned = await planObjectEvent(t, event, orderMessage(t, event, params), setting);
    if (planned) {
      const { title, body } = planned.message;
      inApp.push({
        eventId: event.id,
        kind: event.kind,
        orderId: event.objectId,
        actorUserId: event.actorUserId,
        title,
        body,
      });
    }
  }
  return writeOrderEventMessages(t, inApp, settings);
}

/** The message centre's consumer of domain events (registered in app.ts EVENT_CONSUMERS). */
export const messageConsumer: EventConsumer = {
  name: 'messages',
  kinds: DOMAIN_EVENT_KIND_LIST,
  handle: async (t, event) => {
    await deliver(t, event);
  },
  handleBatch: async (t, events) => {
    await deliverBatch(t, events);
  },
};
