import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';

/**
 * The safety net: each minute the sweep wakes the dispatcher, so an event whose request ended before
 * it was dispatched (a crash, another instance) is delivered within a minute.
 */
export const eventJobs = (ctx: AppContext): JobDef[] => [
  {
    name: 'events-sweep',
    cron: '* * * * *',
    run: async () => {
      ctx.events.kick();
      await ctx.events.idle();
      return null;
    },
  },
];
