import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from '../orders/test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let server: Session;

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const timer = async (orderId: number) =>
  (
    await rows<{ state: string; round: number; due_at: string }>(
      t.database.db,
      sql`select state, round, due_at from sla_timers
           where object_kind = 'order' and object_id = ${orderId} and step = 'complete'`,
    )
  )[0]!;

beforeAll(async () => {
  t = await testApp();
  [admin, dispatcher, server] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'dispatcher'),
    loginAs(t.app, 'serviceStaff'),
  ]);
});
afterAll(() => t.close());

describe("a paused order's SLA clocks stop (the order's pause and continue actions, spec-business §9)", () => {
  it('pause emits order.paused and stops the completion clock; continue emits order.resumed and moves its deadline on', async () => {
    const saved = await post(admin, '/v2/sla/policy/save', {
      name: '完成时效',
      objectKind: 'order',
      rank: 1,
      steps: [{ step: 'complete', minutes: 240 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = await createOrder(t, dispatcher, {
      templateId: await orderTemplateId(t),
      customerId: await demoCustomerId(t),
      serverUserId: await userId(t, 'serviceStaff'),
    });
    expect((await post(server, '/order/accept', { orderId: id })).statusCode).toBe(200);
    await t.app.ctx.events.idle();
    const armed = await timer(id);
    expect(armed.state).toBe('armed');

    expect((await post(server, '/order/pause', { orderId: id, note: '等配件' })).statusCode).toBe(200);
    await t.app.ctx.events.idle();
    expect((await timer(id)).state).toBe('paused');

    expect((await post(server, '/order/continue', { orderId: id })).statusCode).toBe(200);
    await t.app.ctx.events.idle();
    const resumed = await timer(id);
    expect(resumed.state).toBe('armed');
    expect(resumed.round).toBeGreaterThan(armed.round);
    expect(new Date(resumed.due_at).getTime()).toBeGreaterThanOrEqual(new Date(armed.due_at).getTime());

    const kinds = await rows<{ kind: string }>(
      t.database.db,
      sql`select kind from domain_events where object_kind = 'order' and object_id = ${id} order by id`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['order.paused', 'order.resumed']));
  });
});
