import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export interface JobDef {
  name: string;
  /** Cron expression (UTC) when the job runs on a schedule. */
  cron?: string;
  /** Idempotent and safe to retry; `data` is what the job was sent with. */
  run(data: unknown): Promise<unknown>;
}

export interface Jobs {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** pg-boss on the same database; on PGlite through the single connection's SQL runner. */
export async function startJobs(database: Database, defs: JobDef[], log: FastifyBaseLogger): Promise<Jobs> {
  const options: PgBoss.ConstructorOptions =
    database.engine === 'postgres'
      ? { db: { executeSql: (text: string, values?: unknown[]) => database.sql.query(text, values) } }
      : {
          db: { executeSql: (text: string, values?: unknown[]) => database.sql.query(text, values) },
          // One connection: keep background polling modest.
          monitorStateIntervalSeconds: 60,
          maintenanceIntervalSeconds: 120,
        };
  const boss = new PgBoss({ ...options, schema: 'pgboss' });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const def of defs) {
    await boss.createQueue(def.name);
    await boss.work(def.name, async (jobs) => {
      for (const job of jobs) {
        const result = await def.run(job.data);
        log.info({ job: def.name, result }, 'job done');
      }
    });
    if (def.cron) await boss.schedule(def.name, def.cron);
  }
  return { boss, stop: () => boss.stop({ graceful: true, timeout: 5000 }) };
}
