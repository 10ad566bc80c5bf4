/**
 * The HTTP load client. run.ts forks this file once and sends it one scenario at a time over IPC,
 * so the load generator never shares a CPU thread (or an event loop) with the server it measures.
 * Loopback only: it refuses any host other than 127.0.0.1.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { warmThenMeasure, type LoadSample } from './load';

export interface HttpScenario {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  /** Paths rotated per request like the headers (instead of `path`, when given). */
  paths?: string[];
  /** Rotated per request (request n uses entry n mod length); empty means no extra headers. */
  headers: Record<string, string>[];
  /** JSON bodies, rotated like the headers. */
  bodies?: string[];
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  maxRequests: number;
  offset?: number;
}

const EXPECT_STATUS = 200;
const EXPECT_TEXT = '"success":true';
const REQUEST_TIMEOUT_MS = 30_000;

function send(agent: http.Agent, s: HttpScenario, seq: number): Promise<void> {
  const extra = s.headers.length ? s.headers[seq % s.headers.length]! : {};
  const body = s.bodies?.length ? s.bodies[seq % s.bodies.length]! : undefined;
  const path = s.paths?.length ? s.paths[seq % s.paths.length]! : s.path;
  const headers: Record<string, string | number> = { ...extra };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: s.port, method: s.method, path, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== EXPECT_STATUS)
            reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
          else if (!text.includes(EXPECT_TEXT)) reject(new Error(`unexpected body: ${text.slice(0, 200)}`));
          else resolve();
        });
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

export async function runHttp(s: HttpScenario): Promise<LoadSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: s.concurrency });
  try {
    return await warmThenMeasure(s, (seq) => send(agent, s, seq));
  } finally {
    agent.destroy();
  }
}

type Request = { id: number; scenario: HttpScenario };
type Reply = { id: number; sample?: LoadSample; error?: string };

/** Parent side: a forked client process that runs scenarios one after another. */
export class LoadClient {
  private readonly child: ChildProcess;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve(s: LoadSample): void; reject(e: Error): void }>();

  constructor() {
    this.child = fork(fileURLToPath(import.meta.url), ['--client'], {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (msg: Reply) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.sample) p.resolve(msg.sample);
      else p.reject(new Error(msg.error ?? 'load client failed'));
    });
    this.child.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`load client exited (${code})`));
      this.pending.clear();
    });
  }

  run(scenario: HttpScenario): Promise<LoadSample> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, scenario } satisfies Request);
    });
  }

  close() {
    if (this.child.connected) this.child.disconnect();
    if (this.child.exitCode === null) this.child.kill();
  }
}

// Child side.
if (process.argv.includes('--client') && process.send) {
  process.on('disconnect', () => process.exit(0));
  process.on('message', (msg: Request) => {
    runHttp(msg.scenario).then(
      (sample) => process.send!({ id: msg.id, sample } satisfies Reply),
      (err: unknown) => process.send!({ id: msg.id, error: String(err) } satisfies Reply),
    );
  });
}
