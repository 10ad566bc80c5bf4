import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventKind } from '@fieldline/domain';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import { appendEvent } from '../events';
import { smsJobs } from '.';

let t: TestApp;
let admin: Session;
let enterpriseId: number;
let orderId: number;
let orderNo: string;
const ids = { dispatcher: 0, staff: 0, staff2: 0 };
const phones = { staff: '', staff2: '' };

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t.database.db, query))[0]!;
const balance = async () =>
  (
    await one<{ b: string }>(
      sql`select balance::text as b from sms_balances where enterprise_id = ${enterpriseId}`,
    )
  ).b;
const setBalance = (b: string) =>
  t.database.db.execute(sql`update sms_balances set balance = ${b} where enterprise_id = ${enterpriseId}`);
const sendsOf = (kind: string) =>
  rows<{
    user_id: number;
    phone: string;
    content: string;
    cost: string;
    status: string;
    reason: string | null;
  }>(
    t.database.db,
    sql`select user_id::int as user_id, phone, content, cost::text as cost, status, reason from sms_sends
         where enterprise_id = ${enterpriseId} and kind = ${kind}
           and event_id = (select max(id) from domain_events where enterprise_id = ${enterpriseId} and kind = ${kind})
         order by user_id`,
  );
const outbox = async (phone: string) =>
  Number((await one<{ n: number }>(sql`select count(*)::int as n from sms_outbox where phone = ${phone}`)).n);

/** The order's assignment (or another kind) happens, as the dispatcher did it; the bus delivers and sends. */
async function happen(kind: DomainEventKind) {
  await asTenant(enterpriseId, () =>
    t.database.db.transaction(async (tx) => {
      const w = { db: tx, enterpriseId, user: { id: ids.dispatcher } as never, written: { events: 0 } };
      await appendEvent(w, kind, orderId, { orderNo, title: '空调不制冷' });
    }),
  );
  t.app.ctx.events.kick();
  await t.app.ctx.events.idle();
}
const withSms = (kind: string, recipients = ['server', 'collaborators']) =>
  as(t, admin).put('/api/v2/messageSetting', { kind, enabled: true, recipients, channels: ['inApp', 'sms'] });

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  ids.dispatcher = await userId(t, 'dispatcher');
  ids.staff = await userId(t, 'serviceStaff');
  ids.staff2 = await userId(t, 'serviceStaff2');
  enterpriseId = await idOf(t, sql`select enterprise_id as id from users where id = ${ids.staff}`);
  orderId = await idOf(
    t,
    sql`select id from orders where enterprise_id = ${enterpriseId} and deleted_at is null and customer_id is not null order by id limit 1`,
  );
  // 张师傅 serves the order (reads Chinese), 赵师傅 collaborates (reads English)
  await t.database.db
    .execute(sql`update orders set server_user_id = ${ids.staff}, assigned_by = ${ids.dispatcher}
    where enterprise_id = ${enterpriseId} and id = ${orderId}`);
  await t.database.db.execute(
    sql`delete from order_members where enterprise_id = ${enterpriseId} and order_id = ${orderId}`,
  );
  await t.database.db.execute(sql`insert into order_members (enterprise_id, order_id, role, user_id)
    values (${enterpriseId}, ${orderId}, 1, ${ids.staff2})`);
  await t.database.db.execute(sql`update users set locale = 'en_GB' where id = ${ids.staff2}`);
  await t.database.db.execute(sql`update users set locale = null where id = ${ids.staff}`);
  orderNo = (
    await one<{ order_no: string }>(
      sql`select order_no from orders where enterprise_id = ${enterpriseId} and id = ${orderId}`,
    )
  ).order_no;
  phones.staff = (await one<{ phone: string }>(sql`select phone from users where id = ${ids.staff}`)).phone;
  phones.staff2 = (await one<{ phone: string }>(sql`select phone from users where id = ${ids.staff2}`)).phone;
});
afterAll(() => t.close());

describe('the SMS channel of message settings', () => {
  it('sends each recipient the kind template in their language behind the passed signature, charging 0.1 yuan each and logging it', async () => {
    expect((await withSms('order.assigned')).json().data.channels).toEqual(['inApp', 'sms']);
    const before = await balance();
    await happen('order.assigned');
    const sent = await sendsOf('order.assigned');
    expect(sent.map((s) => [s.user_id, s.status, s.cost])).toEqual(
      [
        [ids.staff, 'sent', '0.10'],
        [ids.staff2, 'sent', '0.10'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const zh = sent.find((s) => s.user_id === ids.staff)!;
    const en = sent.find((s) => s.user_id === ids.staff2)!;
    expect(zh.content).toMatch(new RegExp(`^【演示服务】新工单${orderNo}「`));
    expect(en.content).toMatch(new RegExp(`^【演示服务】New order ${orderNo} "`));
    expect(zh.content).not.toContain('${');
    expect(Number(before) - Number(await balance())).toBeCloseTo(0.2, 5);
    // through the app's provider: the built-in outbox holds both
    expect(await outbox(phones.staff)).toBeGreaterThan(0);
    const log = (await as(t, admin).get('/api/v2/sms/sends?pageSize=2&status=sent')).json().data;
    expect(log.list[0]).toMatchObject({
      kind: 'order.assigned',
      status: 'sent',
      cost: '0.10',
      objectId: orderId,
    });
    expect(log.list[0].userName).toBeTruthy();
  });

  it('a redelivered event (receipt lost) neither sends nor charges again', async () => {
    const eventId = await idOf(
      t,
      sql`select max(id) as id from domain_events where enterprise_id = ${enterpriseId} and kind = 'order.assigned'`,
    );
    const before = { balance: await balance(), outbox: await outbox(phones.staff) };
    await t.database.db.execute(
      sql`delete from event_receipts where enterprise_id = ${enterpriseId} and event_id = ${eventId}`,
    );
    await t.database.db.execute(
      sql`update domain_events set delivered_at = null where enterprise_id = ${enterpriseId} and id = ${eventId}`,
    );
    t.app.ctx.events.kick();
    await t.app.ctx.events.idle();
    expect(await balance()).toBe(before.balance);
    expect(await outbox(phones.staff)).toBe(before.outbox);
    expect(await sendsOf('order.assigned')).toHaveLength(2);
  });

  it('insufficient balance: sends what the balance pays for, logs the rest, never goes negative', async () => {
    await setBalance('0.15');
    await happen('order.assigned');
    const rowsNow = await sendsOf('order.assigned');
    expect(rowsNow.filter((s) => s.status === 'sent')).toHaveLength(1);
    expect(rowsNow.filter((s) => s.status === 'skipped')).toEqual([
      expect.objectContaining({ reason: 'insufficientBalance', cost: '0.00' }),
    ]);
    expect(await balance()).toBe('0.05');
    await setBalance('20.00');
  });

  it('no passed template for the kind: not sent, logged with the reason, nothing charged', async () => {
    await withSms('order.accepted', ['server']);
    const before = await balance();
    await happen('order.accepted');
    expect(await sendsOf('order.accepted')).toEqual([
      expect.objectContaining({
        user_id: ids.staff,
        status: 'skipped',
        reason: 'noTemplate',
        cost: '0.00',
        content: '',
      }),
    ]);
    expect(await balance()).toBe(before);
  });

  it('no passed signature: not sent, logged with the reason', async () => {
    await t.database.db.execute(
      sql`update sms_signatures set active_name = null where enterprise_id = ${enterpriseId}`,
    );
    await happen('order.assigned');
    expect((await sendsOf('order.assigned')).map((s) => s.reason)).toEqual(['noSignature', 'noSignature']);
    await t.database.db.execute(
      sql`update sms_signatures set active_name = name where enterprise_id = ${enterpriseId}`,
    );
  });

  it('a gateway failure marks the message failed and gives the price back', async () => {
    const real = t.app.ctx.sms;
    t.app.ctx.sms = { send: async () => Promise.reject(new Error('gateway down')) };
    const before = await balance();
    try {
      await happen('order.assigned');
    } finally {
      t.app.ctx.sms = real;
    }
    expect((await sendsOf('order.assigned')).map((s) => [s.status, s.reason, s.cost])).toEqual([
      ['failed', 'providerFailed', '0.00'],
      ['failed', 'providerFailed', '0.00'],
    ]);
    expect(await balance()).toBe(before);
  });

  it('the minute job sends what is queued, and marks a message a crash left sending as interrupted, still charged', async () => {
    const quiet = { error: () => undefined } as never;
    const [queued, stuck] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into sms_sends (enterprise_id, kind, user_id, phone, content, cost, status, sent_at) values
            (${enterpriseId}, 'order.assigned', ${ids.staff}, ${phones.staff}, '【演示服务】队列中', 0.10, 'queued', null),
            (${enterpriseId}, 'order.assigned', ${ids.staff}, ${phones.staff}, '【演示服务】卡住了', 0.10, 'sending',
             now() - interval '11 minutes')
          returning id::int as id`,
    );
    const [job] = smsJobs(t.app.ctx, quiet);
    expect(await job!.run(null)).toEqual({ sent: 1, interrupted: 1 });
    const after = await rows<{ id: number; status: string; reason: string | null; cost: string }>(
      t.database.db,
      sql`select id::int as id, status, reason, cost::text as cost from sms_sends
           where enterprise_id = ${enterpriseId} and id in (${queued!.id}, ${stuck!.id}) order by id`,
    );
    expect(after.map((r) => [r.status, r.reason, r.cost])).toEqual([
      ['sent', null, '0.10'],
      ['failed', 'interrupted', '0.10'],
    ]);
  });

  it('the balance reads in yuan with the messages it pays for; the log is paged and filtered', async () => {
    expect((await as(t, admin).get('/api/v2/sms/balance')).json().data).toEqual({
      balance: await balance(),
      price: '0.10',
      messagesLeft: Math.floor(Number(await balance()) * 10),
    });
    const page = (await as(t, admin).get('/api/v2/sms/sends?pageSize=3&pageIndex=0')).json().data;
    expect(page.list).toHaveLength(3);
    expect(page.total).toBeGreaterThanOrEqual(9);
    const skipped = (await as(t, admin).get('/api/v2/sms/sends?status=skipped')).json().data;
    expect(skipped.list.every((s: { status: string }) => s.status === 'skipped')).toBe(true);
    expectRefusal(await as(t, admin).get('/api/v2/sms/sends?status=lost'), 400, 'VALIDATION', 'status');
  });
});

describe('balance top-up by the platform administrator', () => {
  it('credits an enterprise, records who, how much, why and the balance after; the enterprise reads it', async () => {
    const other = await otherEnterprise(t);
    const res = await as(t, admin).post('/api/v2/platform/sms/topUp', {
      enterpriseId: other.enterpriseId,
      amount: '12.5',
      note: '银行转账 20261127-01',
    });
    expect(res.json().data).toEqual({ enterpriseId: other.enterpriseId, balance: '12.50' });
    await as(t, admin).post('/api/v2/platform/sms/topUp', {
      enterpriseId: other.enterpriseId,
      amount: 1,
      note: '补',
    });
    expect((await as(t, other.session).get('/api/v2/sms/balance')).json().data.balance).toBe('13.50');
    const ups = (await as(t, other.session).get('/api/v2/sms/topUps')).json().data;
    expect(ups.list[0]).toMatchObject({ amount: '1.00', balanceAfter: '13.50', note: '补' });
    expect(ups.list[0].byName).toBeTruthy();
    const list = (await as(t, admin).get(`/api/v2/platform/sms/balances?keyword=其他`)).json().data;
    expect(list.list).toContainEqual(
      expect.objectContaining({ enterpriseId: other.enterpriseId, balance: '13.50' }),
    );
    // the other enterprise sees none of this enterprise's log, and cannot credit itself
    expect((await as(t, other.session).get('/api/v2/sms/sends')).json().data.total).toBe(0);
    expectRefusal(
      await as(t, other.session).post('/api/v2/platform/sms/topUp', {
        enterpriseId: other.enterpriseId,
        amount: '100',
        note: 'x',
      }),
      403,
      'NOT_PLATFORM_ADMIN',
    );
  });

  it('refuses a zero, negative or malformed amount, a missing note and an unknown enterprise', async () => {
    const before = await balance();
    const up = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      as(t, admin).post(
        '/api/v2/platform/sms/topUp',
        { enterpriseId, amount: '1', note: 'n', ...body },
        headers,
      );
    expectRefusal(await up({ amount: '0' }), 400, 'VALIDATION', 'amount');
    expectRefusal(await up({ amount: '-5' }), 400, 'VALIDATION', 'amount');
    expectRefusal(await up({ amount: '1.234' }), 400, 'VALIDATION', 'amount');
    expectRefusal(await up({ amount: '100000.01' }), 400, 'VALIDATION', 'amount');
    expectRefusal(await up({ note: '' }), 400, 'VALIDATION', 'note');
    const en = await up({ enterpriseId: 99999999 }, { 'accept-language': 'en-GB' });
    expectRefusal(en, 404, 'SMS_TOP_UP_NO_ENTERPRISE', 'enterpriseId');
    expect(en.json().message).toBe('The company does not exist');
    expect(await balance()).toBe(before);
  });
});
