import type { AppContext } from '../../app-context';
import type { JobDef } from '../../core/jobs';
import { produceAll } from './production';
import { notifyExpiringContracts, notifyOverduePayments } from './reminders';

export const MAINTENANCE_PRODUCTION_QUEUE = 'maintenance-production';
export const OVERDUE_PAYMENTS_QUEUE = 'sales-payments-overdue';
export const EXPIRING_CONTRACTS_QUEUE = 'contracts-expiring';

export const contractJobs = (ctx: AppContext): JobDef[] => [
  // 16:00 UTC is 00:00 in China (no daylight saving): each plan's own frequency decides whether today counts
  { name: MAINTENANCE_PRODUCTION_QUEUE, cron: '0 16 * * *', run: () => produceAll(ctx.db) },
  // 00:00 UTC is 08:00 in China, the hour of the daily pushes: overdue instalments, each told once
  { name: OVERDUE_PAYMENTS_QUEUE, cron: '0 0 * * *', run: () => notifyOverduePayments(ctx.db) },
  // and contracts ending within 30 days, each told once
  { name: EXPIRING_CONTRACTS_QUEUE, cron: '0 0 * * *', run: () => notifyExpiringContracts(ctx.db) },
];
