import { sql } from 'drizzle-orm';
import { ROLE_TYPES } from '@fieldline/domain';
import { rows } from '../db/client';
import { createEnterprise, createUser } from '../modules/tenancy';
import { seedDemoEnterprise } from '../seed/demo';
import { phoneOf, resolvePhone, type DemoAccount, type DemoEnterpriseAccount, type Phone } from './accounts';
import { loginAs, type TestApp } from './app';

export const OTHER_PASSWORD = 'Other#Co2026';

let otherCount = 0;

/**
 * A second enterprise with its administrator signed in, to prove another tenant's ids answer 404.
 * Each call makes a new one, its administrator under a new phone number (13900000001, 13900000002, ...).
 */
export async function otherEnterprise(t: TestApp) {
  const phone = `139${String(++otherCount).padStart(8, '0')}` as Phone;
  const ep = await t.database.db.transaction(async (tx) => {
    const created = await createEnterprise(tx, { name: '其他公司', locale: 'zh_CN', buyPersonNum: 10 });
    const userId = await createUser(tx, {
      enterpriseId: created.enterpriseId,
      phone,
      name: '其他管理员',
      password: OTHER_PASSWORD,
      departmentId: created.rootDepartmentId,
      roleIds: [created.roleIdByType.get(ROLE_TYPES.administrator)!],
    });
    return { ...created, userId };
  });
  const session = await loginAs(t.app, phone, OTHER_PASSWORD);
  return { ...ep, phone, session };
}

/**
 * A second enterprise seeded like the demo one (seed/demo.ts) under another name, its accounts
 * numbered 139… where the demo enterprise's are 138… (its administrator is 13900000001);
 * `loginAs('dispatcher')` signs one of them in.
 */
export async function secondDemoEnterprise(t: TestApp, name = 'Sweep B Co') {
  const phone = (demoPhone: string) => `139${demoPhone.slice(3)}`;
  const seeded = await t.database.db.transaction((tx) => seedDemoEnterprise(tx, { name, phone }));
  return {
    ...seeded,
    loginAs: (who: DemoEnterpriseAccount) => loginAs(t.app, phone(phoneOf(who)) as Phone),
  };
}

/** The id of a demo account by name, or of an account the test made by its phone number (the first enterprise's). */
export async function userId(t: TestApp, who: DemoAccount | Phone) {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select u.id::int as id from users u join enterprises e on e.id = u.enterprise_id
         where u.phone = ${resolvePhone(who)} order by e.id limit 1`,
  );
  return row!.id;
}

/** The id of a row found by a raw query answering `id`. */
export async function idOf(t: TestApp, query: ReturnType<typeof sql>) {
  const [row] = await rows<{ id: number }>(t.database.db, query);
  return Number(row!.id);
}
