import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_TYPES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { createUser } from '../tenancy';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from './test-helpers';
import { returnExpiredPool } from './pool-sweep';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let staff: Session;
let staff2: Session;
let employee: Session;
let staffId: number;
let templateId: number;
let customerId: number;

const DEFAULTS = {
  audience: 'all',
  teamIds: [],
  tagIds: [],
  hideOthers: false,
  duration: 1,
  durationUnit: 'days',
  grabCap: 0,
  giveBack: 30,
  giveBackUnit: 'minutes',
};

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  dispatcher = await loginAs(t.app, 'dispatcher');
  staff = await loginAs(t.app, 'serviceStaff');
  staff2 = await loginAs(t.app, 'serviceStaff2');
  employee = await loginAs(t.app, 'employee');
  staffId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
});
afterAll(() => t.close());
// each test starts from the default settings
beforeEach(async () => {
  await t.database.db.execute(sql`delete from order_pool_settings`);
});

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const saveSettings = async (body: Record<string, unknown>) => {
  const res = await as(t, admin).put('/api/v2/order/pool/settings', { ...DEFAULTS, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const newOrder = async () => (await createOrder(t, dispatcher, { templateId, customerId })).id;
const pooled = async () => {
  const id = await newOrder();
  const res = await post(dispatcher, '/v2/order/pool/put', { orderIds: [id] });
  expect(res.statusCode, res.body).toBe(200);
  return id;
};
const orderRow = async (id: number) =>
  (
    await rows<{
      state: number;
      server_user_id: number | null;
      pooled: boolean;
      grabbed: boolean;
      expires: string | null;
    }>(
      t.database.db,
      sql`select state, server_user_id::int as server_user_id, pooled_at is not null as pooled,
                 grabbed_at is not null as grabbed, pool_expires_at::text as expires
            from orders where id = ${id}`,
    )
  )[0]!;
const timeline = async (id: number) =>
  ((await as(t, admin).get(`/api/order/getOrderTab/${id}`)).json().data.logs as { action: string }[]).map(
    (l) => l.action,
  );
const events = async (id: number) =>
  (
    await rows<{ kind: string }>(
      t.database.db,
      sql`select kind from domain_events where object_kind = 'order' and object_id = ${id} order by id`,
    )
  ).map((e) => e.kind);
const poolList = async (s: Session, query = '') => {
  const res = await as(t, s).get(`/api/v2/order/pool/list?pageSize=50&pageIndex=0${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    list: { id: number; block: string | null }[];
    total: number;
    me: { block: string | null; open: number; grabCap: number };
  };
};
const rowOf = async (s: Session, id: number, query = '') =>
  (await poolList(s, query)).list.find((r) => r.id === id);

describe('put in pool (dispatcher, 1 → 1 + pooled)', () => {
  it('pools an order pending assignment, with its return time, a timeline row and order.pooled', async () => {
    const id = await pooled();
    const o = await orderRow(id);
    expect(o).toMatchObject({ state: 1, pooled: true, server_user_id: null });
    expect(o.expires).not.toBeNull();
    expect(await timeline(id)).toContain('putInPool');
    expect(await events(id)).toContain('order.pooled');
  });

  it('refuses service staff (no dispatch code), another enterprise (404), bad input (400 naming the field)', async () => {
    const id = await newOrder();
    expectRefusal(await post(staff, '/v2/order/pool/put', { orderIds: [id] }), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    expectRefusal(
      await post(other.session, '/v2/order/pool/put', { orderIds: [id] }),
      404,
      'ORDER_NOT_FOUND',
    );
    expectRefusal(
      await post(dispatcher, '/v2/order/pool/put', { orderIds: ['x'] }),
      400,
      'VALIDATION',
      'orderIds.0',
    );
    expectRefusal(
      await post(dispatcher, '/v2/order/pool/put', { orderIds: [] }),
      400,
      'VALIDATION',
      'orderIds',
    );
    expect((await orderRow(id)).pooled).toBe(false);
  });

  it('refuses an order already pooled, and assigning a pooled order (recall it first)', async () => {
    const id = await pooled();
    const again = await post(dispatcher, '/v2/order/pool/put', { orderIds: [id] });
    expectRefusal(again, 409, 'TRANSITION_REFUSED');
    expect(again.json().data.refusal).toBe('pooled');
    const assign = await post(dispatcher, '/v2/order/assign', { orderIds: [id], serverUserId: staffId });
    expectRefusal(assign, 409, 'TRANSITION_REFUSED');
    expect(assign.json().data.refusal).toBe('pooled');
  });

  it('refuses an order not pending assignment (the table)', async () => {
    const { id } = await createOrder(t, dispatcher, { templateId, customerId, serverUserId: staffId });
    const res = await post(dispatcher, '/v2/order/pool/put', { orderIds: [id] });
    expectRefusal(res, 409, 'TRANSITION_REFUSED');
    expect(res.json().data.refusal).toBe('state');
  });
});

describe('recall (dispatcher, 1 + pooled → 1)', () => {
  it('takes a pooled order back; refuses staff, another enterprise, bad input, an order not pooled', async () => {
    const id = await pooled();
    expectRefusal(await post(staff, '/v2/order/pool/recall', { orderId: id }), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    expectRefusal(
      await post(other.session, '/v2/order/pool/recall', { orderId: id }),
      404,
      'ORDER_NOT_FOUND',
    );
    expectRefusal(
      await post(dispatcher, '/v2/order/pool/recall', { orderId: 'x' }),
      400,
      'VALIDATION',
      'orderId',
    );
    const res = await post(dispatcher, '/v2/order/pool/recall', { orderId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(id)).toMatchObject({ state: 1, pooled: false });
    expect(await timeline(id)).toContain('recall');
    const again = await post(dispatcher, '/v2/order/pool/recall', { orderId: id });
    expectRefusal(again, 409, 'TRANSITION_REFUSED');
    expect(again.json().data.refusal).toBe('notPooled');
  });
});

describe('grab (service staff with 10112, 1 + pooled → 3)', () => {
  it('makes the grabber the server; the timeline and order.grabbed say so; the pool no longer lists it', async () => {
    const id = await pooled();
    expect((await rowOf(staff, id))?.block).toBeNull();
    const res = await post(staff, '/v2/order/grab', { orderId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe(3);
    expect(await orderRow(id)).toMatchObject({
      state: 3,
      server_user_id: staffId,
      pooled: false,
      grabbed: true,
    });
    expect(await timeline(id)).toContain('grab');
    expect(await events(id)).toContain('order.grabbed');
    expect(await rowOf(staff, id)).toBeUndefined();
    // the grabbed order is the grabber's: in their orders
    const mine = await as(t, staff).get('/api/v2/order/list?view=my&pageSize=50&pageIndex=0');
    expect((mine.json().data.list as { id: number }[]).some((o) => o.id === id)).toBe(true);
  });

  it('refuses a dispatcher without the grab code, another enterprise (404), bad input, an order not pooled', async () => {
    const id = await pooled();
    expectRefusal(await post(dispatcher, '/v2/order/grab', { orderId: id }), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    expectRefusal(await post(other.session, '/v2/order/grab', { orderId: id }), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await post(staff, '/v2/order/grab', {}), 400, 'VALIDATION', 'orderId');
    const plain = await newOrder();
    const res = await post(staff, '/v2/order/grab', { orderId: plain });
    expectRefusal(res, 409, 'TRANSITION_REFUSED');
    expect(res.json().data.refusal).toBe('notPooled');
    expect((await orderRow(id)).pooled).toBe(true);
  });

  it('the second grabber is told in their language that someone was faster (ORDER_ALREADY_GRABBED)', async () => {
    const id = await pooled();
    expect((await post(staff, '/v2/order/grab', { orderId: id })).statusCode).toBe(200);
    const zh = await post(staff2, '/v2/order/grab', { orderId: id });
    expectRefusal(zh, 409, 'ORDER_ALREADY_GRABBED');
    expect(zh.json().message).toContain('已被其他人抢走');
    const en = await as(t, staff2).post(
      '/api/v2/order/grab',
      { orderId: id },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(en, 409, 'ORDER_ALREADY_GRABBED');
    expect(en.json().message).toContain('someone else has already grabbed');
  });

  it('20 parallel grabs of one order: exactly one succeeds, the others get ORDER_ALREADY_GRABBED', async () => {
    const [ep] = await rows<{ enterprise_id: number; role_id: number; department_id: number }>(
      t.database.db,
      sql`select u.enterprise_id::int as enterprise_id, u.department_id::int as department_id,
                 (select r.id::int from roles r where r.enterprise_id = u.enterprise_id and r.type = ${ROLE_TYPES.serviceStaff} and r.built_in) as role_id
            from users u where u.id = ${staffId}`,
    );
    const grabbers: Session[] = [staff, staff2];
    for (let i = 0; i < 18; i++) {
      const phone = `1370000${String(i).padStart(4, '0')}`;
      await createUser(t.database.db, {
        enterpriseId: ep!.enterprise_id,
        phone,
        name: `抢单${i}`,
        password: 'Grab#Pool2026',
        departmentId: ep!.department_id,
        roleIds: [ep!.role_id],
      });
      grabbers.push(await loginAs(t.app, phone as `${number}`, 'Grab#Pool2026'));
    }
    const id = await pooled();
    const results = await Promise.all(grabbers.map((s) => post(s, '/v2/order/grab', { orderId: id })));
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expectRefusal(r, 409, 'ORDER_ALREADY_GRABBED');
    expect((await timeline(id)).filter((a) => a === 'grab')).toHaveLength(1);
    expect((await orderRow(id)).state).toBe(3);
  });
});

describe('give back (the grabber, 3 → 1 + pooled, within the window)', () => {
  it('puts the order back in the pool; refuses another engineer, another enterprise, bad input', async () => {
    const id = await pooled();
    await post(staff, '/v2/order/grab', { orderId: id });
    // another engineer does not see the order (personal data scope); an administrator sees it but is not its server
    expectRefusal(await post(staff2, '/v2/order/revokeGrab', { orderId: id }), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await post(admin, '/v2/order/revokeGrab', { orderId: id }), 403, 'NOT_YOUR_ORDER');
    expectRefusal(await post(dispatcher, '/v2/order/revokeGrab', { orderId: id }), 403, 'NO_PERMISSION');
    const other = await otherEnterprise(t);
    expectRefusal(await post(other.session, '/v2/order/revokeGrab', { orderId: id }), 404, 'ORDER_NOT_FOUND');
    expectRefusal(
      await post(staff, '/v2/order/revokeGrab', { orderId: id, note: 'x'.repeat(600) }),
      400,
      'VALIDATION',
      'note',
    );
    const detail = await as(t, staff).get(`/api/order/orderDetail?id=${id}`);
    expect(detail.json().data.actions).toContain('revokeGrab');
    const res = await post(staff, '/v2/order/revokeGrab', { orderId: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(id)).toMatchObject({
      state: 1,
      pooled: true,
      server_user_id: null,
      grabbed: false,
    });
    expect(await events(id)).toContain('order.grabGivenBack');
    expect((await rowOf(staff2, id))?.block).toBeNull();
  });

  it('refuses after the window, when the settings allow no giving back, and on an order not grabbed', async () => {
    const id = await pooled();
    await post(staff, '/v2/order/grab', { orderId: id });
    await t.database.db.execute(
      sql`update orders set grabbed_at = now() - interval '31 minutes' where id = ${id}`,
    );
    const late = await post(staff, '/v2/order/revokeGrab', { orderId: id });
    expectRefusal(late, 409, 'TRANSITION_REFUSED');
    expect(late.json().data.refusal).toBe('giveBackClosed');
    await saveSettings({ giveBack: 2, giveBackUnit: 'hours' });
    expect((await post(staff, '/v2/order/revokeGrab', { orderId: id })).statusCode).toBe(200);

    const id2 = await pooled();
    await post(staff, '/v2/order/grab', { orderId: id2 });
    await saveSettings({ giveBack: 0 });
    const off = await post(staff, '/v2/order/revokeGrab', { orderId: id2 });
    expect(off.json().data.refusal).toBe('giveBackClosed');

    const { id: assigned } = await createOrder(t, dispatcher, {
      templateId,
      customerId,
      serverUserId: staffId,
    });
    await post(staff, '/order/accept', { orderId: assigned });
    const notGrabbed = await post(staff, '/v2/order/revokeGrab', { orderId: assigned });
    expectRefusal(notGrabbed, 409, 'TRANSITION_REFUSED');
    expect(notGrabbed.json().data.refusal).toBe('notGrabbed');
  });
});

describe('pool settings: who may grab, cap', () => {
  it('cap of open grabbed orders per person: the next grab is refused and the list says why', async () => {
    await saveSettings({ grabCap: 1 });
    const open = (await poolList(staff2)).me.open;
    await saveSettings({ grabCap: open + 1 });
    const a = await pooled();
    const b = await pooled();
    expect((await post(staff2, '/v2/order/grab', { orderId: a })).statusCode).toBe(200);
    const res = await post(staff2, '/v2/order/grab', { orderId: b });
    expectRefusal(res, 409, 'POOL_CAP_REACHED');
    expect(res.json().message).toContain(String(open + 1));
    expect((await rowOf(staff2, b))?.block).toBe('cap');
    expect((await poolList(staff2)).me).toMatchObject({ block: 'cap', grabCap: open + 1 });
    // finishing or giving back frees a place
    expect((await post(staff2, '/v2/order/revokeGrab', { orderId: a })).statusCode).toBe(200);
    expect((await post(staff2, '/v2/order/grab', { orderId: b })).statusCode).toBe(200);
  });

  it('by team: only members of the chosen teams may grab; others are told why', async () => {
    const [east] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from service_teams where enterprise_id = 1 and name = '华东分部'`,
    );
    await saveSettings({ audience: 'teams', teamIds: [east!.id] });
    const id = await pooled();
    expect((await rowOf(staff, id))?.block).toBe('team');
    expectRefusal(await post(staff, '/v2/order/grab', { orderId: id }), 403, 'POOL_NOT_IN_TEAM');
    expect((await rowOf(staff2, id))?.block).toBeNull();
    // "hide others": staff outside the audience see nothing; the dispatcher still sees the pool
    await saveSettings({ audience: 'teams', teamIds: [east!.id], hideOthers: true });
    expect(await rowOf(staff, id)).toBeUndefined();
    expect(await rowOf(admin, id)).toBeDefined();
    expect((await post(staff2, '/v2/order/grab', { orderId: id })).statusCode).toBe(200);
  });

  it('by skill tag: only staff carrying a chosen person tag may grab', async () => {
    const [senior] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from tags where enterprise_id = 1 and object_kind = 6 and name like '高级技师%'`,
    );
    await saveSettings({ audience: 'tags', tagIds: [senior!.id] });
    const id = await pooled();
    expect((await rowOf(staff2, id))?.block).toBe('skill');
    expectRefusal(await post(staff2, '/v2/order/grab', { orderId: id }), 403, 'POOL_NO_SKILL');
    expect((await post(staff, '/v2/order/grab', { orderId: id })).statusCode).toBe(200);
  });

  it("by a team's service area: an address outside the grabber's teams' areas is refused", async () => {
    await saveSettings({ audience: 'area' });
    const beijing = await pooled();
    const hangzhou = await pooled();
    await t.database.db.execute(
      sql`update orders set address = '{"province":"北京市","city":"北京市"}'::jsonb where id = ${beijing}`,
    );
    await t.database.db.execute(
      sql`update orders set address = '{"province":"浙江省","city":"杭州市"}'::jsonb where id = ${hangzhou}`,
    );
    // 赵师傅: East China branch (上海, 江苏, 浙江杭州); 张师傅: headquarters, nationwide
    expect((await rowOf(staff2, beijing))?.block).toBe('area');
    expect((await rowOf(staff2, hangzhou))?.block).toBeNull();
    expect((await rowOf(staff, beijing))?.block).toBeNull();
    expectRefusal(await post(staff2, '/v2/order/grab', { orderId: beijing }), 403, 'POOL_OUTSIDE_AREA');
    const mine = await poolList(staff2, '&grabbable=1');
    expect(mine.list.some((r) => r.id === beijing)).toBe(false);
    expect(mine.list.some((r) => r.id === hangzhou)).toBe(true);
    expect((await post(staff2, '/v2/order/grab', { orderId: hangzhou })).statusCode).toBe(200);
  });

  it('settings: read and saved by 10114; refused to the dispatcher; bad input names the field', async () => {
    const read = await as(t, admin).get('/api/v2/order/pool/settings');
    expect(read.json().data).toMatchObject(DEFAULTS);
    expectRefusal(await as(t, dispatcher).get('/api/v2/order/pool/settings'), 403, 'NO_PERMISSION');
    const put = (body: Record<string, unknown>) =>
      as(t, admin).put('/api/v2/order/pool/settings', { ...DEFAULTS, ...body });
    expectRefusal(await put({ duration: 0 }), 400, 'VALIDATION', 'duration');
    expectRefusal(await put({ durationUnit: 'weeks' }), 400, 'VALIDATION', 'durationUnit');
    expectRefusal(await put({ grabCap: -1 }), 400, 'VALIDATION', 'grabCap');
    expectRefusal(await put({ audience: 'teams' }), 400, 'VALIDATION', 'teamIds');
    expectRefusal(await put({ audience: 'teams', teamIds: [999999] }), 400, 'POOL_TEAM_NOT_FOUND', 'teamIds');
    expectRefusal(await put({ audience: 'tags', tagIds: [999999] }), 400, 'POOL_TAG_NOT_FOUND', 'tagIds');
    const other = await otherEnterprise(t);
    const [team] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from service_teams where enterprise_id = 1 limit 1`,
    );
    expectRefusal(
      await as(t, other.session).put('/api/v2/order/pool/settings', {
        ...DEFAULTS,
        audience: 'teams',
        teamIds: [team!.id],
      }),
      400,
      'POOL_TEAM_NOT_FOUND',
    );
    const saved = await saveSettings({ duration: 3, durationUnit: 'hours', grabCap: 5 });
    expect(saved).toMatchObject({ duration: 3, durationUnit: 'hours', grabCap: 5 });
  });
});

describe('the pool list and badge', () => {
  it('answers staff and dispatchers; refuses a role that may neither grab nor dispatch; bad input 400', async () => {
    const id = await pooled();
    expect((await poolList(dispatcher)).list.some((r) => r.id === id)).toBe(true);
    expectRefusal(await as(t, employee).get('/api/v2/order/pool/list'), 403, 'POOL_NO_ACCESS');
    expectRefusal(
      await as(t, staff).get('/api/v2/order/pool/list?priority=9'),
      400,
      'VALIDATION',
      'priority',
    );
    const other = await otherEnterprise(t);
    expect((await poolList(other.session)).list.some((r) => r.id === id)).toBe(false);
  });

  it('filters by keyword in SQL, and the badge counts what I may grab', async () => {
    const id = await pooled();
    const [o] = await rows<{ order_no: string }>(
      t.database.db,
      sql`select order_no from orders where id = ${id}`,
    );
    const found = await poolList(staff, `&keyword=${o!.order_no}`);
    expect(found.list.map((r) => r.id)).toEqual([id]);
    const badge = async (s: Session) =>
      (await as(t, s).get('/api/v2/order/getOrderListCount?is_grab=1')).json().data as number;
    const total = (await poolList(staff)).total;
    expect(await badge(staff)).toBe(total);
    await saveSettings({ grabCap: 1 });
    const cap = (await poolList(staff)).me;
    if (cap.open >= 1) expect(await badge(staff)).toBe(0);
    // the dispatcher's assign list filters pooled orders with is_grab
    const assign = await as(t, dispatcher).get(
      '/api/v2/order/list?view=assign&is_grab=1&pageSize=50&pageIndex=0',
    );
    const ids = (assign.json().data.list as { id: number; pooled: boolean }[]).map((r) => r.pooled);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every(Boolean)).toBe(true);
  });
});

describe('the pool sweep (pg-boss job, each minute)', () => {
  it('returns orders past their time to assignment, on the timeline, once', async () => {
    await saveSettings({ duration: 1, durationUnit: 'minutes' });
    const id = await pooled();
    const keep = await (async () => {
      await saveSettings({ duration: 1, durationUnit: 'days' });
      return pooled();
    })();
    expect((await returnExpiredPool(t.app.ctx)).returned).toBe(0);
    // the statistics consumer locks an order row while it counts it; the sweep skips locked rows
    await t.app.ctx.events.idle();
    const later = new Date(Date.now() + 61_000);
    const first = await returnExpiredPool(t.app.ctx, later);
    expect(first.returned).toBeGreaterThanOrEqual(1);
    expect(await orderRow(id)).toMatchObject({ state: 1, pooled: false });
    expect((await orderRow(keep)).pooled).toBe(true);
    const logs = await timeline(id);
    expect(logs.filter((a) => a === 'poolExpired')).toHaveLength(1);
    expect(await events(id)).toContain('order.poolExpired');
    expect((await returnExpiredPool(t.app.ctx, later)).returned).toBe(0);
    expect((await timeline(id)).filter((a) => a === 'poolExpired')).toHaveLength(1);
  });

  it('is scheduled with pg-boss', async () => {
    const { orderJobs, POOL_SWEEP_QUEUE } = await import('./jobs');
    const job = orderJobs(t.app.ctx).find((j) => j.name === POOL_SWEEP_QUEUE);
    expect(job?.cron).toBe('* * * * *');
  });
});
