import { eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATES } from '@fieldline/domain';
import { mine, mineSql } from '../../core/tenant';
import { rows, type Db } from '../../db/client';
import { orderLogs, orders } from '../../db/schema';

/**
 * The remaining actions of issue 22 to try at once: an order in service whose engineer asked to end
 * the service (the dispatcher or an approver decides it on the detail), an order split into two child
 * orders (the parent cannot be completed while they are open), and a closed order.
 */
export async function seedDemoRemaining(tx: Db, ep: number, dispatcher: number) {
  const inService = await rows<{ id: number; server: number }>(
    tx,
    sql`select id::int as id, server_user_id::int as server
          from orders where ${mineSql(ep)} and state = ${ORDER_STATES.inService} and server_user_id is not null
           and customer_id is not null and not paused and abnormal_type is null and deleted_at is null
           and archived_at is null order by id limit 1`,
  );
  const [ending] = inService;
  if (ending) {
    const asked = new Date(Date.now() - 2_400_000);
    const reason = '客户已购买新机，旧机不再维修';
    await tx
      .update(orders)
      .set({ endRequestedAt: asked, endReason: reason, version: sql`${orders.version} + 1` })
      .where(mine(ep, orders, eq(orders.id, ending.id)));
    await tx.insert(orderLogs).values({
      enterpriseId: ep,
      orderId: ending.id,
      userId: ending.server,
      action: 'applyEndService',
      fromState: ORDER_STATES.inService,
      toState: ORDER_STATES.inService,
      note: reason,
      at: asked,
    });
  }
  // the split: two open orders of the parent's customer become its child orders (the demo keeps its 200)
  const family = await rows<{ parent: number; parent_no: string; children: number[]; child_nos: string[] }>(
    tx,
    sql`select p.id::int as parent, p.order_no as parent_no,
               array_agg(c.id::int order by c.id) as children, array_agg(c.order_no order by c.id) as child_nos
          from orders p
          join lateral (select c.id, c.order_no from orders c
                 where ${mineSql(ep, 'c')} and c.customer_id = p.customer_id and c.id <> p.id
                   and c.state in (${ORDER_STATES.assignment}, ${ORDER_STATES.acceptance}) and c.pooled_at is null
                   and c.parent_id is null and c.deleted_at is null and c.archived_at is null
                 order by c.id desc limit 2) c on true
         where ${mineSql(ep, 'p')} and p.state = ${ORDER_STATES.inService} and p.id <> ${ending?.id ?? 0}
           and not p.paused and p.abnormal_type is null and p.deleted_at is null and p.archived_at is null
         group by p.id, p.order_no having count(*) = 2
         order by p.id limit 1`,
  );
  const split = family[0];
  if (split) {
    await tx
      .update(orders)
      .set({ parentId: split.parent })
      .where(mine(ep, orders, inArray(orders.id, split.children)));
    await tx.insert(orderLogs).values({
      enterpriseId: ep,
      orderId: split.parent,
      userId: dispatcher,
      action: 'split',
      fromState: ORDER_STATES.inService,
      toState: ORDER_STATES.inService,
      note: split.child_nos.join(', '),
      at: new Date(Date.now() - 5_400_000),
    });
  }
  const [closed] = await rows<{ id: number }>(
    tx,
    sql`update orders o set closed_at = now() - interval '1 day', version = o.version + 1
         where ${mineSql(ep, 'o')} and o.id = (
           select p.id from orders p where ${mineSql(ep, 'p')} and p.state = ${ORDER_STATES.completed}
              and p.deleted_at is null and p.archived_at is null order by p.id limit 1)
        returning o.id::int as id`,
  );
  if (closed)
    await tx.insert(orderLogs).values({
      enterpriseId: ep,
      orderId: closed.id,
      userId: dispatcher,
      action: 'close',
      fromState: ORDER_STATES.completed,
      toState: ORDER_STATES.completed,
      note: '已回访确认，工单归结',
      at: new Date(Date.now() - 86_400_000),
    });
}
