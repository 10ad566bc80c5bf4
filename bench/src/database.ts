/**
 * The bench's own database: an on-disk PGlite in a temporary DATA_DIR by default, or, when
 * DATABASE_URL is set, a fresh PostgreSQL database `fl_bench_<ts>` created from that URL and
 * dropped at the end (kept with BENCH_KEEP=1, for EXPLAIN by hand). Never touches the database
 * DATABASE_URL names itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Database } from '@fieldline/server/src/db/client';

export interface BenchDatabase {
  database: Database;
  dataDir: string;
  /** Where the app's config should point: the fresh database's URL, or undefined for PGlite. */
  databaseUrl?: string;
  label: string;
  /** Closes the connection(s), then removes the temp dir or drops the database. Callers share one run. */
  dispose(): Promise<void>;
}

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on the server DATABASE_URL names (create/drop database), through the server's own client. */
async function adminQuery(url: string, dataDir: string, text: string) {
  const admin = await openDatabase({ dataDir, databaseUrl: url });
  try {
    await admin.sql.query(text);
  } finally {
    await admin.close();
  }
}

export async function openBenchDatabase(baseUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-bench-'));
  let name: string | undefined;
  let database: Database | undefined;
  let disposing: Promise<void> | undefined;
  const dispose = () =>
    (disposing ??= (async () => {
      await database?.close().catch(() => undefined);
      if (process.env.BENCH_KEEP === '1') {
        console.info(`kept: ${baseUrl && name ? withDatabase(baseUrl, name) : dataDir}`);
        return;
      }
      if (baseUrl && name) await adminQuery(baseUrl, dataDir, `drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  try {
    let databaseUrl: string | undefined;
    if (baseUrl) {
      name = `fl_bench_${Date.now()}_${process.pid}`;
      await adminQuery(baseUrl, dataDir, `create database ${name}`);
      databaseUrl = withDatabase(baseUrl, name);
    }
    database = await openDatabase({ dataDir, databaseUrl });
    await migrate(database);
    const label = baseUrl
      ? `postgres (database ${name} on ${new URL(baseUrl).host})`
      : `pglite (on disk, ${dataDir})`;
    return { database, dataDir, databaseUrl, label, dispose };
  } catch (err) {
    await dispose().catch(() => undefined);
    throw err;
  }
}
