import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES, OUTSOURCED_PROVIDER_ROLE_TYPE } from '@fieldline/domain';
import { rows } from '../../db/client';
import { phoneOf } from '../../test/accounts';
import { api, as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise } from '../../test/data';

let t: TestApp;
let admin: Session;
let providerTeam: number;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  providerTeam = (await as(t, admin).post('/api/serviceGroup', { name: '外包团队', type: 3 })).json().data.id;
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>) => as(t, admin).post('/api/outsource/provider', body);

describe('provider companies', () => {
  it('creates, reads, lists and edits a provider', async () => {
    const res = await add({
      name: '快修服务商',
      contactName: '孙经理',
      contactPhone: '13500000001',
      teamId: providerTeam,
      description: '空调维修',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    expect((await as(t, admin).get(`/api/outsource/provider/${id}`)).json().data).toMatchObject({
      name: '快修服务商',
      contactPhone: '13500000001',
      teamId: providerTeam,
      enabled: true,
      staffCount: 0,
    });
    expect(
      (await as(t, admin).put(`/api/outsource/provider/${id}`, { description: '空调与冰箱' })).statusCode,
    ).toBe(200);
    const list = (
      await as(t, admin).get(`/api/outsource/provider/list?keyword=${encodeURIComponent('快修')}`)
    ).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ id, description: '空调与冰箱' }] });
  });

  it('refuses bad input, a taken name and a team that is not of the provider type', async () => {
    expectRefusal(await add({ name: 'x', contactPhone: '123' }), 400, 'VALIDATION', 'contactPhone');
    expectRefusal(await add({ name: '' }), 400, 'VALIDATION', 'name');
    expectRefusal(await add({ name: '快修服务商' }), 409, 'PROVIDER_NAME_TAKEN', 'name');
    const hq = await idOf(t, sql`select id from service_teams where name = '总部服务团队'`);
    expectRefusal(await add({ name: '新服务商', teamId: hq }), 400, 'PROVIDER_TEAM_TYPE', 'teamId');
    expectRefusal(await add({ name: '新服务商', teamId: 99999999 }), 404, 'TEAM_NOT_FOUND', 'teamId');
  });
});

describe('provider staff', () => {
  it('adds staff as users with provider_id and the outsourced-provider role, in the provider team', async () => {
    const id = (await add({ name: '安装服务商', teamId: providerTeam })).json().data.id;
    const res = await as(t, admin).post(`/api/outsource/provider/${id}/staff`, {
      name: '外包甲',
      phone: '13500000010',
    });
    expect(res.statusCode).toBe(200);
    const { id: staffId, initialPassword } = res.json().data;
    const s = await loginAs(t.app, '13500000010', initialPassword);
    const info = (await api(t.app, s).get('/api/v2/sessionUser/info')).json().data;
    expect(info.allRoles.map((r: { type: number }) => r.type)).toEqual([OUTSOURCED_PROVIDER_ROLE_TYPE]);
    const def = DEFAULT_ROLES.find((r) => r.type === OUTSOURCED_PROVIDER_ROLE_TYPE)!;
    expect(info.powers.map((p: { code: string }) => p.code).sort()).toEqual(
      [...new Set(def.permissions)].sort(),
    );
    const [row] = await rows<{ provider_id: number; department_id: number | null }>(
      t.database.db,
      sql`select provider_id::int, department_id from users where id = ${staffId}`,
    );
    expect(row).toEqual({ provider_id: id, department_id: null });
    const staff = (await as(t, admin).get(`/api/outsource/provider/${id}/staff`)).json().data;
    expect(staff).toMatchObject({ total: 1, list: [{ id: staffId, providerId: id }] });
    const members = (await as(t, admin).get(`/api/serviceGroup/${providerTeam}/members`)).json().data;
    expect(members.list.map((m: { userId: number }) => m.userId)).toContain(staffId);
    // personal data scope: the staff user sees only themself
    expect((await api(t.app, s).get('/api/v2/user/count')).json().data).toBe(1);

    expectRefusal(await as(t, admin).del(`/api/outsource/provider/${id}`), 400, 'PROVIDER_HAS_STAFF');
    expectRefusal(
      await as(t, admin).post(`/api/outsource/provider/${id}/staff`, {
        name: '外包乙',
        phone: phoneOf('serviceStaff'),
      }),
      409,
      'PHONE_TAKEN',
      'phone',
    );

    // disabling the provider disables its staff and ends their sessions
    expect((await as(t, admin).put(`/api/outsource/provider/${id}`, { enabled: false })).statusCode).toBe(
      200,
    );
    expect((await api(t.app, s).get('/api/v2/sessionUser/info')).statusCode).toBe(401);
    expectRefusal(
      await as(t, admin).post(`/api/outsource/provider/${id}/staff`, {
        name: '外包乙',
        phone: '13500000011',
      }),
      400,
      'PROVIDER_DISABLED',
    );
  });

  it('deletes a provider without staff', async () => {
    const id = (await add({ name: '空壳服务商' })).json().data.id;
    expect((await as(t, admin).del(`/api/outsource/provider/${id}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/outsource/provider/${id}`), 404, 'PROVIDER_NOT_FOUND');
  });
});

describe('refusals', () => {
  it('a dispatcher (no provider permission) gets 403', async () => {
    const d = await loginAs(t.app, 'dispatcher');
    expectRefusal(await as(t, d).get('/api/outsource/provider/list'), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, d).post('/api/outsource/provider', { name: 'x' }), 403, 'NO_PERMISSION');
  });

  it("another enterprise's provider answers 404 like a missing one", async () => {
    const other = await otherEnterprise(t);
    const id = await idOf(t, sql`select id from outsource_providers order by id limit 1`);
    const missing = await as(t, other.session).get('/api/outsource/provider/99999999');
    const foreign = await as(t, other.session).get(`/api/outsource/provider/${id}`);
    expectRefusal(foreign, 404, 'PROVIDER_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(
      await as(t, other.session).put(`/api/outsource/provider/${id}`, { name: 'x' }),
      404,
      'PROVIDER_NOT_FOUND',
    );
    expectRefusal(await as(t, other.session).del(`/api/outsource/provider/${id}`), 404, 'PROVIDER_NOT_FOUND');
    expectRefusal(
      await as(t, other.session).post(`/api/outsource/provider/${id}/staff`, {
        name: 'x',
        phone: '13500000099',
      }),
      404,
      'PROVIDER_NOT_FOUND',
    );
    expect((await as(t, other.session).get('/api/outsource/provider/list')).json().data.total).toBe(0);
  });
});
