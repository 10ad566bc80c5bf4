import { sql } from 'drizzle-orm';
import {
  FORM_KINDS,
  SERVICE_EVENT_ACCESS,
  SERVICE_EVENT_STATES,
  type ServiceEventItems,
  type ServiceEventItemsInput,
} from '@fieldline/domain';
import { coreErrors } from '../../core/errors';
import { mineSql, withDb, type Tenant } from '../../core/tenant';
import { rows } from '../../db/client';
import { fieldDefsOf } from '../forms';
import { serviceItemsForOrder } from '../service-items';
import { serviceEventErrors } from './errors';
import { writeEventLog } from './log';
import { requireEvent, type EventRecord } from './queries';

const enabledFor = async (t: Tenant, e: EventRecord) =>
  (await fieldDefsOf(t, FORM_KINDS.event, e.templateId)).settings.enableServiceItem;

/** GET /v2/event/items/:id: the event's service items, in the order saved, and their total. */
export async function eventItems(t: Tenant, id: number): Promise<ServiceEventItems> {
  const e = await requireEvent(t, id);
  const lines = await rows<ServiceEventItems['lines'][number]>(
    t.db,
    sql`select i.service_item_id::int as "serviceItemId", i.name, i.unit, i.price::text as price,
               i.quantity, i.amount::text as amount
          from service_event_items i where ${mineSql(t, 'i')} and i.event_id = ${e.id}
         order by i.position, i.service_item_id`,
  );
  const [sum] = await rows<{ amount: string }>(
    t.db,
    sql`select coalesce(sum(i.amount), 0)::numeric(15, 2)::text as amount
          from service_event_items i where ${mineSql(t, 'i')} and i.event_id = ${e.id}`,
  );
  return { enabled: await enabledFor(t, e), lines, amount: sum!.amount };
}

/**
 * PUT /v2/event/items: replaces the event's service items (the template's `enableServiceItem` on;
 * not once closed or converted). Name, unit and price come from the service item (bound to the
 * event's template or to none, enabled), the amount is price × quantity in SQL numerics. The editor
 * needs the edit code (11003) or is the main owner; one log row says what the items came to.
 */
export async function saveEventItems(t: Tenant, input: ServiceEventItemsInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const e = await requireEvent(tt, input.eventId, { lock: true });
    if (!t.admin && !t.powers.includes(SERVICE_EVENT_ACCESS.edit) && e.principalUserId !== t.user.id)
      throw coreErrors.NO_PERMISSION();
    if (!(await enabledFor(tt, e))) throw serviceEventErrors.EVENT_ITEMS_OFF({ field: 'items' });
    if (e.state === SERVICE_EVENT_STATES.closed || (e.orderId ?? 0) > 0)
      throw serviceEventErrors.EVENT_ITEMS_LOCKED({ field: 'items' });
    const ids = input.items.map((l) => l.serviceItemId);
    const found = await serviceItemsForOrder(tt, e.templateId, ids);
    if (found.length !== new Set(ids).size)
      throw serviceEventErrors.EVENT_SERVICE_ITEM_NOT_FOUND({ field: 'items' });
    await tx.execute(sql`delete from service_event_items where ${mineSql(tt)} and event_id = ${e.id}`);
    for (const [position, line] of input.items.entries()) {
      const item = found.find((f) => f.id === line.serviceItemId)!;
      await tx.execute(
        sql`insert into service_event_items
              (enterprise_id, event_id, service_item_id, name, unit, price, quantity, amount, position)
            values (${t.enterpriseId}, ${e.id}, ${item.id}, ${item.name}, ${item.unit ?? ''},
                    ${item.price}::numeric, ${line.quantity}, ${item.price}::numeric * ${line.quantity}, ${position})`,
      );
    }
    const result = await eventItems(tt, e.id);
    await writeEventLog(tt, e.id, t.user.id, {
      action: 'items',
      fromState: e.state,
      toState: e.state,
      note: `${result.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ') || '—'} = ${result.amount}`,
    });
    return result;
  });
}
