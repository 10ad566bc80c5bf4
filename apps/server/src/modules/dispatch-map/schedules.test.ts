import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POSITION_SOURCES, SCHEDULE_KINDS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from '../orders/test-helpers';

let t: TestApp;
let admin: Session;
let dispatcher: Session;
let staff: Session;
let staffId: number;
let staff2Id: number;
let today: string;
let monday: string;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface Row {
  id: number;
  name: string;
  teams: { id: number; name: string }[];
  days: { day: string; kind: number; note: string | null }[];
}

const list = async (query: string, who = dispatcher) => {
  const res = await as(t, who).get(`/api/v2/schedule/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Row[]; total: number };
};
const save = (body: Record<string, unknown>, who = dispatcher, lang = 'zh-CN') =>
  as(t, who).post('/api/v2/schedule/save', body, { 'accept-language': lang });
const stored = async (userIdOf: number, day: string) =>
  (
    await rows<{ kind: number }>(
      t.database.db,
      sql`select kind from staff_schedules where enterprise_id = 1 and user_id = ${userIdOf} and day = ${day}::date`,
    )
  )[0]?.kind ?? null;

beforeAll(async () => {
  t = await testApp();
  [admin, dispatcher, staff] = await Promise.all([
    loginAs(t.app, 'administrator'),
    loginAs(t.app, 'dispatcher'),
    loginAs(t.app, 'serviceStaff'),
  ]);
  staffId = await userId(t, 'serviceStaff');
  staff2Id = await userId(t, 'serviceStaff2');
  const [d] = await rows<{ today: string; monday: string }>(
    t.database.db,
    sql`select to_char((now() at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as today,
               to_char(date_trunc('week', (now() at time zone 'Asia/Shanghai')::date), 'YYYY-MM-DD') as monday`,
  );
  today = d!.today;
  monday = d!.monday;
}, 120_000);
afterAll(() => t?.close());

describe('the schedule table (issue 26, D3 /schedule/list)', () => {
  it('demo: this week is scheduled for the demo engineers (weekdays on duty, the weekend off, a rota and a leave)', async () => {
    const { list: page, total } = await list(`from=${monday}&to=${addDays(monday, 6)}&pageSize=100`);
    expect(total).toBe(page.length);
    const zhang = page.find((r) => r.id === staffId)!;
    expect(zhang.days.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
    const kinds = new Set(page.flatMap((r) => r.days.map((d) => d.kind)));
    expect(kinds).toEqual(new Set([SCHEDULE_KINDS.duty, SCHEDULE_KINDS.off, SCHEDULE_KINDS.leave]));
    expect(zhang.teams.length).toBeGreaterThan(0);
  });

  it("filters by team and pages in SQL (the team's members only; total counts them all)", async () => {
    const all = await list(`from=${monday}&to=${monday}&pageSize=100`);
    const teamId = all.list.find((r) => r.id === staffId)!.teams[0]!.id;
    const team = await list(`from=${monday}&to=${monday}&pageSize=100&teamId=${teamId}`);
    expect(team.list.length).toBeGreaterThan(0);
    for (const r of team.list) expect(r.teams.map((x) => x.id)).toContain(teamId);
    const first = await list(`from=${monday}&to=${monday}&pageSize=1&pageIndex=0`);
    expect(first.list).toHaveLength(1);
    expect(first.total).toBe(all.total);
  });

  it('a dispatcher sets days on duty, off or on leave for several engineers at once, and clears them', async () => {
    const days = [addDays(today, 1), addDays(today, 2)];
    const res = await save({ userIds: [staffId, staff2Id], days, kind: SCHEDULE_KINDS.leave, note: '年假' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ saved: 4, cleared: 0 });
    expect(await stored(staff2Id, days[1]!)).toBe(SCHEDULE_KINDS.leave);
    const shown = await list(`from=${days[0]}&to=${days[1]}&pageSize=100`);
    expect(shown.list.find((r) => r.id === staffId)!.days).toEqual([
      { day: days[0], kind: 3, note: '年假' },
      { day: days[1], kind: 3, note: '年假' },
    ]);
    // the same days again: updated in place
    expect((await save({ userIds: [staffId], days, kind: SCHEDULE_KINDS.duty })).json().data.saved).toBe(2);
    expect(await stored(staffId, days[0]!)).toBe(SCHEDULE_KINDS.duty);
    const cleared = await save({ userIds: [staffId, staff2Id], days, kind: null });
    expect(cleared.json().data).toEqual({ saved: 0, cleared: 4 });
    expect(await stored(staffId, days[0]!)).toBeNull();
  });

  it('SB:155: planning reaches at most 30 days ahead; a later day is refused naming it, nothing written', async () => {
    const ok = await save({ userIds: [staffId], days: [addDays(today, 30)], kind: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    const res = await save(
      { userIds: [staffId], days: [addDays(today, 3), addDays(today, 31)], kind: 1 },
      dispatcher,
      'en-GB',
    );
    expectRefusal(res, 400, 'SCHEDULE_TOO_FAR', 'days.1');
    expect(res.json().message).toBe('Schedules can be planned at most 30 days ahead');
    expect(await stored(staffId, addDays(today, 3))).toBeNull();
    await save({ userIds: [staffId], days: [addDays(today, 30)], kind: null });
  });

  it('bad input is refused naming the field', async () => {
    expectRefusal(
      await as(t, dispatcher).get(`/api/v2/schedule/list?from=${today}&to=${addDays(today, -1)}`),
      400,
      'VALIDATION',
      'to',
    );
    expectRefusal(
      await as(t, dispatcher).get(`/api/v2/schedule/list?from=${today}&to=${addDays(today, 31)}`),
      400,
      'VALIDATION',
      'to',
    );
    expectRefusal(
      await as(t, dispatcher).get(`/api/v2/schedule/list?from=2026-13-01&to=${today}`),
      400,
      'VALIDATION',
      'from',
    );
    expectRefusal(await save({ userIds: [staffId], days: [today], kind: 4 }), 400, 'VALIDATION', 'kind');
    expectRefusal(
      await save({ userIds: [staffId], days: ['tomorrow'], kind: 1 }),
      400,
      'VALIDATION',
      'days.0',
    );
    expectRefusal(await save({ userIds: [], days: [today], kind: 1 }), 400, 'VALIDATION', 'userIds');
  });

  it('a role without dispatch (10105) may not read or set schedules', async () => {
    expectRefusal(
      await as(t, staff).get(`/api/v2/schedule/list?from=${today}&to=${today}`),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await save({ userIds: [staffId], days: [today], kind: 1 }, staff), 403, 'NO_PERMISSION');
    expectRefusal(
      await as(t, staff).get(`/api/v2/schedule/report?from=${today}&to=${today}`),
      403,
      'NO_PERMISSION',
    );
    expectRefusal(await as(t, staff).get(`/api/v2/schedule/today?userIds=${staffId}`), 403, 'NO_PERMISSION');
  });

  it('another enterprise cannot schedule our engineers (404 naming the user) nor see them', async () => {
    const other = await otherEnterprise(t);
    const before = await stored(staffId, today);
    const res = await save({ userIds: [staffId], days: [today], kind: 2 }, other.session);
    expectRefusal(res, 404, 'USER_NOT_FOUND', 'userIds.0');
    expect(await stored(staffId, today)).toBe(before);
    const theirs = await list(`from=${today}&to=${today}&pageSize=100`, other.session);
    expect(theirs.list.map((r) => r.id)).not.toContain(staffId);
    const report = await as(t, other.session).get(
      `/api/v2/schedule/report?from=${today}&to=${today}&pageSize=100`,
    );
    expect((report.json().data.list as { id: number }[]).map((r) => r.id)).not.toContain(staffId);
    const duty = await as(t, other.session).get(`/api/v2/schedule/today?userIds=${staffId}`);
    expect(duty.json().data.list).toEqual([]);
  });
});

describe('the schedule report (issue 26, D3 /schedule/report): scheduled against worked', () => {
  it('counts duty, off and leave days against days with a check-in or report, equal to direct SQL', async () => {
    const from = addDays(today, -6);
    // staff: on duty today and yesterday, worked today only (a report) and on a day off two days ago
    await save({ userIds: [staffId], days: [today, addDays(today, -1)], kind: SCHEDULE_KINDS.duty });
    await save({ userIds: [staffId], days: [addDays(today, -2)], kind: SCHEDULE_KINDS.off });
    await save({ userIds: [staffId], days: [addDays(today, -3)], kind: SCHEDULE_KINDS.leave });
    await t.database.db.execute(
      sql`delete from staff_positions where enterprise_id = 1 and user_id = ${staffId}`,
    );
    await t.database.db.execute(
      sql`insert into staff_positions (enterprise_id, user_id, lng, lat, source, at) values
            (1, ${staffId}, 121.47, 31.23, ${POSITION_SOURCES.report}, now()),
            (1, ${staffId}, 121.47, 31.23, ${POSITION_SOURCES.checkIn}, now()),
            (1, ${staffId}, 121.47, 31.23, ${POSITION_SOURCES.report}, now() - interval '2 days')`,
    );
    const res = await as(t, dispatcher).get(`/api/v2/schedule/report?from=${from}&to=${today}&pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { list: Record<string, number>[]; total: number };
    const zhang = data.list.find((r) => r.id === staffId)!;
    const [direct] = await rows<{ duty: number; off: number; leave: number; completed: number }>(
      t.database.db,
      sql`select count(*) filter (where kind = 1)::int as duty, count(*) filter (where kind = 2)::int as off,
                 count(*) filter (where kind = 3)::int as leave,
                 (select count(*)::int from orders where enterprise_id = 1 and server_user_id = ${staffId}
                    and state = 5 and deleted_at is null
                    and (completed_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${today}::date) as completed
            from staff_schedules where enterprise_id = 1 and user_id = ${staffId}
             and day between ${from}::date and ${today}::date`,
    );
    expect(zhang).toMatchObject({ ...direct, worked: 2, workedOnDuty: 1 });
    expect(zhang.duty).toBeGreaterThanOrEqual(2);
    expectRefusal(
      await as(t, dispatcher).get(`/api/v2/schedule/report?from=${addDays(today, -400)}&to=${today}`),
      400,
      'VALIDATION',
      'to',
    );
  });
});

describe("today's duty on the map's candidates (issue 26)", () => {
  it('candidates and /schedule/today say who is on duty, off or on leave today (null when unscheduled)', async () => {
    await save({ userIds: [staffId], days: [today], kind: SCHEDULE_KINDS.duty });
    await save({ userIds: [staff2Id], days: [today], kind: SCHEDULE_KINDS.leave });
    const duty = await as(t, dispatcher).get(`/api/v2/schedule/today?userIds=${staffId},${staff2Id}`);
    expect(duty.statusCode, duty.body).toBe(200);
    expect(
      (duty.json().data.list as { userId: number; kind: number }[]).sort((a, b) => a.userId - b.userId),
    ).toEqual(
      [
        { userId: staffId, kind: 1, note: null },
        { userId: staff2Id, kind: 3, note: null },
      ].sort((a, b) => a.userId - b.userId),
    );
    expectRefusal(
      await as(t, dispatcher).get('/api/v2/schedule/today?userIds=a,b'),
      400,
      'VALIDATION',
      'userIds',
    );
    expectRefusal(
      await as(t, dispatcher).get('/api/v2/schedule/today?userIds=12345678901234567890'),
      400,
      'VALIDATION',
      'userIds',
    );

    const order = await createOrder(t, dispatcher, {
      templateId: await orderTemplateId(t),
      customerId: await demoCustomerId(t),
      address: {
        province: '上海市',
        city: '上海市',
        region: '黄浦区',
        detail: '人民大道 100 号',
        lng: 121.47,
        lat: 31.23,
      },
    });
    const res = await as(t, admin).get(`/api/v2/dispatchMap/candidates?orderId=${order.id}&pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(
      (res.json().data.list as { id: number; dutyToday: number | null }[]).map((e) => [e.id, e]),
    );
    expect(byId.get(staffId)!.dutyToday).toBe(1);
    expect(byId.get(staff2Id)!.dutyToday).toBe(3);
    await save({ userIds: [staff2Id], days: [today], kind: null });
    const again = await as(t, admin).get(`/api/v2/dispatchMap/candidates?orderId=${order.id}&pageSize=100`);
    const e2 = (again.json().data.list as { id: number; dutyToday: number | null }[]).find(
      (e) => e.id === staff2Id,
    )!;
    expect(e2.dutyToday).toBeNull();
  });
});
