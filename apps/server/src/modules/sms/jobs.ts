import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { markInterrupted, sendQueuedSms } from './sending';

/**
 * Each minute: send what is queued (the safety net behind the send after each dispatch, see
 * app.ts) and mark messages a crash left `sending` as interrupted.
 */
export const smsJobs = (ctx: AppContext, log: FastifyBaseLogger): JobDef[] => [
  {
    name: 'sms-send-sweep',
    cron: '* * * * *',
    run: async () => {
      const interrupted = await markInterrupted(ctx.db);
      const sent = await sendQueuedSms(ctx.db, ctx.sms, log);
      return { sent, interrupted };
    },
  },
];
