import { SESSION_IDLE_MS } from '@fieldline/domain';
import type { Db } from '../../db/client';
import type { JobDef } from '../../core/jobs';
import { purgeExpired } from './queries';

export const authJobs = (db: Db): JobDef[] => [
  { name: 'purge-expired-sessions', cron: '0 * * * *', run: () => purgeExpired(db, SESSION_IDLE_MS) },
];
