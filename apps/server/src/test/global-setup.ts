import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, migrate, wrapPglite, wrapPool } from '../db/client';
import { seedDemoIfEmpty } from '../seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
    runId: string;
  }
}

/**
 * Migrates and seeds one template per run; each test file then gets its own copy:
 * a PGlite data-dir dump loaded in memory, or a PostgreSQL database created from the template.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  project.provide('runId', runId);
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `fl_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 2 });
    const database = wrapPool(pool);
    await migrate(database);
    await seedDemoIfEmpty(database.db);
    await pool.end();
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`fl_t_${runId}_%`, template],
      );
      for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    };
  }
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = wrapPglite(pglite);
  await migrate(database);
  await seedDemoIfEmpty(database.db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `fieldline-template-${runId}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(file, { force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
