import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATES, ORDER_TYPES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import {
  createOrder,
  demoCustomerId,
  inHours,
  orderDetail,
  orderTemplateId,
  serveToCompletion,
  setTemplateSettings,
  uploadImage,
} from './test-helpers';
import { phoneOf } from '../../test/accounts';

/**
 * Issue 7, spec-business §6 "Ordinary employee: starts and rates internal orders": an employee raises
 * an internal order without a customer (contact: themselves by default), and rates it in the app
 * once it is completed; external orders still need a customer and are rated through the link.
 */
let t: TestApp;
let employee: Session;
let dispatcher: Session;
let server: Session;
let serverId: number;
let templateId: number;

const EN = { 'accept-language': 'en-GB' };
const post = (s: Session, url: string, body: Record<string, unknown>) => as(t, s).post(`/api${url}`, body);
const orderCount = async () =>
  (await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`))[0]!.n;
const rating = { solved: true, quality: 4, attitude: 5, speed: 3, suggestion: '打印机修好了' };

beforeAll(async () => {
  t = await testApp();
  employee = await loginAs(t.app, 'employee');
  dispatcher = await loginAs(t.app, 'dispatcher');
  server = await loginAs(t.app, 'serviceStaff');
  serverId = await userId(t, 'serviceStaff');
  templateId = await orderTemplateId(t);
  await setTemplateSettings(t, templateId, { nodes: { collection: false, receipt: false } });
});
afterAll(() => t.close());

const internal = (body: Record<string, unknown> = {}) =>
  createOrder(t, employee, {
    templateId,
    orderType: ORDER_TYPES.internal,
    title: '会议室打印机卡纸',
    ...body,
  });

/** Dispatcher assigns, the server accepts, starts and completes. */
async function complete(id: number) {
  expect(
    (await post(dispatcher, '/v2/order/assign', { orderIds: [id], serverUserId: serverId })).statusCode,
  ).toBe(200);
  await serveToCompletion(t, server, id);
}

describe('internal orders: raised by an ordinary employee without a customer', () => {
  it('the employee creates one; the contact defaults to themselves and a typed address is kept', async () => {
    const { id } = await internal({
      address: { province: '上海市', city: '上海市', region: '浦东新区', detail: '张江路 88 号 3 楼' },
    });
    const d = await orderDetail(t, employee, id);
    expect(d.orderType).toBe(ORDER_TYPES.internal);
    expect(d.customerId).toBeNull();
    expect(d.contactName).toBe('郑员工');
    expect(d.contactPhone).toBe(phoneOf('employee'));
    expect(d.addressText).toContain('张江路 88 号 3 楼');
    expect(d.state).toBe(ORDER_STATES.assignment);
    // the dispatcher sees it in the pending-assignment list, the employee in theirs
    const list = await as(t, dispatcher).get('/api/v2/order/list?view=assign&pageSize=50');
    expect(list.json().data.list.some((r: { id: number }) => r.id === id)).toBe(true);
    const mine = await as(t, employee).get('/api/v2/order/list?view=all&pageSize=50');
    const row = mine.json().data.list.find((r: { id: number }) => r.id === id);
    expect(row.customerId).toBeNull();
  });

  it('a typed contact replaces the default', async () => {
    const { id } = await internal({ contactName: '前台小王', contactPhone: '13912345678' });
    const d = await orderDetail(t, employee, id);
    expect([d.contactName, d.contactPhone]).toEqual(['前台小王', '13912345678']);
  });

  it('an external order still needs a customer (400 naming customerId)', async () => {
    const res = await post(employee, '/v2/order/create', {
      templateId,
      title: 'x',
      appointmentAt: inHours(1),
    });
    expectRefusal(res, 400, 'VALIDATION', 'customerId');
  });

  it("without a customer there is no customer's contact, address or product to pick (4xx, nothing written)", async () => {
    const base = { templateId, orderType: ORDER_TYPES.internal, title: 'x', appointmentAt: inHours(1) };
    const before = await orderCount();
    expectRefusal(
      await post(employee, '/v2/order/create', { ...base, contactId: 1 }),
      404,
      'CONTACT_NOT_FOUND',
      'contactId',
    );
    expectRefusal(
      await post(employee, '/v2/order/create', { ...base, addressId: 1 }),
      404,
      'ADDRESS_NOT_FOUND',
      'addressId',
    );
    expectRefusal(
      await post(employee, '/v2/order/create', { ...base, customerProductId: 1 }),
      404,
      'PRODUCT_NOT_FOUND',
      'customerProductId',
    );
    expect(await orderCount()).toBe(before);
  });

  it('an internal order may still name a customer the caller may see', async () => {
    const customerId = await demoCustomerId(t);
    const { id } = await createOrder(t, dispatcher, {
      templateId,
      orderType: ORDER_TYPES.internal,
      customerId,
    });
    expect((await orderDetail(t, dispatcher, id)).customerId).toBe(customerId);
  });
});

describe('rating an internal order: its creator, in the app, once', () => {
  it('the creator rates the completed order once, with a photo; the timeline says so', async () => {
    const { id } = await internal();
    expect((await orderDetail(t, employee, id)).canRate).toBe(false);
    expectRefusal(
      await post(employee, '/v2/order/evaluate', { orderId: id, ...rating }),
      409,
      'EVALUATION_NOT_READY',
    );
    await complete(id);
    const before = await orderDetail(t, employee, id);
    expect(before.canRate).toBe(true);
    expect(before.evalUrl).toBeNull(); // no public link: the customer does not rate an internal order
    expect((await orderDetail(t, dispatcher, id)).canRate).toBe(false);

    const photo = await uploadImage(t, employee);
    const res = await post(employee, '/v2/order/evaluate', { orderId: id, ...rating, images: [photo] });
    expect(res.statusCode, res.body).toBe(200);
    const after = await orderDetail(t, employee, id);
    expect(after.canRate).toBe(false);
    expect(after.evaluation).toMatchObject({
      solved: true,
      quality: 4,
      attitude: 5,
      speed: 3,
      images: [photo],
    });
    const timeline = (await as(t, employee).get(`/api/order/getOrderTab/${id}`)).json().data.logs;
    const entry = timeline.find((l: { action: string }) => l.action === 'evaluated');
    expect(entry.user.id).toBe(await userId(t, 'employee'));

    expectRefusal(
      await post(employee, '/v2/order/evaluate', { orderId: id, ...rating }),
      409,
      'ALREADY_EVALUATED',
    );
  });

  it('two concurrent ratings: exactly one is kept', async () => {
    const { id } = await internal();
    await complete(id);
    const both = await Promise.all([
      post(employee, '/v2/order/evaluate', { orderId: id, ...rating }),
      post(employee, '/v2/order/evaluate', { orderId: id, ...rating, quality: 1 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const kept = both[0]!.statusCode === 200 ? rating.quality : 1;
    expect((await orderDetail(t, employee, id)).evaluation).toMatchObject({ quality: kept });
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_evaluations where order_id = ${id}`,
    );
    expect(count!.n).toBe(1);
  });

  it('only the creator (403); an external order is rated by its customer (409); another enterprise (404)', async () => {
    const { id } = await internal();
    await complete(id);
    const byOther = await as(t, dispatcher).post('/api/v2/order/evaluate', { orderId: id, ...rating }, EN);
    expectRefusal(byOther, 403, 'NOT_ORDER_CREATOR', 'orderId');
    expect(byOther.json().message).toBe("Only the internal order's creator can rate it");

    const customerId = await demoCustomerId(t);
    const external = await createOrder(t, dispatcher, { templateId, customerId });
    await complete(external.id);
    expectRefusal(
      await post(dispatcher, '/v2/order/evaluate', { orderId: external.id, ...rating }),
      409,
      'RATED_BY_CUSTOMER',
    );

    const other = await otherEnterprise(t);
    expectRefusal(
      await post(other.session, '/v2/order/evaluate', { orderId: id, ...rating }),
      404,
      'ORDER_NOT_FOUND',
    );
  });

  it('bad input is refused naming the field, and nothing is written', async () => {
    const { id } = await internal();
    await complete(id);
    expectRefusal(
      await post(employee, '/v2/order/evaluate', { orderId: id, ...rating, quality: 6 }),
      400,
      'VALIDATION',
      'quality',
    );
    expectRefusal(
      await post(employee, '/v2/order/evaluate', {
        orderId: id,
        ...rating,
        images: ['/api/file/download/999999'],
      }),
      400,
      'FILE_INVALID',
      'images',
    );
    expect((await orderDetail(t, employee, id)).canRate).toBe(true);
  });
});
