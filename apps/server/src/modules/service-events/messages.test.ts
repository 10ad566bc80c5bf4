import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, userId } from '../../test/data';
import { demoCustomerId } from '../orders/test-helpers';
import { fireSlaTimer } from '../sla';

let t: TestApp;
let admin: Session;
let reception: Session;
let staffId: number;
let customerId: number;

const create = async (body: Record<string, unknown>) => {
  const res = await as(t, reception).post('/api/v2/event/save', { title: '空调异响', customerId, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; eventNo: string };
};
const told = async (kind: string, id: number) => {
  await t.app.ctx.events.idle();
  return rows<{ user_id: number; title: string; body: string }>(
    t.database.db,
    sql`select user_id::int as user_id, title, body from messages
         where object_kind = 'serviceEvent' and object_id = ${id} and kind = ${kind} order by user_id`,
  );
};
const setting = (body: Record<string, unknown>) =>
  as(t, admin)
    .put('/api/v2/messageSetting', { enabled: true, channels: ['inApp'], ...body })
    .then((r) => expect(r.statusCode, r.body).toBe(200));

beforeAll(async () => {
  t = await testApp();
  [admin, reception] = await Promise.all([loginAs(t.app, 'administrator'), loginAs(t.app, 'reception')]);
  staffId = await userId(t, 'serviceStaff');
  customerId = await demoCustomerId(t);
});
afterAll(() => t.close());

describe("events' messages follow the saved message settings (issue 23)", () => {
  it('a kind turned off tells nobody; a saved role is told besides the main owner', async () => {
    await setting({ kind: 'serviceEvent.assigned', enabled: false, recipients: ['server'] });
    const off = await create({ principalUserId: staffId });
    expect(await told('serviceEvent.assigned', off.id)).toEqual([]);

    const financeId = await userId(t, 'finance');
    const financeRole = await idOf(
      t,
      sql`select role_id as id from user_roles where user_id = ${financeId} limit 1`,
    );
    await setting({ kind: 'serviceEvent.assigned', recipients: ['server', 'roles'], roleIds: [financeRole] });
    const on = await create({ principalUserId: staffId });
    const heard = (await told('serviceEvent.assigned', on.id)).map((m) => m.user_id);
    expect(heard).toContain(staffId);
    expect(heard).toContain(financeId);
  });

  it('a setting without the in-app channel writes no in-app message', async () => {
    await setting({ kind: 'serviceEvent.assigned', recipients: ['server'], channels: ['sms'] });
    const e = await create({ principalUserId: staffId });
    expect(await told('serviceEvent.assigned', e.id)).toEqual([]);
    await setting({ kind: 'serviceEvent.assigned', recipients: ['server', 'collaborators'] });
  });
});

describe("an event's SLA warnings and breaches reach the message centre (spec-business §9)", () => {
  it('the main owner is told of the warning and the breach, with sla_type, sla_step, sla_step_time, sla_warn', async () => {
    const saved = await as(t, admin).post('/api/v2/sla/policy/save', {
      name: '事件时效',
      objectKind: 'serviceEvent',
      rank: 1,
      steps: [{ step: 'complete', minutes: 120, warnMinutes: 30 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const e = await create({ principalUserId: staffId });
    await t.app.ctx.events.idle();
    const [timer] = await rows<{ id: number; round: number; warn_at: string; due_at: string }>(
      t.database.db,
      sql`select id::int as id, round, warn_at, due_at from sla_timers
           where object_kind = 'serviceEvent' and object_id = ${e.id} and step = 'complete'`,
    );
    expect(timer).toBeDefined();
    const job = { e: 1, id: timer!.id, round: timer!.round };
    expect(await fireSlaTimer(t.database.db, { ...job, phase: 'warn' }, new Date(timer!.warn_at))).toBe(
      'warned',
    );
    expect(await fireSlaTimer(t.database.db, { ...job, phase: 'due' }, new Date(timer!.due_at))).toBe(
      'breached',
    );
    t.app.ctx.events.kick();
    const warned = await told('serviceEvent.slaWarned', e.id);
    expect(warned.map((m) => m.user_id)).toContain(staffId);
    expect(warned[0]!.title).toContain(e.eventNo);
    expect(warned[0]!.body).toMatch(/事件时效.*完成.*到期（提前30分钟预警）/);
    const breached = await told('serviceEvent.slaBreached', e.id);
    expect(breached.map((m) => m.user_id)).toContain(staffId);
    expect(breached[0]!.body).toContain('超时');
  });
});
