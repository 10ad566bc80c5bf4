/**
 * The real server as a child process (`node --import tsx apps/server/src/main.ts`), for the tests
 * that must kill or starve it: SIGKILL durability, a database restart under a running server.
 * Loopback only, jobs off unless asked, logging off; the caller picks the data (DATA_DIR or
 * DATABASE_URL) and stops the process by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { DEMO_PASSWORD } from '../seed/demo';
import { resolvePhone, type DemoAccount, type Phone } from './accounts';

const SERVER_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const MAIN_TS = path.join(SERVER_DIR, 'src/main.ts');

/** Servers still running; if the test process ends without stopping one, it is killed on exit. */
const running = new Set<number>();
process.once('exit', () => {
  for (const pid of running) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Answer {
  status: number;
  /** The parsed JSON body, or undefined if it was not JSON. */
  body: { success?: boolean; code?: string; message?: string; data?: unknown } | undefined;
  text: string;
  ms: number;
}

/** One HTTP call with a time limit; a refused connection or a time-out rejects. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const t0 = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
  });
  const text = await res.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = undefined;
  }
  return { status: res.status, body, text, ms: performance.now() - t0 };
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  /** Resolves when the process has ended, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whatever the process printed (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends a signal to this process (by pid) and waits for it to end; SIGKILL if SIGTERM is ignored. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  databaseUrl?: string;
  jobs?: boolean;
  /** How long to wait for /api/healthz to answer 200 (default 60 s). */
  readyTimeoutMs?: number;
}

/** Starts main.ts on a free loopback port and waits until /api/healthz answers 200. */
export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN_TS], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      JOBS: opts.jobs ? 'true' : 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (c: Buffer) => (printed += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (printed += c.toString()));
  let done = false;
  running.add(child.pid!);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      done = true;
      running.delete(child.pid!);
      resolve({ code, signal });
    }),
  );
  const server: ServerProcess = {
    child,
    pid: child.pid!,
    port,
    base,
    exited,
    output: () => printed,
    stop: async (signal = 'SIGTERM') => {
      if (done) return;
      process.kill(child.pid!, signal);
      const timer = setTimeout(() => !done && process.kill(child.pid!, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (done) throw new Error(`server exited before it was ready:\n${printed}`);
    const answer = await call(base, 'GET', '/api/healthz', { timeoutMs: 2_000 }).catch(() => undefined);
    if (answer?.status === 200 && answer.body?.success) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`server not ready within ${opts.readyTimeoutMs ?? 60_000} ms:\n${printed}`);
}

export interface HttpSession {
  token: string;
  csrfToken: string;
}

/**
 * Signs in through the real API (a demo account by name, or a phone number) and reads the CSRF
 * token from sessionUser/info.
 */
export async function signIn(
  base: string,
  who: DemoAccount | Phone,
  password = DEMO_PASSWORD,
): Promise<HttpSession> {
  const login = await call(base, 'POST', '/api/stand/pwdLogin', {
    body: { phone: resolvePhone(who), password },
  });
  const token = (login.body?.data as { token?: string } | undefined)?.token;
  if (!login.body?.success || !token) throw new Error(`sign-in failed: ${login.status} ${login.text}`);
  const info = await call(base, 'GET', '/api/v2/sessionUser/info', { headers: { token } });
  const csrfToken = (info.body?.data as { csrfToken?: string } | undefined)?.csrfToken;
  if (!info.body?.success || !csrfToken) throw new Error(`sessionUser/info failed: ${info.text}`);
  return { token, csrfToken };
}
