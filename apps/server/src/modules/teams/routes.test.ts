import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_NAME_MAX } from '@fieldline/domain';
import { phoneOf } from '../../test/accounts';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';

let t: TestApp;
let admin: Session;
let hq: number;
let branch: number;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  hq = await idOf(t, sql`select id from service_teams where name = '总部服务团队'`);
  branch = await idOf(t, sql`select id from service_teams where name = '华东分部'`);
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>) => as(t, admin).post('/api/serviceGroup', body);
const team = async (id: number) => (await as(t, admin).get(`/api/serviceGroup/${id}`)).json().data;

describe('the demo teams', () => {
  it('answers the tree, the list and the members with the dispatcher flag', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    const tree = (await as(t, staff).get('/api/serviceGroup/tree')).json().data;
    expect(tree).toEqual([
      expect.objectContaining({
        id: hq,
        level: 1,
        type: 1,
        memberCount: 2,
        children: [expect.objectContaining({ id: branch, level: 2, type: 2, memberCount: 1, children: [] })],
      }),
    ]);
    const list = (await as(t, admin).get('/api/serviceGroup/list?type=2')).json().data;
    expect(list).toMatchObject({ total: 1, list: [{ id: branch, parentId: hq }] });
    const members = (await as(t, admin).get(`/api/serviceGroup/${hq}/members`)).json().data;
    expect(
      members.list.map((m: { phone: string; isDispatcher: boolean }) => [m.phone, m.isDispatcher]),
    ).toEqual([
      [phoneOf('dispatcher'), true],
      [phoneOf('serviceStaff'), false],
    ]);
  });
});

describe('creating and editing', () => {
  it('stores type, parent, areas, pickup address, recipient, phone and description', async () => {
    const res = await add({
      name: '华南分部',
      type: 2,
      parentId: hq,
      areas: [{ province: '广东省', city: '深圳市', region: '南山区' }],
      pickupAddress: '深圳市南山区科技园',
      recipient: '收货员',
      pickupPhone: '13700000009',
      description: '华南服务',
    });
    expect(res.statusCode).toBe(200);
    expect(await team(res.json().data.id)).toMatchObject({
      level: 2,
      parentId: hq,
      areas: [{ province: '广东省', city: '深圳市', region: '南山区' }],
      pickupPhone: '13700000009',
      memberCount: 0,
    });
    const id = res.json().data.id;
    expect(
      (await as(t, admin).put(`/api/serviceGroup/${id}`, { pickupPhone: '', description: null })).statusCode,
    ).toBe(200);
    expect(await team(id)).toMatchObject({ pickupPhone: null, description: null, name: '华南分部' });
  });

  it('refuses bad input naming the field and duplicate names', async () => {
    expectRefusal(await add({ name: 'x', type: 1, pickupPhone: '12345' }), 400, 'VALIDATION', 'pickupPhone');
    expectRefusal(await add({ name: 'x', type: 4 }), 400, 'VALIDATION', 'type');
    expectRefusal(await add({ name: 'x'.repeat(TEAM_NAME_MAX + 1), type: 1 }), 400, 'VALIDATION', 'name');
    expectRefusal(
      await add({ name: 'x', type: 1, areas: [{ city: '上海' }] }),
      400,
      'VALIDATION',
      'areas.0.province',
    );
    expectRefusal(await add({ name: '华东分部', type: 2 }), 409, 'TEAM_NAME_TAKEN', 'name');
    expectRefusal(await add({ name: 'x', type: 1, parentId: 99999999 }), 404, 'TEAM_NOT_FOUND', 'parentId');
  });
});

describe('nesting at most 3 levels', () => {
  it('refuses a 4th level, and a move that would push a subtree past 3 levels', async () => {
    const third = (await add({ name: '上海组', type: 2, parentId: branch })).json().data.id;
    expect((await team(third)).level).toBe(3);
    const res = await add({ name: '浦东小组', type: 2, parentId: third });
    expectRefusal(res, 400, 'TEAM_TOO_DEEP', 'parentId');
    expect(res.json().message).toContain('3');

    // a two-level subtree (top + child) cannot go under a level-2 team
    const top = (await add({ name: '独立团队', type: 1 })).json().data.id;
    const child = (await add({ name: '独立子团队', type: 2, parentId: top })).json().data.id;
    expectRefusal(
      await as(t, admin).put(`/api/serviceGroup/${top}`, { parentId: branch }),
      400,
      'TEAM_TOO_DEEP',
    );
    // but it can go under a level-1 team, and its child moves down with it
    expect((await as(t, admin).put(`/api/serviceGroup/${top}`, { parentId: hq })).statusCode).toBe(200);
    expect((await team(top)).level).toBe(2);
    expect((await team(child)).level).toBe(3);
    // and back to the top level
    expect((await as(t, admin).put(`/api/serviceGroup/${top}`, { parentId: null })).statusCode).toBe(200);
    expect((await team(child)).level).toBe(2);
  });

  it('refuses moving a team under itself or its own sub-team', async () => {
    expectRefusal(
      await as(t, admin).put(`/api/serviceGroup/${hq}`, { parentId: branch }),
      400,
      'TEAM_MOVE_INTO_OWN',
    );
    expectRefusal(
      await as(t, admin).put(`/api/serviceGroup/${hq}`, { parentId: hq }),
      400,
      'TEAM_MOVE_INTO_OWN',
    );
  });
});

describe('members and dispatchers', () => {
  it('replaces members with their dispatcher flags; unknown users are refused', async () => {
    const id = (await add({ name: '成员测试', type: 1 })).json().data.id;
    const staff2Id = await userId(t, 'serviceStaff2');
    const dispatcherId = await userId(t, 'dispatcher');
    const res = await as(t, admin).put(`/api/serviceGroup/${id}/members`, {
      members: [
        { userId: staff2Id, isDispatcher: false },
        { userId: dispatcherId, isDispatcher: true },
      ],
    });
    expect(res.json().data).toEqual({ count: 2 });
    const members = (await as(t, admin).get(`/api/serviceGroup/${id}/members?pageSize=1`)).json().data;
    expect(members.total).toBe(2);
    expect(members.list).toHaveLength(1);
    expectRefusal(
      await as(t, admin).put(`/api/serviceGroup/${id}/members`, { members: [{ userId: 99999999 }] }),
      404,
      'MEMBER_NOT_FOUND',
      'members',
    );
    expectRefusal(
      await as(t, admin).put(`/api/serviceGroup/${id}/members`, {
        members: [{ userId: staff2Id, isDispatcher: 'yes' }],
      }),
      400,
      'VALIDATION',
    );
    expect((await as(t, admin).put(`/api/serviceGroup/${id}/members`, { members: [] })).statusCode).toBe(200);
    expect((await team(id)).memberCount).toBe(0);
  });
});

describe('deleting', () => {
  it('only a team without sub-teams; its memberships go with it', async () => {
    expectRefusal(await as(t, admin).del(`/api/serviceGroup/${hq}`), 400, 'TEAM_HAS_CHILDREN');
    const id = (await add({ name: '待删团队', type: 3 })).json().data.id;
    await as(t, admin).put(`/api/serviceGroup/${id}/members`, {
      members: [{ userId: await userId(t, 'serviceStaff') }],
    });
    expect((await as(t, admin).del(`/api/serviceGroup/${id}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/serviceGroup/${id}`), 404, 'TEAM_NOT_FOUND');
  });
});

describe('refusals', () => {
  it('service staff cannot manage teams (403)', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    expectRefusal(await as(t, staff).post('/api/serviceGroup', { name: 'x', type: 1 }), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, staff).put(`/api/serviceGroup/${hq}/members`, { members: [] }),
      403,
      'NO_PERMISSION',
    );
  });

  it("another enterprise's team answers 404 like a missing one", async () => {
    const other = await otherEnterprise(t);
    const missing = await as(t, other.session).get('/api/serviceGroup/99999999');
    const foreign = await as(t, other.session).get(`/api/serviceGroup/${hq}`);
    expectRefusal(foreign, 404, 'TEAM_NOT_FOUND');
    expect(foreign.json()).toEqual(missing.json());
    expectRefusal(
      await as(t, other.session).put(`/api/serviceGroup/${hq}`, { name: 'x' }),
      404,
      'TEAM_NOT_FOUND',
    );
    expectRefusal(await as(t, other.session).del(`/api/serviceGroup/${branch}`), 404, 'TEAM_NOT_FOUND');
    expectRefusal(await as(t, other.session).get(`/api/serviceGroup/${hq}/members`), 404, 'TEAM_NOT_FOUND');
    expectRefusal(
      await as(t, other.session).post('/api/serviceGroup', { name: 'x', type: 2, parentId: hq }),
      404,
      'TEAM_NOT_FOUND',
      'parentId',
    );
    const mine = (
      await as(t, other.session).post('/api/serviceGroup', { name: '他们的团队', type: 1 })
    ).json().data.id;
    expectRefusal(
      await as(t, other.session).put(`/api/serviceGroup/${mine}/members`, {
        members: [{ userId: await userId(t, 'serviceStaff') }],
      }),
      404,
      'MEMBER_NOT_FOUND',
    );
    expect((await as(t, other.session).get('/api/serviceGroup/tree')).json().data).toHaveLength(1);
  });
});
