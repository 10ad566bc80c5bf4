import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { deleteOldPositions } from './positions';

export const POSITION_RETENTION_QUEUE = 'staff-position-retention';

export const dispatchMapJobs = (ctx: AppContext): JobDef[] => [
  // daily at 19:30 UTC, 03:30 in China: positions past their 90 days go (issue 26)
  { name: POSITION_RETENTION_QUEUE, cron: '30 19 * * *', run: () => deleteOldPositions(ctx) },
];
