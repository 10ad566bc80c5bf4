import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from './test-helpers';

let t: TestApp;
let dispatcher: Session;
let server: Session;
let serverId: number;
let templateId: number;
let customerId: number;

beforeAll(async () => {
  t = await testApp();
  dispatcher = await loginAs(t.app, 'dispatcher');
  server = await loginAs(t.app, 'serviceStaff');
  serverId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
});
afterAll(() => t.close());

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const eventsOf = (orderId: number) =>
  rows<{ kind: string; actor: number; payload: Record<string, unknown>; delivered: boolean }>(
    t.database.db,
    sql`select kind, actor_user_id::int as actor, payload, delivered_at is not null as delivered
          from domain_events where object_kind = 'order' and object_id = ${orderId} order by id`,
  );

describe('order transitions report domain events (docs/events.md), written with the transition', () => {
  it('assign and accept each append their event with the order number, and the dispatcher delivers them', async () => {
    const order = await createOrder(t, dispatcher, { templateId, customerId });
    expect(
      (await post(dispatcher, '/v2/order/assign', { orderIds: [order.id], serverUserId: serverId }))
        .statusCode,
    ).toBe(200);
    expect((await post(server, '/order/accept', { orderId: order.id })).statusCode).toBe(200);
    await t.app.ctx.events.idle();
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.kind)).toEqual(['order.created', 'order.assigned', 'order.accepted']);
    expect(events[0]!.payload).toMatchObject({ orderNo: order.orderNo, toState: 1 });
    expect(events[1]!.payload).toMatchObject({ orderNo: order.orderNo, fromState: 1, toState: 2 });
    expect(events[2]!.actor).toBe(serverId);
    expect(events.every((e) => e.delivered)).toBe(true);
  });

  it('a refused transition (nothing written) appends no event', async () => {
    const order = await createOrder(t, dispatcher, { templateId, customerId });
    // accepting an order still pending assignment is refused by the transition table
    expect((await post(server, '/order/accept', { orderId: order.id })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect((await eventsOf(order.id)).map((e) => e.kind)).toEqual(['order.created']);
  });

  it('an order created with its server reports created and assigned, in the create statement', async () => {
    const order = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: serverId });
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.kind).sort()).toEqual(['order.assigned', 'order.created']);
    expect(events.every((e) => e.payload.orderNo === order.orderNo)).toBe(true);
  });
});
