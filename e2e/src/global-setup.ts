import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/**
 * Starts the real server once on an empty data directory (it migrates and seeds the demo enterprise as
 * `npm start` does), stops it cleanly and keeps the directory for the run: migrating and seeding took
 * a good part of each spec's start.
 */
export default async function setup(project: TestProject) {
  project.provide('seededDataDir', '');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fieldline-e2e-seed-'));
  const server = await startServer({}, dataDir);
  await server.stop();
  project.provide('seededDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
