import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_TREE_CODES, DEFAULT_ROLES, ORG_ACCESS, PERMISSION_GROUPS, ROLE_TYPES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { DEMO_USERS } from '../../seed/demo';
import type { Phone } from '../../test/accounts';
import { api, as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';

let t: TestApp;
let admin: Session;
const roleId = (type: number) =>
  idOf(t, sql`select id from roles where type = ${type} and built_in order by id limit 1`);
const powers = async (s: Session) =>
  ((await api(t.app, s).get('/api/v2/sessionUser/info')).json().data.powers as { code: string }[])
    .map((p) => p.code)
    .sort();

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

describe('built-in roles', () => {
  it("each demo user's powers are their built-in role's default set (the administrator holds every code)", async () => {
    for (const u of DEMO_USERS) {
      const s = await loginAs(t.app, u.phone as Phone);
      const got = await powers(s);
      const def = DEFAULT_ROLES.find((r) => r.type === ROLE_TYPES[u.role])!;
      if (u.role === 'administrator') expect(got).toEqual(expect.arrayContaining(ALL_TREE_CODES));
      else expect(got, u.role).toEqual([...new Set(def.permissions)].sort());
    }
  });

  it('answers the permission tree in both languages and the role selection list 0-9', async () => {
    const tree = (await as(t, admin).get('/api/permission/tree')).json().data;
    expect(tree).toHaveLength(PERMISSION_GROUPS.length + 1);
    expect(tree[10]).toMatchObject({ key: 'personnel', name: { zh_CN: '人员', en_GB: 'Personnel' } });
    expect(tree[10].permissions[5]).toEqual({
      code: ORG_ACCESS.roles,
      name: { zh_CN: '角色与权限', en_GB: 'Roles and permissions' },
    });
    const staff = await loginAs(t.app, 'serviceStaff');
    const selection = (await as(t, staff).get('/api/role/selection')).json().data;
    expect(selection.map((r: { value: number }) => r.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(selection[9].name).toEqual({ zh_CN: '客户', en_GB: 'Customer' });
  });

  it('lists the roles with permissions, data scope and user counts', async () => {
    const list = (await as(t, admin).get('/api/role/list?pageSize=100')).json().data;
    expect(list.total).toBe(11);
    const staff = list.list.find((r: { type: number }) => r.type === 2);
    expect(staff).toMatchObject({ builtIn: true, dataScope: 3, userCount: 2, name: '服务人员' });
    expect(staff.permissions).toEqual(DEFAULT_ROLES.find((r) => r.type === 2)!.permissions);
  });

  it("refuses to reduce the administrator role's permissions or data scope, and to delete a built-in role", async () => {
    const id = await roleId(3);
    expectRefusal(
      await as(t, admin).put(`/api/role/${id}`, { permissions: ['10101'] }),
      400,
      'ADMIN_ROLE_LOCKED',
      'permissions',
    );
    expectRefusal(
      await as(t, admin).put(`/api/role/${id}`, { dataScope: 3 }),
      400,
      'ADMIN_ROLE_LOCKED',
      'dataScope',
    );
    expect((await as(t, admin).put(`/api/role/${id}`, { name: '超级管理员' })).statusCode).toBe(200);
    expectRefusal(await as(t, admin).del(`/api/role/${id}`), 400, 'ROLE_BUILT_IN');
  });

  it('an edit with nothing to change answers 200 and changes nothing', async () => {
    const id = await roleId(1);
    const before = (await as(t, admin).get(`/api/role/${id}`)).json().data;
    expect((await as(t, admin).put(`/api/role/${id}`, {})).statusCode).toBe(200);
    expect((await as(t, admin).get(`/api/role/${id}`)).json().data).toEqual(before);
  });

  it('restores a built-in role to its default permissions and data scope', async () => {
    const id = await roleId(1);
    expect(
      (await as(t, admin).put(`/api/role/${id}`, { permissions: ['10101'], dataScope: 3 })).statusCode,
    ).toBe(200);
    const dispatcher = await loginAs(t.app, 'dispatcher');
    expect(await powers(dispatcher)).toEqual(['10101']);
    expect((await as(t, admin).post(`/api/role/${id}/restore`)).statusCode).toBe(200);
    const def = DEFAULT_ROLES.find((r) => r.type === 1)!;
    expect(await powers(dispatcher)).toEqual([...new Set(def.permissions)].sort());
    const role = (await as(t, admin).get(`/api/role/${id}`)).json().data;
    expect(role).toMatchObject({ dataScope: def.dataScope, name: '派单员' });
  });
});

describe('custom roles', () => {
  it('refuses bad input naming the field and duplicate names', async () => {
    const post = (body: Record<string, unknown>) => as(t, admin).post('/api/role', body);
    expectRefusal(
      await post({ name: 'x', permissions: ['99999'], dataScope: 1 }),
      400,
      'VALIDATION',
      'permissions',
    );
    expectRefusal(await post({ name: 'x', permissions: [], dataScope: 4 }), 400, 'VALIDATION', 'dataScope');
    expectRefusal(await post({ name: '', permissions: [], dataScope: 1 }), 400, 'VALIDATION', 'name');
    expectRefusal(
      await post({ name: 'x', permissions: [], dataScope: 1, builtIn: true }),
      400,
      'VALIDATION',
      'builtIn',
    );
    expectRefusal(
      await post({ name: '派单员', permissions: [], dataScope: 1 }),
      409,
      'ROLE_NAME_TAKEN',
      'name',
    );
  });

  it('a code granted then revoked changes what the role’s user may call', async () => {
    const role = (
      await as(t, admin).post('/api/role', { name: '标签员', permissions: ['10101'], dataScope: 1 })
    ).json().data.id;
    const res = await as(t, admin).post('/api/user', {
      name: '标签员',
      phone: '13600000100',
      departmentId: await idOf(
        t,
        sql`select id from departments where parent_id is null order by id limit 1`,
      ),
      roleIds: [role],
      password: 'Tag#Pass2026',
    });
    expect(res.statusCode).toBe(200);
    const s = await loginAs(t.app, '13600000100', 'Tag#Pass2026');
    const create = (name: string) => as(t, s).post('/api/v2/epTag', { objectKind: 1, name });
    expectRefusal(await create('待开票'), 403, 'NO_PERMISSION');

    expect(
      (await as(t, admin).put(`/api/role/${role}`, { permissions: ['10101', ORG_ACCESS.tags] })).statusCode,
    ).toBe(200);
    expect((await create('待开票')).statusCode).toBe(200);
    expect(await powers(s)).toContain(ORG_ACCESS.tags);

    expect((await as(t, admin).put(`/api/role/${role}`, { permissions: ['10101'] })).statusCode).toBe(200);
    expectRefusal(await create('待回款'), 403, 'NO_PERMISSION');
  });

  it('deletes a custom role only when no user holds it', async () => {
    const role = (
      await as(t, admin).post('/api/role', { name: '临时', permissions: [], dataScope: 3 })
    ).json().data.id;
    const employeeId = await userId(t, 'employee');
    const employee = await roleId(4);
    await as(t, admin).put(`/api/user/${employeeId}`, { roleIds: [employee, role] });
    const res = await as(t, admin).del(`/api/role/${role}`);
    expectRefusal(res, 400, 'ROLE_IN_USE');
    expect(res.json().message).toContain('1');
    await as(t, admin).put(`/api/user/${employeeId}`, { roleIds: [employee] });
    expect((await as(t, admin).del(`/api/role/${role}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/role/${role}`), 404, 'ROLE_NOT_FOUND');
    expectRefusal(await as(t, admin).post(`/api/role/${role}/restore`), 404, 'ROLE_NOT_FOUND');
  });

  it('a non-administrator role editor cannot grant codes they do not hold nor touch the administrator role', async () => {
    const editor = (
      await as(t, admin).post('/api/role', {
        name: '角色编辑',
        permissions: [ORG_ACCESS.roles, ORG_ACCESS.userEdit],
        dataScope: 1,
      })
    ).json().data.id;
    await as(t, admin).post('/api/user', {
      name: '编辑',
      phone: '13600000101',
      departmentId: await idOf(
        t,
        sql`select id from departments where parent_id is null order by id limit 1`,
      ),
      roleIds: [editor],
      password: 'Edit#Pass2026',
    });
    const s = await loginAs(t.app, '13600000101', 'Edit#Pass2026');
    expectRefusal(
      await as(t, s).put(`/api/role/${editor}`, {
        permissions: [ORG_ACCESS.roles, ORG_ACCESS.userEdit, '10101'],
      }),
      403,
      'GRANT_NOT_HELD',
      'permissions',
    );
    expectRefusal(await as(t, s).put(`/api/role/${await roleId(3)}`, { name: 'x' }), 403, 'ADMIN_ONLY');
    expect(
      (await as(t, s).post('/api/role', { name: '子集', permissions: [ORG_ACCESS.userEdit], dataScope: 3 }))
        .statusCode,
    ).toBe(200);
  });
});

describe('refusals', () => {
  it('service staff cannot edit roles (403)', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    const id = await roleId(2);
    expectRefusal(await as(t, staff).put(`/api/role/${id}`, { name: 'x' }), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, staff).get('/api/permission/tree'), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, staff).post('/api/role', { name: 'x', permissions: [], dataScope: 1 }),
      403,
      'NO_PERMISSION',
    );
  });

  it("another enterprise's role answers 404 like a missing one", async () => {
    const other = await otherEnterprise(t);
    const id = await roleId(2);
    const missing = await as(t, other.session).put('/api/role/99999999', { name: 'x' });
    const foreign = await as(t, other.session).put(`/api/role/${id}`, { name: 'x' });
    expectRefusal(foreign, 404, 'ROLE_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(await as(t, other.session).del(`/api/role/${id}`), 404, 'ROLE_NOT_FOUND');
    expectRefusal(await as(t, other.session).post(`/api/role/${id}/restore`), 404, 'ROLE_NOT_FOUND');
    expect((await as(t, other.session).get('/api/role/list')).json().data.total).toBe(11);
    const [row] = await rows<{ name: string }>(t.database.db, sql`select name from roles where id = ${id}`);
    expect(row!.name).toBe('服务人员');
  });
});
