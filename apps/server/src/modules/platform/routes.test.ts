import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outboxSmsProvider } from '../../core/sms';
import { phoneOf } from '../../test/accounts';
import { api, freshDatabase, loginAs, nextIp, testConfig } from '../../test/app';
import type { Database } from '../../db/client';
import type { FastifyInstance } from 'fastify';

const OUTBOX = '/api/v2/platform/smsOutbox';
let app: FastifyInstance;
let database: Database;
let logged = '';

beforeAll(async () => {
  database = await freshDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logged += chunk.toString();
      done();
    },
  });
  const log = pino({ level: 'info' }, sink);
  // The demo administrator (the default) and a phone that will register an enterprise of its own.
  const config = testConfig({ platformAdminPhones: [phoneOf('administrator'), '13912340001'] });
  app = await buildApp({ config, database, logger: false, sms: outboxSmsProvider(database.db, log) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const sendCode = (phone: string, purpose: 'register' | 'login') =>
  app.inject({
    method: 'POST',
    url: '/api/stand/code/send',
    payload: { phone, purpose },
    remoteAddress: nextIp(),
  });

describe('the built-in SMS outbox', () => {
  it('prints each message text in the server log, so a new user can register with the code from it', async () => {
    expect((await sendCode('13912340001', 'register')).statusCode).toBe(200);
    const code = /written to outbox: .*?(\d{6})/.exec(logged)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const res = await app.inject({
      method: 'POST',
      url: '/api/stand/register',
      remoteAddress: nextIp(),
      payload: {
        enterpriseName: '新用户公司',
        name: '新用户',
        phone: '13912340001',
        code,
        password: 'Fieldline#2026',
        confirmPassword: 'Fieldline#2026',
      },
    });
    expect(res.json()).toMatchObject({ success: true });
  });

  it('lists the outbox newest first, paged, and by phone, for the platform administrator', async () => {
    await sendCode(phoneOf('dispatcher'), 'login');
    await sendCode(phoneOf('serviceStaff'), 'login');
    const s = await loginAs(app, 'administrator');
    expect((await api(app, s).get('/api/v2/sessionUser/info')).json().data.platformAdmin).toBe(true);

    const first = (await api(app, s).get(`${OUTBOX}?pageSize=1&pageIndex=0`)).json().data;
    expect(first.list).toHaveLength(1);
    expect(first.list[0]).toMatchObject({ phone: phoneOf('serviceStaff'), template: 'verification_login' });
    expect(first.list[0].content).toMatch(/\d{6}/);
    expect(first.total).toBeGreaterThanOrEqual(3);
    const second = (await api(app, s).get(`${OUTBOX}?pageSize=1&pageIndex=1`)).json().data;
    expect(second.list[0].phone).toBe(phoneOf('dispatcher'));

    const one = (await api(app, s).get(`${OUTBOX}?phone=13912340001`)).json().data;
    expect(one.total).toBe(1);
    expect(one.list.map((m: { phone: string }) => m.phone)).toEqual(['13912340001']);
  });

  it('refuses a bad phone filter with a coded 400', async () => {
    const s = await loginAs(app, 'administrator');
    const res = await api(app, s).get(`${OUTBOX}?phone=12ab`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', field: 'phone' });
  });

  it('refuses an unlisted user, and a listed phone outside the first enterprise (an enterprise of its own)', async () => {
    for (const who of ['dispatcher', '13912340001'] as const) {
      const s = await loginAs(app, who);
      expect((await api(app, s).get('/api/v2/sessionUser/info')).json().data.platformAdmin).toBe(false);
      const res = await api(app, s).get(OUTBOX);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_PLATFORM_ADMIN' });
    }
    expect((await app.inject({ method: 'GET', url: OUTBOX })).statusCode).toBe(401);
  });
});

describe('with a real SMS gateway', () => {
  it('has no outbox to read, even for a platform administrator', async () => {
    const db = await freshDatabase();
    const gateway = { send: async () => undefined };
    const other = await buildApp({ config: testConfig(), database: db, logger: false, sms: gateway });
    try {
      const s = await loginAs(other, 'administrator');
      const res = await api(other, s).get(OUTBOX);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SMS_OUTBOX_OFF');
    } finally {
      await other.close();
      await db.close();
    }
  });
});
