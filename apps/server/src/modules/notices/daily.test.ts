import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_TIME_ZONE, localDate, zonedInstant } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { runDailyPushes } from './sweep';

let t: TestApp;
let admin: Session;
let enterpriseId: number;
const ids = { staff: 0, staff2: 0, sales: 0, finance: 0 };

const today = localDate(new Date(), NOTICE_TIME_ZONE);
const dayPlus = (n: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** An instant at a local time on today + n, in the enterprise time zone. */
const at = (n: number, time: string) => {
  const [y, m, d] = dayPlus(n).split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return zonedInstant({ year: y!, month: m!, day: d! }, { hour: hour!, minute: minute! }, NOTICE_TIME_ZONE);
};
const messages = (kind: string, userIdOf: number, objectId?: number) =>
  rows<{ title: string; body: string; object_id: number | null }>(
    t.database.db,
    sql`select title, body, object_id from messages where enterprise_id = ${enterpriseId} and kind = ${kind}
         and user_id = ${userIdOf} ${objectId === undefined ? sql`` : sql`and object_id = ${objectId}`} order by id`,
  );

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  ids.staff = await userId(t, 'serviceStaff');
  ids.staff2 = await userId(t, 'serviceStaff2');
  ids.sales = await userId(t, 'salesperson');
  ids.finance = await userId(t, 'finance');
  const [u] = await rows<{ e: number }>(
    t.database.db,
    sql`select enterprise_id::int as e from users where id = ${ids.staff}`,
  );
  enterpriseId = u!.e;
  await t.database.db.execute(sql`update users set locale = 'en_GB' where id = ${ids.staff2}`);
});
afterAll(() => t.close());

describe('the daily to-do push at 08:00 enterprise time (spec-business §7; Asia/Shanghai)', () => {
  it('to-do once a day: before 08:00 nothing; from 08:00 each user with open orders gets one summary, once, even if the job runs twice', async () => {
    const [open] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where enterprise_id = ${enterpriseId} and server_user_id = ${ids.staff}
           and state in (2, 3, 4) and deleted_at is null and archived_at is null`,
    );
    expect(open!.n).toBeGreaterThan(0);
    expect((await runDailyPushes(t.database.db, at(0, '07:59'))).todo).toBe(0);
    expect(await messages('notice.todo', ids.staff)).toHaveLength(0);

    const first = await runDailyPushes(t.database.db, at(0, '08:00'));
    expect(first.todo).toBeGreaterThan(0);
    const [again, twice] = await Promise.all([
      runDailyPushes(t.database.db, at(0, '08:01')),
      runDailyPushes(t.database.db, at(0, '15:00')),
    ]);
    expect(again.todo + twice.todo).toBe(0);
    const mine = await messages('notice.todo', ids.staff);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe(`今日待办：${open!.n} 个工单`);
    // in the recipient's language
    const theirs = await messages('notice.todo', ids.staff2);
    expect(theirs[0]?.title).toMatch(/^To do today: \d+ orders$/);
    // nobody without open orders as their server hears of it
    expect(await messages('notice.todo', ids.finance)).toHaveLength(0);

    await runDailyPushes(t.database.db, at(1, '08:05'));
    expect(await messages('notice.todo', ids.staff)).toHaveLength(2);
  });

  it('the push can be turned off in the settings', async () => {
    const off = await as(t, admin).put('/api/v2/timerNotice/setting', {
      todoEnabled: false,
      warrantyEnabled: true,
      warrantyLeadDays: 30,
      warrantyToOwner: true,
    });
    expect(off.statusCode, off.body).toBe(200);
    await runDailyPushes(t.database.db, at(2, '08:00'));
    expect(await messages('notice.todo', ids.staff)).toHaveLength(2);
  });
});

describe('warranty expiration reminders (spec-shell "warranty expiration reminder")', () => {
  let soon: number;
  let later: number;

  beforeAll(async () => {
    const eq = await rows<{ id: number; customer_id: number }>(
      t.database.db,
      sql`select id::int as id, customer_id::int as customer_id from customer_products
           where enterprise_id = ${enterpriseId} and deleted_at is null order by id limit 2`,
    );
    [soon, later] = eq.map((e) => e.id) as [number, number];
    // the to-do tests' days already reminded of the demo's own ending warranties: start afresh
    await t.database.db.execute(
      sql`delete from messages where enterprise_id = ${enterpriseId} and kind = 'equipment.warrantyExpiring'`,
    );
    // only these two end soon; both customers are owned by the salesperson
    await t.database.db.execute(
      sql`update customer_products set warranty_end = ${dayPlus(400)}::date where enterprise_id = ${enterpriseId}`,
    );
    await t.database.db.execute(
      sql`update customer_products set warranty_end = case id when ${soon} then ${dayPlus(10)}::date else ${dayPlus(20)}::date end
           where enterprise_id = ${enterpriseId} and id in (${soon}, ${later})`,
    );
    await t.database.db.execute(
      sql`update customers set owner_user_id = ${ids.sales} where enterprise_id = ${enterpriseId}
           and id in (${eq[0]!.customer_id}, ${eq[1]!.customer_id})`,
    );
    const saved = await as(t, admin).put('/api/v2/timerNotice/setting', {
      todoEnabled: true,
      warrantyEnabled: true,
      warrantyLeadDays: 15,
      warrantyToOwner: true,
    });
    expect(saved.json().data).toMatchObject({ warrantyLeadDays: 15, warrantyRoles: [] });
  });

  it('respects the lead time and reminds once per expiry date, to the customer owner', async () => {
    await runDailyPushes(t.database.db, at(3, '08:00'));
    const got = await messages('equipment.warrantyExpiring', ids.sales, soon);
    expect(got).toHaveLength(1);
    expect(got[0]!.body).toContain(`${dayPlus(10)}`);
    expect(got[0]!.body).toContain('还剩 7 天');
    // 17 days ahead, beyond a 15-day lead time
    expect(await messages('equipment.warrantyExpiring', ids.sales, later)).toHaveLength(0);

    await runDailyPushes(t.database.db, at(4, '08:00'));
    await runDailyPushes(t.database.db, at(5, '09:00'));
    expect(await messages('equipment.warrantyExpiring', ids.sales, soon)).toHaveLength(1);
    // now 15 days ahead: inside the lead time
    expect(await messages('equipment.warrantyExpiring', ids.sales, later)).toHaveLength(1);

    // the warranty is renewed to a new end date: one reminder for that date too
    await t.database.db.execute(
      sql`update customer_products set warranty_end = ${dayPlus(12)}::date where enterprise_id = ${enterpriseId} and id = ${soon}`,
    );
    await runDailyPushes(t.database.db, at(6, '08:00'));
    expect(await messages('equipment.warrantyExpiring', ids.sales, soon)).toHaveLength(2);
  });

  it('a configured role hears of it too; the owner can be left out', async () => {
    const [role] = await rows<{ id: number }>(
      t.database.db,
      sql`select role_id::int as id from user_roles where enterprise_id = ${enterpriseId} and user_id = ${ids.finance}`,
    );
    await as(t, admin).put('/api/v2/timerNotice/setting', {
      todoEnabled: true,
      warrantyEnabled: true,
      warrantyLeadDays: 60,
      warrantyToOwner: false,
      warrantyRoleIds: [role!.id],
    });
    const third = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from customer_products where enterprise_id = ${enterpriseId} and deleted_at is null
           and id not in (${soon}, ${later}) order by id limit 1`,
    );
    await t.database.db.execute(
      sql`update customer_products set warranty_end = ${dayPlus(30)}::date where enterprise_id = ${enterpriseId} and id = ${third[0]!.id}`,
    );
    await runDailyPushes(t.database.db, at(7, '08:00'));
    expect(await messages('equipment.warrantyExpiring', ids.finance, third[0]!.id)).toHaveLength(1);
    expect(await messages('equipment.warrantyExpiring', ids.sales, third[0]!.id)).toHaveLength(0);
  });
});

describe('notice settings', () => {
  it('bad input is refused, coded, in both languages; other enterprises keep their own defaults and hear nothing of ours', async () => {
    const zh = await as(t, admin).put('/api/v2/timerNotice/setting', {
      todoEnabled: true,
      warrantyEnabled: true,
      warrantyLeadDays: 0,
      warrantyToOwner: true,
    });
    expectRefusal(zh, 400, 'VALIDATION', 'warrantyLeadDays');
    expect(zh.json().message).toBe('提前提醒天数不能小于1');
    const en = await as(t, admin).put(
      '/api/v2/timerNotice/setting',
      { todoEnabled: true, warrantyEnabled: true, warrantyLeadDays: 30, warrantyToOwner: false },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(en, 400, 'VALIDATION', 'warrantyRoleIds');
    expect(en.json().message).toBe("Choose who hears of warranties ending: the customer's owner or roles");
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, admin).put('/api/v2/timerNotice/setting', {
        todoEnabled: true,
        warrantyEnabled: true,
        warrantyLeadDays: 30,
        warrantyToOwner: false,
        warrantyRoleIds: [other.roleIdByType.values().next().value!],
      }),
      404,
      'NOTICE_ROLE_NOT_FOUND',
      'warrantyRoleIds',
    );
    const theirs = (await as(t, other.session).get('/api/v2/timerNotice/setting')).json().data;
    expect(theirs).toMatchObject({ warrantyLeadDays: 30, todoEnabled: true });
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from messages where enterprise_id = ${other.enterpriseId}`,
    );
    expect(n!.n).toBe(0);
  });
});
