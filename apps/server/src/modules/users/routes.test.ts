import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { api, loginAs, nextIp, testApp, type Session, type TestApp } from '../../test/app';

let t: TestApp;
let a: Session;
let b: Session;

async function registerEnterprise(phone: string, enterpriseName: string) {
  const send = await t.app.inject({
    method: 'POST',
    url: '/api/stand/code/send',
    payload: { phone, purpose: 'register' },
    remoteAddress: nextIp(),
  });
  expect(send.statusCode).toBe(200);
  const [row] = await rows<{ content: string }>(
    t.database.db,
    sql`select content from sms_outbox where phone = ${phone} order by id desc limit 1`,
  );
  const code = row!.content.match(/\d{6}/)![0];
  return t.app.inject({
    method: 'POST',
    url: '/api/stand/register',
    payload: {
      enterpriseName,
      name: '新管理员',
      phone,
      code,
      password: 'Second#Co1',
      confirmPassword: 'Second#Co1',
    },
    remoteAddress: nextIp(),
  });
}

beforeAll(async () => {
  t = await testApp();
  a = await loginAs(t.app, 'administrator');
  const res = await registerEnterprise('13700000001', '第二服务公司');
  expect(res.statusCode).toBe(200);
  b = { token: res.json().data.token, csrfToken: '' };
  b.csrfToken = (await api(t.app, b).get('/api/v2/sessionUser/info')).json().data.csrfToken;
});
afterAll(() => t.close());

describe('registration (POST /api/stand/register)', () => {
  it('creates an enterprise on a 15-day trial with its administrator, the eleven built-in roles and a root department', async () => {
    const u = (await api(t.app, b).get('/api/v2/sessionUser/info')).json().data;
    expect(u).toMatchObject({
      name: '新管理员',
      enterpriseName: '第二服务公司',
      admin: true,
      isChargeUser: 2,
    });
    const days = (new Date(u.epServiceExpireTime).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14.9);
    expect(days).toBeLessThanOrEqual(15);
    const [counts] = await rows<{ roles: number; depts: number }>(
      t.database.db,
      sql`select (select count(*)::int from roles where enterprise_id = ${u.enterpriseId} and built_in) as roles,
                 (select count(*)::int from departments where enterprise_id = ${u.enterpriseId}) as depts`,
    );
    expect(counts).toEqual({ roles: 11, depts: 1 });
  });

  it('needs a valid register code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stand/register',
      payload: {
        enterpriseName: 'X',
        name: 'Y',
        phone: '13700000002',
        code: '123456',
        password: 'Second#Co1',
        confirmPassword: 'Second#Co1',
      },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_INVALID');
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from enterprises where name = 'X'`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('tenant isolation of users', () => {
  it("a second enterprise's users cannot see the first one's users", async () => {
    const listB = (await api(t.app, b).get('/api/v2/user/list?pageSize=100&pageIndex=0')).json().data;
    expect(listB.total).toBe(1);
    expect(listB.list.map((u: { phone: string }) => u.phone)).toEqual(['13700000001']);
    const listA = (await api(t.app, a).get('/api/v2/user/list?pageSize=100')).json().data;
    expect(listA.total).toBe(11);
    const idsOfA = listA.list.map((u: { id: number }) => u.id);
    const names = (await api(t.app, b).post('/api/user/v2/names', { ids: idsOfA, t: Date.now() })).json()
      .data;
    expect(names).toEqual([]);
    expect((await api(t.app, b).get('/api/v2/user/count?keyword=1380000')).json().data).toBe(0);
  });

  it('pages in SQL with zero-based pageIndex and filters by keyword', async () => {
    const p0 = (await api(t.app, a).get('/api/v2/user/list?pageSize=5&pageIndex=0')).json().data;
    const p2 = (await api(t.app, a).get('/api/v2/user/list?pageSize=5&pageIndex=2')).json().data;
    expect(p0.list).toHaveLength(5);
    expect(p2.list).toHaveLength(1);
    expect(p0.total).toBe(11);
    const found = (await api(t.app, a).get(`/api/v2/user/list?keyword=${encodeURIComponent('师傅')}`)).json()
      .data;
    expect(found.total).toBe(2);
    const bad = await api(t.app, a).get('/api/v2/user/list?pageSize=5000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('pageSize');
  });
});
