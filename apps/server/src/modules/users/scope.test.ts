import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOf } from '../../test/accounts';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, userId } from '../../test/data';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
});
afterAll(() => t.close());

/** The demo accounts (by name) in the user list `s` sees. */
const listed = async (s: Session, query = '') => {
  const data = (await as(t, s).get(`/api/v2/user/list?pageSize=100${query}`)).json().data;
  expect(data.list).toHaveLength(data.total);
  return data.list.map((u: { phone: string }) => accountOf(u.phone)).sort();
};

describe('data scope of the user list (all, team, personal)', () => {
  it('all: an administrator sees every user; the count agrees', async () => {
    expect(await listed(admin)).toHaveLength(11);
    expect((await as(t, admin).get('/api/v2/user/count')).json().data).toBe(11);
  });

  it('personal: a service staff member sees only themself', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    expect(await listed(staff)).toEqual(['serviceStaff']);
    expect((await as(t, staff).get('/api/v2/user/count')).json().data).toBe(1);
    const other = await userId(t, 'serviceStaff2');
    expect((await as(t, staff).post('/api/user/v2/names', { ids: [other] })).json().data).toHaveLength(1);
  });

  it('team: the users of my teams and their sub-teams', async () => {
    const teamRole = (
      await as(t, admin).post('/api/role', { name: '团队主管', permissions: ['11101'], dataScope: 2 })
    ).json().data.id;
    const staffRole = await idOf(t, sql`select id from roles where type = 2 order by id limit 1`);
    for (const who of ['serviceStaff', 'serviceStaff2'] as const) {
      const res = await as(t, admin).put(`/api/user/${await userId(t, who)}`, {
        roleIds: [staffRole, teamRole],
      });
      expect(res.statusCode).toBe(200);
    }
    // serviceStaff is in the headquarters team (with the dispatcher); the East China branch is its sub-team
    const hq = await loginAs(t.app, 'serviceStaff');
    expect(await listed(hq)).toEqual(['dispatcher', 'serviceStaff', 'serviceStaff2']);
    // serviceStaff2 is only in the branch, which has no sub-teams
    const branch = await loginAs(t.app, 'serviceStaff2');
    expect(await listed(branch)).toEqual(['serviceStaff2']);
    // detail follows the same scope
    const dispatcher = await userId(t, 'dispatcher');
    const finance = await userId(t, 'finance');
    expect((await as(t, hq).get(`/api/user/${dispatcher}`)).statusCode).toBe(200);
    expect((await as(t, hq).get(`/api/user/${finance}`)).statusCode).toBe(404);
  });
});

describe('filters of the user list', () => {
  it('by department (with sub-departments), role, team, tag, enabled and keyword', async () => {
    const service = await idOf(t, sql`select id from departments where name like '服务部%'`);
    expect(await listed(admin, `&departmentId=${service}`)).toEqual([
      'dispatcher',
      'serviceStaff',
      'serviceStaff2',
    ]);
    const sub = (await as(t, admin).post('/api/department', { parentId: service, name: '安装组' })).json()
      .data.id;
    await as(t, admin).put(`/api/user/${await userId(t, 'salesperson')}`, { departmentId: sub });
    expect(await listed(admin, `&departmentId=${service}`)).toHaveLength(4);
    expect(await listed(admin, `&departmentId=${sub}`)).toEqual(['salesperson']);

    const dispatcherRole = await idOf(t, sql`select id from roles where type = 1 order by id limit 1`);
    expect(await listed(admin, `&roleId=${dispatcherRole}`)).toEqual(['dispatcher']);
    const branch = await idOf(t, sql`select id from service_teams where name = '华东分部'`);
    expect(await listed(admin, `&teamId=${branch}`)).toEqual(['serviceStaff2']);
    const senior = await idOf(t, sql`select id from tags where name like '高级技师%'`);
    expect(await listed(admin, `&tagId=${senior}`)).toEqual(['serviceStaff']);
    expect(await listed(admin, `&tagId=${senior}&departmentId=${sub}`)).toEqual([]);
    expect(await listed(admin, '&enabled=false')).toEqual([]);
    expect(await listed(admin, `&keyword=${encodeURIComponent('师傅')}`)).toEqual([
      'serviceStaff',
      'serviceStaff2',
    ]);
    const list = (await as(t, admin).get(`/api/v2/user/list?departmentId=${sub}`)).json().data.list;
    expect(list[0]).toMatchObject({ departmentId: sub, departmentName: '安装组', enabled: true });
  });

  it('refuses junk filters with 400 naming the field', async () => {
    for (const [q, field] of [
      ['departmentId=x', 'departmentId'],
      ['roleId=-1', 'roleId'],
      ['teamId=1e30', 'teamId'],
      ['keyword=%00', 'keyword'],
      ['enabled=maybe', 'enabled'],
    ]) {
      const res = await as(t, admin).get(`/api/v2/user/list?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().field).toBe(field);
    }
  });
});
