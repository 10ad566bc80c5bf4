import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  noExpenses,
  orderDetail,
  orderTemplateId,
  setTemplateSettings,
  uploadImage,
} from './test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let server: Session;
let director: Session;
let serverId: number;
let directorId: number;
let templateId: number;
let customerId: number;
let itemA: number;
let itemB: number;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  dispatcher = await loginAs(t.app, 'dispatcher');
  server = await loginAs(t.app, 'serviceStaff');
  director = await loginAs(t.app, 'director');
  serverId = await userId(t, 'serviceStaff');
  directorId = await userId(t, 'director');
  templateId = await orderTemplateId(t);
  customerId = await demoCustomerId(t);
  await setTemplateSettings(t, templateId, { nodes: { collection: true, receipt: false } });
  const [a, b] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into service_items (enterprise_id, name, price, unit) values
          (1, '测试上门费', '80.50', '次'), (1, '测试清洗', '0.10', '台') returning id::int as id`,
  );
  itemA = a!.id;
  itemB = b!.id;
});
afterAll(() => t.close());

const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const put = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).put(`/api${url}`, body);
const newOrder = (body: Record<string, unknown> = {}) =>
  createOrder(t, dispatcher, { templateId, customerId, ...body });
async function inService() {
  const { id } = await newOrder({ serverUserId: serverId });
  await post(server, '/order/accept', { orderId: id });
  await post(server, '/order/startService', { orderId: id });
  return id;
}

describe('service payment (issue 7 "Service payment"; spec-business §5 amounts)', () => {
  it('with the collection node on, completion needs every expense field (400 naming it)', async () => {
    const id = await inService();
    expectRefusal(
      await post(server, '/order/serviceComplete', { orderId: id, payment: { ...noExpenses } }),
      400,
      'VALIDATION',
      'payment.serviceItems',
    );
    const { preferentialAmount: _p, ...noPreferential } = noExpenses;
    expectRefusal(
      await post(server, '/order/serviceComplete', {
        orderId: id,
        payment: { ...noPreferential, serviceItems: [{ serviceItemId: itemA, quantity: 1 }] },
      }),
      400,
      'VALIDATION',
      'payment.preferentialAmount',
    );
    expect((await orderDetail(t, server, id)).state).toBe(4);
  });

  it('totals are exact decimals: 3 × 0.10 + 80.50 + parts 0.20 + other 1 − 0.30 = 81.70', async () => {
    const id = await inService();
    const done = await post(server, '/order/serviceComplete', {
      orderId: id,
      payment: {
        serviceItems: [
          { serviceItemId: itemB, quantity: 3 },
          { serviceItemId: itemA, quantity: 1 },
        ],
        sparepartAmount: '0.2',
        otherAmount: '1',
        preferentialAmount: '0.30',
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    const { payment } = await orderDetail(t, dispatcher, id);
    expect(payment).toMatchObject({
      serviceAmount: '80.80',
      sparepartAmount: '0.20',
      otherAmount: '1.00',
      preferentialAmount: '0.30',
      totalAmount: '81.70',
    });
    const lines = payment.lines.map((l: { name: string; amount: string }) => [l.name, l.amount]);
    expect(lines.sort()).toEqual([
      ['测试上门费', '80.50'],
      ['测试清洗', '0.30'],
    ]);
  });

  it('a preferential amount above the amount due, or more than two decimals, is refused', async () => {
    const id = await inService();
    expectRefusal(
      await put(server, '/v2/order/payment', { orderId: id, otherAmount: '5', preferentialAmount: '9' }),
      400,
      'PREFERENTIAL_TOO_HIGH',
      'preferentialAmount',
    );
    expectRefusal(
      await put(server, '/v2/order/payment', { orderId: id, otherAmount: '1.234' }),
      400,
      'VALIDATION',
      'otherAmount',
    );
    expectRefusal(
      await put(server, '/v2/order/payment', { orderId: id, otherAmount: '12345678901234' }),
      400,
      'VALIDATION',
      'otherAmount',
    );
  });

  it('the server edits the payment of their order in service; another user without 105 may not', async () => {
    const id = await inService();
    const ok = await put(server, '/v2/order/payment', { orderId: id, otherAmount: '12.5' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.totalAmount).toBe('12.50');
    const employee = await loginAs(t.app, 'employee');
    const refused = await put(employee, '/v2/order/payment', { orderId: id, otherAmount: '1' });
    expect([403, 404]).toContain(refused.statusCode);
  });
});

describe('edit, archive, recycle bin and copy (spec-business §4 actions)', () => {
  it('edit changes the fields sent and logs them; a completed order cannot be edited', async () => {
    const { id } = await newOrder();
    const res = await put(dispatcher, '/v2/order/edit', { id, title: '新标题', priority: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.changed).toEqual(['title', 'priority']);
    expect(await orderDetail(t, dispatcher, id)).toMatchObject({ title: '新标题', priority: 3 });
    expectRefusal(
      await put(dispatcher, '/v2/order/edit', { id, title: 'x'.repeat(51) }),
      400,
      'VALIDATION',
      'title',
    );
    expectRefusal(await put(dispatcher, '/v2/order/edit', { id }), 400, 'UNCHANGED');
    const [done] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int from orders where enterprise_id = 1 and state = 5 and archived_at is null and deleted_at is null limit 1`,
    );
    expectRefusal(
      await put(admin, '/v2/order/edit', { id: done!.id, title: '改' }),
      409,
      'EDIT_CLOSED',
      'id',
    );
  });

  it('only administrators batch-archive; archived orders hide customer information from service staff', async () => {
    const a = await inService();
    const b = (await newOrder()).id;
    expectRefusal(
      await put(dispatcher, '/v2/order/archive', { ids: [a, b], archived: true }),
      403,
      'BATCH_ARCHIVE_ADMIN_ONLY',
    );
    expect((await put(admin, '/v2/order/archive', { ids: [a, b], archived: true })).statusCode).toBe(200);
    const seen = await orderDetail(t, server, a);
    expect(seen).toMatchObject({
      archived: true,
      customerHidden: true,
      customerName: null,
      contactPhone: null,
    });
    expect((await orderDetail(t, dispatcher, a)).customerName).not.toBeNull();
    expect((await put(admin, '/v2/order/archive', { ids: [a], archived: false })).statusCode).toBe(200);
    expect((await orderDetail(t, server, a)).customerHidden).toBe(false);
  });

  it('delete moves to the recycle bin and restore brings it back; each is a timeline row', async () => {
    const { id } = await newOrder();
    expect((await as(t, dispatcher).del(`/api/v2/order/delete?ids=${id}`)).statusCode).toBe(200);
    const bin = await as(t, dispatcher).get('/api/v2/order/list?view=rubbish&pageSize=200&pageIndex=0');
    expect(bin.json().data.list.map((o: { id: number }) => o.id)).toContain(id);
    const all = await as(t, dispatcher).get(
      `/api/v2/order/list?keyword=${(await orderDetail(t, dispatcher, id)).orderNo}`,
    );
    expect(all.json().data.total).toBe(0);
    expect((await put(dispatcher, '/v2/order/restore', { ids: [id] })).statusCode).toBe(200);
    expectRefusal(
      await put(dispatcher, '/v2/order/restore', { ids: [id] }),
      404,
      'NOT_IN_RECYCLE_BIN',
      'ids',
    );
    const logs = (await as(t, dispatcher).get(`/api/order/getOrderTab/${id}`)).json().data.logs;
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['create', 'delete', 'restore']);
  });

  it('copy to members puts the order under "copied to me"; another enterprise gets 404', async () => {
    const { id } = await newOrder();
    expect((await post(dispatcher, '/v2/order/cc', { orderId: id, userIds: [directorId] })).statusCode).toBe(
      200,
    );
    const copied = await as(t, director).get('/api/v2/order/list?view=sendMe&pageSize=200&pageIndex=0');
    expect(copied.json().data.list.map((o: { id: number }) => o.id)).toContain(id);
    const other = await otherEnterprise(t);
    expectRefusal(
      await post(other.session, '/v2/order/cc', { orderId: id, userIds: [other.userId] }),
      404,
      'ORDER_NOT_FOUND',
    );
    expectRefusal(
      await put(other.session, '/v2/order/archive', { ids: [id], archived: true }),
      404,
      'ORDER_NOT_FOUND',
    );
    expect((await orderDetail(t, dispatcher, id)).archived).toBe(false);
  });

  it('images must be uploaded files of the enterprise', async () => {
    const { id } = await newOrder();
    const photo = await uploadImage(t, dispatcher);
    expect((await put(dispatcher, '/v2/order/edit', { id, images: [photo] })).statusCode).toBe(200);
    expectRefusal(
      await put(dispatcher, '/v2/order/edit', { id, images: ['/api/file/download/99999999'] }),
      400,
      'FILE_INVALID',
      'images',
    );
  });
});
