import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  SCHEDULE_KINDS,
  SLOT_DAY_START_MINUTE,
  instantOf,
  overlaps,
  slotMinutes,
  slotWindow,
  type BoardRow,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { as, expectRefusal, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { otherEnterprise, userId } from '../../test/data';
import { createOrder, demoCustomerId, orderTemplateId } from '../orders/test-helpers';

let t: TestApp;
let dispatcher: Session;
let staff: Session;
let staffId: number;
let staff2Id: number;
let customerId: number;
let templateId: number;
let today: string;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function pendingOrder() {
  const order = await createOrder(t, dispatcher, { templateId, customerId });
  expect(order.state).toBe(1);
  return order.id;
}

const book = (body: Record<string, unknown>, who = dispatcher, lang = 'zh-CN') =>
  as(t, who).post('/api/v2/schedule/assignSlot', body, { 'accept-language': lang });

async function board(query: string, who = dispatcher) {
  const res = await as(t, who).get(`/api/v2/schedule/appointments?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: BoardRow[]; total: number };
}

/** Marks the engineer on duty that day (the demo week has days off and a leave). */
const onDuty = (userIdOf: number, day: string) =>
  as(t, dispatcher).post('/api/v2/schedule/save', {
    userIds: [userIdOf],
    days: [day],
    kind: SCHEDULE_KINDS.duty,
  });

/** The first window of `minutes` of the engineer's day that none of their appointments overlaps. */
async function freeStart(userIdOf: number, day: string, minutes: 30 | 60 | 120 = 60) {
  const { list } = await board(`from=${day}&to=${day}&pageSize=100`);
  const row = list.find((r) => r.id === userIdOf)!;
  const minute = slotMinutes(minutes).find((m) => {
    const w = slotWindow(instantOf(day, m), minutes)!;
    return !row.appointments.some((a) => overlaps(a, w));
  });
  expect(minute).toBeDefined();
  return instantOf(day, minute!).toISOString();
}

const orderRow = async (orderId: number) =>
  (
    await rows<{
      state: number;
      server: number | null;
      appointment: string;
      estimated: string;
      logs: string;
    }>(
      t.database.db,
      sql`select o.state, o.server_user_id::int as server,
                 to_char(o.appointment_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as appointment,
                 to_char(o.estimated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as estimated,
                 (select string_agg(l.action, ',' order by l.id) from order_logs l
                   where l.enterprise_id = 1 and l.order_id = o.id) as logs
            from orders o where o.enterprise_id = 1 and o.id = ${orderId}`,
    )
  )[0]!;

beforeAll(async () => {
  t = await testApp();
  [dispatcher, staff] = await Promise.all([loginAs(t.app, 'dispatcher'), loginAs(t.app, 'serviceStaff')]);
  staffId = await userId(t, 'serviceStaff');
  staff2Id = await userId(t, 'serviceStaff2');
  customerId = await demoCustomerId(t);
  templateId = await orderTemplateId(t);
  const [d] = await rows<{ today: string }>(
    t.database.db,
    sql`select to_char((now() at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as today`,
  );
  today = d!.today;
}, 120_000);
afterAll(() => t?.close());

describe('the appointment board (issue 26, D3 schedule table)', () => {
  it('lists engineers with their duty days and the appointments they hold, over at most a week', async () => {
    const { list, total } = await board(`from=${today}&to=${addDays(today, 6)}&pageSize=100`);
    expect(total).toBe(list.length);
    expect(list.some((r) => r.id === staffId)).toBe(true);
    for (const r of list)
      for (const a of r.appointments) expect(Date.parse(a.end)).toBeGreaterThan(Date.parse(a.start));
    expectRefusal(
      await as(t, dispatcher).get(`/api/v2/schedule/appointments?from=${today}&to=${addDays(today, 7)}`),
      400,
      'VALIDATION',
      'to',
    );
  });

  it('a role without dispatch (10105) may not read the board (403)', async () => {
    expectRefusal(
      await as(t, staff).get(`/api/v2/schedule/appointments?from=${today}&to=${today}`),
      403,
      'NO_PERMISSION',
    );
  });
});

describe('drag-to-schedule: an order dropped on a free slot (issue 26)', () => {
  it("assigns (1 → 2) with the slot's appointment and end, through the list's assign and keep-date actions", async () => {
    const day = addDays(today, 2);
    expect((await onDuty(staffId, day)).statusCode).toBe(200);
    const start = await freeStart(staffId, day, 120);
    const orderId = await pendingOrder();
    const res = await book({ orderId, serverUserId: staffId, start, duration: 120 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: orderId, state: 2 });
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ state: 2, server: staffId, appointment: start });
    expect(Date.parse(row.estimated) - Date.parse(start)).toBe(2 * 3_600_000);
    expect(row.logs.split(',').slice(-2)).toEqual(['assign', 'keepDate']);
    // the board shows it in that slot
    const shown = (await board(`from=${day}&to=${day}&pageSize=100`)).list.find((r) => r.id === staffId)!;
    expect(shown.appointments.find((a) => a.orderId === orderId)).toMatchObject({
      start,
      end: row.estimated,
    });
  });

  it('SB:155 durations: all day holds the working day 08:00-20:00, 30 min holds half an hour', async () => {
    const day = addDays(today, 9);
    const { list } = await board(`from=${day}&to=${day}&pageSize=100`);
    const allDay = slotWindow(instantOf(day, SLOT_DAY_START_MINUTE), 0)!;
    const free = list.find((r) => r.appointments.every((a) => !overlaps(a, allDay)))!;
    expect(free).toBeDefined();
    await onDuty(free.id, day);
    const whole = await pendingOrder();
    // any instant of the day books the whole working day
    const res = await book({
      orderId: whole,
      serverUserId: free.id,
      start: instantOf(day, 13 * 60).toISOString(),
      duration: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const booked = await orderRow(whole);
    expect(booked.appointment).toBe(instantOf(day, 8 * 60).toISOString());
    expect(booked.estimated).toBe(instantOf(day, 20 * 60).toISOString());
    // and then no window of that day is free for them
    const late = await pendingOrder();
    expectRefusal(
      await book({
        orderId: late,
        serverUserId: free.id,
        start: instantOf(day, 19 * 60).toISOString(),
        duration: 30,
      }),
      409,
      'SLOT_TAKEN',
    );

    const other = addDays(today, 10);
    await onDuty(staff2Id, other);
    const start = await freeStart(staff2Id, other, 30);
    const orderId = await pendingOrder();
    expect((await book({ orderId, serverUserId: staff2Id, start, duration: 30 })).statusCode).toBe(200);
    const row = await orderRow(orderId);
    expect(Date.parse(row.estimated) - Date.parse(row.appointment)).toBe(30 * 60_000);
  });

  it('conflict: a slot taken meanwhile is a 409 SLOT_TAKEN naming the held time, nothing written', async () => {
    const day = addDays(today, 4);
    await onDuty(staffId, day);
    const start = await freeStart(staffId, day, 60);
    const first = await pendingOrder();
    expect((await book({ orderId: first, serverUserId: staffId, start, duration: 60 })).statusCode).toBe(200);
    // the board the dispatcher looked at still showed the slot free; half an hour later overlaps too
    const second = await pendingOrder();
    const later = new Date(Date.parse(start) + 30 * 60_000).toISOString();
    const taken = await book(
      { orderId: second, serverUserId: staffId, start: later, duration: 60 },
      dispatcher,
      'en-GB',
    );
    expectRefusal(taken, 409, 'SLOT_TAKEN', 'start');
    expect(taken.json().message).toMatch(/already has an appointment from \d\d:\d\d to \d\d:\d\d/);
    expect(await orderRow(second)).toMatchObject({ state: 1, server: null });
    expect((await orderRow(second)).logs).not.toContain('assign');
  });

  it('two bookings of one slot at once: one is taken, the other refused 409', async () => {
    const day = addDays(today, 5);
    await onDuty(staff2Id, day);
    const start = await freeStart(staff2Id, day, 60);
    const [a, b] = [await pendingOrder(), await pendingOrder()];
    const answers = await Promise.all(
      [a, b].map((orderId) => book({ orderId, serverUserId: staff2Id, start, duration: 60 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('an engineer off or on leave that day cannot be booked (409), the order stays pending', async () => {
    const day = addDays(today, 6);
    const save = (kind: number) =>
      as(t, dispatcher).post('/api/v2/schedule/save', { userIds: [staff2Id], days: [day], kind });
    const orderId = await pendingOrder();
    const start = instantOf(day, 9 * 60).toISOString();
    await save(SCHEDULE_KINDS.off);
    expectRefusal(await book({ orderId, serverUserId: staff2Id, start, duration: 60 }), 409, 'ENGINEER_OFF');
    await save(SCHEDULE_KINDS.leave);
    expectRefusal(
      await book({ orderId, serverUserId: staff2Id, start, duration: 60 }),
      409,
      'ENGINEER_ON_LEAVE',
    );
    expect(await orderRow(orderId)).toMatchObject({ state: 1, server: null });
  });

  it('refuses as list assignment does: 409 no longer pending, 404 unknown or another enterprise’s, 403 without 10105, the same code for one who may not serve', async () => {
    const day = addDays(today, 8);
    await onDuty(staffId, day);
    const start = await freeStart(staffId, day, 30);
    const assigned = await pendingOrder();
    expect(
      (await as(t, dispatcher).post('/api/v2/order/assign', { orderIds: [assigned], serverUserId: staffId }))
        .statusCode,
    ).toBe(200);
    const viaSlot = await book({ orderId: assigned, serverUserId: staffId, start, duration: 30 });
    const viaList = await as(t, dispatcher).post('/api/v2/order/assign', {
      orderIds: [assigned],
      serverUserId: staffId,
    });
    expect(viaSlot.statusCode).toBe(409);
    expect(viaSlot.json().code).toBe(viaList.json().code);

    expectRefusal(
      await book({ orderId: 99_999_999, serverUserId: staffId, start, duration: 30 }),
      404,
      'ORDER_NOT_FOUND',
    );
    const fresh = await pendingOrder();
    const other = await otherEnterprise(t);
    const foreign = await book(
      { orderId: fresh, serverUserId: other.userId, start, duration: 30 },
      other.session,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('ORDER_NOT_FOUND');
    // our dispatcher cannot book the other enterprise's person either (the list's refusal)
    const theirs = await book({ orderId: fresh, serverUserId: other.userId, start, duration: 30 });
    const theirsViaList = await as(t, dispatcher).post('/api/v2/order/assign', {
      orderIds: [fresh],
      serverUserId: other.userId,
    });
    expect(theirs.statusCode).toBe(theirsViaList.statusCode);
    expect(theirs.json().code).toBe(theirsViaList.json().code);

    expectRefusal(
      await book({ orderId: fresh, serverUserId: staffId, start, duration: 30 }, staff),
      403,
      'NO_PERMISSION',
    );
    const finance = await userId(t, 'finance');
    const notServer = await book({ orderId: fresh, serverUserId: finance, start, duration: 30 });
    const notServerViaList = await as(t, dispatcher).post('/api/v2/order/assign', {
      orderIds: [fresh],
      serverUserId: finance,
    });
    expect(notServer.statusCode).toBe(notServerViaList.statusCode);
    expect(notServer.json().code).toBe(notServerViaList.json().code);
    expect(await orderRow(fresh)).toMatchObject({ state: 1, server: null });
  });

  it('bad windows are a 400 naming start, nothing written: past, outside 08:00-20:00, beyond 30 days; a duration not offered', async () => {
    const orderId = await pendingOrder();
    const at = (day: string, minute: number) => instantOf(day, minute).toISOString();
    expectRefusal(
      await book({ orderId, serverUserId: staffId, start: at(addDays(today, -1), 9 * 60), duration: 60 }),
      400,
      'SLOT_PAST',
      'start',
    );
    expectRefusal(
      await book({
        orderId,
        serverUserId: staffId,
        start: at(addDays(today, 1), 19 * 60 + 30),
        duration: 60,
      }),
      400,
      'SLOT_OUTSIDE_DAY',
      'start',
    );
    expectRefusal(
      await book({ orderId, serverUserId: staffId, start: at(addDays(today, 1), 7 * 60), duration: 30 }),
      400,
      'SLOT_OUTSIDE_DAY',
      'start',
    );
    expectRefusal(
      await book({ orderId, serverUserId: staffId, start: at(addDays(today, 31), 9 * 60), duration: 60 }),
      400,
      'SCHEDULE_TOO_FAR',
      'start',
    );
    expectRefusal(
      await book({ orderId, serverUserId: staffId, start: at(addDays(today, 1), 9 * 60), duration: 45 }),
      400,
      'VALIDATION',
      'duration',
    );
    expectRefusal(
      await book({ orderId, serverUserId: staffId, start: 'tomorrow', duration: 60 }),
      400,
      'VALIDATION',
      'start',
    );
    expect(await orderRow(orderId)).toMatchObject({ state: 1, server: null });
  });
});

describe('SB:155 planning horizon: 7, 14 or 30 days ahead (a map setting)', () => {
  it('with 7 days, day 8 is refused for bookings and duty days alike; 30 by default; other values are 400', async () => {
    const admin = await loginAs(t.app, 'administrator');
    const settings = (body: Record<string, unknown>) =>
      as(t, admin).post('/api/v2/dispatchMap/settings', {
        mapDispatch: true,
        positionReports: true,
        tileUrl: null,
        ...body,
      });
    expect((await settings({})).json().data.scheduleAheadDays).toBe(30);
    expectRefusal(await settings({ scheduleAheadDays: 10 }), 400, 'VALIDATION', 'scheduleAheadDays');
    expect((await settings({ scheduleAheadDays: 7 })).json().data.scheduleAheadDays).toBe(7);
    try {
      const orderId = await pendingOrder();
      const day8 = addDays(today, 8);
      const far = await book({
        orderId,
        serverUserId: staffId,
        start: instantOf(day8, 9 * 60).toISOString(),
        duration: 60,
      });
      expectRefusal(far, 400, 'SCHEDULE_TOO_FAR', 'start');
      expect(far.json().message).toContain('7');
      expectRefusal(
        await as(t, dispatcher).post('/api/v2/schedule/save', { userIds: [staffId], days: [day8], kind: 1 }),
        400,
        'SCHEDULE_TOO_FAR',
        'days.0',
      );
      expect((await onDuty(staffId, addDays(today, 7))).statusCode).toBe(200);
      expect(await orderRow(orderId)).toMatchObject({ state: 1, server: null });
    } finally {
      await settings({ scheduleAheadDays: 30 });
    }
  });
});
