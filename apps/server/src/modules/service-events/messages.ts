import { sql } from 'drizzle-orm';
import type { ServiceEventMessageInput } from '@fieldline/domain';
import { rows } from '../../db/client';
import type { Tenant } from '../../core/tenant';
import { requireEvent } from './queries';

/** POST /v2/event/message: an internal note or a reply to the customer on an event I may see. */
export async function addEventMessage(t: Tenant, input: ServiceEventMessageInput) {
  await requireEvent(t, input.eventId);
  const [m] = await rows<{ id: number }>(
    t.db,
    sql`insert into service_event_messages (enterprise_id, event_id, user_id, kind, content)
        values (${t.enterpriseId}, ${input.eventId}, ${t.user.id}, ${input.kind}, ${input.content})
        returning id::int as id`,
  );
  return { id: m!.id };
}
