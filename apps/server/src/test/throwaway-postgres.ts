/**
 * A PostgreSQL instance of the test's own (initdb into a temp dir, pg_ctl on a free loopback
 * port), for tests that stop and start the database under a running server without touching the
 * machine's shared cluster. As root, initdb and pg_ctl run as the `postgres` user (runuser).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/** The directory holding initdb and pg_ctl: PATH, pg_config --bindir, or the newest Debian install. */
export function findPostgresBin(): string | undefined {
  const has = (dir: string) =>
    fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && has(dir)) return dir;
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (has(path.join(debian, v, 'bin'))) return path.join(debian, v, 'bin');
  }
  return undefined;
}

/** Why this machine cannot run a throwaway instance, or undefined if it can. */
export function throwawayPostgresUnavailable(): string | undefined {
  if (process.platform === 'win32') return 'not supported on Windows';
  if (!findPostgresBin()) return 'initdb/pg_ctl not found (PATH, /usr/lib/postgresql/*/bin)';
  if (process.getuid?.() === 0) {
    try {
      fs.accessSync('/usr/sbin/runuser', fs.constants.X_OK);
    } catch {
      if (!fs.existsSync('/sbin/runuser')) return 'running as root without runuser';
    }
  }
  return undefined;
}

export interface ThrowawayPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** pg_ctl stop; 'fast' ends every session (57P01), 'immediate' is a crash. */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the instance if it runs and removes its directory. */
  dispose(): Promise<void>;
  /** The server log, for failure messages. */
  log(): string;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('initdb/pg_ctl not found');
  const asRoot = process.getuid?.() === 0;
  // as root: runuser -u postgres -- <cmd>; initdb refuses to run as root.
  const pgExec = (cmd: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { timeout: 60_000 })
      : run(path.join(bin, cmd), args, { timeout: 60_000 });

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-pg-'));
  if (asRoot) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(root, Number(uid.trim()), Number(gid.trim()));
  }
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  const port = await freePort();
  let running = false;
  const options = [
    `-p ${port}`,
    `-k ${root}`, // its own socket directory, not the shared /var/run/postgresql
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c shared_buffers=16MB',
    '-c max_connections=30',
  ].join(' ');

  // If the test process ends without dispose (a crash, a time-out), the instance must not outlive it:
  // an immediate shutdown of its postmaster (SIGQUIT, by the pid in its own postmaster.pid) on exit.
  const onExit = () => {
    try {
      const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // not running
    }
  };
  process.once('exit', onExit);

  const pg: ThrowawayPostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await pgExec('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options, 'start']);
      running = true;
    },
    stop: async (mode = 'fast') => {
      await pgExec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    dispose: async () => {
      if (running) await pg.stop('immediate').catch(() => undefined);
      process.removeListener('exit', onExit);
      fs.rmSync(root, { recursive: true, force: true });
    },
    log: () => {
      try {
        return fs.readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
  };
  try {
    await pgExec('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '--no-locale',
      '-E',
      'UTF8',
    ]);
    await pg.start();
  } catch (err) {
    await pg.dispose();
    throw err;
  }
  return pg;
}
