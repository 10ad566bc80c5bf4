import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_BATCH_SIZE_MAX, QR_CODE_PATTERN, QR_CODE_STATES, QR_LOG_ACTIONS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { addEquipment, demoRefs, equipmentDetail } from '../equipment/test-helpers';
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

let batchSerial = 0;
async function newBatch(count = 5) {
  const name = `t_batch_${++batchSerial}_${Date.now() % 100000}`;
  const res = await as(t, admin).post('/api/v2/qrcode/batch/save', { name, count });
  expect(res.statusCode, res.body).toBe(200);
  const batchId = res.json().data.id as number;
  const codes = (await as(t, admin).get(`/api/v2/qrcode/list?batchId=${batchId}&pageSize=1000`)).json().data
    .list;
  return { batchId, name, codes: codes as { id: number; code: string; state: number }[] };
}

const bind = (qrCode: string, customerProductId: number, s = admin) =>
  as(t, s).post('/api/v2/qrcode/bind', { qrCode, customerProductId });

describe('QR code batches', () => {
  it('spec-business §5: QR batch names only letters, digits, underscores, no symbols and not starting with a space', async () => {
    for (const name of [' lead', 'with space', 'dash-1', 'dot.1', 'sym#', '（1）'])
      expectRefusal(
        await as(t, admin).post('/api/v2/qrcode/batch/save', { name, count: 1 }),
        400,
        'VALIDATION',
        'name',
      );
    const en = await as(t, admin).post(
      '/api/v2/qrcode/batch/save',
      { name: ' x', count: 1 },
      { 'accept-language': 'en-GB' },
    );
    expect(en.json().message).toContain('letters, digits and underscores');
    for (const name of ['批次_2026_01', 'Batch_A1'])
      expect((await as(t, admin).post('/api/v2/qrcode/batch/save', { name, count: 1 })).statusCode).toBe(200);
    expectRefusal(
      await as(t, admin).post('/api/v2/qrcode/batch/save', { name: 'Batch_A1', count: 1 }),
      409,
      'BATCH_NAME_TAKEN',
      'name',
    );
  });

  it(`makes 1 to ${QR_BATCH_SIZE_MAX} unique, unguessable, unused codes per batch`, async () => {
    expectRefusal(
      await as(t, admin).post('/api/v2/qrcode/batch/save', {
        name: 'too_many',
        count: QR_BATCH_SIZE_MAX + 1,
      }),
      400,
      'VALIDATION',
      'count',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/qrcode/batch/save', { name: 'none', count: 0 }),
      400,
      'VALIDATION',
      'count',
    );
    const { batchId, codes } = await newBatch(50);
    expect(codes).toHaveLength(50);
    expect(new Set(codes.map((c) => c.code)).size).toBe(50);
    for (const c of codes) {
      expect(c.code).toMatch(QR_CODE_PATTERN);
      expect(c.state).toBe(QR_CODE_STATES.unused);
    }
    const batch = (await as(t, admin).get(`/api/v2/qrcode/batch/detail?id=${batchId}`)).json().data;
    expect(batch).toMatchObject({ id: batchId, count: 50, usedCount: 0, createdByName: '王管理' });
  });

  it('the demo batch demo_batch_1 has 20 codes, some of them used', async () => {
    const list = (await as(t, admin).get('/api/v2/qrcode/batch/list?keyword=demo_batch_1')).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0].count).toBe(20);
    expect(list[0].usedCount).toBeGreaterThan(0);
    expect(list[0].usedCount).toBeLessThan(20);
    const used = (
      await as(t, admin).get(`/api/v2/qrcode/list?batchId=${list[0].id}&state=2&pageSize=100`)
    ).json().data;
    expect(used.total).toBe(list[0].usedCount);
    for (const code of used.list as { serialNumber: string; customerProductId: number }[]) {
      const bound = await equipmentDetail(t, admin, code.customerProductId);
      expect(code.serialNumber).toEqual(expect.any(String));
      expect(code.serialNumber).toBe(bound.serialNumber);
    }
  });
});

describe('binding (spec-business §4 "QR code: unused, used")', () => {
  it('binds an unused code to a customer product (state → used); a used code cannot be bound again; unbind returns it to unused', async () => {
    const { codes } = await newBatch(3);
    const first = await addEquipment(t, admin, { ...refs });
    const second = await addEquipment(t, admin, { ...refs });
    const code = codes[0]!;
    expect((await bind(code.code, first)).statusCode).toBe(200);
    const detail = (await as(t, admin).get(`/api/v2/qrcode/detail?id=${code.id}`)).json().data;
    expect(detail).toMatchObject({ state: QR_CODE_STATES.used, customerProductId: first });
    expect(Math.abs(Date.parse(detail.boundAt) - Date.now())).toBeLessThan(60_000);
    expect(await equipmentDetail(t, admin, first)).toMatchObject({ qrCodeId: code.id, qrCode: code.code });
    // double bind refused: to the same product, to another product
    expectRefusal(await bind(code.code, first), 409, 'QR_CODE_USED', 'qrCode');
    expectRefusal(await bind(code.code, second), 409, 'QR_CODE_USED', 'qrCode');
    // a product holds one code
    expectRefusal(await bind(codes[1]!.code, first), 409, 'PRODUCT_HAS_CODE', 'customerProductId');
    // unbind: back to unused, and bindable again
    expect((await as(t, admin).post('/api/v2/qrcode/unbind', { id: code.id })).statusCode).toBe(200);
    expect((await as(t, admin).get(`/api/v2/qrcode/detail?id=${code.id}`)).json().data).toMatchObject({
      state: QR_CODE_STATES.unused,
      customerProductId: null,
    });
    expect((await equipmentDetail(t, admin, first)).qrCodeId).toBeNull();
    expectRefusal(
      await as(t, admin).post('/api/v2/qrcode/unbind', { id: code.id }),
      409,
      'QR_CODE_NOT_BOUND',
      'id',
    );
    expect((await bind(code.code, second)).statusCode).toBe(200);
    // every transition is in the code's history: who, when, which product
    const logs = (await as(t, admin).get(`/api/v2/qrcode/logs?qrCodeId=${code.id}`)).json().data;
    expect(
      logs.list.map((l: { action: number; customerProductId: number }) => [l.action, l.customerProductId]),
    ).toEqual([
      [QR_LOG_ACTIONS.bind, second],
      [QR_LOG_ACTIONS.unbind, first],
      [QR_LOG_ACTIONS.bind, first],
    ]);
    expect(logs.list[0].userName).toBe('王管理');
  });

  it('two concurrent binds of one code: exactly one wins', async () => {
    const { codes } = await newBatch(1);
    const a = await addEquipment(t, admin, { ...refs });
    const b = await addEquipment(t, admin, { ...refs });
    const results = await Promise.all([bind(codes[0]!.code, a), bind(codes[0]!.code, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customer_products where qr_code_id = ${codes[0]!.id}`,
    );
    expect(n!.n).toBe(1);
  });

  it('deleting a customer product returns its code to unused', async () => {
    const { codes } = await newBatch(1);
    const id = await addEquipment(t, admin, { ...refs });
    expect((await bind(codes[0]!.code, id)).statusCode).toBe(200);
    expect((await as(t, admin).del(`/api/v2/customerProduct/delete?ids=${id}`)).statusCode).toBe(200);
    expect((await as(t, admin).get(`/api/v2/qrcode/detail?id=${codes[0]!.id}`)).json().data.state).toBe(
      QR_CODE_STATES.unused,
    );
    const logs = (await as(t, admin).get(`/api/v2/qrcode/logs?qrCodeId=${codes[0]!.id}`)).json().data.list;
    expect(logs[0]).toMatchObject({ action: QR_LOG_ACTIONS.released, customerProductId: id });
  });

  it('an unknown code or a bad one is refused, naming the field', async () => {
    const id = await addEquipment(t, admin, { ...refs });
    expectRefusal(await bind('AAAAAAAAAAAAAAAA', id), 404, 'QR_CODE_NOT_FOUND', 'qrCode');
    expectRefusal(await bind('short', id), 400, 'VALIDATION', 'qrCode');
    const { codes } = await newBatch(1);
    expectRefusal(await bind(codes[0]!.code, 2_000_000_000), 404, 'EQUIPMENT_NOT_FOUND', 'customerProductId');
  });
});

describe('permissions and tenancy', () => {
  it('needs the "QR codes" product permission (403 without it)', async () => {
    const dispatcher = await loginAs(t.app, 'dispatcher'); // holds product view only
    const d = as(t, dispatcher);
    expectRefusal(await d.get('/api/v2/qrcode/batch/list'), 403, 'NO_PERMISSION');
    expectRefusal(
      await d.post('/api/v2/qrcode/batch/save', { name: 'nope', count: 1 }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(
      await d.post('/api/v2/qrcode/bind', { qrCode: 'AAAAAAAAAAAAAAAA', customerProductId: 1 }),
      403,
      'NO_PERMISSION',
    );
  });

  it("another enterprise's batches and codes answer exactly like missing ones, and cannot be bound", async () => {
    const { batchId, codes } = await newBatch(2);
    const other = await otherEnterprise(t);
    const b = as(t, other.session);
    for (const [url, code] of [
      [`/api/v2/qrcode/batch/detail?id=${batchId}`, 'BATCH_NOT_FOUND'],
      [`/api/v2/qrcode/list?batchId=${batchId}`, 'BATCH_NOT_FOUND'],
      [`/api/v2/qrcode/detail?id=${codes[0]!.id}`, 'QR_CODE_NOT_FOUND'],
      [`/api/v2/qrcode/logs?qrCodeId=${codes[0]!.id}`, 'QR_CODE_NOT_FOUND'],
    ] as const) {
      const mine = await b.get(url);
      expectRefusal(mine, 404, code);
      const missing = await b.get(url.replace(/=\d+$/, '=2000000000'));
      expect(mine.json()).toEqual(missing.json());
    }
    expectRefusal(
      await b.post('/api/v2/qrcode/unbind', { id: codes[0]!.id }),
      404,
      'QR_CODE_NOT_FOUND',
      'id',
    );
    const bProduct = await as(t, other.session).post('/api/v2/customerProduct/save', { ...refs });
    expect(bProduct.statusCode).toBe(404); // A's customer is not B's
    expectRefusal(
      await b.post('/api/v2/qrcode/bind', { qrCode: codes[0]!.code, customerProductId: 1 }),
      404,
      'QR_CODE_NOT_FOUND',
      'qrCode',
    );
    expect((await b.get('/api/v2/qrcode/batch/list')).json().data).toEqual({ list: [], total: 0 });
  });
});
