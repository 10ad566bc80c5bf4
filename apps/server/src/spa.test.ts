import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test/app';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await testApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers the app page for client routes and the files as they are', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/guideOne' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const js = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(js.body).toBe('console.log(1)');
  });

  it('serves files added after start (a rebuild needs no restart) and 404s a missing asset', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-2.js' })).body).toBe('console.log(2)');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-3.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
  });

  it('keeps /api answers as the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
