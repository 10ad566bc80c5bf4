import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { sweepUnusedEvalUploads } from './eval-sweep';
import { returnExpiredPool } from './pool-sweep';

export const EVAL_SWEEP_QUEUE = 'sweep-unused-eval-photos';
export const POOL_SWEEP_QUEUE = 'order-pool-sweep';

export const orderJobs = (ctx: AppContext): JobDef[] => [
  // daily at 19:00 UTC, 03:00 in China: the quietest hour of the enterprises' customers
  { name: EVAL_SWEEP_QUEUE, cron: '0 19 * * *', run: () => sweepUnusedEvalUploads(ctx) },
  // each minute: pooled orders past their time go back to assignment (issue 22)
  { name: POOL_SWEEP_QUEUE, cron: '* * * * *', run: () => returnExpiredPool(ctx) },
];
