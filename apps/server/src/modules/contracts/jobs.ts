import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { produceAll } from './production';

export const MAINTENANCE_PRODUCTION_QUEUE = 'maintenance-production';

export const contractJobs = (ctx: AppContext): JobDef[] => [
  // 16:00 UTC is 00:00 in China (no daylight saving): each plan's own frequency decides whether today counts
  { name: MAINTENANCE_PRODUCTION_QUEUE, cron: '0 16 * * *', run: () => produceAll(ctx.db) },
];
