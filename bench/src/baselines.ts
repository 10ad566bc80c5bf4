/**
 * The raw baselines every API figure is divided by, measured in the same run on the same machine.
 *
 * A raw twin of a route is a bare `node:http` handler (no framework, no hooks, no validation, no
 * ORM) that sends **the same SQL the server sent** for the same request through the bare driver
 * (PGlite's `query`, or the pg Pool's), and answers `{"success":true,"data":<rows>}`. The SQL is
 * captured from the server itself: before a scenario is measured, each of its request variants
 * (one per token, account, …) goes once through the real server while every call it makes to the
 * driver is recorded, in order, with its parameters, and with which calls it ran side by side
 * (Promise.all). The twin replays that recording: the same statements, the same values, the same
 * parallelism. So a ratio of 1.00 means the route costs nothing beyond its SQL and bare HTTP, and
 * the baselines cannot drift from the code.
 *
 * Also here: a fixed-body handler (the HTTP ceiling of this machine and client, no database).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@fieldline/server/src/db/client';

/** One call the server made to the driver, replayable as it was made. */
export interface CapturedCall {
  /** The arguments of `query`, as passed (text/config, values, options). */
  args: unknown[];
  /** Started while the previous call was still running (the two were sent side by side). */
  parallel: boolean;
  /** The call's number in its capture, and the numbers of the calls that had answered when it was sent. */
  id?: number;
  after?: number[];
  text: string;
  values: unknown[];
}

type Query = (...args: unknown[]) => Promise<{ rows: unknown[] }>;
const driverOf = (database: Database) => (database.pglite ?? database.pool) as unknown as { query: Query };

export function describeArgs(args: unknown[]): { text: string; values: unknown[] } {
  const [first, second] = args;
  const config =
    typeof first === 'object' && first !== null ? (first as { text?: unknown; values?: unknown }) : {};
  const text = typeof first === 'string' ? first : typeof config.text === 'string' ? config.text : '';
  const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
  return { text, values };
}

/** Numbers the calls of a capture and notes, for each, which calls had answered when it was sent. */
export function callOrder() {
  let next = 0;
  const answered: number[] = [];
  return {
    sent: () => ({ id: next++, after: [...answered] }),
    answered: (id: number) => void answered.push(id),
  };
}

/**
 * Records every call the server makes to the driver's `query` while `action` runs (statements in
 * transactions go through a checked-out client and are not seen; the routes replayed here use none).
 */
export async function captureQueries(
  database: Database,
  action: () => Promise<void>,
): Promise<CapturedCall[]> {
  const target = driverOf(database);
  const own = Object.prototype.hasOwnProperty.call(target, 'query');
  const original = target.query;
  const seen: CapturedCall[] = [];
  const order = callOrder();
  let inFlight = 0;
  target.query = function (this: unknown, ...args: unknown[]) {
    const sent = order.sent();
    seen.push({ args, parallel: inFlight > 0, ...sent, ...describeArgs(args) });
    inFlight++;
    const settle = () => {
      inFlight--;
      order.answered(sent.id);
    };
    const out = original.apply(this, args) as unknown;
    if (out instanceof Promise) out.then(settle, settle);
    else settle();
    return out as Promise<{ rows: unknown[] }>;
  };
  try {
    await action();
  } finally {
    if (own) target.query = original;
    else delete (target as Partial<typeof target>).query;
  }
  return seen;
}

/** The same call with some parameter values replaced (a fresh token instead of the captured one). */
export function substitute(call: CapturedCall, swap: Map<unknown, () => unknown>): CapturedCall {
  const map = (vs: unknown[]) => vs.map((v) => (swap.has(v) ? swap.get(v)!() : v));
  const [first, second, ...rest] = call.args;
  const args =
    typeof first === 'object' && first !== null && Array.isArray((first as { values?: unknown }).values)
      ? [{ ...(first as object), values: map((first as { values: unknown[] }).values) }, second, ...rest]
      : Array.isArray(second)
        ? [first, map(second), ...rest]
        : call.args;
  return { ...call, args: args.slice(0, call.args.length), ...describeArgs(args) };
}

/**
 * The same call with every string passed through `edit` wherever it occurs: in its values and in
 * its text (PGlite's EXECUTE carries its values as literals in the text), Date values too.
 */
export function rewrite(call: CapturedCall, edit: (s: string) => string): CapturedCall {
  const map = (vs: unknown[]) =>
    vs.map((v) =>
      typeof v === 'string' ? edit(v) : v instanceof Date ? new Date(edit(v.toISOString())) : v,
    );
  const [first, second, ...rest] = call.args;
  const values = Array.isArray(second) ? map(second) : second;
  let args = call.args;
  if (typeof first === 'string') args = [edit(first), values, ...rest];
  else if (typeof first === 'object' && first !== null) {
    const config = first as { text?: unknown; values?: unknown };
    args = [
      {
        ...config,
        ...(typeof config.text === 'string' ? { text: edit(config.text) } : {}),
        ...(Array.isArray(config.values) ? { values: map(config.values) } : {}),
      },
      values,
      ...rest,
    ];
  }
  return { ...call, args: args.slice(0, call.args.length), ...describeArgs(args) };
}

/**
 * Sends recorded calls again through the bare driver, side by side where the server did: each call
 * once the calls that had answered when the server sent it have answered here (calls captured
 * without that order: runs of side-by-side calls, one after the other).
 */
export async function replay(database: Database, calls: CapturedCall[]): Promise<unknown[][]> {
  const driver = driverOf(database);
  if (calls.every((c) => c.after)) {
    const byId = new Map<number, Promise<unknown[]>>();
    return Promise.all(
      calls.map((c) => {
        const rows = Promise.all(c.after!.map((id) => byId.get(id)))
          .then(() => driver.query(...c.args))
          .then((r) => r.rows);
        if (c.id !== undefined) byId.set(c.id, rows);
        return rows;
      }),
    );
  }
  const out: unknown[][] = [];
  for (let i = 0; i < calls.length;) {
    let j = i + 1;
    while (j < calls.length && calls[j]!.parallel) j++;
    const results = await Promise.all(calls.slice(i, j).map((c) => driver.query(...c.args)));
    for (const r of results) out.push(r.rows);
    i = j;
  }
  return out;
}

export const isWrite = (c: CapturedCall) => /^\s*(insert|update|delete)\b/i.test(c.text);

/** A raw handler: gets the parsed body and the request's variant number, answers `data`. */
export type RawHandler = (req: { variant: number; body: unknown }) => Promise<unknown>;

export interface RawServer {
  port: number;
  /** Serves `handler` at `/<name>`; requests carry their variant in the `x-variant` header. */
  route(name: string, handler: RawHandler): string;
  close(): Promise<void>;
}

/**
 * The raw twins' server, in the bench process (which is also the server's process, sharing its
 * database connection(s)). `/fixed` answers a fixed body without touching the database.
 */
export async function startRawServer(fixedBody: string): Promise<RawServer> {
  const payload = Buffer.from(fixedBody);
  const handlers = new Map<string, RawHandler>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path === '/fixed') {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': payload.length,
        });
        res.end(payload);
        return;
      }
      const handler = handlers.get(path);
      const fail = (status: number, message: string) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ success: false, data: null, message }));
      };
      if (!handler) return fail(404, `no raw handler at ${path}`);
      let body: unknown;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
      } catch {
        return fail(400, 'bad JSON');
      }
      handler({ variant: Number(req.headers['x-variant'] ?? 0), body }).then(
        (data) => {
          const text = JSON.stringify({ success: true, data, message: '' });
          res.writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(text),
          });
          res.end(text);
        },
        (err: unknown) => fail(500, String(err)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    route: (name, handler) => {
      handlers.set(`/${name}`, handler);
      return `/${name}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
