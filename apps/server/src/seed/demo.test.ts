import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TYPES, type AddressRow, type OrderDetail, type OrderRow } from '@fieldline/domain';
import { PROVINCES, type PlaceRow } from '../core/map-places';
import { placeKey } from '../core/maps';
import { as, loginAs, testApp, type Session, type TestApp } from '../test/app';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

/** Great-circle distance in km. */
function km(a: { lng: number; lat: number }, b: { lng: number; lat: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The place-data entry of an address's city (a municipality is its own city). */
function cityOf(province: string | null | undefined, city: string | null | undefined): PlaceRow | undefined {
  const row = PROVINCES.find((p) => placeKey(p.place[0]) === placeKey(province ?? ''));
  if (!row) return undefined;
  if (!row.cities.length) return row.place;
  return row.cities.find((c) => placeKey(c[0]) === placeKey(city ?? ''));
}

const CITY_NAMES = PROVINCES.flatMap((p) => [p.place, ...p.cities]).map((c) => c[0]);

const demoAddresses = async () => {
  const res = await as(t, admin).get('/api/customer/address/list?pageSize=1000');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list as AddressRow[];
};

describe('issue 18 item 12: demo addresses and coordinates agree', () => {
  it("places every demo customer address within 60 km of its city's point in the geocoder's place data", async () => {
    const list = await demoAddresses();
    expect(list.length).toBeGreaterThanOrEqual(30);
    for (const a of list) {
      const label = `${a.customerName}: ${a.province} ${a.city}`;
      const city = cityOf(a.province, a.city);
      expect(city, `${label} is not in the place data`).toBeDefined();
      expect(a.lng, label).not.toBeNull();
      expect(km({ lng: a.lng!, lat: a.lat! }, { lng: city![2], lat: city![3] }), label).toBeLessThan(60);
    }
  });

  it('puts a customer whose name starts with a city in that city (舟山海洋渔业冷库 is in Zhoushan)', async () => {
    const list = await demoAddresses();
    const named = list.filter((a) => CITY_NAMES.some((c) => a.customerName.startsWith(c)));
    expect(named.length).toBeGreaterThan(20);
    for (const a of named) {
      const city = CITY_NAMES.find((c) => a.customerName.startsWith(c))!;
      expect([placeKey(a.province), placeKey(a.city ?? '')], a.customerName).toContain(city);
    }
    expect(list.find((a) => a.customerName === '舟山海洋渔业冷库')?.city).toBe('舟山市');
  });

  it("gives the demo work orders their customer's address and coordinates, inside its city", async () => {
    const res = await as(t, admin).get(
      `/api/v2/order/list?view=all&orderType=${ORDER_TYPES.external}&pageSize=20`,
    );
    expect(res.statusCode, res.body).toBe(200);
    let located = 0;
    for (const { id, orderNo } of res.json().data.list as OrderRow[]) {
      const detail = (await as(t, admin).get(`/api/order/orderDetail?id=${id}`)).json().data as OrderDetail;
      const a = detail.address;
      if (a?.lng == null || a.lat == null) continue;
      located++;
      const city = cityOf(a.province, a.city);
      expect(city, `${orderNo}: ${a.province} ${a.city}`).toBeDefined();
      expect(km({ lng: a.lng, lat: a.lat }, { lng: city![2], lat: city![3] }), orderNo).toBeLessThan(60);
    }
    expect(located).toBeGreaterThan(10);
  });
});
