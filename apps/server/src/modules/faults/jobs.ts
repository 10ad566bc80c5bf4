import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { forEachEnterprise } from '../../core/tenant';
import type { Db } from '../../db/client';
import { rebuildFaultParts } from './replacements';

export const FAULT_PARTS_REBUILD_QUEUE = 'fault-parts-rebuild';

/**
 * The nightly catch-up of the fault replacement sums (fault_part_daily, fault_part_monthly): each
 * enterprise's recounted from its picks and part lines, as the statistics' aggregates are, so a sum
 * that a write outside picks.ts or the part lines left behind is made good by morning.
 */
export const rebuildAllFaultParts = (db: Db) => forEachEnterprise(db, rebuildFaultParts);

export const faultJobs = (ctx: Pick<AppContext, 'db'>): JobDef[] => [
  // 19:15 UTC is 03:15 in China, after the statistics' nightly recount
  { name: FAULT_PARTS_REBUILD_QUEUE, cron: '15 19 * * *', run: () => rebuildAllFaultParts(ctx.db) },
];
