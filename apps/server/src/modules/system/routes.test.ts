import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs, testApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('healthz answers when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('unknown /api paths answer 404 with the envelope, in the caller language', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toMatchObject({
      success: false,
      code: 'ROUTE_NOT_FOUND',
      message: '接口不存在：/api/nope',
    });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json().message).toBe('No such API: /api/nope');
    const cookie = await t.app.inject({ method: 'GET', url: '/api/nope', cookies: { lang: 'en_GB' } });
    expect(cookie.json().message).toBe('No such API: /api/nope');
  });

  it('the OpenAPI document lists every route with its permission code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const def of t.app.ctx.routes) {
      const op = doc.paths[`/api${def.url}`.replace(/:(\w+)/g, '{$1}')]?.[def.method.toLowerCase()];
      expect(op, `${def.method} ${def.url}`).toBeDefined();
      expect(op['x-permission']).toBe(def.access);
    }
    expect(
      doc.paths['/api/stand/pwdLogin'].post.requestBody.content['application/json'].schema.properties.phone,
    ).toBeDefined();
  });

  it('every registered route declares a permission code or is marked public', () => {
    expect(t.app.ctx.routes.length).toBeGreaterThan(5);
    for (const def of t.app.ctx.routes) {
      expect(typeof def.access, `${def.method} ${def.url}`).toBe('string');
      expect(def.access.length, `${def.method} ${def.url}`).toBeGreaterThan(0);
    }
  });

  it('no route answers 5xx to junk input, signed in or not', async () => {
    const admin = await loginAs(t.app, 'administrator');
    const junk = [{ a: 1 }, { phone: ['x'], password: { $ne: 1 } }, { pageSize: 'lots', ids: 'x' }];
    // logout last, so the admin session lasts through the sweep
    const defs = [...t.app.ctx.routes].sort(
      (x, y) => Number(x.url === '/stand/logout') - Number(y.url === '/stand/logout'),
    );
    for (const def of defs) {
      const url = `/api${def.url.replace(/:\w+/g, '%ff')}?pageSize=-1&pageIndex=x&keyword=${'k'.repeat(300)}`;
      for (const session of [null, admin]) {
        for (const body of junk) {
          const call = api(t.app, session);
          const res =
            def.method === 'GET'
              ? await call.get(url)
              : await call[def.method === 'DELETE' ? 'del' : def.method === 'PUT' ? 'put' : 'post'](
                  url,
                  body,
                );
          expect(res.statusCode, `${def.method} ${def.url} ${res.body}`).toBeLessThan(500);
          if (!def.raw) expect(res.json()).toHaveProperty('success');
        }
      }
    }
  });

  it('a body of the wrong content type is refused with 415 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stand/pwdLogin',
      payload: 'phone=1',
      headers: { 'content-type': 'text/xml' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
  });
});
