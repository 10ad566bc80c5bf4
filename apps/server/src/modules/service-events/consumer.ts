import { sql } from 'drizzle-orm';
import {
  DOMAIN_EVENT_KIND_LIST,
  type DomainEventKind,
  type MessageRecipient,
  ENTERPRISE_TIME_ZONE,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import type { EventConsumer } from '../events';
import { deliverObjectEvent } from '../messages';

interface Facts {
  event_no: string;
  title: string;
  custom_name: string | null;
  principal_user: string | null;
  principal_user_phone: string | null;
  create_time: string;
  complete_time: string | null;
}

/** Times in messages and SMS read as the service desk's wall clock (as SMS times and the event lists). */
const wall = (column: string) =>
  sql.raw(`to_char(${column} at time zone '${ENTERPRISE_TIME_ZONE}', 'YYYY-MM-DD HH24:MI')`);

/** Every serviceEvent.* kind, the SLA's warnings and breaches included. */
const KINDS = DOMAIN_EVENT_KIND_LIST.filter((k) => k.startsWith('serviceEvent.')) as DomainEventKind[];

/** The users a recipient kind names for an event: server = main owner, collaborators = coordinators; no cc. */
function eventRecipient(t: TenantDb, id: number, who: MessageRecipient) {
  const column = { creator: 'created_by', assigner: 'assigned_by', server: 'principal_user_id' } as const;
  if (who === 'creator' || who === 'assigner' || who === 'server')
    return sql`select e.${sql.raw(column[who])} from service_events e where ${mineSql(t, 'e')} and e.id = ${id}`;
  if (who === 'collaborators')
    return sql`select c.user_id from service_event_coordinators c where ${mineSql(t, 'c')} and c.event_id = ${id}`;
  return undefined;
}

/**
 * Messages of the service desk (issue 23): each serviceEvent.* domain event (transitions, SLA
 * warnings and breaches) is delivered per the enterprise's saved message setting of its kind, else
 * the kind's defaults, read for an event (server = main owner, creator, assigner = who assigned it,
 * collaborators = the coordinators, roles; an escalation always tells the person it went to), never
 * the actor, in each one's language with the event's placeholders (SB:63: event_no, title,
 * custom_name, principal_user, principal_user_phone, create_time, complete_time) and the SLA's, on
 * the channels the setting names (in-app, SMS through the SMS module's templates, chat app, email).
 * The messages module's own consumer delivers orders only.
 */
export const serviceEventConsumer: EventConsumer = {
  name: 'service-events',
  kinds: KINDS,
  handle: async (t, event) => {
    const [f] = await rows<Facts>(
      t.db,
      sql`select e.event_no, e.title, e.customer_name as custom_name,
                 u.name as principal_user, u.phone as principal_user_phone,
                 ${wall('e.created_at')} as create_time, ${wall('e.completed_at')} as complete_time
            from service_events e
            left join users u on u.enterprise_id = e.enterprise_id and u.id = e.principal_user_id
           where ${mineSql(t, 'e')} and e.id = ${event.objectId}`,
    );
    if (!f) return;
    const id = event.objectId;
    await deliverObjectEvent(t, event, {
      number: f.event_no,
      params: {
        event_no: f.event_no,
        title: f.title,
        custom_name: f.custom_name ?? '-',
        principal_user: f.principal_user ?? '-',
        principal_user_phone: f.principal_user_phone ?? '',
        create_time: f.create_time,
        complete_time: f.complete_time ?? '',
      },
      recipient: (who) => eventRecipient(t, id, who),
      always:
        event.kind === 'serviceEvent.escalated'
          ? sql`select e.escalated_to_user_id from service_events e where ${mineSql(t, 'e')} and e.id = ${id}`
          : undefined,
      exists: sql`exists (select 1 from service_events e where ${mineSql(t, 'e')} and e.id = ${id} and e.deleted_at is null)`,
    });
  },
};
