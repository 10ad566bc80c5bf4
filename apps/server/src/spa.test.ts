import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './test/app';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
  // What the build's precompress plugin writes beside each file.
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync('<!doctype html><div id="root"></div>'));
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

  it('answers the root address with the app page (the app then signs in or goes home)', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-type']).toContain('text/html');
    expect(root.body).toContain('<div id="root">');
  });

  it('keeps the app page revalidated on every visit, wherever it is asked for', async () => {
    for (const url of ['/', '/guideOne', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });

  it('sends a hashed asset precompressed by Accept-Encoding and cached for a year as immutable', async () => {
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-1.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps /api answers as the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
