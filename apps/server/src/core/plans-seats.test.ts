import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../test/accounts';
import { as, loginAs, testApp, type Session, type TestApp } from '../test/app';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
const HOTLINE = '400-800-1234';

beforeAll(async () => {
  t = await testApp({ hotline: HOTLINE });
  admin = await loginAs(t.app, 'administrator');
  dispatcher = await loginAs(t.app, 'dispatcher');
});
afterAll(() => t.close());

const seats = (n: number) =>
  t.database.db.execute(sql`update enterprises set buy_person_num = ${n}
    where id = (select enterprise_id from users where phone = ${DEMO_ACCOUNTS.administrator})`);
const adminLocale = (locale: string | null) =>
  t.database.db.execute(
    sql`update users set locale = ${locale} where phone = ${DEMO_ACCOUNTS.administrator}`,
  );
/** A route with a paid feature (custom fields); the gate runs before the handler looks at the id. */
const gated = (s: Session) => as(t, s).del('/api/temp/deleteField/999999');

describe('seats (spec-shell §4 step 8): over its seats, a paid account disables functions for administrators', () => {
  it('refuses an administrator a paid function with 403 and the seat message, in the caller language', async () => {
    await seats(2);
    const res = await gated(admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SEATS_EXCEEDED_FUNCTIONS');
    expect(res.json().message).toMatch(/^企业用户数（\d+）已超过套餐购买人数（2），相关功能已停用/);
    expect(res.json().message).toContain(HOTLINE);
    await adminLocale('en_GB');
    const english = await gated(admin);
    await adminLocale(null);
    expect(english.json().message).toMatch(/^Your company has \d+ users, more than the 2 seats/);
  });

  it('lets the administrator through once the seats cover the enabled users', async () => {
    await seats(1000);
    const res = await gated(admin);
    expect(res.json().code).not.toBe('SEATS_EXCEEDED_FUNCTIONS');
  });

  it('leaves other users and ungated routes alone', async () => {
    await seats(2);
    expect((await gated(dispatcher)).json().code).not.toBe('SEATS_EXCEEDED_FUNCTIONS');
    const list = await as(t, admin).get('/api/v2/user/list?pageIndex=0&pageSize=10');
    expect(list.json().code).not.toBe('SEATS_EXCEEDED_FUNCTIONS');
    await seats(1000);
  });
});
