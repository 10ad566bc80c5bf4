import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDayRow } from '@fieldline/domain';
import { rows } from '../../db/client';
import { loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { as, userId } from '../organization/test-helpers';
import { PHONES, createOrder, demoCustomerId, inHours, orderDetail, orderTemplateId } from './test-helpers';

let t: TestApp;
let admin: Session;
let server: Session;
let director: Session;
let serverId: number;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, PHONES.admin);
  server = await loginAs(t.app, PHONES.server);
  director = await loginAs(t.app, PHONES.director);
  serverId = await userId(t, PHONES.server);
});
afterAll(() => t.close());

const day = async (s: Session) => {
  const res = await as(t, s).get('/api/v2/order/myDay');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { list: OrderDayRow[] }).list;
};

describe("the service person's day (GET /v2/order/myDay)", () => {
  it('lists exactly my working orders to accept, serve or finish, by appointment time with unscheduled last', async () => {
    const expected = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from orders where enterprise_id = 1 and server_user_id = ${serverId}
           and state in (2, 3, 4) and deleted_at is null and archived_at is null
           order by appointment_at asc nulls last, id limit 50`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const list = await day(server);
    expect(list.map((r) => r.id)).toEqual(expected.map((r) => r.id));
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
