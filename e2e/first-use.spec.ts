import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, PASSWORD, freshPage, menusBuilt, path, signIn } from './src/shell';

const NEW_PHONE = '13912345678';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // info: the built-in SMS outbox prints each message there, as `npm start` does.
  [server, browser] = await Promise.all([startServer({ LOG_LEVEL: 'info' }), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

/** Calls to the session user, refused responses and console errors a page makes while open. */
function watch(page: Page) {
  const seen = { sessionCalls: [] as string[], refused: [] as string[], consoleErrors: [] as string[] };
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/sessionUser/info')) seen.sessionCalls.push(r.url());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) seen.refused.push(`${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.consoleErrors.push(m.text());
  });
  return seen;
}

/** The code of the last verification text the server log printed for a phone. */
function codeFromLog(phone: string): string | undefined {
  const lines = server
    .log()
    .split('\n')
    .filter((l) => l.includes(`sms to ${phone} written to outbox`));
  return /(\d{6})/.exec(lines.at(-1)?.split('written to outbox:')[1] ?? '')?.[1];
}

describe('a new user’s first minutes', () => {
  it('serves hashed assets compressed and immutable, and the app page revalidated', async () => {
    const index = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await index.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends a signed-out visitor at / to sign in, without asking for a session it has not got', async () => {
    const page = await freshPage(browser, contexts);
    const seen = watch(page);
    await page.goto(`${server.url}/`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('code-login-form').waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).search).toBe('');
    expect(seen.sessionCalls).toEqual([]);
    expect(seen.refused).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  });

  it('registers an enterprise with the verification code the server log printed', async () => {
    const page = await freshPage(browser, contexts);
    const seen = watch(page);
    await page.goto(`${server.url}/register`);
    await page.getByLabel('企业名称').fill('初次使用测试公司');
    await page.getByLabel('您的姓名').fill('新用户');
    await page.getByTestId('phone-input').fill(NEW_PHONE);
    await page.getByTestId('send-code').click();
    await expect.poll(() => codeFromLog(NEW_PHONE), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    expect(seen.sessionCalls).toEqual([]);

    await page.getByTestId('code-input').fill(codeFromLog(NEW_PHONE)!);
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByLabel('确认密码').fill(PASSWORD);
    await page.getByRole('button', { name: '注册并登录' }).click();
    await page.waitForURL((url) => url.pathname === '/guideOne');
    await page.getByText('新用户').first().waitFor();
  });

  it('takes a signed-in user at / home, and shows the platform administrator the SMS outbox', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, ADMIN);
    await page.goto(`${server.url}/`);
    await page.waitForURL((url) => url.pathname === '/guideOne');
    await menusBuilt(page);
    // The chart menu now holds the reports: a top tab of its own.
    expect(await page.getByTestId('menu-type').textContent()).toBe('主菜单报表设置');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '短信发件箱' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/smsOutbox');
    await page.getByTestId('sms-outbox-phone').locator('input').fill(NEW_PHONE);
    await page.getByTestId('sms-outbox-phone').locator('input').press('Enter');
    await page.getByRole('cell', { name: NEW_PHONE }).first().waitFor();
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: codeFromLog(NEW_PHONE)! })
        .count(),
    ).toBe(1);
    expect(path(page)).toBe('/platform/smsOutbox');
    await screenshot(page, 'sms-outbox-zh_CN');
  });
});
