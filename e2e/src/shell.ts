import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export const PASSWORD = 'Fieldline#2026';
export const ADMIN = '13800000001';
export const STAFF = '13800000003';

/** A fresh browser profile (no cookies, no localStorage), closed by `closeAll`. */
export async function freshPage(browser: Browser, contexts: BrowserContext[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

/** Signs in with the password tab (Chinese interface) and waits for the frame with its menus built. */
export async function signIn(page: Page, baseUrl: string, phone: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByTestId('password-login-form');
  await form.getByTestId('phone-input').fill(phone);
  await form.getByTestId('password-input').fill(PASSWORD);
  await form.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/guideOne');
  await menusBuilt(page);
}

/** The side menu sets `data-loading-over` once the menus are built (spec-shell §4). */
export const menusBuilt = (page: Page) =>
  page.locator('[data-testid="side-menu"][data-loading-over="true"]').waitFor();

export const path = (page: Page) => new URL(page.url()).pathname;

/** The open tabs' names, in order. */
export async function tabNames(page: Page): Promise<string[]> {
  return (await page.getByTestId('page-tab').allTextContents()).map((s) => s.trim());
}

/** Waits until the tab bar shows exactly these names. */
export async function expectTabs(page: Page, names: string[]) {
  await page
    .waitForFunction(
      (expected) =>
        JSON.stringify(
          Array.from(document.querySelectorAll('[data-testid="page-tab"]')).map((e) => e.textContent?.trim()),
        ) === JSON.stringify(expected),
      names,
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(`tabs are ${JSON.stringify(await tabNames(page))}, expected ${JSON.stringify(names)}`);
    });
}

export const tab = (page: Page, name: string): Locator =>
  page.getByTestId('page-tab').filter({ hasText: name });

/** The active tab's name. */
export const activeTab = (page: Page) =>
  page
    .locator('.ant-tabs-tab-active [data-testid="page-tab"]')
    .textContent()
    .then((s) => s?.trim());

/** Opens a page by its address, as a link or a typed URL would, and waits for its tab. */
export async function openByUrl(page: Page, baseUrl: string, target: string, tabName: string) {
  await page.goto(`${baseUrl}${target}`);
  await menusBuilt(page);
  await page.locator('.ant-tabs-tab-active [data-testid="page-tab"]', { hasText: tabName }).waitFor();
}

/** Runs a close command from a tab's context menu. */
export async function closeFromTab(page: Page, tabName: string, command: string) {
  await tab(page, tabName).click({ button: 'right' });
  await page.getByRole('menuitem', { name: command, exact: true }).click();
}

export async function breadcrumb(page: Page) {
  return (await page.getByTestId('breadcrumb').textContent())?.replace(/\s+/g, '');
}

/** Polls `read` until it answers `expected` (the shell updates some things an effect later). */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}
