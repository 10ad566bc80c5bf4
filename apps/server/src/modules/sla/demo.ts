import { sql } from 'drizzle-orm';
import { ORDER_STATES, SLA_DEFAULT_WEEK, SLA_TIME_ZONE_DEFAULT } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { slaCalendars, slaLog, slaPolicies, slaTimers } from '../../db/schema';
import { mineSql } from '../../core/tenant';

const MIN = 60_000;

/**
 * Demo SLA: the office calendar (Monday-Friday 09:00-18:00), a policy for every work order and one
 * for service-desk events, and two clocks on demo orders: an order pending acceptance whose
 * acceptance is breached (assigned 3 hours ago, 1 hour allowed), and an order pending service whose
 * arrival is warned (accepted 3 h 40 min ago, 4 hours allowed, warned 30 minutes ahead: due in 20
 * minutes, so with jobs running it breaches then). Both are on /overtimeLog. The orders are ones no
 * domain event names (seeded as rows, not raised through the order service like a maintenance plan's
 * order): the SLA consumer, delivering such an order's events after the seed, would arm its clocks
 * again and replace the demo's.
 */
export async function seedDemoSla(tx: Db, enterpriseId: number, adminUserId: number) {
  const t = { db: tx, enterpriseId };
  await tx.insert(slaCalendars).values({
    enterpriseId,
    timeZone: SLA_TIME_ZONE_DEFAULT,
    week: SLA_DEFAULT_WEEK,
    updatedBy: adminUserId,
  });
  const [policy] = await tx
    .insert(slaPolicies)
    .values({
      enterpriseId,
      name: '标准工单SLA',
      objectKind: 'order',
      rank: 100,
      steps: [
        { step: 'respond', minutes: 30, timeoutMinutes: 0, warnMinutes: 10 },
        { step: 'accept', minutes: 60, timeoutMinutes: 0, warnMinutes: 10 },
        { step: 'arrive', minutes: 240, timeoutMinutes: 0, warnMinutes: 30 },
        { step: 'complete', minutes: 1440, timeoutMinutes: 0, warnMinutes: 120 },
      ],
      createdBy: adminUserId,
    })
    .returning({ id: slaPolicies.id });
  await tx.insert(slaPolicies).values({
    enterpriseId,
    name: '事件响应SLA',
    objectKind: 'serviceEvent',
    rank: 100,
    useCalendar: true,
    steps: [
      { step: 'respond', minutes: 30, timeoutMinutes: 0, warnMinutes: 10 },
      { step: 'complete', minutes: 480, timeoutMinutes: 0, warnMinutes: 60 },
    ],
    createdBy: adminUserId,
  });
  const pick = (state: number) =>
    rows<{ id: number; order_no: string; title: string }>(
      tx,
      sql`select o.id::int as id, o.order_no, o.title from orders o
           where ${mineSql(t, 'o')} and o.state = ${state} and o.deleted_at is null and o.pooled_at is null
             and not exists (select 1 from domain_events d where ${mineSql(t, 'd')}
                              and d.object_kind = 'order' and d.object_id = o.id)
           order by o.id desc limit 1`,
    );
  const [breached] = await pick(ORDER_STATES.acceptance);
  const [warned] = await pick(ORDER_STATES.service);
  const now = Date.now();
  const at = (minutes: number) => new Date(now + minutes * MIN);
  const clocks = [
    breached && {
      order: breached,
      step: 'accept',
      state: 'breached',
      startedAt: at(-180),
      warnAt: at(-130),
      dueAt: at(-120),
      warnedAt: at(-130),
      breachedAt: at(-120),
      logs: ['warned', 'breached'] as const,
    },
    warned && {
      order: warned,
      step: 'arrive',
      state: 'warned',
      startedAt: at(-220),
      warnAt: at(-10),
      dueAt: at(20),
      warnedAt: at(-10),
      breachedAt: null,
      logs: ['warned'] as const,
    },
  ];
  for (const c of clocks) {
    if (!c) continue;
    const [timer] = await tx
      .insert(slaTimers)
      .values({
        enterpriseId,
        policyId: policy!.id,
        objectKind: 'order',
        objectId: c.order.id,
        objectNo: c.order.order_no,
        objectTitle: c.order.title,
        step: c.step,
        state: c.state,
        // a breached clock has no deadline left to queue; the warned one's deadline is queued at start
        scheduledRound: c.state === 'breached' ? 1 : 0,
        startedAt: c.startedAt,
        warnAt: c.warnAt,
        dueAt: c.dueAt,
        warnedAt: c.warnedAt,
        breachedAt: c.breachedAt,
      })
      .returning({ id: slaTimers.id });
    for (const kind of c.logs)
      await tx.insert(slaLog).values({
        enterpriseId,
        timerId: timer!.id,
        round: 1,
        kind,
        policyId: policy!.id,
        objectKind: 'order',
        objectId: c.order.id,
        objectNo: c.order.order_no,
        objectTitle: c.order.title,
        step: c.step,
        startedAt: c.startedAt,
        dueAt: c.dueAt,
        loggedAt: kind === 'warned' ? c.warnedAt : c.breachedAt!,
      });
  }
}
