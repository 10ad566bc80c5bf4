import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import type { MapProvider } from '../../core/maps';
import { allTenants } from '../../core/tenant';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { importFile, importResult, sheet } from './file-test-helpers';
import { addCustomer, address, contact, detail, uniqueName } from './test-helpers';

let t: TestApp;
let admin: Session;
let localMaps: MapProvider;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  localMaps = t.app.ctx.maps;
});
afterEach(() => {
  t.app.ctx.maps = localMaps;
});
afterAll(() => t.close());

const SHANGHAI = { lng: 121.4737, lat: 31.2304 };
const SUZHOU = { lng: 120.5853, lat: 31.2989 };
const NOWHERE = { type: 1, province: '亚特兰蒂斯', city: '海底城', detail: '珊瑚路1号' };
const NO_COORDINATES_ZH = '未找到该地址的坐标，请输入详细地址';
const NO_COORDINATES_EN = 'No coordinates found for this address; enter a detailed address';

const saveAddress = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  as(t, admin).post('/api/customer/address/save', body, headers);
const locate = (id: number, s = admin) => as(t, s).post('/api/customer/address/geocode', { id });
const stored = async (id: number) =>
  (
    await rows<{ lng: number | null; lat: number | null }>(
      t.database.db,
      sql`select lng, lat from customer_addresses where id = ${id}`,
    )
  )[0]!;
const actions = async (customerId: number) =>
  (
    await rows<{ action: string }>(
      t.database.db,
      sql`select action from customer_changes where customer_id = ${customerId} order by id`,
    )
  ).map((r) => r.action);

describe('issue 6 "address geocoding through the map provider interface": /customer/address/save', () => {
  it('places a new address with the map provider and stores its coordinates', async () => {
    const id = await addCustomer(t, admin);
    const res = await saveAddress({ customerId: id, ...address() });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toEqual({ id: saved.id, ...SHANGHAI, warnings: [] });
    expect(await stored(saved.id)).toEqual(SHANGHAI);
    expect((await detail(t, admin, id)).addresses[0]).toMatchObject(SHANGHAI);
  });

  it('places an edited address again from its new parts (English names too)', async () => {
    const id = await addCustomer(t, admin);
    const first = (await saveAddress({ customerId: id, ...address() })).json().data;
    const edited = await saveAddress({
      id: first.id,
      customerId: id,
      type: 1,
      province: 'Jiangsu',
      city: 'Suzhou',
      detail: 'Xinghu Street 1',
    });
    expect(edited.json().data).toEqual({ id: first.id, ...SUZHOU, warnings: [] });
    expect(await stored(first.id)).toEqual(SUZHOU);
  });

  it('keeps both coordinates when the caller sends them (a point picked on a map)', async () => {
    const id = await addCustomer(t, admin);
    const res = await saveAddress({ customerId: id, ...address(), lng: 121.5, lat: 31.1 });
    expect(res.json().data).toMatchObject({ lng: 121.5, lat: 31.1, warnings: [] });
    // one coordinate alone is not a point: the provider places the address
    const half = await saveAddress({ customerId: id, ...address('二号'), lng: 100 });
    expect(half.json().data).toMatchObject({ ...SHANGHAI, warnings: [] });
  });

  it('spec-business §8 "no coordinates found": saved without coordinates, with a warning in the caller’s language', async () => {
    const id = await addCustomer(t, admin);
    const zh = await saveAddress({ customerId: id, ...NOWHERE });
    expect(zh.statusCode, zh.body).toBe(200);
    const saved = zh.json().data;
    expect(saved).toEqual({
      id: saved.id,
      lng: null,
      lat: null,
      warnings: [{ code: 'noCoordinates', message: NO_COORDINATES_ZH }],
    });
    expect(await stored(saved.id)).toEqual({ lng: null, lat: null });
    expect((await detail(t, admin, id)).addresses.map((a: { id: number }) => a.id)).toEqual([saved.id]);

    const en = await saveAddress(
      { customerId: id, ...NOWHERE, detail: '2 Coral Road' },
      {
        'accept-language': 'en-GB',
      },
    );
    expect(en.json().data.warnings).toEqual([{ code: 'noCoordinates', message: NO_COORDINATES_EN }]);

    // editing a placed address into one the provider cannot place drops the old coordinates
    const placed = (await saveAddress({ customerId: id, ...address() })).json().data.id;
    await saveAddress({ id: placed, customerId: id, ...NOWHERE });
    expect(await stored(placed)).toEqual({ lng: null, lat: null });
  });

  it('a provider that fails counts as "no coordinates found": the address is still saved', async () => {
    t.app.ctx.maps = {
      name: 'local',
      geocode: () => Promise.reject(new Error('provider down')),
    };
    const id = await addCustomer(t, admin);
    const res = await saveAddress({ customerId: id, ...address() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lng: null, lat: null, warnings: [{ code: 'noCoordinates' }] });
  });
});

describe('addresses of a new customer and of an import are placed too', () => {
  it('addCustomer places each address and warns with the index of each it could not place', async () => {
    const res = await as(t, admin).post('/api/v2/customer/addCustomer', {
      name: uniqueName(),
      contacts: [contact()],
      addresses: [address(), NOWHERE],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, warnings } = res.json().data;
    expect(warnings).toEqual([{ code: 'noCoordinates', message: NO_COORDINATES_ZH, index: 1 }]);
    const list = (await detail(t, admin, id)).addresses;
    expect(list.map((a: { lng: number | null; lat: number | null }) => [a.lng, a.lat])).toEqual([
      [SHANGHAI.lng, SHANGHAI.lat],
      [null, null],
    ]);
    const clean = await as(t, admin).post('/api/v2/customer/addCustomer', {
      name: uniqueName(),
      contacts: [contact()],
    });
    expect(clean.json().data.warnings).toEqual([]);
  });

  it('an import places the addresses of its rows; one it cannot place is saved without coordinates', async () => {
    const [a, b] = [uniqueName('导入定位'), uniqueName('导入定位')];
    const result = await importResult(
      await importFile(
        t,
        admin,
        sheet([
          [a, '王五', '13911112222', '江苏省', '苏州市', '工业园区', '星湖街1号'],
          [b, '赵六', '13911113333', '亚特兰蒂斯', '', '', ''],
        ]),
      ),
    );
    expect(result).toMatchObject({ saved: 2, failed: 0 });
    const found = await rows<{ name: string; lng: number | null; lat: number | null }>(
      t.database.db,
      sql`select c.name, a.lng, a.lat from customer_addresses a join customers c on c.id = a.customer_id
           where c.name in (${a}, ${b}) order by c.id`,
    );
    expect(found).toEqual([
      { name: a, ...SUZHOU },
      { name: b, lng: null, lat: null },
    ]);
  });
});

describe('locating an address again: POST /customer/address/geocode', () => {
  it('stores the coordinates the provider finds, recorded on the timeline when they change', async () => {
    const id = await addCustomer(t, admin);
    const saved = (await saveAddress({ customerId: id, ...address(), lng: 100, lat: 20 })).json().data;
    const res = await locate(saved.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: saved.id, ...SHANGHAI });
    expect(await stored(saved.id)).toEqual(SHANGHAI);
    expect((await locate(saved.id)).statusCode).toBe(200); // unchanged: not recorded again
    expect(await actions(id)).toEqual(['created', 'addressAdded', 'addressLocated']);
    const timeline = (await as(t, admin).get(`/api/v2/customer/timeline?id=${id}`)).json().data;
    expect(timeline.list[0].summary).toEqual({
      subject: '上海市 上海市 浦东新区 张江路1号',
      changes: [{ field: 'coordinates', from: '100.000000, 20.000000', to: '121.473700, 31.230400' }],
    });
  });

  it('answers 400 NO_COORDINATES when the provider cannot place it, keeping what the address had', async () => {
    const id = await addCustomer(t, admin);
    const saved = (await saveAddress({ customerId: id, ...NOWHERE, lng: 1, lat: 2 })).json().data;
    expectRefusal(await locate(saved.id), 400, 'NO_COORDINATES');
    expect(await stored(saved.id)).toEqual({ lng: 1, lat: 2 });
    const en = await as(t, admin).post(
      '/api/customer/address/geocode',
      { id: saved.id },
      { 'accept-language': 'en-GB' },
    );
    expect(en.json().message).toBe(NO_COORDINATES_EN);
  });

  it('an edit made while the provider was answering wins', async () => {
    const id = await addCustomer(t, admin);
    const saved = (await saveAddress({ customerId: id, ...address() })).json().data;
    t.app.ctx.maps = {
      name: 'local',
      geocode: async () => {
        // another user's edit made meanwhile: not a statement of this request
        await allTenants(async () => {
          await t.database.db.execute(
            sql`update customer_addresses set province = '江苏省', city = '苏州市', lng = ${SUZHOU.lng}, lat = ${SUZHOU.lat} where id = ${saved.id}`,
          );
        });
        return { lng: 1, lat: 1 };
      },
    };
    const res = await locate(saved.id);
    expect(res.json().data).toEqual({ id: saved.id, ...SUZHOU });
    expect(await stored(saved.id)).toEqual(SUZHOU);
  });

  it('needs the customer edit code; another enterprise’s address answers 404 like a missing one', async () => {
    const id = await addCustomer(t, admin);
    const saved = (await saveAddress({ customerId: id, ...address() })).json().data;
    const other = await otherEnterprise(t);
    const foreign = await locate(saved.id, other.session);
    expectRefusal(foreign, 404, 'ADDRESS_NOT_FOUND');
    expect(foreign.json()).toEqual((await locate(99999999, other.session)).json());
    // return-visit staff see every customer but may not edit them
    const returnVisit = await loginAs(t.app, 'returnVisit');
    expect((await as(t, returnVisit).get(`/api/v2/customer/detail?id=${id}`)).statusCode).toBe(200);
    expectRefusal(await locate(saved.id, returnVisit), 403, 'NO_PERMISSION');
    expectRefusal(await locate(0), 400, 'VALIDATION', 'id');
  });
});
