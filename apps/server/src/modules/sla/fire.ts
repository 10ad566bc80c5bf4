import { and, eq, inArray } from 'drizzle-orm';
import {
  LOCALES,
  SLA_MESSAGE_KINDS,
  SLA_STEP_LABELS,
  type Locale,
  type SlaLogKind,
  type SlaObjectKind,
  type SlaStep,
} from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { slaLog, slaPolicies, slaTimers } from '../../db/schema';
import { asTenant, mine, type TenantDb } from '../../core/tenant';
import { appendEvent } from '../events';
import { calendarOf } from './calendar';

/** What one pg-boss job of a timer carries: enterprise, timer, its round, and which deadline. */
export interface SlaJob {
  e: number;
  id: number;
  round: number;
  phase: 'warn' | 'due';
}

const wallTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/** A lead in minutes as people say it: 1小时30分钟 / 1 h 30 min. */
export function leadText(minutes: number, locale: Locale) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (locale === 'zh_CN') return `${h ? `${h}小时` : ''}${m || !h ? `${m}分钟` : ''}`;
  return [h ? `${h} h` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** The message placeholders of spec-business §3 (sla_type, sla_step, sla_step_time, sla_warn), per language. */
async function placeholders(
  t: TenantDb,
  policy: { name: string; steps: { step: string; warnMinutes: number }[] },
  step: SlaStep,
  dueAt: Date,
) {
  const { timeZone } = await calendarOf(t);
  const warn = policy.steps.find((s) => s.step === step)?.warnMinutes ?? 0;
  return Object.fromEntries(
    LOCALES.map((l) => [
      l,
      {
        sla_type: policy.name,
        sla_step: SLA_STEP_LABELS[step][l],
        sla_step_time: wallTime(dueAt, timeZone),
        sla_warn: leadText(warn, l),
      },
    ]),
  );
}

/**
 * Fires one deadline of a timer (the pg-boss job's work), once: the timer moves armed → warned
 * (warning) or armed/warned → breached (deadline) only if it is still in the job's round; a job of
 * an earlier round, a paused, met or cancelled clock, or a second delivery of the same job finds
 * nothing to change. In the same transaction: the overtime log row (unique per round and kind) and
 * the domain event the message centre turns into messages. Answers what happened, or null.
 */
export async function fireSlaTimer(db: Db, job: SlaJob, now = new Date()): Promise<SlaLogKind | null> {
  const kind: SlaLogKind = job.phase === 'warn' ? 'warned' : 'breached';
  return asTenant(job.e, () =>
    db.transaction(async (tx) => {
      const t = { db: tx, enterpriseId: job.e, user: null, written: { events: 0 } };
      const [timer] = await tx
        .update(slaTimers)
        .set(
          job.phase === 'warn'
            ? { state: 'warned', warnedAt: now, updatedAt: now }
            : { state: 'breached', breachedAt: now, updatedAt: now },
        )
        .where(
          mine(
            t,
            slaTimers,
            eq(slaTimers.id, job.id),
            eq(slaTimers.round, job.round),
            inArray(slaTimers.state, job.phase === 'warn' ? ['armed'] : ['armed', 'warned']),
          ),
        )
        .returning();
      if (!timer) return null;
      const [logged] = await tx
        .insert(slaLog)
        .values({
          enterpriseId: job.e,
          timerId: timer.id,
          round: timer.round,
          kind,
          policyId: timer.policyId,
          objectKind: timer.objectKind,
          objectId: timer.objectId,
          objectNo: timer.objectNo,
          objectTitle: timer.objectTitle,
          step: timer.step,
          startedAt: timer.startedAt,
          dueAt: timer.dueAt,
          loggedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: slaLog.id });
      if (!logged) return null;
      const [policy] = await tx
        .select({ name: slaPolicies.name, steps: slaPolicies.steps })
        .from(slaPolicies)
        .where(and(mine(t, slaPolicies, eq(slaPolicies.id, timer.policyId))));
      const objectKind = timer.objectKind as SlaObjectKind;
      await appendEvent(t, SLA_MESSAGE_KINDS[objectKind][kind], timer.objectId, {
        ...(objectKind === 'order'
          ? { orderNo: timer.objectNo }
          : { event_no: timer.objectNo, eventNo: timer.objectNo }),
        title: timer.objectTitle,
        step: timer.step,
        dueAt: timer.dueAt.toISOString(),
        placeholders: await placeholders(
          t,
          policy ?? { name: '', steps: [] },
          timer.step as SlaStep,
          timer.dueAt,
        ),
      });
      return kind;
    }),
  );
}

/** The job's work: fire, then hand the warning's or breach's event to the message centre. */
export async function runSlaJob(ctx: Pick<AppContext, 'db' | 'events'>, data: unknown) {
  const fired = await fireSlaTimer(ctx.db, data as SlaJob);
  if (fired) ctx.events.kick();
  return { fired };
}
