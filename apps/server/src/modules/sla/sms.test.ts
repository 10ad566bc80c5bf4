import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import { demoCustomerId } from '../orders/test-helpers';
import { slaConsumer } from './consumer';
import { fireSlaTimer } from './fire';

/**
 * SLA warnings and breaches, and the service desk's event kinds, go out by SMS when the message
 * settings name the SMS channel (issue 23): the same path as order messages (message centre →
 * SMS module's templates, signature, balance and send log → the app's provider), with the SLA's
 * placeholders (sla_type, sla_step, sla_step_time, sla_warn) and the event's (SB:63).
 */
let t: TestApp;
let admin: Session;
let reception: Session;
let staffId: number;
let staffPhone: string;
let customerId: number;

const template = async (kind: string, content: string) => {
  const res = await as(t, admin).post('/api/v2/sms/template', { kind, locale: 'zh_CN', content });
  expect(res.statusCode, res.body).toBe(200);
  const approved = await as(t, admin).post('/api/v2/platform/sms/review', {
    subject: 'template',
    enterpriseId: 1,
    id: res.json().data.id,
    action: 'approve',
  });
  expect(approved.statusCode, approved.body).toBe(200);
};
const withSms = (kind: string) =>
  as(t, admin)
    .put('/api/v2/messageSetting', {
      kind,
      enabled: true,
      recipients: ['server'],
      channels: ['inApp', 'sms'],
    })
    .then((r) => expect(r.statusCode, r.body).toBe(200));
const settle = async () => {
  t.app.ctx.events.kick();
  await t.app.ctx.events.idle();
};
/** What the SMS log holds for a kind and object (the send path's own record), after delivery. */
const sent = (kind: string, objectId: number) =>
  rows<{ user_id: number; phone: string; content: string; status: string; reason: string | null }>(
    t.database.db,
    sql`select user_id::int as user_id, phone, content, status, reason from sms_sends
         where enterprise_id = 1 and kind = ${kind} and object_id = ${objectId} order by id`,
  );
const outbox = async (phone: string, text: string) =>
  Number(
    (
      await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from sms_outbox where phone = ${phone} and content like ${`%${text}%`}`,
      )
    )[0]!.n,
  );
const timerOf = async (objectKind: string, objectId: number, step: string) =>
  (
    await rows<{ id: number; round: number; warn_at: string; due_at: string }>(
      t.database.db,
      sql`select id::int as id, round, warn_at, due_at from sla_timers
           where enterprise_id = 1 and object_kind = ${objectKind} and object_id = ${objectId} and step = ${step}`,
    )
  )[0]!;

beforeAll(async () => {
  t = await testApp();
  [admin, reception] = await Promise.all([loginAs(t.app, 'administrator'), loginAs(t.app, 'reception')]);
  staffId = await userId(t, 'serviceStaff');
  customerId = await demoCustomerId(t);
  await t.database.db.execute(sql`update users set locale = null where id = ${staffId}`);
  staffPhone = (
    await rows<{ phone: string }>(t.database.db, sql`select phone from users where id = ${staffId}`)
  )[0]!.phone;
  await t.database.db.execute(sql`update sla_policies set enabled = false where enterprise_id = 1`);
  for (const body of [
    { name: '工单接单', objectKind: 'order', steps: [{ step: 'accept', minutes: 60, warnMinutes: 10 }] },
    { name: '事件完成', objectKind: 'serviceEvent', steps: [{ step: 'complete', minutes: 120 }] },
  ]) {
    const res = await as(t, admin).post('/api/v2/sla/policy/save', { rank: 1, ...body });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('SLA and event messages by SMS', () => {
  it('templates of SLA kinds may use the sla_* placeholders; other kinds may not; an event link is not built', async () => {
    await template(
      'order.slaWarned',
      '工单${order_no}「${title}」的${sla_step}将于${sla_step_time}到期（${sla_type}，提前${sla_warn}预警）',
    );
    await template(
      'serviceEvent.slaBreached',
      '事件${event_no}（${custom_name}）${sla_step}已超时，截止${sla_step_time}',
    );
    await template(
      'serviceEvent.assigned',
      '新事件${event_no}「${title}」：${custom_name}，负责人${principal_user} ${principal_user_phone}，创建于${create_time}',
    );
    const unknown = await as(t, admin).post('/api/v2/sms/template', {
      kind: 'order.accepted',
      locale: 'zh_CN',
      content: '${sla_step}',
    });
    expectRefusal(unknown, 400, 'SMS_PLACEHOLDER_UNKNOWN');
    const link = await as(t, admin).post('/api/v2/sms/template', {
      kind: 'serviceEvent.closed',
      locale: 'zh_CN',
      content: '事件${event_no}已关闭 ${event_url}',
    });
    expectRefusal(link, 400, 'SMS_PLACEHOLDER_NOT_BUILT');
  });

  it("an order's SLA warning reaches its engineer by SMS with the order's and the SLA's placeholders", async () => {
    await withSms('order.slaWarned');
    const [order] = await rows<{ id: number; order_no: string; title: string }>(
      t.database.db,
      sql`select id::int as id, order_no, title from orders where enterprise_id = 1 and deleted_at is null
           and priority is not null order by id limit 1`,
    );
    await t.database.db.execute(
      sql`update orders set server_user_id = ${staffId} where enterprise_id = 1 and id = ${order!.id}`,
    );
    const start = new Date('2026-11-23T02:00:00Z'); // Monday 10:00 in Shanghai
    await asTenant(1, () =>
      t.database.db.transaction((tx) =>
        slaConsumer.handle(
          { db: tx, enterpriseId: 1 },
          {
            enterpriseId: 1,
            id: 7_000_001,
            kind: 'order.assigned',
            objectKind: 'order',
            objectId: order!.id,
            actorUserId: null,
            payload: {},
            createdAt: start,
          },
        ),
      ),
    );
    const timer = await timerOf('order', order!.id, 'accept');
    const job = { e: 1, id: timer.id, round: timer.round, phase: 'warn' as const };
    expect(await fireSlaTimer(t.database.db, job, new Date(timer.warn_at))).toBe('warned');
    await settle();
    const sms = await sent('order.slaWarned', order!.id);
    expect(sms).toEqual([
      expect.objectContaining({
        user_id: staffId,
        status: 'sent',
        content: `【演示服务】工单${order!.order_no}「${order!.title}」的接单将于2026-11-23 11:00到期（工单接单，提前10分钟预警）`,
      }),
    ]);
    expect(await outbox(staffPhone, order!.order_no)).toBeGreaterThan(0);
  });

  it("an event's kinds and its SLA breach reach the main owner by SMS with the event's placeholders", async () => {
    await withSms('serviceEvent.assigned');
    await withSms('serviceEvent.slaBreached');
    const res = await as(t, reception).post('/api/v2/event/save', {
      title: '打印机卡纸',
      customerId,
      principalUserId: staffId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json().data as { id: number; eventNo: string };
    await settle();
    const [facts] = await rows<{ custom_name: string; staff: string; created: string }>(
      t.database.db,
      sql`select e.customer_name as custom_name, u.name as staff,
                 to_char(e.created_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as created
            from service_events e join users u on u.id = e.principal_user_id
           where e.enterprise_id = 1 and e.id = ${e.id}`,
    );
    expect(await sent('serviceEvent.assigned', e.id)).toEqual([
      expect.objectContaining({
        user_id: staffId,
        status: 'sent',
        content: `【演示服务】新事件${e.eventNo}「打印机卡纸」：${facts!.custom_name}，负责人${facts!.staff} ${staffPhone}，创建于${facts!.created}`,
      }),
    ]);
    const timer = await timerOf('serviceEvent', e.id, 'complete');
    const job = { e: 1, id: timer.id, round: timer.round, phase: 'due' as const };
    expect(await fireSlaTimer(t.database.db, job, new Date(timer.due_at))).toBe('breached');
    await settle();
    const [breach] = await sent('serviceEvent.slaBreached', e.id);
    expect(breach).toMatchObject({ user_id: staffId, status: 'sent' });
    expect(breach!.content).toMatch(
      new RegExp(
        `^【演示服务】事件${e.eventNo}（${facts!.custom_name}）完成已超时，截止\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`,
      ),
    );
    expect(await outbox(staffPhone, e.eventNo)).toBe(2);
    // the in-app message of the event's SLA breach goes out beside it
    const inApp = await rows<{ user_id: number }>(
      t.database.db,
      sql`select user_id::int as user_id from messages where enterprise_id = 1 and object_kind = 'serviceEvent'
           and object_id = ${e.id} and kind = 'serviceEvent.slaBreached'`,
    );
    expect(inApp.map((m) => m.user_id)).toContain(staffId);
  });

  it('without a passed template for the kind an event message is logged as skipped, nothing charged', async () => {
    await withSms('serviceEvent.created');
    const balance = async () =>
      (
        await rows<{ b: string }>(
          t.database.db,
          sql`select balance::text as b from sms_balances where enterprise_id = 1`,
        )
      )[0]!.b;
    const before = await balance();
    const res = await as(t, reception).post('/api/v2/event/save', {
      title: '无模板',
      customerId,
      principalUserId: staffId,
    });
    const e = res.json().data as { id: number };
    await settle();
    expect(await sent('serviceEvent.created', e.id)).toEqual([
      expect.objectContaining({ user_id: staffId, status: 'skipped', reason: 'noTemplate', content: '' }),
    ]);
    // only the assignment's message (it has a template) was charged
    expect(Number(before) - Number(await balance())).toBeCloseTo(0.1, 5);
  });
});
