import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { runDailyPushes, runDueNotices } from './sweep';

export const NOTICES_SWEEP_QUEUE = 'notices-sweep';

/**
 * Each minute: the timed notices now due, then (from 08:00 enterprise time, once a day per
 * enterprise) the to-do push and the warranty reminders. Safe to run twice or in two processes.
 */
export const noticeJobs = (ctx: AppContext): JobDef[] => [
  {
    name: NOTICES_SWEEP_QUEUE,
    cron: '* * * * *',
    run: async () => {
      const now = new Date();
      const timed = await runDueNotices(ctx.db, now);
      return { timed, ...(await runDailyPushes(ctx.db, now)) };
    },
  },
];
