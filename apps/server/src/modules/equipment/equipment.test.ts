import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WARRANTY_EXPIRING_DAYS, WARRANTY_STATES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { addEquipment, day, demoRefs, equipmentDetail, listIds, uniqueSerial } from './test-helpers';

let t: TestApp;
let admin: Session;
let refs: { customerId: number; productId: number };

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  refs = await demoRefs(t);
});
afterAll(() => t.close());

const add = (body: Record<string, unknown> = {}) =>
  addEquipment(t, admin, { ...refs, serialNumber: uniqueSerial(), ...body });

describe('customer products (spec-business §3 "Product file")', () => {
  it('the demo has about forty customer products across the catalogue categories', async () => {
    const res = await as(t, admin).get('/api/v2/customerProduct/list?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const { list, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(40);
    const tops = new Set(list.map((r: { categoryPath: string | null }) => r.categoryPath?.split('/')[0]));
    expect(tops.size).toBeGreaterThanOrEqual(3);
  });

  it('creates, shows, edits (null or an empty string clears a date) and deletes a product file', async () => {
    const serialNumber = uniqueSerial('KT');
    const id = await add({
      serialNumber,
      purchaseDate: '2025-03-01',
      deliveryDate: '2025-03-03',
      installDate: '2025-03-05',
      productionDate: '2025-01-10',
      warrantyStart: '2025-03-05',
      warrantyEnd: day(400),
    });
    const got = await equipmentDetail(t, admin, id);
    expect(got).toMatchObject({
      id,
      ...refs,
      serialNumber,
      installDate: '2025-03-05',
      warrantyState: WARRANTY_STATES.in,
      qrCodeId: null,
      openRequests: 0,
      createdByName: '王管理',
    });
    const [names] = await rows<{ productName: string; customerName: string }>(
      t.database.db,
      sql`select p.name as "productName", c.name as "customerName" from products p, customers c
           where p.id = ${refs.productId} and c.id = ${refs.customerId}`,
    );
    expect(got).toMatchObject(names!);
    const upd = await as(t, admin).post('/api/v2/customerProduct/update', {
      id,
      serialNumber: null,
      installDate: '',
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(await equipmentDetail(t, admin, id)).toMatchObject({
      serialNumber: null,
      installDate: null,
      purchaseDate: '2025-03-01',
    });
    const del = await as(t, admin).del(`/api/v2/customerProduct/delete?ids=${id}`);
    expect(del.statusCode, del.body).toBe(200);
    expectRefusal(
      await as(t, admin).get(`/api/v2/customerProduct/detail?id=${id}`),
      404,
      'EQUIPMENT_NOT_FOUND',
    );
    expect(await listIds(t, admin, `&keyword=${serialNumber}`)).toEqual([]);
  });

  it('spec-business §5 "customer product equipment form required": customer and product are required and must exist', async () => {
    expectRefusal(
      await as(t, admin).post('/api/v2/customerProduct/save', { productId: refs.productId }),
      400,
      'VALIDATION',
      'customerId',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/customerProduct/save', { customerId: refs.customerId }),
      400,
      'VALIDATION',
      'productId',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/customerProduct/save', { ...refs, customerId: 2_000_000_000 }),
      404,
      'CUSTOMER_NOT_FOUND',
      'customerId',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/customerProduct/save', { ...refs, productId: 2_000_000_000 }),
      404,
      'PRODUCT_NOT_FOUND',
      'productId',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/customerProduct/save', {
        ...refs,
        warrantyStart: '2026-05-01',
        warrantyEnd: '2026-04-30',
      }),
      400,
      'VALIDATION',
      'warrantyEnd',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/customerProduct/save', {
        ...refs,
        sceneImage: '/api/file/download/999999999',
      }),
      400,
      'SCENE_IMAGE_INVALID',
      'sceneImage',
    );
  });

  it('a system field the customer-product field set marks required is required (serial number)', async () => {
    const tmpl = (await as(t, admin).get('/api/v2/customerProduct/template')).json().data.templateId;
    const view = (required: boolean) =>
      as(t, admin).post('/api/v2/temp/updateSysFieldView', {
        templateId: tmpl,
        key: 'serialNumber',
        visible: true,
        required,
      });
    expect((await view(true)).statusCode).toBe(200);
    try {
      const res = await as(t, admin).post(
        '/api/v2/customerProduct/save',
        { ...refs },
        { 'accept-language': 'en-GB' },
      );
      expectRefusal(res, 400, 'SYSTEM_FIELD_REQUIRED', 'serialNumber');
      expect(res.json().message).toBe('Serial number is required');
      await add();
    } finally {
      await view(false);
    }
  });
});

describe('warranty status, derived from the dates (never stored)', () => {
  it('is in warranty through the end date, out after it, none without one; it moves with the date', async () => {
    const inside = await add({ warrantyStart: day(-300), warrantyEnd: day(65) });
    const ended = await add({ warrantyStart: day(-800), warrantyEnd: day(-10) });
    const none = await add({});
    expect((await equipmentDetail(t, admin, inside)).warrantyState).toBe(WARRANTY_STATES.in);
    expect((await equipmentDetail(t, admin, ended)).warrantyState).toBe(WARRANTY_STATES.out);
    expect((await equipmentDetail(t, admin, none)).warrantyState).toBe(WARRANTY_STATES.none);
    // no column holds the state: moving the end date moves the state
    const [cols] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from information_schema.columns where table_name = 'customer_products' and column_name like '%warranty_state%'`,
    );
    expect(cols!.n).toBe(0);
    await t.database.db.execute(
      sql`update customer_products set warranty_end = current_date - 1 where id = ${inside}`,
    );
    expect((await equipmentDetail(t, admin, inside)).warrantyState).toBe(WARRANTY_STATES.out);
  });

  it(`filters in, out, and expiring within ${WARRANTY_EXPIRING_DAYS} days`, async () => {
    const serial = uniqueSerial('WF');
    const soon = await add({ serialNumber: `${serial}A`, warrantyEnd: day(10) });
    const later = await add({ serialNumber: `${serial}B`, warrantyEnd: day(WARRANTY_EXPIRING_DAYS + 15) });
    const ended = await add({ serialNumber: `${serial}C`, warrantyEnd: day(-5) });
    const none = await add({ serialNumber: `${serial}D` });
    const mine = (ids: number[]) =>
      ids.filter((id) => [soon, later, ended, none].includes(id)).sort((a, b) => a - b);
    expect(mine(await listIds(t, admin, `&keyword=${serial}&warranty=in`))).toEqual([soon, later]);
    expect(mine(await listIds(t, admin, `&keyword=${serial}&warranty=out`))).toEqual([ended]);
    expect(mine(await listIds(t, admin, `&keyword=${serial}&warranty=expiring`))).toEqual([soon]);
    expect(mine(await listIds(t, admin, `&keyword=${serial}`))).toEqual([soon, later, ended, none]);
    const row = (await as(t, admin).get(`/api/v2/customerProduct/list?keyword=${serial}A`)).json().data
      .list[0];
    expect(row).toMatchObject({ id: soon, warrantyState: WARRANTY_STATES.in, warrantyExpiring: true });
    // the demo has expiring products too, and every one of them ends within the window
    const expiring = (
      await as(t, admin).get('/api/v2/customerProduct/list?warranty=expiring&pageSize=100')
    ).json().data.list;
    expect(expiring.length).toBeGreaterThan(1);
    for (const r of expiring)
      expect(r.warrantyEnd <= day(WARRANTY_EXPIRING_DAYS + 1) && r.warrantyEnd >= day(-1)).toBe(true);
    expectRefusal(
      await as(t, admin).get('/api/v2/customerProduct/list?warranty=soon'),
      400,
      'VALIDATION',
      'warranty',
    );
  });

  it('finds by keyword over the serial, the product name and the customer name, and by customer', async () => {
    const serial = uniqueSerial('KW');
    const id = await add({ serialNumber: serial });
    const d = await equipmentDetail(t, admin, id);
    expect(await listIds(t, admin, `&keyword=${serial}`)).toEqual([id]);
    expect(await listIds(t, admin, `&keyword=${encodeURIComponent(d.productName)}`)).toContain(id);
    expect(await listIds(t, admin, `&keyword=${encodeURIComponent(d.customerName)}`)).toContain(id);
    const byCustomer = await listIds(t, admin, `&customerId=${refs.customerId}`);
    expect(byCustomer).toContain(id);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customer_products where customer_id = ${refs.customerId} and deleted_at is null`,
    );
    expect(byCustomer).toHaveLength(n!.n);
  });
});

describe('permissions and tenancy', () => {
  it('refuses a role without the product codes (403) and lets view-only roles read but not write', async () => {
    const employee = await loginAs(t.app, 'employee');
    expectRefusal(await as(t, employee).get('/api/v2/customerProduct/list'), 403, 'NO_PERMISSION');
    const dispatcher = await loginAs(t.app, 'dispatcher');
    expect((await as(t, dispatcher).get('/api/v2/customerProduct/list')).statusCode).toBe(200);
    expectRefusal(
      await as(t, dispatcher).post('/api/v2/customerProduct/save', { ...refs }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await as(t, dispatcher).del('/api/v2/customerProduct/delete?ids=1'), 403, 'NO_PERMISSION');
  });

  it("another enterprise's customer products answer exactly like missing ones", async () => {
    const id = await add();
    const other = await otherEnterprise(t);
    const b = as(t, other.session);
    for (const target of [id, 2_000_000_000]) {
      expectRefusal(await b.get(`/api/v2/customerProduct/detail?id=${target}`), 404, 'EQUIPMENT_NOT_FOUND');
      expectRefusal(
        await b.post('/api/v2/customerProduct/update', { id: target, serialNumber: 'X' }),
        404,
        'EQUIPMENT_NOT_FOUND',
      );
      expectRefusal(await b.del(`/api/v2/customerProduct/delete?ids=${target}`), 404, 'EQUIPMENT_NOT_FOUND');
    }
    expect((await b.get('/api/v2/customerProduct/list')).json().data).toEqual({ list: [], total: 0 });
    // nor can B put its records on A's customer or product
    expectRefusal(
      await b.post('/api/v2/customerProduct/save', { ...refs }),
      404,
      'CUSTOMER_NOT_FOUND',
      'customerId',
    );
    expect((await equipmentDetail(t, admin, id)).serialNumber).not.toBe('X');
  });

  it('follows the customer: a salesperson (personal scope) sees the products of customers they may see', async () => {
    const sales = await loginAs(t.app, 'salesperson');
    const visibleCustomers = (await as(t, sales).get('/api/v2/customer/epCustomerList?pageSize=1000'))
      .json()
      .data.list.map((c: { id: number }) => c.id);
    const list = (await as(t, sales).get('/api/v2/customerProduct/list?pageSize=1000')).json().data.list;
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(visibleCustomers).toContain(r.customerId);
    const all = await listIds(t, admin);
    expect(list.length).toBeLessThan(all.length);
  });
});
