import { sql } from 'drizzle-orm';
import { FORM_KINDS, SERVICE_EVENT_ACCESS, TAG_OBJECT_KINDS, type FieldValues } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type Tenant } from '../../core/tenant';
import { registerFieldHost } from '../forms';
import { registerHandoverMover } from '../handover';
import { registerTaggableKind } from '../tags';

/**
 * Events as records of other modules' registries: the forms engine's event kind (5: custom values,
 * detail controls and custom buttons read and write them), event tags (object kind 5), and handover
 * (a departing user's open events as main owner go to the receiver).
 */
registerFieldHost(FORM_KINDS.event, {
  async load(t, objectId) {
    const powers = (t as Partial<Tenant>).powers;
    if (powers && !powers.includes(SERVICE_EVENT_ACCESS.view)) return null;
    const [e] = await rows<{
      template_id: number;
      values: FieldValues;
      event_no: string;
      title: string;
      customer: string | null;
    }>(
      t.db,
      sql`select e.template_id::int as template_id, e.custom_values as values, e.event_no, e.title,
                 e.customer_name as customer
            from service_events e where ${mineSql(t, 'e')} and e.id = ${objectId} and e.deleted_at is null`,
    );
    if (!e) return null;
    return {
      templateId: e.template_id,
      values: e.values,
      placeholders: { event_no: e.event_no, title: e.title, custom_name: e.customer ?? '' },
    };
  },
  async save(t, objectId, values) {
    await t.db.execute(
      sql`update service_events e set custom_values = ${JSON.stringify(values)}::jsonb, updated_at = now()
           where ${mineSql(t, 'e')} and e.id = ${objectId}`,
    );
  },
});

registerTaggableKind(TAG_OBJECT_KINDS.event, async (t, ids) =>
  (
    await rows<{ id: number }>(
      t.db,
      sql`select e.id::int as id from service_events e where ${mineSql(t, 'e')} and e.deleted_at is null
           and e.id = any(${`{${ids.join(',')}}`}::bigint[])`,
    )
  ).map((r) => r.id),
);

registerHandoverMover('events', async (tx, auth, fromUserId, toUserId) => {
  const moved = await rows<{ id: number }>(
    tx,
    sql`update service_events e set principal_user_id = ${toUserId}, updated_at = now()
         where ${mineSql(auth.user, 'e')} and e.principal_user_id = ${fromUserId} and e.state in (2, 3, 4, 5)
         returning e.id`,
  );
  return moved.length;
});
