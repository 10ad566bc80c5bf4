import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { as, idOf, userId } from '../organization/test-helpers';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, '13800000001');
});
afterAll(() => t.close());

const phones = async (s: Session, query = '') => {
  const data = (await as(t, s).get(`/api/v2/user/list?pageSize=100${query}`)).json().data;
  expect(data.list).toHaveLength(data.total);
  return data.list.map((u: { phone: string }) => u.phone).sort();
};

describe('data scope of the user list (all, team, personal)', () => {
  it('all: an administrator sees every user; the count agrees', async () => {
    expect(await phones(admin)).toHaveLength(11);
    expect((await as(t, admin).get('/api/v2/user/count')).json().data).toBe(11);
  });

  it('personal: a service staff member sees only themself', async () => {
    const staff = await loginAs(t.app, '13800000003');
    expect(await phones(staff)).toEqual(['13800000003']);
    expect((await as(t, staff).get('/api/v2/user/count')).json().data).toBe(1);
    const other = await userId(t, '13800000004');
    expect((await as(t, staff).post('/api/user/v2/names', { ids: [other] })).json().data).toHaveLength(1);
  });

  it('team: the users of my teams and their sub-teams', async () => {
    const teamRole = (
      await as(t, admin).post('/api/role', { name: '团队主管', permissions: ['11101'], dataScope: 2 })
    ).json().data.id;
    const staffRole = await idOf(t, sql`select id from roles where type = 2 order by id limit 1`);
    for (const phone of ['13800000003', '13800000004']) {
      const res = await as(t, admin).put(`/api/user/${await userId(t, phone)}`, {
        roleIds: [staffRole, teamRole],
      });
      expect(res.statusCode).toBe(200);
    }
    // 13800000003 is in the headquarters team (with the dispatcher); the East China branch is its sub-team
    const hq = await loginAs(t.app, '13800000003');
    expect(await phones(hq)).toEqual(['13800000002', '13800000003', '13800000004']);
    // 13800000004 is only in the branch, which has no sub-teams
    const branch = await loginAs(t.app, '13800000004');
    expect(await phones(branch)).toEqual(['13800000004']);
    // detail follows the same scope
    const dispatcher = await userId(t, '13800000002');
    const finance = await userId(t, '13800000007');
    expect((await as(t, hq).get(`/api/user/${dispatcher}`)).statusCode).toBe(200);
    expect((await as(t, hq).get(`/api/user/${finance}`)).statusCode).toBe(404);
  });
});

describe('filters of the user list', () => {
  it('by department (with sub-departments), role, team, tag, enabled and keyword', async () => {
    const service = await idOf(t, sql`select id from departments where name like '服务部%'`);
    expect(await phones(admin, `&departmentId=${service}`)).toEqual([
      '13800000002',
      '13800000003',
      '13800000004',
    ]);
    const sub = (await as(t, admin).post('/api/department', { parentId: service, name: '安装组' })).json()
      .data.id;
    await as(t, admin).put(`/api/user/${await userId(t, '13800000010')}`, { departmentId: sub });
    expect(await phones(admin, `&departmentId=${service}`)).toHaveLength(4);
    expect(await phones(admin, `&departmentId=${sub}`)).toEqual(['13800000010']);

    const dispatcherRole = await idOf(t, sql`select id from roles where type = 1 order by id limit 1`);
    expect(await phones(admin, `&roleId=${dispatcherRole}`)).toEqual(['13800000002']);
    const branch = await idOf(t, sql`select id from service_teams where name = '华东分部'`);
    expect(await phones(admin, `&teamId=${branch}`)).toEqual(['13800000004']);
    const senior = await idOf(t, sql`select id from tags where name like '高级技师%'`);
    expect(await phones(admin, `&tagId=${senior}`)).toEqual(['13800000003']);
    expect(await phones(admin, `&tagId=${senior}&departmentId=${sub}`)).toEqual([]);
    expect(await phones(admin, '&enabled=false')).toEqual([]);
    expect(await phones(admin, `&keyword=${encodeURIComponent('师傅')}`)).toEqual([
      '13800000003',
      '13800000004',
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
