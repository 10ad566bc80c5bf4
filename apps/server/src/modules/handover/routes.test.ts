import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { api, as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import { registerHandoverMover, unregisterHandoverMover } from './registry';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  // a stand-in for the later modules' movers: travelled-distance records follow their user
  registerHandoverMover('travels', async (tx, auth, from, to) => {
    const moved = await rows(
      tx,
      sql`update user_travels set user_id = ${to} where enterprise_id = ${auth.user.enterpriseId} and user_id = ${from} returning 1`,
    );
    return moved.length;
  });
});
afterAll(() => {
  unregisterHandoverMover('travels');
  return t.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(t.database.db, query))[0]!.n;

describe('handover (PUT /api/user/handover)', () => {
  it("moves the departing user's memberships (member and dispatcher) and registered work, logs it, and can disable", async () => {
    const from = await userId(t, 'dispatcher'); // dispatcher of the headquarters team
    const to = await userId(t, 'serviceStaff2'); // member of the branch
    const hq = await idOf(t, sql`select id from service_teams where name = '总部服务团队'`);
    await t.database.db.execute(
      sql`insert into user_travels (enterprise_id, user_id, distance_meters) select enterprise_id, id, 100 from users where id = ${from}`,
    );
    const fromSession = await loginAs(t.app, 'dispatcher');

    const res = await as(t, admin).put('/api/user/handover', {
      fromUserId: from,
      toUserId: to,
      note: '离职',
      disable: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ moved: { teams: 1, travels: 1 }, disabled: true });

    // nothing is left with the departing user
    expect(await count(sql`select count(*)::int as n from team_members where user_id = ${from}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from user_travels where user_id = ${from}`)).toBe(0);
    const [m] = await rows<{ is_dispatcher: boolean }>(
      t.database.db,
      sql`select is_dispatcher from team_members where team_id = ${hq} and user_id = ${to}`,
    );
    expect(m!.is_dispatcher).toBe(true);
    // the departing user is disabled and signed out
    expect((await api(t.app, fromSession).get('/api/v2/sessionUser/info')).statusCode).toBe(401);
    const logs = (await as(t, admin).get(`/api/user/handover/logs?userId=${from}`)).json().data;
    expect(logs).toMatchObject({
      total: 1,
      list: [{ fromUserId: from, toUserId: to, note: '离职', moved: { teams: 1, travels: 1 } }],
    });
  });

  it('refuses handing over to oneself or to a disabled user, and unknown users', async () => {
    const staffId = await userId(t, 'serviceStaff');
    const dispatcherId = await userId(t, 'dispatcher'); // disabled above
    expectRefusal(
      await as(t, admin).put('/api/user/handover', { fromUserId: staffId, toUserId: staffId }),
      400,
      'HANDOVER_SAME_USER',
    );
    expectRefusal(
      await as(t, admin).put('/api/user/handover', { fromUserId: staffId, toUserId: dispatcherId }),
      400,
      'HANDOVER_TARGET_DISABLED',
      'toUserId',
    );
    expectRefusal(
      await as(t, admin).put('/api/user/handover', { fromUserId: 99999999, toUserId: staffId }),
      404,
      'HANDOVER_USER_NOT_FOUND',
      'fromUserId',
    );
    expectRefusal(
      await as(t, admin).put('/api/user/handover', { fromUserId: staffId }),
      400,
      'VALIDATION',
      'toUserId',
    );
    expect(await count(sql`select count(*)::int as n from team_members where user_id = ${staffId}`)).toBe(1);
  });

  it('a failing mover rolls the whole handover back', async () => {
    const staffId = await userId(t, 'serviceStaff');
    const staff2Id = await userId(t, 'serviceStaff2');
    registerHandoverMover('broken', async () => {
      throw new Error('mover failed');
    });
    try {
      const res = await as(t, admin).put('/api/user/handover', { fromUserId: staffId, toUserId: staff2Id });
      expect(res.statusCode).toBe(500);
    } finally {
      unregisterHandoverMover('broken');
    }
    expect(await count(sql`select count(*)::int as n from team_members where user_id = ${staffId}`)).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from handover_logs where from_user_id = ${staffId}`),
    ).toBe(0);
  });

  it('refuses without the handover permission (403) and for another enterprise (404)', async () => {
    const staff = await loginAs(t.app, 'serviceStaff');
    const staffId = await userId(t, 'serviceStaff');
    const staff2Id = await userId(t, 'serviceStaff2');
    expectRefusal(
      await as(t, staff).put('/api/user/handover', { fromUserId: staffId, toUserId: staff2Id }),
      403,
      'NO_PERMISSION',
    );
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, other.session).put('/api/user/handover', { fromUserId: staffId, toUserId: other.userId }),
      404,
      'HANDOVER_USER_NOT_FOUND',
      'fromUserId',
    );
  });
});
