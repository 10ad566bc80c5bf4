import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MARKER_CELLS_MAX, POSITION_SOURCES, haversineMetres } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from '../orders/test-helpers';
import { dispatchMapJobs, POSITION_RETENTION_QUEUE } from './jobs';
import { deleteOldPositions } from './positions';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let staff: Session;
let staffId: number;
let staff2Id: number;
let customerId: number;
let templateId: number;

const SHANGHAI = { lng: 121.4737, lat: 31.2304 };
const SUZHOU = { lng: 120.5853, lat: 31.2989 };
const HANGZHOU = { lng: 120.1551, lat: 30.2741 };
const address = (p: { lng: number; lat: number } | null, city = '上海市') => ({
  province: '上海市',
  city,
  region: '黄浦区',
  detail: '人民大道 100 号',
  lng: p?.lng ?? null,
  lat: p?.lat ?? null,
});

/** A new order pending assignment (state 1) at `at`, created by the dispatcher. */
async function pendingOrder(at: { lng: number; lat: number } | null = SHANGHAI, city?: string) {
  const order = await createOrder(t, dispatcher, { templateId, customerId, address: address(at, city) });
  expect(order.state).toBe(1);
  return order.id;
}

/** Puts a user's only position at `at` (their demo trail is removed). */
async function placeUser(id: number, at: { lng: number; lat: number }, minutesAgo = 10) {
  await t.database.db.execute(sql`delete from staff_positions where enterprise_id = 1 and user_id = ${id}`);
  await t.database.db.execute(
    sql`insert into staff_positions (enterprise_id, user_id, lng, lat, source, at)
        values (1, ${id}, ${at.lng}, ${at.lat}, ${POSITION_SOURCES.report}, now() - make_interval(mins => ${minutesAgo}))`,
  );
}

const saveSettings = (body: Record<string, unknown>) =>
  as(t, admin).post('/api/v2/dispatchMap/settings', {
    mapDispatch: true,
    positionReports: true,
    tileUrl: null,
    ...body,
  });

const stateOf = async (orderId: number) =>
  (
    await rows<{ state: number }>(
      t.database.db,
      sql`select state from orders where enterprise_id = 1 and id = ${orderId}`,
    )
  )[0]!.state;

beforeAll(async () => {
  t = await testApp();
  [admin, dispatcher, staff] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'dispatcher'),
    loginAs(t.app, 'serviceStaff'),
  ]);
  staffId = await userId(t, 'serviceStaff');
  staff2Id = await userId(t, 'serviceStaff2');
  customerId = await demoCustomerId(t);
  templateId = await orderTemplateId(t);
}, 120_000);
afterAll(() => t?.close());

describe('engineers for an order on the map (issue 26)', () => {
  it('sorts engineers by straight-line distance (earth radius 6378137 m) from their last position', async () => {
    const orderId = await pendingOrder(SHANGHAI);
    await placeUser(staffId, HANGZHOU);
    await placeUser(staff2Id, SUZHOU);
    const res = await as(t, dispatcher).get(`/api/v2/dispatchMap/candidates?orderId=${orderId}&pageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = res.json().data as {
      list: {
        id: number;
        distance: number | null;
        position: unknown;
        openOrders: number;
        teams: unknown[];
      }[];
      total: number;
    };
    expect(list.length).toBe(total);
    expect(list.slice(0, 2).map((e) => e.id)).toEqual([staff2Id, staffId]);
    expect(list[0]!.distance).toBe(Math.round(haversineMetres(SHANGHAI, SUZHOU)));
    expect(list[1]!.distance).toBe(Math.round(haversineMetres(SHANGHAI, HANGZHOU)));
    expect(list[0]!.distance).toBeGreaterThan(84_000);
    expect(list[0]!.distance).toBeLessThan(86_000);
    // the rest have no position: last, without a distance
    for (const e of list.slice(2)) expect(e.distance).toBeNull();
    // today's load: the demo engineers serve open orders; teams and skill tags come with them
    const zhang = list.find((e) => e.id === staffId)!;
    expect(zhang.openOrders).toBeGreaterThan(0);
    expect(zhang.teams.length).toBeGreaterThan(0);
    expect(zhang).toHaveProperty('tags');
    expect(zhang).toHaveProperty('appointmentsToday');
  });

  it('SB:138: an order without coordinates answers "no coordinates found (enter a detailed address)"', async () => {
    const orderId = await pendingOrder(null);
    const res = await as(t, dispatcher).get(`/api/v2/dispatchMap/candidates?orderId=${orderId}`, {
      'accept-language': 'en-GB',
    });
    expectRefusal(res, 409, 'NO_COORDINATES', 'orderId');
    expect(res.json().message).toBe('No coordinates found (enter a detailed address)');
  });

  it('SB:143: with map dispatch off, the map answers "map dispatch not supported" (candidates and assign)', async () => {
    const orderId = await pendingOrder();
    expect((await saveSettings({ mapDispatch: false })).statusCode).toBe(200);
    try {
      const list = await as(t, dispatcher).get(`/api/v2/dispatchMap/candidates?orderId=${orderId}`);
      expectRefusal(list, 409, 'MAP_DISPATCH_OFF');
      expect(list.json().message).toBe('不支持地图派单');
      const assign = await as(t, dispatcher).post('/api/v2/dispatchMap/assign', {
        orderId,
        serverUserId: staffId,
      });
      expectRefusal(assign, 409, 'MAP_DISPATCH_OFF');
      expect(await stateOf(orderId)).toBe(1);
    } finally {
      await saveSettings({ mapDispatch: true });
    }
  });

  it('an order no longer pending assignment is refused; another enterprise’s order is missing (404)', async () => {
    const orderId = await pendingOrder();
    await as(t, dispatcher).post('/api/v2/dispatchMap/assign', { orderId, serverUserId: staffId });
    expectRefusal(
      await as(t, dispatcher).get(`/api/v2/dispatchMap/candidates?orderId=${orderId}`),
      409,
      'ORDER_NOT_PENDING',
    );
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).get(`/api/v2/dispatchMap/candidates?orderId=${orderId}`),
      404,
      'ORDER_NOT_FOUND',
    );
  });

  it('service staff may not see the dispatch map (10105 dispatch)', async () => {
    const orderId = await pendingOrder();
    expect((await as(t, staff).get(`/api/v2/dispatchMap/candidates?orderId=${orderId}`)).statusCode).toBe(
      403,
    );
  });
});

describe('assignment from the map is the list’s assign action (issue 26)', () => {
  it('assigns (1 → 2) with the server and a timeline row, as the list does', async () => {
    const orderId = await pendingOrder();
    const res = await as(t, dispatcher).post('/api/v2/dispatchMap/assign', {
      orderId,
      serverUserId: staffId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: orderId, state: 2 });
    const [row] = await rows<{ state: number; server_user_id: number; logs: number }>(
      t.database.db,
      sql`select o.state, o.server_user_id::int as server_user_id,
                 (select count(*)::int from order_logs l where l.enterprise_id = 1 and l.order_id = o.id and l.action = 'assign') as logs
            from orders o where o.enterprise_id = 1 and o.id = ${orderId}`,
    );
    expect(row).toEqual({ state: 2, server_user_id: staffId, logs: 1 });
  });

  it('refuses as list assignment does: 409 when no longer pending, 404 unknown or another enterprise’s, 403 without 10105', async () => {
    const orderId = await pendingOrder();
    expect(
      (await as(t, dispatcher).post('/api/v2/order/assign', { orderIds: [orderId], serverUserId: staffId }))
        .statusCode,
    ).toBe(200);
    const viaMap = await as(t, dispatcher).post('/api/v2/dispatchMap/assign', {
      orderId,
      serverUserId: staff2Id,
    });
    const viaList = await as(t, dispatcher).post('/api/v2/order/assign', {
      orderIds: [orderId],
      serverUserId: staff2Id,
    });
    expect(viaMap.statusCode).toBe(409);
    expect(viaMap.json().code).toBe(viaList.json().code);

    const missing = await as(t, dispatcher).post('/api/v2/dispatchMap/assign', {
      orderId: 99_999_999,
      serverUserId: staffId,
    });
    expectRefusal(missing, 404, 'ORDER_NOT_FOUND');
    const other = await otherEnterprise(t);
    const fresh = await pendingOrder();
    const foreign = await as(t, other.session).post('/api/v2/dispatchMap/assign', {
      orderId: fresh,
      serverUserId: other.userId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await stateOf(fresh)).toBe(1);

    const forbidden = await as(t, staff).post('/api/v2/dispatchMap/assign', {
      orderId: fresh,
      serverUserId: staffId,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await as(t, staff).post('/api/v2/order/assign', { orderIds: [fresh], serverUserId: staffId }))
        .statusCode,
    ).toBe(403);
    expect(await stateOf(fresh)).toBe(1);
  });

  it('a person who may not serve is refused with the list’s code, naming the field', async () => {
    const orderId = await pendingOrder();
    const finance = await userId(t, 'finance');
    const viaMap = await as(t, dispatcher).post('/api/v2/dispatchMap/assign', {
      orderId,
      serverUserId: finance,
    });
    const viaList = await as(t, dispatcher).post('/api/v2/order/assign', {
      orderIds: [orderId],
      serverUserId: finance,
    });
    expect(viaMap.statusCode).toBe(viaList.statusCode);
    expect(viaMap.json().code).toBe(viaList.json().code);
    expect(viaMap.json().field).toBe('serverUserId');
  });

  it('bad input is a 400 naming the field, nothing written', async () => {
    const res = await as(t, dispatcher).post('/api/v2/dispatchMap/assign', {
      orderId: 'x',
      serverUserId: staffId,
    });
    expectRefusal(res, 400, 'VALIDATION', 'orderId');
  });
});

describe('positions (issue 26): reports while serving, opt-in, once a minute, 90 days, dispatchers only', () => {
  /** An order of the staff member in service (3 → 4 through the API). */
  async function inServiceOrder() {
    const orderId = await pendingOrder();
    await as(t, dispatcher).post('/api/v2/order/assign', { orderIds: [orderId], serverUserId: staffId });
    expect((await as(t, staff).post('/api/order/accept', { orderId })).statusCode).toBe(200);
    const start = await as(t, staff).post('/api/order/startService', { orderId, ...SHANGHAI });
    expect(start.statusCode, start.body).toBe(200);
    return orderId;
  }
  const report = (orderId: number, at = SUZHOU) =>
    as(t, staff).post('/api/v2/position/report', { orderId, ...at });
  const clearReports = () =>
    t.database.db.execute(sql`delete from staff_positions where enterprise_id = 1 and user_id = ${staffId}`);

  it('a check-in (start of service with a location) is a position of source 1', async () => {
    await clearReports();
    const orderId = await inServiceOrder();
    await t.app.ctx.events.idle();
    const found = await rows<{ source: number; lng: number; order_id: number }>(
      t.database.db,
      sql`select source, lng, order_id::int as order_id from staff_positions where enterprise_id = 1 and user_id = ${staffId}`,
    );
    expect(found).toEqual([{ source: POSITION_SOURCES.checkIn, lng: SHANGHAI.lng, order_id: orderId }]);
  });

  it('is refused without the enterprise’s reports on, without the engineer’s opt-in, and for an order not in service', async () => {
    const orderId = await inServiceOrder();
    await saveSettings({ positionReports: false });
    expectRefusal(await report(orderId), 409, 'REPORTS_OFF');
    await saveSettings({ positionReports: true });
    expect((await as(t, staff).post('/api/v2/position/consent', { enabled: false })).json().data).toEqual({
      reportsEnabled: true,
      consented: false,
    });
    expectRefusal(await report(orderId), 409, 'NO_CONSENT');
    expect(
      (await as(t, staff).post('/api/v2/position/consent', { enabled: true })).json().data.consented,
    ).toBe(true);
    const notServing = await pendingOrder();
    expectRefusal(await report(notServing), 409, 'NOT_IN_SERVICE', 'orderId');
    expectRefusal(await report(99_999_999), 404, 'ORDER_NOT_FOUND', 'orderId');
  });

  it('takes one report a minute and records the leg as travel (/user/object/travelled/*)', async () => {
    await clearReports();
    const orderId = await inServiceOrder();
    await t.app.ctx.events.idle(); // the check-in at Shanghai
    const first = await report(orderId, SUZHOU);
    expect(first.statusCode, first.body).toBe(200);
    expectRefusal(await report(orderId, HANGZHOU), 429, 'TOO_OFTEN');
    // a minute later the next one is taken
    await t.database.db.execute(
      sql`update staff_positions set at = at - interval '61 seconds' where enterprise_id = 1 and user_id = ${staffId}`,
    );
    expect((await report(orderId, HANGZHOU)).statusCode).toBe(200);
    const travels = await as(t, admin).get(`/api/user/object/travelled/list?userId=${staffId}&pageSize=10`);
    expect(travels.statusCode, travels.body).toBe(200);
    const legs = (travels.json().data.list as { objectId: number; distanceMeters: number }[]).filter(
      (l) => l.objectId === orderId,
    );
    expect(legs.map((l) => l.distanceMeters).sort()).toEqual(
      [Math.round(haversineMetres(SHANGHAI, SUZHOU)), Math.round(haversineMetres(SUZHOU, HANGZHOU))].sort(),
    );
  });

  it('bad coordinates are a 400 naming the field', async () => {
    const res = await as(t, staff).post('/api/v2/position/report', { orderId: 1, lng: 200, lat: 31 });
    expectRefusal(res, 400, 'VALIDATION', 'lng');
  });

  it('dispatchers read them; other roles may not (403); another enterprise’s engineer is missing (404)', async () => {
    const list = await as(t, dispatcher).get(`/api/v2/position/list?userId=${staffId}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.total).toBeGreaterThan(0);
    const latest = await as(t, dispatcher).get('/api/v2/position/latest?pageSize=50');
    expect(latest.statusCode).toBe(200);
    const me = (latest.json().data.list as { id: number; position: { at: string } | null }[]).find(
      (e) => e.id === staffId,
    );
    expect(me?.position?.at).toMatch(/Z$/);
    expect((await as(t, staff).get(`/api/v2/position/list?userId=${staffId}`)).statusCode).toBe(403);
    expect((await as(t, staff).get('/api/v2/position/latest')).statusCode).toBe(403);
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).get(`/api/v2/position/list?userId=${staffId}`),
      404,
      'USER_NOT_FOUND',
    );
    const theirs = await as(t, other.session).get('/api/v2/position/latest?pageSize=100');
    expect((theirs.json().data.list as { id: number }[]).some((e) => e.id === staffId)).toBe(false);
  });

  it('the retention job deletes positions older than 90 days and keeps the rest', async () => {
    await t.database.db.execute(
      sql`insert into staff_positions (enterprise_id, user_id, lng, lat, source, at) values
          (1, ${staff2Id}, 121, 31, 2, now() - interval '91 days'),
          (1, ${staff2Id}, 121, 31, 2, now() - interval '89 days')`,
    );
    const count = async () =>
      (
        await rows<{ old: number; kept: number }>(
          t.database.db,
          sql`select count(*) filter (where at < now() - interval '90 days')::int as old,
                     count(*) filter (where at between now() - interval '90 days' and now() - interval '80 days')::int as kept
                from staff_positions where enterprise_id = 1`,
        )
      )[0]!;
    expect((await count()).old).toBeGreaterThan(0);
    const { deleted } = await deleteOldPositions(t.app.ctx);
    expect(deleted).toBeGreaterThan(0);
    expect(await count()).toEqual({ old: 0, kept: 1 });
    const job = dispatchMapJobs(t.app.ctx).find((j) => j.name === POSITION_RETENTION_QUEUE)!;
    expect(job.cron).toBeTruthy();
    expect(await job.run(undefined)).toEqual({ deleted: 0 });
  });
});

describe('map markers of an order list (issue 26): clustered on a grid, bounded', () => {
  it('clusters at a low zoom and answers single orders at a high one; counts add up to the total', async () => {
    const low = await as(t, dispatcher).get('/api/v2/dispatchMap/markers?view=all&zoom=3');
    expect(low.statusCode, low.body).toBe(200);
    const a = low.json().data as {
      markers: { count: number; order: unknown }[];
      total: number;
      capped: boolean;
    };
    expect(a.total).toBeGreaterThan(50);
    expect(a.markers.reduce((s, m) => s + m.count, 0)).toBe(a.total);
    expect(a.markers.length).toBeLessThan(a.total);
    expect(a.capped).toBe(false);
    const high = (await as(t, dispatcher).get('/api/v2/dispatchMap/markers?view=all&zoom=18')).json().data;
    expect(high.total).toBe(a.total);
    expect(high.markers.length).toBeLessThanOrEqual(MARKER_CELLS_MAX);
    expect(high.markers.length).toBeGreaterThan(a.markers.length);
    for (const m of high.markers as { count: number; order: { id: number; state: number } | null }[])
      if (m.count === 1) expect(m.order).toMatchObject({ id: expect.any(Number), state: expect.any(Number) });
      else expect(m.order).toBeNull();
  });

  it('keeps to the list’s filters (view, states), a city and a rectangle; orders without coordinates are counted apart', async () => {
    const city = `测试市${Date.now() % 1000}`;
    const placed = await pendingOrder({ lng: 100.5, lat: 20.5 }, city);
    await pendingOrder(null, city);
    const q = `/api/v2/dispatchMap/markers?view=assign&zoom=12&city=${encodeURIComponent(city)}`;
    const res = (await as(t, dispatcher).get(q)).json().data;
    expect(res).toMatchObject({ total: 1, unplaced: 1, capped: false });
    // a cell of one order shows that order, read by its id after the cells are chosen
    const [row] = await rows<{ order_no: string; title: string; priority: number }>(
      t.database.db,
      sql`select order_no, title, priority from orders where enterprise_id = 1 and id = ${placed}`,
    );
    expect(res.markers[0]).toMatchObject({
      count: 1,
      lng: 100.5,
      lat: 20.5,
      order: { id: placed, orderNo: row!.order_no, title: row!.title, state: 1, priority: row!.priority },
    });
    const boxed = (await as(t, dispatcher).get(`${q}&west=100&east=101&south=20&north=21`)).json().data;
    expect(boxed.total).toBe(1);
    const outside = (await as(t, dispatcher).get(`${q}&west=110&east=111&south=20&north=21`)).json().data;
    expect(outside.total).toBe(0);
    const otherState = (
      await as(t, dispatcher).get(`${q.replace('view=assign', 'view=all')}&orderStateList=5`)
    ).json().data;
    expect(otherState.total).toBe(0);
  });

  it('bad input: a zoom out of range or half a rectangle is a 400 naming the field', async () => {
    expectRefusal(
      await as(t, dispatcher).get('/api/v2/dispatchMap/markers?zoom=30'),
      400,
      'VALIDATION',
      'zoom',
    );
    expectRefusal(
      await as(t, dispatcher).get('/api/v2/dispatchMap/markers?west=1'),
      400,
      'VALIDATION',
      'east',
    );
  });

  it('another enterprise sees none of these orders', async () => {
    const other = await otherEnterprise(t);
    const res = (await as(t, other.session).get('/api/v2/dispatchMap/markers?zoom=3')).json().data;
    expect(res.total).toBe(0);
  });
});

describe('density by area (/dataMap)', () => {
  it('counts orders created in the period by city, largest first; customers too', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const year = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const orders = await as(t, dispatcher).get(
      `/api/v2/dispatchMap/density?kind=orders&from=${year}&to=${today}`,
    );
    expect(orders.statusCode, orders.body).toBe(200);
    const areas = orders.json().data.areas as { area: string; count: number }[];
    expect(areas.length).toBeGreaterThan(1);
    expect(areas[0]!.count).toBeGreaterThanOrEqual(areas[1]!.count);
    const customers = await as(t, admin).get(
      `/api/v2/dispatchMap/density?kind=customers&from=${year}&to=${today}`,
    );
    expect(customers.json().data.total).toBeGreaterThan(0);
    expectRefusal(
      await as(t, admin).get(`/api/v2/dispatchMap/density?from=${from}&to=${today}`),
      400,
      'VALIDATION',
      'to',
    );
  });
});

describe('the map provider’s calls (SS:425-426) through core/maps.ts', () => {
  it('GET /map/geo answers the nearest known place as regeocode.formatted_address', async () => {
    const res = await as(t, staff).get('/api/map/geo?longitude=121.48&latitude=31.22');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: '1', regeocode: { formatted_address: '上海' } });
    const suzhou = (await as(t, staff).get('/api/map/geo?longitude=120.6&latitude=31.3')).json().data;
    expect(suzhou.regeocode.formatted_address).toBe('江苏苏州');
    const sea = (await as(t, staff).get('/api/map/geo?longitude=-30&latitude=0')).json().data;
    expect(sea).toEqual({ status: '0', regeocode: null });
    expectRefusal(
      await as(t, staff).get('/api/map/geo?longitude=500&latitude=0'),
      400,
      'VALIDATION',
      'longitude',
    );
  });

  it('POST /map/locating: the built-in provider knows no IP ranges and says so (status 0)', async () => {
    const res = await as(t, staff).post('/api/map/locating?ip=10.1.2.3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ status: '0', ip: '10.1.2.3', rectangle: '' });
    expectRefusal(await as(t, staff).post('/api/map/locating?ip=x%20y'), 400, 'VALIDATION', 'ip');
  });
});

describe('map settings', () => {
  it('a tile URL template needs {z}, {x} and {y}; empty restores the default', async () => {
    expectRefusal(
      await saveSettings({ tileUrl: 'https://example.com/tiles.png' }),
      400,
      'VALIDATION',
      'tileUrl',
    );
    const saved = await saveSettings({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' });
    expect(saved.json().data.tileUrl).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
    expect((await saveSettings({ tileUrl: '' })).json().data.tileUrl).toBeNull();
    expect(
      (
        await as(t, dispatcher).post('/api/v2/dispatchMap/settings', {
          mapDispatch: true,
          positionReports: true,
          tileUrl: null,
        })
      ).statusCode,
    ).toBe(403);
  });
});
