import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { PUBLIC } from '@fieldline/domain';
import type { RouteDef } from '../core/route';
import { rows as sqlRows, type Database } from '../db/client';
import type { Session } from '../test/app';
import { sampleInput, type SampleOptions } from './samples';
import type { Where } from './schema-walk';

/** One request of a sweep: raw values, encoded here the way a client would send them. */
export interface SweepRequest {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  /** A JSON value; undefined sends no body. */
  body?: unknown;
  /** Where the CSRF token goes (default: the session's token in the header, on non-GET calls). */
  csrf?: { in: 'body' | 'query' | 'header'; value: unknown } | 'none';
  /** More request headers (Accept-Language, ...). */
  headers?: Record<string, string>;
}

export const needsCsrf = (def: RouteDef) => def.access !== PUBLIC && def.method !== 'GET' && !def.multipart;
export const label = (def: RouteDef) => `${def.method} ${def.url}`;
/** Routes that end or change the caller's own session go last, so the sweep keeps its sign-in. */
export const endsSession = (def: RouteDef) => /logout|password/i.test(def.url);
export const sweepOrder = (defs: RouteDef[]) =>
  [...defs].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
/** Part `shard` of `shards` of routes in sweep order (every `shards`-th), keeping that order. */
export const sweepShard = (defs: RouteDef[], shard: number, shards: number) =>
  defs.filter((_, i) => i % shards === shard);

const encode = (v: unknown) => {
  try {
    return encodeURIComponent(String(v));
  } catch {
    return undefined; // a lone surrogate cannot be put in a URL
  }
};

/** The URL of a request, or undefined when a value cannot be written into a URL at all. */
export function urlOf(def: RouteDef, req: SweepRequest): string | undefined {
  let ok = true;
  const path = def.url.replace(/:(\w+)/g, (_, name: string) => {
    const v = req.params?.[name];
    const e = v === undefined ? '' : encode(v);
    if (e === undefined) ok = false;
    return e ?? '';
  });
  const pairs: string[] = [];
  const query = { ...req.query };
  if (typeof req.csrf === 'object' && req.csrf.in === 'query') query.csrfToken = req.csrf.value;
  for (const [k, v] of Object.entries(query)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      const e = encode(item);
      if (e === undefined) ok = false;
      pairs.push(`${encodeURIComponent(k)}=${e}`);
    }
  }
  return ok ? `/api${path}${pairs.length ? `?${pairs.join('&')}` : ''}` : undefined;
}

/** Sends the request as `session`; undefined when it cannot be encoded (nothing was sent). */
export async function send(app: FastifyInstance, session: Session | null, def: RouteDef, req: SweepRequest) {
  const url = urlOf(def, req);
  if (!url) return undefined;
  const headers: Record<string, string> = { ...req.headers };
  if (session) headers.token = session.token;
  const csrf =
    req.csrf ?? (session && needsCsrf(def) ? { in: 'header' as const, value: session.csrfToken } : 'none');
  let body = req.body;
  if (typeof csrf === 'object' && csrf.in === 'header') headers['x-csrf-token'] = String(csrf.value);
  if (typeof csrf === 'object' && csrf.in === 'body') body = { ...(body as object), csrfToken: csrf.value };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method: def.method,
    url,
    headers,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** A multipart body with one file part named `file`; `disposition` is its filename parameter as sent. */
export function multipartFile(disposition: string, content: Buffer | string) {
  const boundary = `----sweep${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Whether the session still signs its holder in (a refused request must never end it). */
export async function signedIn(app: FastifyInstance, session: Session) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v2/sessionUser/info',
    headers: { token: session.token },
  });
  return res.statusCode === 200;
}

/** Why a refusal is not a proper one (4xx, envelope with success false, a code and a message). */
export function refusalProblem(res: LightMyRequestResponse, def: RouteDef): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (def.raw) return undefined;
  if (res.statusCode < 400) return `accepted with ${res.statusCode}: ${res.body.slice(0, 200)}`;
  const body = parseJson(res.body);
  if (body?.success !== false || typeof body.message !== 'string' || !body.message || !body.code)
    return `${res.statusCode} without the envelope: ${res.body.slice(0, 200)}`;
  return undefined;
}

/** Why an answer to a request we cannot prove invalid is still wrong (5xx, no envelope). */
export function answerProblem(res: LightMyRequestResponse, def: RouteDef): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (def.raw) return undefined;
  const body = parseJson(res.body);
  if (typeof body?.success !== 'boolean') return `no envelope: ${res.body.slice(0, 200)}`;
  if (!body.success && !body.message) return `${res.statusCode} without a message`;
  return undefined;
}

export function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** A valid request for the route (each part sampled from its schema), for sweeps that need one. */
export function validRequest(
  def: RouteDef,
  opts: (where: Where) => SampleOptions = () => ({}),
): SweepRequest {
  return {
    params: def.params ? sampleInput(def.params, 'params', opts('params')) : undefined,
    query: def.query ? sampleInput(def.query, 'query', opts('query')) : undefined,
    body: def.body ? (sampleInput(def.body, 'body', opts('body')) ?? {}) : undefined,
  };
}

export interface TableSum {
  rows: number;
  hash: string;
}

/**
 * Row count and content hash of every table in the public schema (pg-boss and the migration
 * journal live in their own schemas). `columns` leaves columns out; `where` narrows a table's rows,
 * or answers null to leave the table out.
 */
export async function checksums(
  database: Database,
  opts: {
    skipColumns?: Record<string, string[]>;
    where?: (table: string, columns: string[]) => SQL | null;
  } = {},
): Promise<Record<string, TableSum>> {
  const { rows } = await database.sql.query(
    `select table_name as t, string_agg(column_name, ',' order by ordinal_position) as cols
       from information_schema.columns where table_schema = 'public' group by table_name order by table_name`,
  );
  const selects: SQL[] = [];
  for (const r of rows as { t: string; cols: string }[]) {
    const columns = r.cols.split(',');
    const where = opts.where ? opts.where(r.t, columns) : undefined;
    if (where === null) continue;
    const kept = columns.filter((c) => !opts.skipColumns?.[r.t]?.includes(c)).map((c) => `"${c}"`);
    selects.push(
      sql`select ${sql.raw(`'${r.t}'`)} as t, count(*)::int as n, coalesce(md5(string_agg(x::text, ',' order by x::text)), '') as h
         from (select ${sql.raw(kept.join(', '))} from ${sql.identifier(r.t)}${where ? sql` where ${where}` : sql``}) x`,
    );
  }
  const sums = await sqlRows<{ t: string; n: number; h: string }>(
    database.db,
    sql.join(selects, sql` union all `),
  );
  return Object.fromEntries(sums.map((s) => [s.t, { rows: Number(s.n), hash: s.h }]));
}

/** The tables whose checksum differs. */
export const changedTables = (before: Record<string, TableSum>, after: Record<string, TableSum>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (t) => JSON.stringify(before[t]) !== JSON.stringify(after[t]),
  );
