import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, option, pick, settled, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage } from './src/shell';

/**
 * Issue 23, SLA: the administrator adds a policy for very urgent orders under the demo's maintenance
 * contract on /slaManage/SLA and reads the overtime log (/overtimeLog) with the demo's breached and
 * warned clocks; in both languages.
 * The events' overtime log (/eventtimeLog) and the event statistics (/eventStatistics) open from the
 * menu's paths with their figures.
 */
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

const TEXT: Record<Lang, { name: string; p3: string; breached: string; warned: string; policy: string }> = {
  zh_CN: { name: 'P3急修SLA', p3: 'P3 非常紧急', breached: '超时', warned: '预警', policy: '标准工单SLA' },
  en_GB: {
    name: 'P3 urgent repairs',
    p3: 'P3 very urgent',
    breached: 'Breached',
    warned: 'Warning',
    policy: '标准工单SLA',
  },
};

describe('SLA: policies and the overtime log', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the administrator adds a policy and sees the demo's overtime items (${lang})`, async () => {
      const text = TEXT[lang];
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, ADMIN, lang);

      await page.goto(`${server.url}/slaManage/SLA`);
      await page.getByTestId('sla-policy-add').click();
      const form = page.getByTestId('sla-policy-form');
      await form.waitFor(WAIT);
      await form.locator('#name').fill(text.name);
      await form.getByTestId('sla-priorities').click();
      await option(page, text.p3).click(WAIT);
      await page.keyboard.press('Escape');
      await pick(page, form.getByTestId('sla-maintenance-contracts'), '', '年度空调维保合同');
      await page.keyboard.press('Escape');
      await screenshot(page, `sla-policy-${lang}`);
      await page.getByTestId('sla-policy-save').click();
      await page.waitForURL((url) => url.pathname === '/slaManage/SLA', WAIT);
      await page.locator('.ant-table-row', { hasText: text.name }).waitFor(WAIT);

      await page.goto(`${server.url}/overtimeLog`);
      const rows = page.locator('.ant-table-row');
      await rows.filter({ hasText: text.breached }).first().waitFor(WAIT);
      await rows.filter({ hasText: text.warned }).first().waitFor(WAIT);
      await rows.filter({ hasText: text.policy }).first().waitFor(WAIT);
      await page.getByTestId('sla-overtime-tabs').getByRole('tab', { name: text.breached }).click();
      await page.waitForURL((url) => url.searchParams.get('kind') === 'breached', WAIT);
      await settled(page);
      await screenshot(page, `sla-overtime-${lang}`);
      const breached = await rows.count();
      if (breached !== 1) throw new Error(`expected the demo's one breach, saw ${breached} rows`);
    });
  }
});

describe('events: the overtime log of events and the event statistics', () => {
  const T: Record<Lang, { log: string; events: string; unassigned: string }> = {
    zh_CN: { log: '事件超时记录', events: '事件数', unassigned: '未指派' },
    en_GB: { log: 'Event overtime log', events: 'Events', unassigned: 'Unassigned' },
  };
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the administrator opens /eventtimeLog and /eventStatistics (${lang})`, async () => {
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, ADMIN, lang);
      await page.goto(`${server.url}/eventtimeLog`);
      await page.locator('.ant-card-head-title', { hasText: T[lang].log }).first().waitFor(WAIT);
      await page.goto(`${server.url}/eventStatistics`);
      const report = page.getByTestId('event-statistics');
      await report.getByText(T[lang].events, { exact: true }).first().waitFor(WAIT);
      // the demo's events in every state: one row per main owner, and the unassigned ones
      await report.locator('.ant-table-row', { hasText: T[lang].unassigned }).first().waitFor(WAIT);
      await settled(page);
      await screenshot(page, `event-statistics-${lang}`);
    });
  }
});
