import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { startServer, type RunningServer } from './src/server';

const ADMIN = { phone: '13800000001', password: 'Fieldline#2026', name: '王管理' };

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

/** A fresh browser profile: no cookies, no localStorage. */
async function freshPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

async function fillPasswordLogin(page: Page, phone: string, password: string) {
  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByTestId('password-login-form');
  await form.getByTestId('phone-input').fill(phone);
  await form.getByTestId('password-input').fill(password);
  await form.getByTestId('login-submit').click();
}

const path = (page: Page) => new URL(page.url()).pathname;

describe('signing in and the interface language', () => {
  it('sends a signed-out visit to /guideOne to the code-login page, keeping the way back', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/guideOne`);
    await page.waitForURL((url) => url.pathname === '/login');

    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/guideOne');
    await page.getByTestId('code-login-form').waitFor();
    expect(await page.getByRole('tab', { name: '验证码登录' }).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'login');
  });

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const res = await fetch(`${server.url}/api/stand/pwdLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'lang=zh_CN' },
      body: JSON.stringify({ phone: ADMIN.phone, password: 'Wrong#2026' }),
    });
    const serverMessage = ((await res.json()) as { message: string }).message;
    expect(res.status).toBe(400);
    expect(serverMessage).toBe('手机号或密码错误');

    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await fillPasswordLogin(page, ADMIN.phone, 'Wrong#2026');

    await page.locator('.ant-message-notice').getByText(serverMessage).waitFor();
    expect(path(page)).toBe('/login');
  });

  it('signs in with the password tab, switches to English, keeps it on reload, and logs out', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/guideOne`);
    await page.waitForURL((url) => url.pathname === '/login');
    await fillPasswordLogin(page, ADMIN.phone, ADMIN.password);

    await page.waitForURL((url) => url.pathname === '/guideOne');
    const greeting = page.getByTestId('home-greeting');
    await greeting.waitFor();
    expect(await greeting.textContent()).toBe(`您好，${ADMIN.name}`);
    expect(await page.getByTestId('home-role').allTextContents()).toEqual(['系统管理员']);
    expect(await page.getByTestId('home-enterprise').textContent()).toBe(
      '演示服务有限公司 / Demo Service Co.',
    );
    await screenshot(page, 'home-zh_CN');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByText(`Hello, ${ADMIN.name}`).waitFor();
    expect(await page.getByTestId('home-role').allTextContents()).toEqual(['Administrator']);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en_GB');
    const cookies = await page.context().cookies(server.url);
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en_GB');

    await page.reload();
    await greeting.waitFor();
    expect(await greeting.textContent()).toBe(`Hello, ${ADMIN.name}`);
    expect(await page.getByTestId('home-role').allTextContents()).toEqual(['Administrator']);
    expect(await page.getByTestId('breadcrumb').textContent()).toBe('Home');
    await screenshot(page, 'home-en_GB');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('tab', { name: 'Log in with password' }).waitFor();

    const info = await page.evaluate(async () => (await fetch('/api/v2/sessionUser/info')).status);
    expect(info).toBe(401);
  });

  it("opens in the user's saved language on a browser that never chose one", async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('tab', { name: '密码登录' }).waitFor();
    await fillPasswordLogin(page, ADMIN.phone, ADMIN.password);

    await page.waitForURL((url) => url.pathname === '/guideOne');
    await page.getByText(`Hello, ${ADMIN.name}`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
  });
});
