import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise } from '../../test/data';
import { orderTemplateId } from '../orders/test-helpers';

let t: TestApp;
let admin: Session;
let templateId: number;
beforeAll(async () => {
  t = await testApp();
  admin = await loginAs(t.app, 'administrator');
  templateId = await orderTemplateId(t);
});
afterAll(() => t.close());

const policy = (over: Record<string, unknown> = {}) => ({
  name: 'P3 急修',
  objectKind: 'order',
  priorities: [3],
  templateIds: [templateId],
  steps: [
    { step: 'accept', minutes: 60, warnMinutes: 10 },
    { step: 'complete', minutes: 120, warnMinutes: 30 },
  ],
  ...over,
});
const en = { 'accept-language': 'en-GB' };

describe('SLA policies (/slaManage/SLA)', () => {
  it('an administrator creates, reads, lists (paged), changes and deletes a policy', async () => {
    const saved = await as(t, admin).post('/api/v2/sla/policy/save', policy());
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id as number;
    const detail = (await as(t, admin).get(`/api/v2/sla/policy/detail/${id}`)).json().data;
    expect(detail).toMatchObject({
      name: 'P3 急修',
      objectKind: 'order',
      rank: 100,
      enabled: true,
      useCalendar: false,
      priorities: [3],
      templateIds: [templateId],
      steps: [
        { step: 'accept', minutes: 60, timeoutMinutes: 0, warnMinutes: 10 },
        { step: 'complete', minutes: 120, timeoutMinutes: 0, warnMinutes: 30 },
      ],
    });
    await as(t, admin).post('/api/v2/sla/policy/save', policy({ name: 'second', priorities: [] }));
    const page = (await as(t, admin).get('/api/v2/sla/policy/list?pageSize=1&pageIndex=0')).json().data;
    expect(page.list).toHaveLength(1);
    expect(page.list[0].name).toBe('second'); // newest first
    expect(page.total).toBeGreaterThanOrEqual(3); // with the demo policies
    const found = (await as(t, admin).get('/api/v2/sla/policy/list?keyword=急修')).json().data;
    expect(found.list.map((p: { id: number }) => p.id)).toEqual([id]);
    const changed = await as(t, admin).post(
      '/api/v2/sla/policy/save',
      policy({ id, rank: 5, enabled: false }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as(t, admin).get(`/api/v2/sla/policy/detail/${id}`)).json().data).toMatchObject({
      rank: 5,
      enabled: false,
    });
    expect((await as(t, admin).del(`/api/v2/sla/policy/delete/${id}`)).statusCode).toBe(200);
    expectRefusal(await as(t, admin).get(`/api/v2/sla/policy/detail/${id}`), 404, 'POLICY_NOT_FOUND');
  });

  it('refuses bad input with 400 naming the field, in both languages, writing nothing', async () => {
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from sla_policies`);
    const warn = await as(t, admin).post(
      '/api/v2/sla/policy/save',
      policy({ name: 'bad', steps: [{ step: 'accept', minutes: 60, warnMinutes: 60 }] }),
      en,
    );
    expectRefusal(warn, 400, 'VALIDATION', 'steps.0.warnMinutes');
    expect(warn.json().message).toMatch(/warning/i);
    const zh = await as(t, admin).post('/api/v2/sla/policy/save', policy({ name: '' }));
    expectRefusal(zh, 400, 'VALIDATION', 'name');
    expect(zh.json().message).toMatch(/[\u4e00-\u9fa5]/);
    expectRefusal(
      await as(t, admin).post(
        '/api/v2/sla/policy/save',
        policy({
          name: 'x',
          objectKind: 'serviceEvent',
          templateIds: [],
          steps: [{ step: 'arrive', minutes: 30 }],
        }),
      ),
      400,
      'STEP_NOT_FOR_KIND',
      'steps.0.step',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/sla/policy/save', policy({ name: 'y', customerIds: [99999999] })),
      400,
      'CUSTOMER_NOT_FOUND',
      'customerIds',
    );
    expectRefusal(
      await as(t, admin).post('/api/v2/sla/policy/save', policy({ name: 'z', objectKind: 'serviceEvent' })),
      400,
      'TEMPLATE_NOT_FOUND',
      'templateIds',
    );
    const after = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from sla_policies`);
    expect(after).toEqual(before);
  });

  it('keeps names unique among live policies (409)', async () => {
    await as(t, admin).post('/api/v2/sla/policy/save', policy({ name: 'twice' }));
    expectRefusal(
      await as(t, admin).post('/api/v2/sla/policy/save', policy({ name: 'twice' })),
      409,
      'POLICY_NAME_TAKEN',
      'name',
    );
  });

  it("answers another enterprise's policy exactly like a missing one (404)", async () => {
    const other = await otherEnterprise(t);
    const theirs = await as(t, other.session).post('/api/v2/sla/policy/save', policy({ templateIds: [] }));
    expect(theirs.statusCode, theirs.body).toBe(200);
    const id = theirs.json().data.id;
    expectRefusal(await as(t, admin).get(`/api/v2/sla/policy/detail/${id}`), 404, 'POLICY_NOT_FOUND');
    expectRefusal(
      await as(t, admin).post('/api/v2/sla/policy/save', policy({ id, name: 'mine' })),
      404,
      'POLICY_NOT_FOUND',
    );
    expectRefusal(await as(t, admin).del(`/api/v2/sla/policy/delete/${id}`), 404, 'POLICY_NOT_FOUND');
  });

  it('needs the event settings permission (11008): a dispatcher is refused policies but reads the overtime log', async () => {
    const dispatcher = await loginAs(t.app, 'dispatcher');
    expectRefusal(await as(t, dispatcher).get('/api/v2/sla/policy/list'), 403, 'NO_PERMISSION');
    expect((await as(t, dispatcher).get('/api/v2/sla/overtime/list')).statusCode).toBe(200);
  });

  it('the free tier cannot use SLA (spec-business §6): 403 PAID_FEATURE', async () => {
    const free = await loginAs(t.app, 'freeAdministrator');
    expectRefusal(await as(t, free).get('/api/v2/sla/policy/list'), 403, 'PAID_FEATURE');
    expectRefusal(await as(t, free).get('/api/v2/sla/overtime/list'), 403, 'PAID_FEATURE');
  });
});

describe('business calendar', () => {
  it('reads the demo calendar, saves working hours and days off, and refuses a week without a working day', async () => {
    const demo = (await as(t, admin).get('/api/v2/sla/calendar')).json().data;
    expect(demo).toMatchObject({ timeZone: 'Asia/Shanghai', saved: true });
    expect(demo.week.slice(5)).toEqual([null, null]);
    const week = [...Array(6).fill({ start: '08:30', end: '17:30' }), null];
    const saved = await as(t, admin).post('/api/v2/sla/calendar/save', { week, daysOff: ['2027-01-01'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      timeZone: 'Asia/Shanghai',
      week,
      daysOff: ['2027-01-01'],
      saved: true,
    });
    expectRefusal(
      await as(t, admin).post('/api/v2/sla/calendar/save', { week: Array(7).fill(null) }),
      400,
      'VALIDATION',
      'week',
    );
  });
});

describe('the overtime log (/overtimeLog)', () => {
  it('lists the demo warnings and breaches newest first, paged and filtered', async () => {
    const all = (await as(t, admin).get('/api/v2/sla/overtime/list')).json().data;
    expect(all.total).toBe(3);
    expect(all.list.map((i: { kind: string }) => i.kind).sort()).toEqual(['breached', 'warned', 'warned']);
    expect(all.list[0].id).toBeGreaterThan(all.list[1].id);
    const breached = (await as(t, admin).get('/api/v2/sla/overtime/list?kind=breached')).json().data;
    expect(breached.total).toBe(1);
    expect(breached.list[0]).toMatchObject({
      objectKind: 'order',
      step: 'accept',
      state: 'breached',
      policyName: '标准工单SLA',
    });
    const byNo = (
      await as(t, admin).get(`/api/v2/sla/overtime/list?keyword=${breached.list[0].objectNo}`)
    ).json().data;
    expect(byNo.total).toBe(2); // its warning and its breach
    const page = (await as(t, admin).get('/api/v2/sla/overtime/list?pageSize=1&pageIndex=2')).json().data;
    expect(page).toMatchObject({ total: 3, list: [expect.objectContaining({ id: all.list[2].id })] });
    expect((await as(t, admin).get('/api/v2/sla/overtime/list?step=arrive')).json().data.total).toBe(1);
    expectRefusal(await as(t, admin).get('/api/v2/sla/overtime/list?kind=late'), 400, 'VALIDATION', 'kind');
  });

  it("shows an order's clocks, and nothing of another enterprise's order", async () => {
    const [item] = (await as(t, admin).get('/api/v2/sla/overtime/list?kind=breached')).json().data.list;
    const clocks = (
      await as(t, admin).get(`/api/v2/sla/timers?objectKind=order&objectId=${item.objectId}`)
    ).json().data;
    expect(clocks).toEqual([
      expect.objectContaining({ step: 'accept', state: 'breached', policyName: '标准工单SLA' }),
    ]);
    const other = await otherEnterprise(t);
    const theirs = (
      await as(t, other.session).get(`/api/v2/sla/timers?objectKind=order&objectId=${item.objectId}`)
    ).json();
    expect(theirs.data).toEqual([]);
  });
});
