import { sql } from 'drizzle-orm';
import {
  DEFAULT_MESSAGE_RECIPIENTS,
  DOMAIN_EVENT_KIND_LIST,
  LOCALES,
  MESSAGE_KINDS,
  format,
  type DomainEventKind,
  type Messages,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql } from '../../core/tenant';
import type { EventConsumer } from '../events';
import { deliverInApp } from '../messages';

interface Facts {
  event_no: string;
  title: string;
  custom_name: string | null;
  principal_user: string | null;
  principal_user_id: number | null;
  created_by: number | null;
  assigned_by: number | null;
  escalated_to: number | null;
  coordinators: number[];
}

const KINDS = DOMAIN_EVENT_KIND_LIST.filter(
  (k) => k.startsWith('serviceEvent.') && !k.startsWith('serviceEvent.sla'),
) as DomainEventKind[];

/**
 * Messages of the service desk (issue 23): each serviceEvent.* transition tells the people the
 * kind's default recipients name, read for an event (server = the main owner, creator, assigner =
 * who assigned it, collaborators = the coordinators; an escalation also tells the person it went
 * to), never the actor, in each one's language with the placeholders event_no, title, custom_name
 * and principal_user. The messages module's own consumer handles orders only.
 */
export const serviceEventConsumer: EventConsumer = {
  name: 'service-events',
  kinds: KINDS,
  handle: async (t, event) => {
    const [f] = await rows<Facts>(
      t.db,
      sql`select e.event_no, e.title, e.customer_name as custom_name,
                 (select u.name from users u where u.enterprise_id = e.enterprise_id and u.id = e.principal_user_id) as principal_user,
                 e.principal_user_id::int as principal_user_id, e.created_by::int as created_by,
                 e.assigned_by::int as assigned_by, e.escalated_to_user_id::int as escalated_to,
                 (select coalesce(json_agg(c.user_id::int), '[]') from service_event_coordinators c
                   where c.enterprise_id = e.enterprise_id and c.event_id = e.id) as coordinators
            from service_events e where ${mineSql(t, 'e')} and e.id = ${event.objectId}`,
    );
    if (!f) return;
    const kind = event.kind as DomainEventKind;
    const who = DEFAULT_MESSAGE_RECIPIENTS[kind] ?? [];
    const ids = new Set<number>();
    const add = (id: number | null) => id && ids.add(id);
    if (who.includes('server')) add(f.principal_user_id);
    if (who.includes('creator')) add(f.created_by);
    if (who.includes('assigner')) add(f.assigned_by);
    if (who.includes('collaborators')) f.coordinators.forEach(add);
    if (kind === 'serviceEvent.escalated') add(f.escalated_to);
    if (event.actorUserId) ids.delete(event.actorUserId);
    if (!ids.size) return;
    const text = MESSAGE_KINDS[kind];
    const params = {
      event_no: f.event_no,
      title: f.title,
      custom_name: f.custom_name ?? '-',
      principal_user: f.principal_user ?? '-',
    };
    const each = (render: (l: (typeof LOCALES)[number]) => string) =>
      Object.fromEntries(LOCALES.map((l) => [l, render(l)])) as Messages;
    await deliverInApp(t, {
      userIds: [...ids],
      kind,
      title: each((l) => `${text.name[l]}${l === 'zh_CN' ? '：' : ': '}${f.event_no}`),
      body: each((l) => format(text.body[l], params)),
      objectKind: 'serviceEvent',
      objectId: event.objectId,
    });
  },
};
