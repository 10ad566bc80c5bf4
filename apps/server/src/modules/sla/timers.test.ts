import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DomainEventKind } from '@fieldline/domain';
import { buildApp, startBackgroundJobs } from '../../app';
import { rows } from '../../db/client';
import { asTenant } from '../../core/tenant';
import { as, loginAs, testApp, testConfig, type TestApp } from '../../test/app';
import type { DomainEvent } from '../events';
import { slaConsumer } from './consumer';
import { fireSlaTimer, type SlaJob } from './fire';
import { jobsOf, scheduleSlaJobs } from './schedule';

const MIN = 60_000;
let t: TestApp;
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MIN);

beforeAll(async () => {
  t = await testApp();
  const admin = await loginAs(t.app, 'administrator');
  const save = (body: Record<string, unknown>) =>
    as(t, admin)
      .post('/api/v2/sla/policy/save', body)
      .then((r) => expect(r.statusCode, r.body).toBe(200));
  // P1/P2 orders: the spec's examples; P3 orders: the same acceptance in working hours
  await save({
    name: 'spec examples',
    objectKind: 'order',
    rank: 1,
    priorities: [1, 2],
    steps: [
      { step: 'respond', minutes: 30 },
      { step: 'accept', minutes: 60, warnMinutes: 10 },
      { step: 'complete', minutes: 120, warnMinutes: 30 },
    ],
  });
  await save({
    name: 'office hours',
    objectKind: 'order',
    rank: 1,
    priorities: [3],
    useCalendar: true,
    steps: [{ step: 'accept', minutes: 120, warnMinutes: 30 }],
  });
  await save({
    name: 'events',
    objectKind: 'serviceEvent',
    rank: 1,
    steps: [{ step: 'complete', minutes: 120, warnMinutes: 30 }],
  });
});
afterAll(() => t.close());

let eventSeq = 9_000_000;
/** Hands the consumer one event as the dispatcher does (its own transaction, as the enterprise), at `at`. */
const consume = (kind: DomainEventKind, objectId: number, at: Date) =>
  asTenant(1, () =>
    t.database.db.transaction((tx) =>
      slaConsumer.handle(
        { db: tx, enterpriseId: 1 },
        {
          enterpriseId: 1,
          id: ++eventSeq,
          kind,
          objectKind: kind.split('.')[0]!,
          objectId,
          actorUserId: null,
          payload: {},
          createdAt: at,
        },
      ),
    ),
  );

interface TimerRow {
  enterprise_id: number;
  id: number;
  round: number;
  scheduled_round: number;
  state: string;
  warn_at: Date | null;
  due_at: Date;
  met_at: Date | null;
}
const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const timerOf = async (objectId: number, step: string, objectKind = 'order') =>
  (
    await rows<TimerRow>(
      t.database.db,
      sql`select enterprise_id::int as enterprise_id, id::int as id, round, scheduled_round, state, warn_at, due_at, met_at
            from sla_timers where enterprise_id = 1 and object_kind = ${objectKind} and object_id = ${objectId} and step = ${step}`,
    )
  ).map((r) => ({ ...r, warn_at: date(r.warn_at), due_at: date(r.due_at)!, met_at: date(r.met_at) }))[0]!;
const job = (timer: TimerRow, phase: SlaJob['phase'], round = timer.round): SlaJob => ({
  e: 1,
  id: timer.id,
  round,
  phase,
});
const logOf = (timerId: number) =>
  rows<{ kind: string; logged_at: Date }>(
    t.database.db,
    sql`select kind, logged_at from sla_log where enterprise_id = 1 and timer_id = ${timerId} order by id`,
  ).then((list) => list.map((l) => ({ ...l, logged_at: date(l.logged_at) })));

/** Demo orders with no clock yet, of a priority, with a server (they have people to tell). */
const freshOrder = async (priority: number) =>
  (
    await rows<{ id: number }>(
      t.database.db,
      sql`select o.id::int as id from orders o where o.enterprise_id = 1 and o.priority = ${priority}
            and o.server_user_id is not null and o.deleted_at is null
            and not exists (select 1 from sla_timers s where s.enterprise_id = 1 and s.object_id = o.id)
          order by o.id limit 1`,
    )
  )[0]!.id;

describe('SLA clocks on a fake clock (spec-business §9)', () => {
  it('accept within 1 hour, warn at 50 minutes: the jobs are due at minutes 50 and 60, and each fires once', async () => {
    const order = await freshOrder(1);
    const start = new Date('2026-11-23T02:00:00Z'); // Monday 10:00 in Shanghai
    await consume('order.assigned', order, start);
    const timer = await timerOf(order, 'accept');
    expect(timer).toMatchObject({ state: 'armed', round: 1, scheduled_round: 0 });
    expect(timer.warn_at).toEqual(plus(start, 50));
    expect(timer.due_at).toEqual(plus(start, 60));
    expect(jobsOf(timer).map((j) => [j.data.phase, j.startAfter])).toEqual([
      ['warn', plus(start, 50).toISOString()],
      ['due', plus(start, 60).toISOString()],
    ]);

    expect(await fireSlaTimer(t.database.db, job(timer, 'warn'), plus(start, 50))).toBe('warned');
    expect(await fireSlaTimer(t.database.db, job(timer, 'warn'), plus(start, 51))).toBeNull(); // a second delivery
    expect(await fireSlaTimer(t.database.db, job(timer, 'due'), plus(start, 60))).toBe('breached');
    expect(await fireSlaTimer(t.database.db, job(timer, 'due'), plus(start, 61))).toBeNull();
    expect(await logOf(timer.id)).toEqual([
      { kind: 'warned', logged_at: plus(start, 50) },
      { kind: 'breached', logged_at: plus(start, 60) },
    ]);
    expect((await timerOf(order, 'accept')).state).toBe('breached');

    // the warning reaches the order's people through the message centre, with the SLA placeholders
    const [event] = await rows<{ payload: { placeholders: Record<string, Record<string, string>> } }>(
      t.database.db,
      sql`select payload from domain_events where enterprise_id = 1 and kind = 'order.slaWarned' and object_id = ${order}`,
    );
    expect(event!.payload.placeholders).toEqual({
      zh_CN: {
        sla_type: 'spec examples',
        sla_step: '接单',
        sla_step_time: '2026-11-23 11:00',
        sla_warn: '10分钟',
      },
      en_GB: {
        sla_type: 'spec examples',
        sla_step: 'Acceptance',
        sla_step_time: '2026-11-23 11:00',
        sla_warn: '10 min',
      },
    });
    t.app.ctx.events.kick();
    await t.app.ctx.events.idle();
    const messages = await rows<{ kind: string; body: string }>(
      t.database.db,
      sql`select kind, body from messages where enterprise_id = 1 and object_id = ${order} and kind like 'order.sla%' order by id`,
    );
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]!.body).toMatch(
      /接单将于 2026-11-23 11:00 到期（提前10分钟预警）|Acceptance under SLA "spec examples" is due at 2026-11-23 11:00/,
    );
    expect(messages.some((m) => m.kind === 'order.slaBreached')).toBe(true);
  });

  it('progress (completion) SLA 2 hours with a 0.5 hour reminder; completing in time meets it and its jobs then do nothing', async () => {
    const order = await freshOrder(2);
    const start = new Date('2026-11-24T01:00:00Z');
    await consume('order.created', order, start);
    const complete = await timerOf(order, 'complete');
    expect(complete.warn_at).toEqual(plus(start, 90));
    expect(complete.due_at).toEqual(plus(start, 120));
    // a step with no warning lead: one job, at the deadline (the "order-not-received reminder")
    const respond = await timerOf(order, 'respond');
    expect(jobsOf(respond).map((j) => j.data.phase)).toEqual(['due']);
    expect(respond.due_at).toEqual(plus(start, 30));

    await consume('order.assigned', order, plus(start, 20)); // responded in time; acceptance starts
    await consume('order.completed', order, plus(start, 100));
    expect(await timerOf(order, 'respond')).toMatchObject({ state: 'met', met_at: plus(start, 20) });
    expect(await timerOf(order, 'complete')).toMatchObject({ state: 'met', met_at: plus(start, 100) });
    expect(await fireSlaTimer(t.database.db, job(complete, 'due'), plus(start, 120))).toBeNull();
    expect(await logOf(complete.id)).toEqual([]);
  });

  it('business hours shift a deadline over a weekend: assigned Friday 17:00, 2 working hours, due Monday 10:00', async () => {
    const order = await freshOrder(3);
    await consume('order.assigned', order, new Date('2026-11-27T09:00:00Z')); // Friday 17:00 Shanghai
    const timer = await timerOf(order, 'accept');
    expect(timer.warn_at).toEqual(new Date('2026-11-30T01:30:00Z')); // Monday 09:30
    expect(timer.due_at).toEqual(new Date('2026-11-30T02:00:00Z')); // Monday 10:00
  });

  it("a paused event's clock stops: its jobs find it paused, and resuming moves the deadlines by the time paused", async () => {
    const [template] = await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from form_templates where enterprise_id = 1 and kind = 5 order by id limit 1`,
    );
    const [ev] = await rows<{ id: number }>(
      t.database.db,
      sql`insert into service_events (enterprise_id, event_no, title, state, template_id)
          values (1, 'SJ-SLA-1', 'SLA pause test', 1, ${template!.id}) returning id::int as id`,
    );
    const start = new Date('2026-11-25T01:00:00Z');
    await consume('serviceEvent.created', ev!.id, start);
    const first = await timerOf(ev!.id, 'complete', 'serviceEvent');
    expect(first.due_at).toEqual(plus(start, 120));
    await consume('serviceEvent.paused', ev!.id, plus(start, 60));
    expect((await timerOf(ev!.id, 'complete', 'serviceEvent')).state).toBe('paused');
    expect(await fireSlaTimer(t.database.db, job(first, 'warn'), plus(start, 90))).toBeNull();
    await consume('serviceEvent.resumed', ev!.id, plus(start, 100));
    const resumed = await timerOf(ev!.id, 'complete', 'serviceEvent');
    expect(resumed).toMatchObject({ state: 'armed', round: 2 });
    expect(resumed.warn_at).toEqual(plus(start, 130));
    expect(resumed.due_at).toEqual(plus(start, 160));
    // the first round's jobs find nothing; the new round's fire
    expect(await fireSlaTimer(t.database.db, job(first, 'due', 1), plus(start, 120))).toBeNull();
    expect(await fireSlaTimer(t.database.db, job(resumed, 'warn'), plus(start, 130))).toBe('warned');
    // closing voids the open clock
    await consume('serviceEvent.closed', ev!.id, plus(start, 140));
    expect((await timerOf(ev!.id, 'complete', 'serviceEvent')).state).toBe('cancelled');
    expect(await fireSlaTimer(t.database.db, job(resumed, 'due'), plus(start, 160))).toBeNull();
  });

  it('starts no clock without a matching enabled policy', async () => {
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from sla_timers`);
    const order = await freshOrder(1);
    await t.database.db.execute(sql`update sla_policies set enabled = false where enterprise_id = 1`);
    try {
      await consume('order.created', order, new Date());
    } finally {
      await t.database.db.execute(
        sql`update sla_policies set enabled = true where enterprise_id = 1 and deleted_at is null`,
      );
    }
    expect(await rows(t.database.db, sql`select count(*)::int as n from sla_timers`)).toEqual(before);
  });
});

describe('pg-boss: one job per deadline, and a restart loses none and fires none twice', () => {
  it('arms, stops the app, starts a new one on the same database, fires: each deadline once', async () => {
    const app1 = await buildApp({ config: testConfig(), database: t.database, logger: false });
    await app1.ready();
    await startBackgroundJobs(app1);
    const order = await freshOrder(1);
    await consume('order.assigned', order, new Date());
    expect(await scheduleSlaJobs(app1.ctx)).toBe(2);
    const timer = await timerOf(order, 'accept');
    expect(timer.scheduled_round).toBe(timer.round);
    const jobs = () =>
      rows<{ id: string; start_after: Date; state: string }>(
        t.database.db,
        sql`select id::text as id, start_after, state from pgboss.job
             where name = 'sla-timer' and singleton_key like ${`sla:1:${timer.id}:%`} order by start_after`,
      );
    expect((await jobs()).map((j) => date(j.start_after))).toEqual([timer.warn_at, timer.due_at]);
    await app1.close();

    const app2 = await buildApp({ config: testConfig(), database: t.database, logger: false });
    await app2.ready();
    try {
      await startBackgroundJobs(app2); // queues what waits: nothing new for this timer
      // a crash between queueing and marking would queue the round again: the same ids add nothing
      await t.database.db.execute(
        sql`update sla_timers set scheduled_round = 0 where enterprise_id = 1 and id = ${timer.id}`,
      );
      await scheduleSlaJobs(app2.ctx);
      const queued = await jobs();
      expect(queued).toHaveLength(2);

      // time passes: the warning's moment comes, then the deadline's
      const waitFor = async (state: string) => {
        for (let i = 0; i < 120 && (await timerOf(order, 'accept')).state !== state; i++)
          await new Promise((r) => setTimeout(r, 250));
        expect((await timerOf(order, 'accept')).state).toBe(state);
      };
      await t.database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'sla-timer' and id = ${queued[0]!.id}::uuid`,
      );
      await waitFor('warned');
      await t.database.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'sla-timer' and id = ${queued[1]!.id}::uuid`,
      );
      await waitFor('breached');
      // a job delivered again finds nothing to do
      expect(await fireSlaTimer(t.database.db, job(timer, 'warn'))).toBeNull();
      expect(await fireSlaTimer(t.database.db, job(timer, 'due'))).toBeNull();
      expect((await logOf(timer.id)).map((l) => l.kind)).toEqual(['warned', 'breached']);
      const events = await rows<{ kind: string }>(
        t.database.db,
        sql`select kind from domain_events where enterprise_id = 1 and object_id = ${order} and kind like 'order.sla%' order by id`,
      );
      expect(events.map((e) => e.kind)).toEqual(['order.slaWarned', 'order.slaBreached']);
    } finally {
      await app2.close();
    }
  });
});

describe('SLA consumer batches (docs/events.md "Delivery in batches")', () => {
  /** `n` demo orders of a priority with no clock yet. */
  const freshOrders = async (priority: number, n: number) =>
    (
      await rows<{ id: number }>(
        t.database.db,
        sql`select o.id::int as id from orders o where o.enterprise_id = 1 and o.priority = ${priority}
              and o.deleted_at is null
              and not exists (select 1 from sla_timers s where s.enterprise_id = 1 and s.object_id = o.id)
            order by o.id limit ${n}`,
      )
    ).map((r) => r.id);
  const clocksOf = async (objectId: number) =>
    (
      await rows<Record<string, unknown>>(
        t.database.db,
        sql`select step, state, round, scheduled_round, policy_id::int as policy_id, use_calendar, started_at,
                   warn_at, due_at, paused_at, warned_at, breached_at, met_at
              from sla_timers where enterprise_id = 1 and object_kind = 'order' and object_id = ${objectId}
             order by step`,
      )
    ).map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          k.endsWith('_at') && v !== null ? new Date(v as string).toISOString() : v,
        ]),
      ),
    );

  it('a batch arms the same timers as each event applied alone', async () => {
    const start = new Date('2026-11-26T01:00:00Z'); // Thursday 09:00 in Shanghai
    // per order: its priority, what happened before the batch (alone), and the batch's events in order
    const plans: {
      priority: number;
      before: DomainEventKind[];
      warn?: boolean;
      events: DomainEventKind[];
    }[] = [
      {
        priority: 1,
        before: [],
        events: [
          'order.created',
          'order.assigned',
          'order.refused',
          'order.assigned',
          'order.accepted',
          'order.paused',
          'order.resumed',
          'order.checkedIn',
          'order.completed',
        ],
      },
      {
        priority: 2,
        before: [],
        events: [
          'order.created',
          'order.assigned',
          'order.paused',
          'order.resumed',
          'order.assigned',
          'order.closed',
        ],
      },
      {
        priority: 3,
        before: [],
        events: [
          'order.created',
          'order.assigned',
          'order.paused',
          'order.resumed',
          'order.refused',
          'order.assigned',
        ],
      },
      {
        priority: 1,
        before: [],
        events: ['order.created', 'order.closed', 'order.created', 'order.assigned'],
      },
      {
        priority: 2,
        before: ['order.created'],
        warn: true,
        events: ['order.paused', 'order.resumed', 'order.assigned', 'order.accepted', 'order.completed'],
      },
      { priority: 1, before: ['order.created'], events: ['order.assigned', 'order.completed'] },
      {
        priority: 2,
        before: ['order.created', 'order.assigned'],
        events: ['order.refused', 'order.assigned', 'order.refused', 'order.assigned'],
      },
    ];
    const alone: number[] = [];
    const batched: number[] = [];
    const pool = new Map<number, number[]>();
    for (const p of new Set(plans.map((q) => q.priority)))
      pool.set(p, await freshOrders(p, 2 * plans.filter((q) => q.priority === p).length));
    for (const plan of plans) {
      const [a, b] = pool.get(plan.priority)!.splice(0, 2);
      alone.push(a!);
      batched.push(b!);
      for (const id of [a!, b!]) {
        for (const kind of plan.before) await consume(kind, id, start);
        if (plan.warn) {
          const timer = await timerOf(id, 'complete');
          expect(await fireSlaTimer(t.database.db, job(timer, 'warn'), plus(start, 90))).toBe('warned');
        }
      }
    }
    const at = (i: number) => plus(start, 100 + 7 * i);
    // one at a time: each event in its own transaction
    for (const [n, plan] of plans.entries())
      for (const [i, kind] of plan.events.entries()) await consume(kind, alone[n]!, at(i));
    // one batch: the orders' events interleaved, each order's in its own order
    const events: DomainEvent[] = [];
    for (let i = 0; i < Math.max(...plans.map((p) => p.events.length)); i++)
      for (const [n, plan] of plans.entries()) {
        const kind = plan.events[i];
        if (kind)
          events.push({
            enterpriseId: 1,
            id: ++eventSeq,
            kind,
            objectKind: 'order',
            objectId: batched[n]!,
            actorUserId: null,
            payload: {},
            createdAt: at(i),
          });
      }
    await asTenant(1, () =>
      t.database.db.transaction((tx) => slaConsumer.handleBatch!({ db: tx, enterpriseId: 1 }, events)),
    );
    for (const [n] of plans.entries()) {
      const expected = await clocksOf(alone[n]!);
      expect(expected.length).toBeGreaterThan(0);
      expect(await clocksOf(batched[n]!), `order plan ${n}`).toEqual(expected);
    }
    // the closed order's clocks are all void; the completed one's are met
    expect((await clocksOf(batched[1]!)).map((c) => c.state)).not.toContain('armed');
    expect((await clocksOf(batched[1]!)).some((c) => c.state === 'cancelled')).toBe(true);
    expect((await clocksOf(batched[4]!)).find((c) => c.step === 'complete')).toMatchObject({ state: 'met' });
  });
});
