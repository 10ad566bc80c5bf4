import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { runDueNotices } from './sweep';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let enterpriseId: number;
let staffRoleId: number;
const ids = { staff: 0, staff2: 0, admin: 0, dispatcher: 0 };

const minutes = (at: string | Date, n: number) => new Date(new Date(at).getTime() + n * 60_000);
const timedMessages = async (noticeId: number) =>
  rows<{ user_id: number; title: string }>(
    t.database.db,
    sql`select user_id::int as user_id, title from messages where enterprise_id = ${enterpriseId}
         and kind = 'notice.timed' and object_id = ${noticeId} order by user_id, id`,
  );
const runsOf = async (noticeId: number) =>
  rows<{ due_at: Date; recipients: number }>(
    t.database.db,
    sql`select due_at, recipients from timed_notice_runs where enterprise_id = ${enterpriseId}
         and notice_id = ${noticeId} order by due_at`,
  );

beforeAll(async () => {
  t = await testApp();
  [admin, dispatcher] = await Promise.all([loginAs(t.app, 'administrator'), loginAs(t.app, 'dispatcher')]);
  ids.staff = await userId(t, 'serviceStaff');
  ids.staff2 = await userId(t, 'serviceStaff2');
  ids.admin = await userId(t, 'administrator');
  ids.dispatcher = await userId(t, 'dispatcher');
  const [r] = await rows<{ enterprise_id: number; role_id: number }>(
    t.database.db,
    sql`select u.enterprise_id::int as enterprise_id, ur.role_id::int as role_id from users u
         join user_roles ur on ur.enterprise_id = u.enterprise_id and ur.user_id = u.id where u.id = ${ids.staff}`,
  );
  enterpriseId = r!.enterprise_id;
  staffRoleId = r!.role_id;
  // the demo's weekly notice stays out of these runs
  await t.database.db.execute(
    sql`update timed_notices set enabled = false where enterprise_id = ${enterpriseId}`,
  );
});
afterAll(() => t.close());

describe('timed notices (spec /timerNotice)', () => {
  it('a short schedule fires once per due time: a single notice a few seconds ahead goes to its audience once', async () => {
    const runAt = new Date(Date.now() + 5_000).toISOString();
    const res = await as(t, admin).post('/api/v2/timerNotice', {
      title: '盘点提醒',
      content: '下班前完成盘点',
      repeat: 'once',
      runAt,
      userIds: [ids.dispatcher],
      roleIds: [staffRoleId],
    });
    expect(res.statusCode, res.body).toBe(200);
    const notice = res.json().data;
    expect(notice.nextRunAt).toBe(new Date(runAt).toISOString());
    expect(notice.roles).toEqual([{ id: staffRoleId, name: expect.any(String) }]);

    expect(await runDueNotices(t.database.db, new Date())).toBe(0); // not yet due
    const later = minutes(runAt, 1);
    expect(await runDueNotices(t.database.db, later)).toBe(1);
    expect(await runDueNotices(t.database.db, later)).toBe(0); // the job running again sends nothing
    expect(await runDueNotices(t.database.db, minutes(runAt, 60))).toBe(0);
    const got = await timedMessages(notice.id);
    expect(got.map((m) => m.user_id).sort()).toEqual([ids.dispatcher, ids.staff, ids.staff2].sort());
    expect(got[0]!.title).toBe('盘点提醒');
    const runs = await runsOf(notice.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.recipients).toBe(3);
    const read = (await as(t, admin).get(`/api/v2/timerNotice/${notice.id}`)).json().data;
    expect(read).toMatchObject({ nextRunAt: null, runs: 1 });
    expect((await as(t, admin).get(`/api/v2/timerNotice/${notice.id}/runs`)).json().data.total).toBe(1);
  });

  it('a daily notice fires once per day: twice the same day sends once, the next day again', async () => {
    const res = await as(t, admin).post('/api/v2/timerNotice', {
      title: '每日晨会',
      repeat: 'daily',
      time: '09:00',
      userIds: [ids.staff],
    });
    const notice = res.json().data;
    const due = new Date(notice.nextRunAt);
    // 09:00 Asia/Shanghai is 01:00 UTC
    expect(due.getUTCHours()).toBe(1);
    expect(await runDueNotices(t.database.db, minutes(due, 1))).toBe(1);
    expect(await runDueNotices(t.database.db, minutes(due, 2))).toBe(0);
    const next = (await as(t, admin).get(`/api/v2/timerNotice/${notice.id}`)).json().data.nextRunAt;
    expect(new Date(next).getTime() - due.getTime()).toBe(24 * 3600_000);
    expect(await runDueNotices(t.database.db, minutes(next, 1))).toBe(1);
    expect(await timedMessages(notice.id)).toHaveLength(2);
    expect(await runsOf(notice.id)).toHaveLength(2);
  });

  it('two sweeps at once (two server processes) send a due notice once', async () => {
    const res = await as(t, admin).post('/api/v2/timerNotice', {
      title: '并发',
      repeat: 'weekly',
      time: '10:00',
      weekDays: [1, 2, 3, 4, 5, 6, 7],
      userIds: [ids.staff2],
    });
    const notice = res.json().data;
    const at = minutes(notice.nextRunAt, 1);
    const ran = await Promise.all([runDueNotices(t.database.db, at), runDueNotices(t.database.db, at)]);
    expect(ran[0]! + ran[1]!).toBe(1);
    expect(await timedMessages(notice.id)).toHaveLength(1);
  });

  it('a disabled notice does not fire; enabled again, it runs from its next time on (a missed time is not made up)', async () => {
    const res = await as(t, admin).post('/api/v2/timerNotice', {
      title: '月度报表',
      repeat: 'monthly',
      time: '08:30',
      monthDay: 1,
      teamIds: [],
      userIds: [ids.admin],
      enabled: false,
    });
    const notice = res.json().data;
    expect(notice).toMatchObject({ enabled: false, nextRunAt: null });
    await runDueNotices(t.database.db, new Date(Date.now() + 40 * 86_400_000));
    expect(await timedMessages(notice.id)).toHaveLength(0);
    const on = await as(t, admin).post(`/api/v2/timerNotice/${notice.id}/enable`, { enabled: true });
    expect(on.json().data.nextRunAt).not.toBeNull();
    const off = await as(t, admin).post(`/api/v2/timerNotice/${notice.id}/enable`, { enabled: false });
    expect(off.json().data).toMatchObject({ enabled: false, nextRunAt: null });
    await runDueNotices(t.database.db, new Date(Date.now() + 80 * 86_400_000));
    expect(await timedMessages(notice.id)).toHaveLength(0);
    expect(await runsOf(notice.id)).toHaveLength(0);
  });

  it('bad input is refused with a coded 4xx in both languages and nothing is written', async () => {
    const before = (await as(t, admin).get('/api/v2/timerNotice/list')).json().data.total;
    const past = await as(t, admin).post(
      '/api/v2/timerNotice',
      { title: 'x', repeat: 'once', runAt: '2020-01-01T00:00:00Z', userIds: [ids.staff] },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(past, 400, 'NOTICE_TIME_PASSED', 'runAt');
    expect(past.json().message).toBe('The sending time must be in the future');
    const nobody = await as(t, admin).post('/api/v2/timerNotice', {
      title: 'x',
      repeat: 'daily',
      time: '08:00',
    });
    expectRefusal(nobody, 400, 'VALIDATION', 'userIds');
    expect(nobody.json().message).toBe('请至少选择一个角色、团队或人员');
    const noDays = await as(t, admin).post(
      '/api/v2/timerNotice',
      { title: 'x', repeat: 'weekly', time: '08:00', userIds: [ids.staff] },
      { 'accept-language': 'en-GB' },
    );
    expectRefusal(noDays, 400, 'VALIDATION', 'weekDays');
    expect(noDays.json().message).toBe('Choose at least one day of the week');
    const other = await otherEnterprise(t);
    expectRefusal(
      await as(t, admin).post('/api/v2/timerNotice', {
        title: 'x',
        repeat: 'daily',
        time: '08:00',
        userIds: [other.userId],
      }),
      404,
      'NOTICE_USER_NOT_FOUND',
      'userIds',
    );
    expect((await as(t, admin).get('/api/v2/timerNotice/list')).json().data.total).toBe(before);
  });

  it('another enterprise sees nothing of ours; permissions: 12704 (the dispatcher is refused)', async () => {
    const list = (await as(t, admin).get('/api/v2/timerNotice/list')).json().data;
    const id = list.list[0].id as number;
    const other = await otherEnterprise(t);
    const o = as(t, other.session);
    expect((await o.get('/api/v2/timerNotice/list')).json().data).toEqual({ list: [], total: 0 });
    expectRefusal(await o.get(`/api/v2/timerNotice/${id}`), 404, 'TIMED_NOTICE_NOT_FOUND');
    expectRefusal(
      await o.post(`/api/v2/timerNotice/${id}/enable`, { enabled: false }),
      404,
      'TIMED_NOTICE_NOT_FOUND',
    );
    expectRefusal(await o.del(`/api/v2/timerNotice/${id}`), 404, 'TIMED_NOTICE_NOT_FOUND');
    expectRefusal(await as(t, dispatcher).get('/api/v2/timerNotice/list'), 403, 'NO_PERMISSION');
    expectRefusal(await as(t, dispatcher).get('/api/v2/timerNotice/setting'), 403, 'NO_PERMISSION');
    expect((await as(t, admin).del(`/api/v2/timerNotice/${id}`)).statusCode).toBe(200);
    expect(await runsOf(id)).toHaveLength(0);
  });
});
