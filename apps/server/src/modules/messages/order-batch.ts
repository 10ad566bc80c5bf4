import { sql } from 'drizzle-orm';
import {
  LOCALES,
  ORDER_MEMBER_ROLES,
  type DomainEventKind,
  type MessageSetting,
  type Messages,
} from '@fieldline/domain';
import { idArray, pgArray } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';
import { inRecipientsLanguage, insertAnnounced } from './deliver';

/** One order event's in-app message; whom it goes to is its kind's setting. */
export interface OrderEventMessage {
  eventId: number;
  kind: DomainEventKind;
  orderId: number;
  /** Never told of their own act. */
  actorUserId: number | null;
  title: Messages;
  body: Messages;
}

const texts = (values: readonly string[]) => sql`${pgArray(values)}::text[]`;
const column = (what: 'title' | 'body', locale: string) => sql.identifier(`${what}_${locale}`);

/**
 * A dispatch batch's in-app messages about orders (docs/events.md), written and announced by one
 * statement whose text does not grow with the batch: the events go in as arrays, and each kind's
 * recipients (the order's creator, assigner or server; its collaborators or cc; users of the roles
 * the setting names) are joined set-based. It writes what `writeEventMessages` writes for each
 * event on its own: the enabled users named, in their language, not the actor, while the order
 * exists; one per (event, user), numbered in the events' order. Answers the users written to, each once.
 */
export async function writeOrderEventMessages(
  t: TenantDb,
  messages: readonly OrderEventMessage[],
  settings: readonly MessageSetting[],
): Promise<number[]> {
  if (!messages.length) return [];
  const kinds = new Set(messages.map((m) => m.kind));
  const mine = settings.filter((s) => kinds.has(s.kind));
  const named = mine.flatMap((s) =>
    s.recipients.filter((who) => who !== 'roles').map((who) => ({ kind: s.kind, who })),
  );
  const roles = mine.flatMap((s) =>
    s.recipients.includes('roles') ? s.roleIds.map((id) => [s.kind, id] as const) : [],
  );
  const ctes = sql`ev as (
      select e.*, o.created_by, o.assigned_by, o.server_user_id
        from unnest(${idArray(messages.map((m) => m.eventId))}, ${texts(messages.map((m) => m.kind))},
                    ${idArray(messages.map((m) => m.orderId))}, ${idArray(messages.map((m) => m.actorUserId ?? 0))},
                    ${sql.join(
                      LOCALES.flatMap((l) => [
                        texts(messages.map((m) => m.title[l])),
                        texts(messages.map((m) => m.body[l])),
                      ]),
                      sql`, `,
                    )})
             as e(event_id, kind, order_id, actor_id, ${sql.join(
               LOCALES.flatMap((l) => [column('title', l), column('body', l)]),
               sql`, `,
             )})
        join orders o on ${mineSql(t, 'o')} and o.id = e.order_id),
    named as (
      select * from unnest(${texts(named.map((n) => n.kind))}, ${texts(named.map((n) => n.who))}) as n(kind, who)),
    ranked as (
      select * from unnest(${texts(roles.map((r) => r[0]))}, ${idArray(roles.map((r) => r[1]))}) as r(kind, role_id)),
    recipients as (
      select e.event_id,
             case n.who when 'creator' then e.created_by when 'assigner' then e.assigned_by
                        when 'server' then e.server_user_id end as user_id
        from ev e join named n on n.kind = e.kind
      union
      select e.event_id, m.user_id
        from ev e join named n on n.kind = e.kind
        join order_members m on ${mineSql(t, 'm')} and m.order_id = e.order_id
         and m.role = case n.who when 'collaborators' then ${ORDER_MEMBER_ROLES.collaborator}::int
                                 when 'cc' then ${ORDER_MEMBER_ROLES.cc}::int end
      union
      select e.event_id, ur.user_id
        from ev e join ranked r on r.kind = e.kind
        join user_roles ur on ${mineSql(t, 'ur')} and ur.role_id = r.role_id)`;
  return insertAnnounced(
    t,
    sql`select ${t.enterpriseId}::bigint, u.id, e.kind, ${inRecipientsLanguage((l) => sql`e.${column('title', l)}`)},
               ${inRecipientsLanguage((l) => sql`e.${column('body', l)}`)}, 'order'::text, e.order_id, e.event_id
          from recipients r
          join ev e on e.event_id = r.event_id
          join users u on ${mineSql(t, 'u')} and u.id = r.user_id
         where u.enabled and u.id <> e.actor_id
         order by e.event_id, u.id`,
    ctes,
  );
}
