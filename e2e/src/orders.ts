import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './browser';
import { PASSWORD, menusBuilt } from './shell';

export type Lang = 'zh_CN' | 'en_GB';

/** Generous for a busy two-core machine. */
export const WAIT = { timeout: 20_000 };

/** A 1×1 PNG: the "camera photo" set on the check-in's file input. */
export const PHOTO = {
  name: 'site.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Where the engineer's phone says it is (People's Square, Shanghai). */
export const SITE = { latitude: 31.2304, longitude: 121.4737, accuracy: 15 };

/** Below this width the frame is a phone's (antd's md breakpoint). */
const PHONE_BELOW = 768;

const LANGUAGE_NAME: Record<Lang, string> = { zh_CN: '中文', en_GB: 'English' };
const PASSWORD_TAB: Record<Lang, string> = { zh_CN: '密码登录', en_GB: 'Log in with password' };

/** Picks the interface language from the language switch (this browser remembers it). */
export async function chooseLanguage(page: Page, lang: Lang) {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: LANGUAGE_NAME[lang] }).click();
  await page.locator(`html[lang="${lang.replace('_', '-')}"]`).waitFor(WAIT);
}

/** Signs in with the password tab in the chosen language and waits for the frame with its menus. */
export async function signInIn(page: Page, baseUrl: string, phone: string, lang: Lang) {
  await page.goto(`${baseUrl}/login`);
  await chooseLanguage(page, lang);
  await page.getByRole('tab', { name: PASSWORD_TAB[lang] }).click();
  const form = page.getByTestId('password-login-form');
  await form.getByTestId('phone-input').fill(phone);
  await form.getByTestId('password-input').fill(PASSWORD);
  await form.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/guideOne', WAIT);
  // On a phone the side menu is a drawer, built when it is opened.
  if ((page.viewportSize()?.width ?? 0) < PHONE_BELOW) await page.getByTestId('home-greeting').waitFor(WAIT);
  else await menusBuilt(page);
}

/** On a phone: opens the menu drawer and taps a menu entry. */
export async function tapMenu(page: Page, name: string) {
  await page.getByTestId('menu-toggle').click();
  await menusBuilt(page);
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/**
 * A phone as the engineer carries it: 375×812, touch, the camera's file input, and the position
 * allowed and fixed.
 */
export async function phoneContext(browser: Browser, contexts: BrowserContext[]) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    geolocation: SITE,
    permissions: ['geolocation'],
  });
  contexts.push(context);
  return context;
}

/** The visible select drop-down's option containing this text. */
export const option = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
    hasText: text,
  });

/** Opens a select, types a keyword (searching ones ask the server) and chooses the option showing `text`. */
export async function pick(page: Page, select: Locator, keyword: string, text: string) {
  await select.click();
  if (keyword) await page.keyboard.type(keyword);
  await option(page, text).click(WAIT);
  await select.filter({ hasText: text }).waitFor(WAIT);
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Tomorrow at 10:00 on this machine's clock, as the date picker shows it. */
export function tomorrowAtTen() {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} 10:00`;
}

/** Types an instant into a date-time picker and waits for it to close with that value. */
export async function typeDateTime(page: Page, picker: Locator, value: string) {
  await picker.click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
}

/** Waits until the order on this page is in `state` (the state tag's data-state). */
export const orderInState = (page: Page, state: number) =>
  page
    .getByTestId('order-summary')
    .locator(`[data-testid="order-state"][data-state="${state}"]`)
    .waitFor(WAIT);

/**
 * The customer signs on the phone's screen with a finger: touch events through the DevTools
 * protocol (the page sees touch pointer events, as from a real screen), a wavy stroke across the pad.
 */
export async function signWithFinger(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const cdp = await page.context().newCDPSession(page);
  const at = (i: number) => ({
    x: box.x + box.width * (0.1 + i * 0.04),
    y: box.y + box.height * (0.5 + 0.25 * Math.sin(i / 2)),
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  for (let i = 1; i <= 20; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(i)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The timeline's entries, newest first: their action codes and their text. */
export async function timeline(page: Page) {
  const entries = page.getByTestId('order-timeline').getByTestId('timeline-entry');
  const actions = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-action')));
  const texts = (await entries.allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
  return { entries, actions, texts };
}

/** No toast and no open drop-down in the way of a screenshot. */
export async function settled(page: Page) {
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden', ...WAIT });
  await page
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', ...WAIT });
}

/** A screenshot of one part of the page (e.g. the whole timeline card, taller than the screen). */
export async function screenshotOf(part: Locator, name: string) {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await part.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

/** In three days at 15:00 on this machine's clock, as the date picker shows it. */
export function inThreeDays() {
  const d = new Date(Date.now() + 3 * 86_400_000);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} 15:00`;
}

/** Taps a day, the hour and the minute on the picker's panel (a phone's picker takes no typing), then OK. */
export async function pickOnPanel(page: Page, picker: Locator, when: string) {
  const [day, time] = when.split(' ') as [string, string];
  const [hour, minute] = time.split(':') as [string, string];
  await picker.click();
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  const cell = panel.locator(`td[title="${day}"]`);
  if (!(await cell.count())) await panel.locator('.ant-picker-header-next-btn').click();
  await cell.click();
  const columns = panel.locator('.ant-picker-time-panel-column');
  await columns.nth(0).locator('.ant-picker-time-panel-cell-inner', { hasText: hour }).first().click();
  await columns.nth(1).locator('.ant-picker-time-panel-cell-inner', { hasText: minute }).first().click();
  await panel.locator('.ant-picker-ok button').click();
  await panel.waitFor({ state: 'hidden', ...WAIT });
}
