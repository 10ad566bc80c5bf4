import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../../db/client';
import { createEnterprise, createUser } from '../tenancy';
import { api, loginAs, type Session, type TestApp } from '../../test/app';

export const OTHER_PASSWORD = 'Other#Co2026';

/** A second enterprise with its administrator signed in, to prove another tenant's ids answer 404. */
export async function otherEnterprise(t: TestApp, phone = '13900000001') {
  const ep = await t.database.db.transaction(async (tx) => {
    const created = await createEnterprise(tx, { name: '其他公司', locale: 'zh_CN', buyPersonNum: 10 });
    const userId = await createUser(tx, {
      enterpriseId: created.enterpriseId,
      phone,
      name: '其他管理员',
      password: OTHER_PASSWORD,
      departmentId: created.rootDepartmentId,
      roleIds: [created.roleIdByType.get(3)!],
    });
    return { ...created, userId };
  });
  const session = await loginAs(t.app, phone, OTHER_PASSWORD);
  return { ...ep, session };
}

/** The id of a demo user by phone. */
export async function userId(t: TestApp, phone: string) {
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`select u.id::int as id from users u join enterprises e on e.id = u.enterprise_id
         where u.phone = ${phone} order by e.id limit 1`,
  );
  return row!.id;
}

/** The id of a row found by a raw query answering `id`. */
export async function idOf(t: TestApp, query: ReturnType<typeof sql>) {
  const [row] = await rows<{ id: number }>(t.database.db, query);
  return Number(row!.id);
}

/** Expects a refusal with this status and code (and the field, when given). */
export function expectRefusal(
  res: { statusCode: number; json(): { success: boolean; code: string; field?: string; message: string } },
  status: number,
  code: string,
  field?: string,
) {
  const body = res.json();
  expect(res.statusCode, JSON.stringify(body)).toBe(status);
  expect(body.success).toBe(false);
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  if (field) expect(body.field).toBe(field);
}

export const as = (t: TestApp, s: Session) => api(t.app, s);
