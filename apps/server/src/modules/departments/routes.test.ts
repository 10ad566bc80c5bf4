import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_NAME_MAX } from '@fieldline/domain';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise } from '../../test/data';

let t: TestApp;
let admin: Session;
let rootId: number;
interface Node {
  id: number;
  name: string;
  userCount: number;
  totalUserCount: number;
  children: Node[];
}

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  rootId = await idOf(t, sql`select id from departments where parent_id is null order by id limit 1`);
});
afterAll(() => t.close());

const tree = async (s = admin) => (await as(t, s).get('/api/department/tree')).json().data as Node[];
const add = (parentId: number, name: string) => as(t, admin).post('/api/department', { parentId, name });

describe('department tree', () => {
  it('answers the whole tree with direct and total user counts, to any signed-in user', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    const [root] = await tree(staff);
    expect(root!.id).toBe(rootId);
    expect(root!.totalUserCount).toBe(11);
    expect(root!.userCount).toBe(4);
    const service = root!.children.find((c) => c.name.startsWith('服务部'))!;
    expect(service).toMatchObject({ userCount: 3, totalUserCount: 3, children: [] });
    expect(root!.children.map((c) => c.name.split(' ')[0])).toEqual(['服务部', '客服部', '仓储部', '财务部']);
  });
});

describe('adding, renaming and moving', () => {
  it('adds under a parent and refuses bad input naming the field', async () => {
    const res = await add(rootId, '研发部');
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    expect((await tree())[0]!.children.some((c) => c.id === id)).toBe(true);

    expectRefusal(await add(rootId, 'x'.repeat(DEPARTMENT_NAME_MAX + 1)), 400, 'VALIDATION', 'name');
    expectRefusal(await add(rootId, '  '), 400, 'VALIDATION', 'name');
    expectRefusal(await as(t, admin).post('/api/department', { name: 'x' }), 400, 'VALIDATION', 'parentId');
    expectRefusal(
      await as(t, admin).post('/api/department', { parentId: rootId, name: 'y', enterpriseId: 2 }),
      400,
      'VALIDATION',
      'enterpriseId',
    );
    expectRefusal(await add(rootId, '研发部'), 409, 'DEPARTMENT_NAME_TAKEN', 'name');
    expectRefusal(await add(999999, '无处'), 404, 'DEPARTMENT_NOT_FOUND', 'parentId');
  });

  it('renames and moves, but never under its own sub-department', async () => {
    const a = (await add(rootId, '甲')).json().data.id;
    const b = (await add(a, '乙')).json().data.id;
    const c = (await add(b, '丙')).json().data.id;
    expectRefusal(
      await as(t, admin).put(`/api/department/${a}`, { parentId: c }),
      400,
      'DEPARTMENT_MOVE_INTO_OWN',
    );
    expectRefusal(
      await as(t, admin).put(`/api/department/${a}`, { parentId: a }),
      400,
      'DEPARTMENT_MOVE_INTO_OWN',
    );
    expectRefusal(
      await as(t, admin).put(`/api/department/${rootId}`, { parentId: a }),
      400,
      'DEPARTMENT_ROOT_LOCKED',
    );
    expect((await as(t, admin).put(`/api/department/${c}`, { parentId: a, name: '丙二' })).statusCode).toBe(
      200,
    );
    const moved = (await tree())[0]!.children.find((n) => n.id === a)!;
    expect(moved.children.map((n) => n.name).sort()).toEqual(['丙二', '乙']);
  });

  it('refuses a service staff member (no department permission) with 403', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    expectRefusal(
      await as(t, staff).post('/api/department', { parentId: rootId, name: 'z' }),
      403,
      'NO_PERMISSION',
    );
  });
});

describe('deleting', () => {
  it('refuses the root, a department with sub-departments and one with users; deletes an empty one', async () => {
    expectRefusal(await as(t, admin).del(`/api/department/${rootId}`), 400, 'DEPARTMENT_ROOT_LOCKED');
    const parent = (await add(rootId, '待删')).json().data.id;
    const child = (await add(parent, '待删子')).json().data.id;
    expectRefusal(await as(t, admin).del(`/api/department/${parent}`), 400, 'DEPARTMENT_HAS_CHILDREN');
    const service = (await tree())[0]!.children.find((c) => c.name.startsWith('服务部'))!;
    const res = await as(t, admin).del(`/api/department/${service.id}`);
    expectRefusal(res, 400, 'DEPARTMENT_HAS_USERS');
    expect(res.json().message).toContain('3');
    expect((await as(t, admin).del(`/api/department/${child}`)).statusCode).toBe(200);
    expect((await as(t, admin).del(`/api/department/${parent}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).del(`/api/department/${parent}`), 404, 'DEPARTMENT_NOT_FOUND');
  });
});

describe('tenancy', () => {
  it("answers 404 for another enterprise's department, exactly like a missing one", async () => {
    const other = await otherEnterprise(t);
    const theirs = (await as(t, other.session).get('/api/department/tree')).json().data;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].totalUserCount).toBe(1);
    const missing = await as(t, other.session).put('/api/department/99999999', { name: 'x' });
    const foreign = await as(t, other.session).put(`/api/department/${rootId}`, { name: 'x' });
    expectRefusal(foreign, 404, 'DEPARTMENT_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(await as(t, other.session).del(`/api/department/${rootId}`), 404, 'DEPARTMENT_NOT_FOUND');
    expectRefusal(
      await as(t, other.session).post('/api/department', { parentId: rootId, name: 'x' }),
      404,
      'DEPARTMENT_NOT_FOUND',
      'parentId',
    );
  });
});
