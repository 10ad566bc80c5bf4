import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventKind } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idArray } from '../../core/sql';
import { asTenant } from '../../core/tenant';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import { appendEvent } from '../events';
import { deliverBatch } from './consumer';

let t: TestApp;
let admin: Session;
let staff: Session;
let staff2: Session;
let enterpriseId: number;
let orderId: number;
let orderNo: string;
const ids = { dispatcher: 0, reception: 0, staff: 0, staff2: 0, admin: 0 };

beforeAll(async () => {
  t = await testApp();
  [admin, staff, staff2] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'serviceStaff'),
    loginAs(t.app, 'serviceStaff2'),
  ]);
  ids.dispatcher = await userId(t, 'dispatcher');
  ids.reception = await userId(t, 'reception');
  ids.staff = await userId(t, 'serviceStaff');
  ids.staff2 = await userId(t, 'serviceStaff2');
  ids.admin = await userId(t, 'administrator');
  enterpriseId = await idOf(t, sql`select enterprise_id as id from users where id = ${ids.staff}`);
  orderId = await idOf(
    t,
    sql`select id from orders where enterprise_id = ${enterpriseId} and deleted_at is null order by id limit 1`,
  );
  // the order's people, as the assign flow would leave them: created by reception, assigned by the
  // dispatcher to 张师傅 with 赵师傅 (who reads English) collaborating
  await t.database.db
    .execute(sql`update orders set created_by = ${ids.reception}, assigned_by = ${ids.dispatcher},
    server_user_id = ${ids.staff} where enterprise_id = ${enterpriseId} and id = ${orderId}`);
  await t.database.db.execute(
    sql`delete from order_members where enterprise_id = ${enterpriseId} and order_id = ${orderId}`,
  );
  await t.database.db.execute(sql`insert into order_members (enterprise_id, order_id, role, user_id)
    values (${enterpriseId}, ${orderId}, 1, ${ids.staff2}), (${enterpriseId}, ${orderId}, 2, ${ids.admin})`);
  await t.database.db.execute(sql`update users set locale = 'en_GB' where id = ${ids.staff2}`);
  await t.database.db.execute(sql`update users set locale = null where id = ${ids.staff}`);
  const [o] = await rows<{ order_no: string }>(
    t.database.db,
    sql`select order_no from orders where enterprise_id = ${enterpriseId} and id = ${orderId}`,
  );
  orderNo = o!.order_no;
});
afterAll(() => t.close());

/** Appends `kind` for the order in a transaction as `actor` did it, then lets the dispatcher deliver. */
async function happen(kind: DomainEventKind, actor: number) {
  await asTenant(enterpriseId, () =>
    t.database.db.transaction(async (tx) => {
      const w = { db: tx, enterpriseId, user: { id: actor } as never, written: { events: 0 } };
      await appendEvent(w, kind, orderId, { orderNo, title: '空调不制冷' });
    }),
  );
  t.app.ctx.events.kick();
  await t.app.ctx.events.idle();
}

/** The events of the batch test, and who got a message of each. */
const appended: number[] = [];
const perEvent = async () =>
  rows<{ event_id: number; users: number[] }>(
    t.database.db,
    sql`select event_id::int as event_id, array_agg(user_id::int order by user_id) as users
          from messages where enterprise_id = ${enterpriseId} and event_id = any(${idArray(appended)})
         group by event_id order by event_id`,
  );

const list = (s: Session, query = '') => as(t, s).get(`/api/v2/message/list?pageSize=50${query}`);
const unread = async (s: Session) => (await as(t, s).get('/api/v2/message/unreadCount')).json().data.unread;
const recipientsOf = async (kind: string) =>
  (
    await rows<{ user_id: number }>(
      t.database.db,
      sql`select m.user_id::int as user_id from messages m join domain_events e
           on e.enterprise_id = m.enterprise_id and e.id = m.event_id
           where m.enterprise_id = ${enterpriseId} and m.kind = ${kind}
             and e.id = (select max(id) from domain_events where kind = ${kind}) order by 1`,
    )
  ).map((r) => r.user_id);

describe('message centre (/v2/message)', () => {
  it('an assignment reaches the server and collaborators in their languages, not the actor', async () => {
    const before = await unread(staff);
    await happen('order.assigned', ids.dispatcher);
    expect(await recipientsOf('order.assigned')).toEqual([ids.staff, ids.staff2].sort((a, b) => a - b));
    expect(await unread(staff)).toBe(before + 1);

    const [zh] = (await list(staff, '&kind=order.assigned')).json().data.list;
    expect(zh).toMatchObject({ kind: 'order.assigned', objectKind: 'order', objectId: orderId, read: false });
    expect(zh.title).toBe(`工单派单：${orderNo}`);
    expect(zh.body).toBe(`工单 ${orderNo}「空调不制冷」已派单`);
    const [en] = (await list(staff2, '&kind=order.assigned')).json().data.list;
    expect(en.title).toBe(`Order assigned: ${orderNo}`);
    expect(en.body).toBe(`Order ${orderNo} "空调不制冷" was assigned`);
  });

  it('the actor is left out: the server accepting tells the creator and assigner only', async () => {
    await happen('order.accepted', ids.staff);
    expect(await recipientsOf('order.accepted')).toEqual(
      [ids.dispatcher, ids.reception].sort((a, b) => a - b),
    );
    // the dispatcher accepting for them would not tell the dispatcher
    await happen('order.accepted', ids.dispatcher);
    expect(await recipientsOf('order.accepted')).toEqual([ids.reception]);
  });

  it('marks read by ids and all read; the unread filter follows', async () => {
    await happen('order.completed', ids.dispatcher); // reception (creator) and the admin (cc) hear it
    const adminList = (await list(admin, '&unread=true')).json().data;
    expect(adminList.total).toBeGreaterThan(0);
    const first = adminList.list[0].id;
    const read = (await as(t, admin).post('/api/v2/message/read', { ids: [first] })).json().data;
    expect(read.changed).toBe(1);
    expect(read.unread).toBe(adminList.total - 1);
    expect((await list(admin, '&unread=true')).json().data.total).toBe(adminList.total - 1);
    expect((await list(admin)).json().data.list.find((m: { id: number }) => m.id === first).read).toBe(true);
    expect((await as(t, admin).post('/api/v2/message/readAll')).json().data.unread).toBe(0);
    expect(await unread(admin)).toBe(0);
  });

  it("nobody reads or marks another person's messages, nor another enterprise", async () => {
    const mineList = (await list(staff)).json().data;
    const id = mineList.list[0].id;
    const unreadBefore = await unread(staff);
    // 赵师傅 marking 张师傅's message changes nothing
    expect((await as(t, staff2).post('/api/v2/message/read', { ids: [id] })).json().data.changed).toBe(0);
    const other = await otherEnterprise(t);
    expect((await as(t, other.session).get('/api/v2/message/list')).json().data.total).toBe(0);
    expect((await as(t, other.session).post('/api/v2/message/read', { ids: [id] })).json().data.changed).toBe(
      0,
    );
    expect((await as(t, other.session).post('/api/v2/message/readAll')).json().data.changed).toBe(0);
    expect(await unread(staff)).toBe(unreadBefore);
  });

  it('a batch of N events notifies each recipient once per event', async () => {
    // three assignments appended before the dispatcher runs: it takes them in one pass
    appended.length = 0;
    for (let i = 0; i < 3; i++)
      await asTenant(enterpriseId, () =>
        t.database.db.transaction(async (tx) => {
          const w = { db: tx, enterpriseId, user: { id: ids.dispatcher } as never, written: { events: 0 } };
          await appendEvent(w, 'order.assigned', orderId, { orderNo, title: `批次 ${i}` });
        }),
      );
    appended.push(
      ...(
        await rows<{ id: number }>(
          t.database.db,
          sql`select id::int as id from domain_events where enterprise_id = ${enterpriseId}
               and kind = 'order.assigned' and delivered_at is null order by id`,
        )
      ).map((r) => r.id),
    );
    expect(appended).toHaveLength(3);
    const before = await unread(staff);
    t.app.ctx.events.kick();
    await t.app.ctx.events.idle();
    const recipients = [ids.staff, ids.staff2].sort((a, b) => a - b);
    expect(await perEvent()).toEqual(appended.map((id) => ({ event_id: id, users: recipients })));
    expect(await unread(staff)).toBe(before + 3);
    const bodies = (await list(staff, '&kind=order.assigned')).json().data.list.slice(0, 3);
    expect(bodies.map((m: { body: string }) => m.body).sort()).toEqual(
      [0, 1, 2].map((i) => `工单 ${orderNo}「批次 ${i}」已派单`),
    );
  });

  it('a redelivered batch notifies nobody twice: the receipts skip it, and the messages write nothing again', async () => {
    const recipients = [ids.staff, ids.staff2].sort((a, b) => a - b);
    const before = await unread(staff);
    // the delivered marks lost (a crash after the consumers committed): the batch comes again
    await t.database.db.execute(
      sql`update domain_events set delivered_at = null where enterprise_id = ${enterpriseId} and id = any(${idArray(appended)})`,
    );
    t.app.ctx.events.kick();
    await t.app.ctx.events.idle();
    const events = (
      await rows<Record<string, unknown>>(
        t.database.db,
        sql`select * from domain_events where enterprise_id = ${enterpriseId} and id = any(${idArray(appended)}) order by id`,
      )
    ).map((r) => ({
      enterpriseId,
      id: Number(r.id),
      kind: r.kind as DomainEventKind,
      objectKind: String(r.object_kind),
      objectId: Number(r.object_id),
      actorUserId: Number(r.actor_user_id),
      payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
      createdAt: new Date(String(r.created_at)),
    }));
    const again = await asTenant(enterpriseId, () =>
      t.database.db.transaction((tx) => deliverBatch({ db: tx, enterpriseId }, events)),
    );
    expect(again).toEqual([]); // nobody written to, nobody announced
    expect(await perEvent()).toEqual(appended.map((id) => ({ event_id: id, users: recipients })));
    expect(await unread(staff)).toBe(before);
  });

  it('refuses bad queries and bodies with coded errors in both languages', async () => {
    expectRefusal(await list(staff, '&kind=order.nothing'), 400, 'VALIDATION', 'kind');
    expectRefusal(await as(t, staff).post('/api/v2/message/read', { ids: [] }), 400, 'VALIDATION', 'ids');
    const zh = await as(t, staff).post('/api/v2/message/read', { ids: ['x'] });
    const en = await as(t, staff).post(
      '/api/v2/message/read',
      { ids: ['x'] },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(zh, 400, 'VALIDATION', 'ids.0');
    expectRefusal(en, 400, 'VALIDATION', 'ids.0');
    expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.json().message).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('message settings (/v2/messageSetting)', () => {
  const put = (s: Session, body: Record<string, unknown>, headers?: Record<string, string>) =>
    as(t, s).put('/api/v2/messageSetting', body, headers);

  it('lists every kind with defaults, on and in-app', async () => {
    const all = (await as(t, admin).get('/api/v2/messageSetting')).json().data;
    const assigned = all.find((s: { kind: string }) => s.kind === 'order.assigned');
    expect(assigned).toEqual({
      kind: 'order.assigned',
      enabled: true,
      recipients: ['server', 'collaborators'],
      roleIds: [],
      channels: ['inApp'],
      saved: false,
    });
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it('a saved setting changes who hears it: a role, or nobody when off', async () => {
    const financeRole = await idOf(
      t,
      sql`select ur.role_id as id from user_roles ur join users u on u.enterprise_id = ur.enterprise_id and u.id = ur.user_id
           where u.phone = (select phone from users where id = ${await userId(t, 'finance')}) limit 1`,
    );
    const saved = await put(admin, {
      kind: 'order.assigned',
      enabled: true,
      recipients: ['server', 'roles'],
      roleIds: [financeRole],
      channels: ['inApp'],
    });
    expect(saved.json().data).toMatchObject({
      recipients: ['server', 'roles'],
      roleIds: [financeRole],
      saved: true,
    });
    await happen('order.assigned', ids.dispatcher);
    const heard = await recipientsOf('order.assigned');
    expect(heard).toContain(ids.staff);
    expect(heard).toContain(await userId(t, 'finance'));
    expect(heard).not.toContain(ids.staff2);

    await put(admin, { kind: 'order.assigned', enabled: false, recipients: ['server'], channels: ['inApp'] });
    const before = await unread(staff);
    await happen('order.assigned', ids.dispatcher);
    expect(await unread(staff)).toBe(before);
  });

  it('refuses unknown or unset channels, unknown recipients, missing or foreign roles, in both languages', async () => {
    const base = { kind: 'order.completed', enabled: true, recipients: ['creator'], channels: ['inApp'] };
    expectRefusal(await put(admin, { ...base, channels: ['fax'] }), 400, 'VALIDATION', 'channels.0');
    // this server has no mail server (SMTP_URL): email is refused, naming the channels
    const email = await put(admin, { ...base, channels: ['email'] }, { 'accept-language': 'en-GB' });
    expectRefusal(email, 400, 'CHANNEL_EMAIL_UNSET', 'channels');
    expect(email.json().message).toContain('SMTP_URL');
    expectRefusal(await put(admin, { ...base, recipients: ['boss'] }), 400, 'VALIDATION', 'recipients.0');
    const zh = await put(admin, { ...base, recipients: ['roles'] });
    expectRefusal(zh, 400, 'VALIDATION', 'roleIds');
    const other = await otherEnterprise(t);
    const foreignRole = await idOf(
      t,
      sql`select id from roles where enterprise_id = ${other.enterpriseId} limit 1`,
    );
    const zhRole = await put(admin, { ...base, recipients: ['roles'], roleIds: [foreignRole] });
    expectRefusal(zhRole, 404, 'MESSAGE_ROLE_NOT_FOUND', 'roleIds');
    expect(zhRole.json().message).toBe('所选角色不存在');
    const enRole = await put(
      admin,
      { ...base, recipients: ['roles'], roleIds: [foreignRole] },
      { 'accept-language': 'en-GB' },
    );
    expect(enRole.json().message).toBe('A chosen role does not exist');
  });

  it('needs the messages permission (12704)', async () => {
    expectRefusal(await as(t, staff).get('/api/v2/messageSetting'), 403, 'NO_PERMISSION');
  });
});
