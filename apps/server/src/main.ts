import { buildApp, startBackgroundJobs } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/client';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoIfEmpty } from './seed/demo';
import { FREE_DEMO_USERS, FREE_ENTERPRISE } from './seed/demo-free';
import { syncBuiltInMenus } from './modules/menus';

const started = Date.now();
const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
const seeded = await seedDemoIfEmpty(database.db);
await syncBuiltInMenus(database.db);
const app = await buildApp({ config, database });
if (config.jobs) await startBackgroundJobs(app);
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
console.info(
  [
    '',
    `Fieldline is serving at ${url}  (${database.engine}${config.databaseUrl ? '' : `, data in ${config.dataDir}`}; ready in ${Date.now() - started} ms)`,
    seeded ? 'Seeded the demo enterprise.' : '',
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_USERS.map((u) => `  ${u.phone}  ${u.name}  ${u.role}`),
    `Free version (${FREE_ENTERPRISE}):`,
    ...FREE_DEMO_USERS.map((u) => `  ${u.phone}  ${u.name}  ${u.role}`),
    '',
  ]
    .filter((l) => l !== '')
    .join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
