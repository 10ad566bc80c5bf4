import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDayRow } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { userId } from '../../test/data';
import { createOrder, demoCustomerId, inHours, orderDetail, orderTemplateId } from './test-helpers';

let t: TestApp;
let admin: Session;
let server: Session;
let director: Session;
let serverId: number;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  server = await loginAs(t.app, 'serviceStaff');
  director = await loginAs(t.app, 'director');
  serverId = await userId(t, 'serviceStaff');
});
afterAll(() => t.close());

const day = async (s: Session, query = '') => {
  const res = await as(t, s).get(`/api/v2/order/myDay${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { list: OrderDayRow[] }).list;
};

describe("the service person's day (GET /v2/order/myDay)", () => {
  it('a start of day that is not an instant is refused with a coded 400', async () => {
    const res = await as(t, server).get('/api/v2/order/myDay?from=yesterday');
    expectRefusal(res, 400, 'VALIDATION', 'from');
  });

  it('lists exactly my working orders to accept, serve or finish: from the start of my day on, then missed ones, then unscheduled', async () => {
    // The demo engineer has missed appointments and coming ones on either side of this instant.
    const [mid] = await rows<{ at: string }>(
      t.database.db,
      sql`select to_char(percentile_disc(0.5) within group (order by appointment_at) at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from orders where enterprise_id = 1 and server_user_id = ${serverId} and state in (2, 3, 4)`,
    );
    const from = mid!.at;
    const expected = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from orders where enterprise_id = 1 and server_user_id = ${serverId}
           and state in (2, 3, 4) and deleted_at is null and archived_at is null
           order by case when appointment_at >= ${from}::timestamptz then 0 when appointment_at is null then 2 else 1 end,
             appointment_at, id limit 50`,
    );
    expect(expected.length).toBeGreaterThan(1);
    const list = await day(server, `?from=${from}`);
    expect(list.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const first = list.findIndex((r) => r.appointmentAt! < from);
    expect(first).toBeGreaterThan(0);
    expect(list.slice(0, first).every((r) => r.appointmentAt! >= from)).toBe(true);
    expect(list.every((r) => r.server?.id === serverId && [2, 3, 4].includes(r.state))).toBe(true);
  });

  it("each row carries the service address's coordinates and the same actions as the order's detail", async () => {
    const customerId = await demoCustomerId(t);
    const { id } = await createOrder(t, admin, {
      templateId: await orderTemplateId(t),
      customerId,
      serverUserId: serverId,
      appointmentAt: inHours(1),
      address: {
        province: '上海市',
        city: '上海市',
        region: '黄浦区',
        detail: '南京东路 1 号',
        lng: 121.48,
        lat: 31.24,
      },
    });
    const row = (await day(server)).find((r) => r.id === id);
    expect(row).toMatchObject({ lng: 121.48, lat: 31.24, state: 2 });
    const detail = await orderDetail(t, server, id);
    expect(row!.actions).toEqual(detail.actions);
    expect(row!.actions).toContain('accept');
  });

  it('an order leaves the day once it is archived, and another person’s day never shows it', async () => {
    const { id } = await createOrder(t, admin, {
      templateId: await orderTemplateId(t),
      customerId: await demoCustomerId(t),
      serverUserId: serverId,
    });
    expect((await day(server)).some((r) => r.id === id)).toBe(true);
    expect((await day(director)).some((r) => r.id === id)).toBe(false);
    const res = await as(t, admin).put('/api/v2/order/archive', { ids: [id], archived: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await day(server)).some((r) => r.id === id)).toBe(false);
  });
});
