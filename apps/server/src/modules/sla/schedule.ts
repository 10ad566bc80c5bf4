import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { rows } from '../../db/client';
import { allTenants } from '../../core/tenant';
import type { SlaJob } from './fire';

/** The pg-boss queue of SLA deadlines: one job per timer deadline, started after it. */
export const SLA_TIMER_QUEUE = 'sla-timer';
const BATCH = 1_000;

interface Unscheduled {
  enterprise_id: string | number;
  id: string | number;
  round: number;
  state: string;
  warn_at: Date | string | null;
  due_at: Date | string;
}

/** The same job always gets the same id (enterprise, timer, round, phase): queueing it twice adds nothing. */
export function slaJobId(job: SlaJob) {
  const h = createHash('sha256').update(`sla:${job.e}:${job.id}:${job.round}:${job.phase}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The jobs of a timer's round: its warning (while armed) and its deadline (while open). */
export function jobsOf(r: Unscheduled) {
  const job = (phase: SlaJob['phase'], at: Date | string) => {
    const data: SlaJob = { e: Number(r.enterprise_id), id: Number(r.id), round: r.round, phase };
    return {
      id: slaJobId(data),
      name: SLA_TIMER_QUEUE,
      data,
      startAfter: new Date(at).toISOString(),
      singletonKey: `sla:${data.e}:${data.id}:${data.round}:${phase}`,
    };
  };
  if (r.state !== 'armed' && r.state !== 'warned') return [];
  return [...(r.state === 'armed' && r.warn_at ? [job('warn', r.warn_at)] : []), job('due', r.due_at)];
}

/**
 * Queues the pg-boss jobs of every timer whose round has none yet (the partial index on
 * round <> scheduled_round: only the clocks just armed or resumed, never a scan of all open ones),
 * then marks that round queued. Runs after each dispatch pass and when jobs start (a crash between
 * a consumer's commit and this loses nothing: the row still waits). Without pg-boss (JOBS=false)
 * it does nothing and the rows wait. Answers how many jobs were queued.
 */
export async function scheduleSlaJobs(ctx: Pick<AppContext, 'db' | 'jobs'>) {
  const boss = ctx.jobs?.boss;
  if (!boss) return 0;
  let queued = 0;
  for (;;) {
    const batch = await allTenants(() =>
      rows<Unscheduled>(
        ctx.db,
        sql`select enterprise_id, id, round, state, warn_at, due_at from sla_timers
             where round <> scheduled_round order by id limit ${BATCH}`,
      ),
    );
    if (!batch.length) return queued;
    const jobs = batch.flatMap(jobsOf);
    if (jobs.length) await boss.insert(jobs);
    queued += jobs.length;
    const list = (pick: (r: Unscheduled) => unknown) => `{${batch.map(pick).join(',')}}`;
    await allTenants(() =>
      ctx.db.execute(
        sql`update sla_timers s set scheduled_round = x.round
              from unnest(${list((r) => r.enterprise_id)}::bigint[], ${list((r) => r.id)}::bigint[],
                          ${list((r) => r.round)}::int[]) as x(e, id, round)
             where s.enterprise_id = x.e and s.id = x.id and s.round = x.round`,
      ),
    );
    if (batch.length < BATCH) return queued;
  }
}
