import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_STATES,
  REPORTS_PER_CODE_PER_HOUR,
  SERVICE_REQUEST_STATES,
  WARRANTY_STATES,
  maskName,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { addEquipment, day, demoRefs, equipmentDetail, uniqueSerial } from '../equipment/test-helpers';
import { otherEnterprise } from '../../test/data';

let t: TestApp;
let admin: Session;
let refs: { customerId: number; productId: number };

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  refs = await demoRefs(t);
});
afterAll(() => t.close());

/** No session at all: the public scan page's calls. */
const visitor = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, lang = 'zh-CN') =>
  t.app.inject({ method, url, payload, headers: { 'accept-language': lang } });

let batches = 0;
/** A fresh code bound to a fresh customer product; answers both. */
async function boundCode(body: Record<string, unknown> = {}) {
  const batch = await as(t, admin).post('/api/v2/qrcode/batch/save', {
    name: `pub_${++batches}_${Date.now() % 1e5}`,
    count: 2,
  });
  const codes = (await as(t, admin).get(`/api/v2/qrcode/list?batchId=${batch.json().data.id}`)).json().data
    .list;
  const productId = await addEquipment(t, admin, { ...refs, ...body });
  const res = await as(t, admin).post('/api/v2/qrcode/bind', {
    qrCode: codes[0].code,
    customerProductId: productId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { code: codes[0].code as string, unbound: codes[1].code as string, productId };
}

const report = (code: string, body: Record<string, unknown> = {}, lang?: string) =>
  visitor(
    'POST',
    `/api/public/scan/${code}/report`,
    { name: '王女士', phone: '13912345678', description: '不制冷，有异响', ...body },
    lang,
  );

describe('public scan page (no sign-in)', () => {
  it('shows product, model, serial, warranty status, the masked customer and the enterprise of a bound code', async () => {
    const serialNumber = uniqueSerial('PUB');
    const { code, productId } = await boundCode({ serialNumber, warrantyEnd: day(100) });
    const res = await visitor('GET', `/api/public/scan/${code}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = await equipmentDetail(t, admin, productId);
    const [ep] = await rows<{ name: string }>(
      t.database.db,
      sql`select e.name from enterprises e join customer_products cp on cp.enterprise_id = e.id where cp.id = ${productId}`,
    );
    expect(res.json().data).toEqual({
      code,
      enterpriseName: ep!.name,
      productName: d.productName,
      productModel: d.productModel,
      serialNumber,
      warrantyState: WARRANTY_STATES.in,
      warrantyEnd: day(100),
      customerName: maskName(d.customerName),
    });
    expect(res.json().data.customerName).not.toBe(d.customerName);
  });

  it('an unknown code and an unbound code answer the same clear 404', async () => {
    const { unbound } = await boundCode();
    const a = await visitor('GET', `/api/public/scan/${unbound}`);
    const b = await visitor('GET', '/api/public/scan/AAAAAAAAAAAAAAAA');
    expectRefusal(a, 404, 'SCAN_NOT_FOUND');
    expect(a.json()).toEqual(b.json());
    expect(a.json().message).toContain('二维码无效或尚未绑定产品');
    expect(
      (await visitor('GET', '/api/public/scan/AAAAAAAAAAAAAAAA', undefined, 'en-GB')).json().message,
    ).toContain('not valid or not yet linked');
    expectRefusal(await visitor('GET', '/api/public/scan/not-a-code'), 400, 'VALIDATION', 'qrCode');
    expectRefusal(await report(unbound), 404, 'SCAN_NOT_FOUND');
  });

  it('a report without sign-in creates a service request of the code’s enterprise, shown to its staff', async () => {
    const { code, productId } = await boundCode();
    const res = await report(code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().success).toBe(true);
    const list = (await as(t, admin).get(`/api/v2/serviceRequest/list?customerProductId=${productId}`)).json()
      .data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      customerProductId: productId,
      contactName: '王女士',
      phone: '13912345678',
      description: '不制冷，有异响',
      qrCode: code,
      state: SERVICE_REQUEST_STATES.new,
    });
    expect((await equipmentDetail(t, admin, productId)).openRequests).toBe(1);
    expect(list.list[0].orderNo).toBe(res.json().data.orderNo);
    // staff mark it handled, once
    const id = list.list[0].id;
    expect((await as(t, admin).post('/api/v2/serviceRequest/handle', { id })).statusCode).toBe(200);
    expectRefusal(
      await as(t, admin).post('/api/v2/serviceRequest/handle', { id }),
      409,
      'SERVICE_REQUEST_HANDLED',
    );
    const after = (
      await as(t, admin).get(`/api/v2/serviceRequest/list?customerProductId=${productId}`)
    ).json().data;
    expect(after.list[0]).toMatchObject({ state: SERVICE_REQUEST_STATES.handled, handledByName: '王管理' });
    expect((await equipmentDetail(t, admin, productId)).openRequests).toBe(0);
  });

  it('issue 6: a report becomes a work order pending acceptance for the product’s customer, with no staff creator', async () => {
    const { code, productId } = await boundCode();
    const res = await report(code, { description: '  扫码报修：\n 机器漏水 ' });
    expect(res.statusCode, res.body).toBe(200);
    const orderNo = res.json().data.orderNo as string;
    expect(orderNo).toMatch(/^\d{8}-\d{4,}$/);
    const request = (
      await as(t, admin).get(`/api/v2/serviceRequest/list?customerProductId=${productId}`)
    ).json().data.list[0];
    expect(request.orderNo).toBe(orderNo);
    const detail = await as(t, admin).get(`/api/order/orderDetail?id=${request.orderId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const d = await equipmentDetail(t, admin, productId);
    expect(detail.json().data).toMatchObject({
      orderNo,
      state: ORDER_STATES.reception,
      title: '扫码报修： 机器漏水',
      description: '扫码报修：\n 机器漏水',
      customerId: d.customerId,
      customerProductId: productId,
      contactName: '王女士',
      contactPhone: '13912345678',
      createdBy: null,
    });
    const timeline = (await as(t, admin).get(`/api/order/getOrderTab/${request.orderId}`)).json().data.logs;
    expect(timeline.map((l: { action: string }) => l.action)).toEqual(['create']);
    // reception sees it in its pending-acceptance list
    const pending = await as(t, admin).get(
      `/api/v2/order/list?view=acceptance&keyword=${orderNo}&pageIndex=0&pageSize=20`,
    );
    expect(pending.json().data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderNo]);
  });

  it('spec-business §5 phone 11 digits, description under 500: bad input is refused naming the field, nothing written', async () => {
    const { code, productId } = await boundCode();
    for (const phone of ['1391234567', '139123456789', '0391234567x'])
      expectRefusal(await report(code, { phone }), 400, 'VALIDATION', 'phone');
    const en = await report(code, { phone: '123' }, 'en-GB');
    expect(en.json().message).toBe('Enter an 11-digit mobile number');
    expectRefusal(await report(code, { description: 'x'.repeat(501) }), 400, 'VALIDATION', 'description');
    expectRefusal(await report(code, { name: '' }), 400, 'VALIDATION', 'name');
    expectRefusal(await report(code, { enterpriseId: 1 }), 400, 'VALIDATION', 'enterpriseId');
    const list = (await as(t, admin).get(`/api/v2/serviceRequest/list?customerProductId=${productId}`)).json()
      .data;
    expect(list.total).toBe(0);
  });

  it(`takes at most ${REPORTS_PER_CODE_PER_HOUR} reports per code per hour (429 with the envelope)`, async () => {
    const { code, productId } = await boundCode();
    for (let i = 0; i < REPORTS_PER_CODE_PER_HOUR; i++) expect((await report(code)).statusCode).toBe(200);
    const refused = await report(code);
    expectRefusal(refused, 429, 'REPORT_RATE_LIMITED');
    expect(refused.json().message).toContain(String(REPORTS_PER_CODE_PER_HOUR));
    // another code is not limited by this one; an hour later the code takes reports again
    const other = await boundCode();
    expect((await report(other.code)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update service_requests set created_at = created_at - interval '61 minutes' where customer_product_id = ${productId}`,
    );
    expect((await report(code)).statusCode).toBe(200);
  });
});

describe('service requests: permissions and tenancy', () => {
  it('403 without the product codes; another enterprise’s requests answer like missing ones', async () => {
    const { code, productId } = await boundCode();
    expect((await report(code)).statusCode).toBe(200);
    const employee = await loginAs(t.app, 'employee');
    expectRefusal(await as(t, employee).get('/api/v2/serviceRequest/list'), 403, 'NO_PERMISSION');
    const dispatcher = await loginAs(t.app, 'dispatcher'); // product view, not edit
    expectRefusal(
      await as(t, dispatcher).post('/api/v2/serviceRequest/handle', { id: 1 }),
      403,
      'NO_PERMISSION',
    );
    const id = (await as(t, admin).get(`/api/v2/serviceRequest/list?customerProductId=${productId}`)).json()
      .data.list[0].id;
    const other = await otherEnterprise(t);
    const b = as(t, other.session);
    const mine = await b.post('/api/v2/serviceRequest/handle', { id });
    expectRefusal(mine, 404, 'SERVICE_REQUEST_NOT_FOUND', 'id');
    expect(mine.json()).toEqual(
      (await b.post('/api/v2/serviceRequest/handle', { id: 2_000_000_000 })).json(),
    );
    expect((await b.get(`/api/v2/serviceRequest/list?customerProductId=${productId}`)).json().data).toEqual({
      list: [],
      total: 0,
    });
  });
});
