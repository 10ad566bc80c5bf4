import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the real server migrated and seeded once (global-setup.ts); each spec's server starts on a copy. */
    seededDataDir: string;
  }
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const READY_TIMEOUT_MS = 300_000;

export interface RunningServer {
  url: string;
  /** Everything the server printed so far (stdout and stderr). */
  log(): string;
  stop(): Promise<void>;
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer /api/healthz within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the real server (built web app, its own embedded database with the demo data) on a free
 * port, and answers once /api/healthz does. The database is a copy of the one the run's global
 * setup migrated and seeded once (e2e/src/global-setup.ts), so a spec does not pay for that again.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  /** A data directory to use and keep (the global setup's); by default a copy of the seeded one, removed on stop. */
  keptDataDir?: string,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = keptDataDir ?? (await mkdtemp(path.join(tmpdir(), 'fieldline-e2e-')));
  const seeded = keptDataDir ? '' : inject('seededDataDir');
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, JOBS: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://localhost:${port}`;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, log: () => log, stop };
}
