import { sql } from 'drizzle-orm';
import { MESSAGE_KINDS, SPARE_ACCESS, format, type Messages } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql } from '../../core/tenant';
import type { EventConsumer } from '../events';
import { deliverInApp } from '../messages';
import { returnPartsOfOrder } from './order-parts';
import { deliverOldPartReminder } from './old-parts-remind';

/**
 * Stock alerts (/sparewarning, SB:64): `spare.lowStock` tells the warehouse's head and everyone who
 * approves spare requests (10503, the warehouse keepers), in-app, with the placeholders
 * sparepart_name, remind_stock and warn_stock filled. `order.closed` (a cancelled order) posts the
 * parts used on it back to where they came from. `spare.oldPartOverdue` reminds the engineer who holds
 * an unreturned old part (old-parts-remind.ts).
 */
export const spareConsumer: EventConsumer = {
  name: 'spare-parts',
  kinds: ['spare.lowStock', 'order.closed', 'spare.oldPartOverdue'],
  handle: async (t, event) => {
    if (event.kind === 'spare.oldPartOverdue') {
      await deliverOldPartReminder(t, event);
      return;
    }
    if (event.kind === 'order.closed') {
      // a cancelled order gives its parts back (spec D6), posted as done by whoever cancelled it
      await returnPartsOfOrder(
        { ...t, user: { id: event.actorUserId as number }, written: { events: 0 } },
        event.objectId,
      );
      return;
    }
    const p = event.payload as Record<string, string | number>;
    const keepers = await rows<{ id: number }>(
      t.db,
      sql`select distinct u.id::int as id from users u
           join user_roles ur on ur.enterprise_id = u.enterprise_id and ur.user_id = u.id
           join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
          where ${mineSql(t, 'u')} and u.enabled and r.permissions ? ${SPARE_ACCESS.approve}
         union
         select w.head_user_id::int from warehouses w
          where ${mineSql(t, 'w')} and w.id = ${Number(p.warehouseId)} and w.head_user_id is not null`,
    );
    const text = MESSAGE_KINDS['spare.lowStock'];
    const params = {
      sparepart_name: String(p.sparepart_name),
      remind_stock: String(p.remind_stock),
      warn_stock: String(p.warn_stock),
    };
    const body: Messages = { zh_CN: format(text.body.zh_CN, params), en_GB: format(text.body.en_GB, params) };
    await deliverInApp(t, {
      userIds: keepers.map((k) => k.id),
      kind: 'spare.lowStock',
      title: text.name,
      body,
      objectKind: 'spare',
      objectId: event.objectId,
    });
  },
};
