import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStrongPassword } from '@fieldline/domain';
import { rows } from '../../db/client';
import { phoneOf } from '../../test/accounts';
import { api, as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';

let t: TestApp;
let admin: Session;
let ids: { root: number; service: number; finance: number; staffRole: number; adminRole: number; hq: number };

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  ids = {
    root: await idOf(t, sql`select id from departments where parent_id is null order by id limit 1`),
    service: await idOf(t, sql`select id from departments where name like '服务部%'`),
    finance: await idOf(t, sql`select id from departments where name like '财务部%'`),
    staffRole: await idOf(t, sql`select id from roles where type = 2 order by id limit 1`),
    adminRole: await idOf(t, sql`select id from roles where type = 3 order by id limit 1`),
    hq: await idOf(t, sql`select id from service_teams where name = '总部服务团队'`),
  };
});
afterAll(() => t.close());

const newUser = (phone: string, extra: Record<string, unknown> = {}) => ({
  name: '新人',
  phone,
  departmentId: ids.service,
  roleIds: [ids.staffRole],
  ...extra,
});

describe('adding users (POST /api/user)', () => {
  it('generates a strong initial password, answered once, that signs in', async () => {
    const res = await as(t, admin).post('/api/user', newUser('13600000001', { teamIds: [ids.hq] }));
    expect(res.statusCode).toBe(200);
    const { id, initialPassword } = res.json().data;
    expect(isStrongPassword(initialPassword)).toBe(true);
    const s = await loginAs(t.app, '13600000001', initialPassword);
    const info = (await api(t.app, s).get('/api/v2/sessionUser/info')).json().data;
    expect(info.allRoles.map((r: { type: number }) => r.type)).toEqual([2]);
    const detail = (await as(t, admin).get(`/api/user/${id}`)).json().data;
    expect(detail).toMatchObject({
      name: '新人',
      phone: '13600000001',
      enabled: true,
      department: { id: ids.service },
      roles: [{ id: ids.staffRole, type: 2 }],
      teams: [{ id: ids.hq, name: '总部服务团队', isDispatcher: false }],
      tags: [],
    });
  });

  it('keeps a given password and does not answer it back', async () => {
    const res = await as(t, admin).post('/api/user', newUser('13600000002', { password: 'Given#Pass1' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.initialPassword).toBeUndefined();
    expect(res.body).not.toContain('Given#Pass1');
    await loginAs(t.app, '13600000002', 'Given#Pass1');
  });

  it('refuses bad input naming the field, a taken phone and unknown links', async () => {
    expectRefusal(await as(t, admin).post('/api/user', newUser('1360000')), 400, 'VALIDATION', 'phone');
    expectRefusal(
      await as(t, admin).post('/api/user', newUser('13600000003', { name: '名'.repeat(19) })),
      400,
      'VALIDATION',
      'name',
    );
    expectRefusal(
      await as(t, admin).post('/api/user', newUser('13600000003', { roleIds: [] })),
      400,
      'VALIDATION',
      'roleIds',
    );
    expectRefusal(
      await as(t, admin).post('/api/user', newUser('13600000003', { password: 'weak' })),
      400,
      'VALIDATION',
      'password',
    );
    expectRefusal(
      await as(t, admin).post('/api/user', newUser(phoneOf('dispatcher'))),
      409,
      'PHONE_TAKEN',
      'phone',
    );
    expectRefusal(
      await as(t, admin).post('/api/user', newUser('13600000003', { departmentId: 99999999 })),
      404,
      'DEPARTMENT_NOT_FOUND',
      'departmentId',
    );
    expectRefusal(
      await as(t, admin).post('/api/user', newUser('13600000003', { teamIds: [99999999] })),
      404,
      'TEAM_NOT_FOUND',
      'teamIds',
    );
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where phone = '13600000003'`,
    );
    expect(n!.n).toBe(0);
  });

  it("refuses more enabled users than the package's seats, when adding and when enabling", async () => {
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where enabled and enterprise_id = (select enterprise_id from users where phone = ${phoneOf('administrator')})`,
    );
    await t.database.db.execute(
      sql`update enterprises set buy_person_num = ${row!.n} where name like '演示%'`,
    );
    try {
      const res = await as(t, admin).post('/api/user', newUser('13600000004'));
      expectRefusal(res, 400, 'SEATS_EXCEEDED');
      expect(res.json().message).toContain(String(row!.n));
      const employeeId = await userId(t, 'employee');
      expect((await as(t, admin).put(`/api/user/${employeeId}/disable`)).statusCode).toBe(200);
      expect((await as(t, admin).post('/api/user', newUser('13600000004'))).statusCode).toBe(200);
      expectRefusal(await as(t, admin).put(`/api/user/${employeeId}/enable`), 400, 'SEATS_EXCEEDED');
    } finally {
      await t.database.db.execute(sql`update enterprises set buy_person_num = 50 where name like '演示%'`);
    }
    expect((await as(t, admin).put(`/api/user/${await userId(t, 'employee')}/enable`)).statusCode).toBe(200);
  });
});

describe('editing, disabling and passwords', () => {
  it('edits profile, department, roles, teams and tags', async () => {
    const id = (await as(t, admin).post('/api/user', newUser('13600000010', { teamIds: [ids.hq] }))).json()
      .data.id;
    const senior = await idOf(t, sql`select id from tags where name like '高级技师%'`);
    const res = await as(t, admin).put(`/api/user/${id}`, {
      name: '改名',
      departmentId: ids.finance,
      teamIds: [],
      tagIds: [senior],
    });
    expect(res.statusCode).toBe(200);
    const d = (await as(t, admin).get(`/api/user/${id}`)).json().data;
    expect(d).toMatchObject({
      name: '改名',
      department: { id: ids.finance },
      teams: [],
      tags: [{ id: senior }],
    });
    expectRefusal(
      await as(t, admin).put(`/api/user/${id}`, { phone: phoneOf('serviceStaff') }),
      409,
      'PHONE_TAKEN',
      'phone',
    );
    expectRefusal(
      await as(t, admin).put(`/api/user/${id}`, { tagIds: [ids.hq + 100000] }),
      404,
      'TAG_NOT_FOUND',
    );
  });

  it('disabling ends the sessions; one cannot disable oneself or the last administrator', async () => {
    const session = await loginAs(t.app, 'reception');
    const id = await userId(t, 'reception');
    expect((await api(t.app, session).get('/api/v2/sessionUser/info')).statusCode).toBe(200);
    expect((await as(t, admin).put(`/api/user/${id}/disable`)).statusCode).toBe(200);
    expect((await api(t.app, session).get('/api/v2/sessionUser/info')).statusCode).toBe(401);
    const [n] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sessions where user_id = ${id}`,
    );
    expect(n!.n).toBe(0);
    const list = (await as(t, admin).get('/api/v2/user/list?enabled=false')).json().data;
    expect(list.list.map((u: { id: number }) => u.id)).toContain(id);
    expect((await as(t, admin).put(`/api/user/${id}/enable`)).statusCode).toBe(200);
    await loginAs(t.app, 'reception');

    const me = await userId(t, 'administrator');
    expectRefusal(await as(t, admin).put(`/api/user/${me}/disable`), 400, 'CANNOT_DISABLE_SELF');
    expectRefusal(await as(t, admin).put(`/api/user/${me}`, { roleIds: [ids.staffRole] }), 400, 'LAST_ADMIN');
  });

  it('only administrators assign the administrator role or change administrator accounts', async () => {
    // a director-like manager with user permissions but not an administrator
    const role = (
      await as(t, admin).post('/api/role', {
        name: '人事',
        permissions: ['11101', '11102', '11103', '11104'],
        dataScope: 1,
      })
    ).json().data.id;
    const hrId = (
      await as(t, admin).post(
        '/api/user',
        newUser('13600000020', { roleIds: [role], password: 'Hr#Pass2026' }),
      )
    ).json().data.id;
    const hr = await loginAs(t.app, '13600000020', 'Hr#Pass2026');
    expectRefusal(
      await as(t, hr).post('/api/user', newUser('13600000021', { roleIds: [ids.adminRole] })),
      403,
      'ADMIN_ONLY',
    );
    const adminId = await userId(t, 'administrator');
    expectRefusal(await as(t, hr).put(`/api/user/${adminId}/disable`), 403, 'ADMIN_ONLY');
    expectRefusal(
      await as(t, hr).put(`/api/user/${adminId}/password`, { password: 'Hack#2026x' }),
      403,
      'ADMIN_ONLY',
    );
    expect((await as(t, hr).put(`/api/user/${hrId}`, { name: '人事专员' })).statusCode).toBe(200);
    // nor give roles with permissions they do not hold (to others or to themselves)
    const dispatcherRole = await idOf(t, sql`select id from roles where type = 1 order by id limit 1`);
    const refused = await as(t, hr).put(`/api/user/${hrId}`, { roleIds: [role, dispatcherRole] });
    expectRefusal(refused, 403, 'ROLE_NOT_GRANTABLE', 'roleIds');
    expect(refused.json().message).toContain('派单员');
    expectRefusal(
      await as(t, hr).post('/api/user/byDepartmentAddRole', {
        departmentId: ids.root,
        roleIds: [dispatcherRole],
      }),
      403,
      'ROLE_NOT_GRANTABLE',
    );
    const added = await as(t, hr).post('/api/user', newUser('13600000022', { roleIds: [role] }));
    expect(added.statusCode).toBe(200);
    // an edit that keeps a role the editor could not give is fine
    const dispatcherId = await userId(t, 'dispatcher');
    expect(
      (await as(t, hr).put(`/api/user/${dispatcherId}`, { roleIds: [dispatcherRole, role] })).statusCode,
    ).toBe(200);
  });

  it('resets a password with the strength rule; the user signs in with the new one', async () => {
    const id = await userId(t, 'returnVisit');
    const old = await loginAs(t.app, 'returnVisit');
    expectRefusal(
      await as(t, admin).put(`/api/user/${id}/password`, { password: 'abc' }),
      400,
      'VALIDATION',
      'password',
    );
    expectRefusal(
      await as(t, admin).put(`/api/user/${id}/password`, { password: 'New#Pass2026', confirmPassword: 'x' }),
      400,
      'VALIDATION',
      'confirmPassword',
    );
    expect(
      (await as(t, admin).put(`/api/user/${id}/password`, { password: 'New#Pass2026' })).statusCode,
    ).toBe(200);
    expect((await api(t.app, old).get('/api/v2/sessionUser/info')).statusCode).toBe(401);
    await loginAs(t.app, 'returnVisit', 'New#Pass2026');
  });

  it('refuses a service staff member (no user permissions) with 403', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    const id = await userId(t, 'serviceStaff2');
    expectRefusal(await as(t, staff).post('/api/user', newUser('13600000030')), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, staff).put(`/api/user/${id}/disable`), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, staff).put(`/api/user/${id}/password`, { password: 'New#Pass2026' }),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await as(t, staff).get(`/api/user/${id}`), 403, 'NO_PERMISSION');
  });
});

describe('role pickers and users of a role', () => {
  it('lists users with their roles, the roles, and the users of a role with a count', async () => {
    const withRoles = (await as(t, admin).get('/api/v2/user/getUserWithRole?pageSize=100')).json().data;
    const staff = withRoles.list.find((u: { phone: string }) => u.phone === phoneOf('serviceStaff'));
    expect(staff.roles).toEqual([{ id: ids.staffRole, name: '服务人员', type: 2 }]);
    const roles = (await as(t, admin).get('/api/v2/user/roleList?pageSize=100')).json().data;
    expect(roles.total).toBeGreaterThanOrEqual(11);
    const byRole = (
      await as(t, admin).get(`/api/user/roleUserList?roleId=${ids.staffRole}&pageSize=1`)
    ).json().data;
    expect(byRole.list).toHaveLength(1);
    const count = (await as(t, admin).get(`/api/user/roleUserList/count?roleId=${ids.staffRole}`)).json()
      .data;
    expect(count).toBe(byRole.total);
    expect(count).toBeGreaterThanOrEqual(2);
    expectRefusal(await as(t, admin).get('/api/user/roleUserList'), 400, 'VALIDATION', 'roleId');
  });
});

describe('by department: tags and roles for every user of a department and its sub-departments', () => {
  it('adds and removes person tags and roles', async () => {
    const sub = (
      await as(t, admin).post('/api/department', { parentId: ids.service, name: '服务一组' })
    ).json().data.id;
    const inSub = (await as(t, admin).post('/api/user', newUser('13600000040', { departmentId: sub }))).json()
      .data.id;
    const tag = (await as(t, admin).post('/api/v2/epTag', { objectKind: 6, name: '持证电工' })).json().data
      .id;
    const body = { departmentId: ids.service, tagIds: [tag] };
    const added = (await as(t, admin).post('/api/user/byDepartmentAddTag', body)).json().data.count;
    const tagged = (await as(t, admin).get(`/api/v2/user/list?tagId=${tag}&pageSize=100`)).json().data;
    expect(tagged.total).toBe(added);
    expect(tagged.list.map((u: { id: number }) => u.id)).toContain(inSub);
    expect((await as(t, admin).post('/api/user/byDepartmentDelTag', body)).json().data.count).toBe(added);
    expect((await as(t, admin).get(`/api/v2/user/count?tagId=${tag}`)).json().data).toBe(0);

    const financeRole = await idOf(t, sql`select id from roles where type = 8 order by id limit 1`);
    const roleBody = { departmentId: ids.service, roleIds: [financeRole] };
    const before = (await as(t, admin).get(`/api/v2/user/count?roleId=${financeRole}`)).json().data;
    const n = (await as(t, admin).post('/api/user/byDepartmentAddRole', roleBody)).json().data.count;
    expect(n).toBeGreaterThan(0);
    expect((await as(t, admin).get(`/api/v2/user/count?roleId=${financeRole}`)).json().data).toBe(before + n);
    await as(t, admin).post('/api/user/byDepartmentDelRole', roleBody);
    expect((await as(t, admin).get(`/api/v2/user/count?roleId=${financeRole}`)).json().data).toBe(before);

    const orderTag = await idOf(t, sql`select id from tags where object_kind = 1 order by id limit 1`);
    expectRefusal(
      await as(t, admin).post('/api/user/byDepartmentAddTag', {
        departmentId: ids.service,
        tagIds: [orderTag],
      }),
      404,
      'TAG_NOT_FOUND',
      'tagIds',
    );
    expectRefusal(
      await as(t, admin).post('/api/user/byDepartmentDelRole', {
        departmentId: ids.root,
        roleIds: [ids.adminRole],
      }),
      400,
      'LAST_ADMIN',
    );
  });
});

describe('travelled distance', () => {
  it("lists, counts and totals a user's records; a personal-scope user sees only their own", async () => {
    const staffId = await userId(t, 'serviceStaff');
    const staff2Id = await userId(t, 'serviceStaff2');
    // the demo's travel legs (the mileage report's demo) set aside, so the counts are this test's own
    await t.database.db.execute(sql`delete from user_travels where user_id = ${staffId}`);
    await t.database.db
      .execute(sql`insert into user_travels (enterprise_id, user_id, distance_meters, from_text, to_text, travelled_at)
      select enterprise_id, id, d, 'A', 'B', now() - ((d / 100) || ' minutes')::interval from users, (values (1200), (800), (3005)) v(d)
       where id = ${staffId}`);
    const q = `userId=${staffId}`;
    const list = (await as(t, admin).get(`/api/user/object/travelled/list?${q}&pageSize=2`)).json().data;
    expect(list.total).toBe(3);
    expect(list.list).toHaveLength(2);
    expect(list.list[0].distanceMeters).toBe(800);
    expect((await as(t, admin).get(`/api/user/object/travelled/count?${q}`)).json().data).toBe(3);
    const total = (await as(t, admin).get(`/api/user/object/travelled/total?${q}`)).json().data;
    expect(total).toMatchObject({ count: 3, meters: 5005, kilometres: '5.01' });
    const later = (
      await as(t, admin).get(
        `/api/user/object/travelled/total?${q}&startTime=${encodeURIComponent(new Date(Date.now() - 1000 * 60 * 15).toISOString())}`,
      )
    ).json().data;
    expect(later.meters).toBe(2000);

    const staff = await loginAs(t.app, 'serviceStaff');
    expect((await as(t, staff).get(`/api/user/object/travelled/count?${q}`)).json().data).toBe(3);
    expectRefusal(
      await as(t, staff).get(`/api/user/object/travelled/list?userId=${staff2Id}`),
      404,
      'USER_NOT_FOUND',
    );
    expectRefusal(
      await as(t, admin).get('/api/user/object/travelled/list?userId=x'),
      400,
      'VALIDATION',
      'userId',
    );
  });
});

describe('tenancy', () => {
  it("answers 404 for another enterprise's users, exactly like missing ones", async () => {
    const other = await otherEnterprise(t);
    const staffId = await userId(t, 'serviceStaff');
    const missing = await as(t, other.session).get('/api/user/99999999');
    const foreign = await as(t, other.session).get(`/api/user/${staffId}`);
    expectRefusal(foreign, 404, 'USER_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(
      await as(t, other.session).put(`/api/user/${staffId}`, { name: 'x' }),
      404,
      'USER_NOT_FOUND',
    );
    expectRefusal(await as(t, other.session).put(`/api/user/${staffId}/disable`), 404, 'USER_NOT_FOUND');
    expectRefusal(
      await as(t, other.session).put(`/api/user/${staffId}/password`, { password: 'New#Pass2026' }),
      404,
      'USER_NOT_FOUND',
    );
    expectRefusal(
      await as(t, other.session).get(`/api/user/object/travelled/total?userId=${staffId}`),
      404,
      'USER_NOT_FOUND',
    );
    expectRefusal(
      await as(t, other.session).post(
        '/api/user',
        newUser('13600000050', { departmentId: other.rootDepartmentId }),
      ),
      404,
      'ROLE_NOT_FOUND',
      'roleIds',
    );
    expect(
      (await as(t, other.session).get(`/api/user/roleUserList/count?roleId=${ids.staffRole}`)).json().data,
    ).toBe(0);
  });
});
