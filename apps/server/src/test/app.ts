import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { PGLITE_EXTENSIONS, wrapPglite, wrapPool, type Database } from '../db/client';
import { DEMO_PASSWORD } from '../seed/demo';
import { resolvePhone, type DemoAccount, type Phone } from './accounts';
import { withDatabase } from './global-setup';

/** A fresh copy of the migrated, demo-seeded template database for one test file. */
export async function freshDatabase(): Promise<Database> {
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
    const url = process.env.DATABASE_URL!;
    const name = `fl_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 5 });
    pool.on('error', () => undefined);
    return wrapPool(pool);
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = new PGlite({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  await pglite.waitReady;
  return wrapPglite(pglite);
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-test-'));
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS: 'false', WEB_DIST: '' }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function testApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface Session {
  token: string;
  csrfToken: string;
}

let ipCounter = 0;
/** A distinct client address per call, so the per-IP sign-in limit does not couple tests. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/**
 * Signs in as a demo account by name (`loginAs(app, 'dispatcher')`, test/accounts.ts), or as an
 * account the test made itself by its phone number and password.
 */
export async function loginAs(
  app: FastifyInstance,
  who: DemoAccount | Phone,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const phone = resolvePhone(who);
  const res = await app.inject({
    method: 'POST',
    url: '/api/stand/pwdLogin',
    payload: { phone, password },
    remoteAddress: nextIp(),
  });
  const body = res.json();
  if (!body.success || !body.data.token) throw new Error(`login failed for ${phone}: ${res.body}`);
  const info = await app.inject({
    method: 'GET',
    url: '/api/v2/sessionUser/info',
    headers: { token: body.data.token },
  });
  return { token: body.data.token, csrfToken: info.json().data.csrfToken };
}

/** Calls the API as a signed-in user; non-GET calls carry the CSRF token in the body (or query for DELETE). */
export function api(app: FastifyInstance, session: Session | null) {
  const call = (
    method: InjectOptions['method'],
    url: string,
    payload?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const h = { ...headers, ...(session ? { token: session.token } : {}) };
    if (method === 'GET') return app.inject({ method, url, headers: h });
    if (method === 'DELETE') {
      const sep = url.includes('?') ? '&' : '?';
      return app.inject({
        method,
        url: session ? `${url}${sep}csrfToken=${session.csrfToken}` : url,
        headers: h,
        payload,
      });
    }
    return app.inject({
      method,
      url,
      headers: h,
      payload: { ...(session ? { csrfToken: session.csrfToken } : {}), ...payload },
    });
  };
  return {
    get: (url: string, headers?: Record<string, string>) => call('GET', url, undefined, headers),
    post: (url: string, payload?: Record<string, unknown>, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
    put: (url: string, payload?: Record<string, unknown>, headers?: Record<string, string>) =>
      call('PUT', url, payload, headers),
    del: (url: string, payload?: Record<string, unknown>) => call('DELETE', url, payload),
  };
}

/** `api` for a test app: `as(t, admin).get(...)`. */
export const as = (t: TestApp, s: Session) => api(t.app, s);

/** Expects a refusal with this status and code (and the field, when given). */
export function expectRefusal(
  res: { statusCode: number; json(): { success: boolean; code: string; field?: string; message: string } },
  status: number,
  code: string,
  field?: string,
) {
  const body = res.json();
  expect(res.statusCode, JSON.stringify(body)).toBe(status);
  expect(body.success).toBe(false);
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  if (field) expect(body.field).toBe(field);
}
