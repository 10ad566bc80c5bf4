import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { runSlaJob } from './fire';
import { SLA_TIMER_QUEUE } from './schedule';

/** The SLA deadlines' queue: no cron, each job is sent for its timer's moment (schedule.ts). */
export const slaJobs = (ctx: AppContext): JobDef[] => [
  { name: SLA_TIMER_QUEUE, run: (data) => runSlaJob(ctx, data) },
];
