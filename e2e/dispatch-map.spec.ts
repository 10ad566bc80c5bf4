import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, phoneContext, settled, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';

/**
 * Issue 26, map dispatch: with no map tiles (every request leaving the server is refused), the
 * dispatcher opens /assignOrderInMap on a tablet-sized screen, sees the demo orders and engineers as
 * markers, picks a pending order from the list beside the map, clicks the nearest engineer's marker
 * and confirms; the order leaves the pending-assignment list. Both languages.
 */
const DISPATCHER = '13800000002';
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

const TITLE: Record<Lang, string> = { zh_CN: '地图派单', en_GB: 'Map dispatch' };

describe('map dispatch: the dispatcher assigns an order on the map', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`sees orders and engineers without tiles and assigns by clicking (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      contexts.push(context);
      let tilesRefused = 0;
      await context.route(
        (url) => !url.href.startsWith(server.url),
        (route) => {
          tilesRefused++;
          return route.abort();
        },
      );
      const page = await context.newPage();
      await signInIn(page, server.url, DISPATCHER, lang);
      await page.goto(`${server.url}/assignOrderInMap`);
      await page.locator('.ant-tabs-tab-active', { hasText: TITLE[lang] }).waitFor(WAIT);

      const map = page.getByTestId('dispatch-map');
      await map.locator('path.dm-order, path.dm-cluster').first().waitFor(WAIT);
      await map.locator('.dm-engineer').nth(1).waitFor(WAIT);
      expect(tilesRefused).toBeGreaterThan(0);

      const list = page.getByTestId('map-pending-list');
      // an order with an address (one without answers "no coordinates found")
      const first = list.getByTestId('map-pending-order').filter({ hasNotText: '—' }).first();
      await first.waitFor(WAIT);
      const orderNo = (await first.getAttribute('data-order-no'))!;
      await first.click();
      await page.getByTestId('map-candidate').first().waitFor(WAIT);
      // the order is drawn larger on the map, the nearest engineer in red: click that engineer
      await map.locator('.dm-engineer-near').click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.locator('.ant-modal-confirm-title', { hasText: orderNo }).waitFor(WAIT);
      await screenshot(page, `dispatch-map-${lang}`);
      await confirm.locator('.ant-btn-primary').click();

      await list.locator(`[data-order-no="${orderNo}"]`).waitFor({ state: 'detached', ...WAIT });
      await settled(page);
      await screenshot(page, `dispatch-map-assigned-${lang}`);
    });
  }
});

const SCHEDULES: Record<Lang, string> = { zh_CN: '排班表', en_GB: 'Schedules' };
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('schedules: the dispatcher sets days in the week grid', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`clicks a day to put an engineer on leave and drags over two engineers to put them on duty (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      contexts.push(context);
      const page = await context.newPage();
      await signInIn(page, server.url, DISPATCHER, lang);
      await page.goto(`${server.url}/schedule/list`);
      await page.locator('.ant-tabs-tab-active', { hasText: SCHEDULES[lang] }).waitFor(WAIT);
      const grid = page.getByTestId('schedule-grid');
      const cells = grid.locator(`td[data-testid$="-${today()}"]`);
      await cells.nth(1).waitFor(WAIT);
      // the demo week is scheduled
      expect(await grid.locator('td[data-kind="1"]').count()).toBeGreaterThan(0);

      await page.getByTestId('schedule-brush-3').click();
      await cells.first().click();
      await grid.locator(`td[data-testid$="-${today()}"][data-kind="3"]`).first().waitFor(WAIT);
      expect(await cells.first().getAttribute('data-kind')).toBe('3');

      await page.getByTestId('schedule-brush-1').click();
      const a = (await cells.nth(0).boundingBox())!;
      const b = (await cells.nth(1).boundingBox())!;
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
      await page.mouse.up();
      await cells.nth(0).and(page.locator('[data-kind="1"]')).waitFor(WAIT);
      await cells.nth(1).and(page.locator('[data-kind="1"]')).waitFor(WAIT);
      await settled(page);
      await screenshot(page, `schedule-grid-${lang}`);
    });
  }
});

const ENGINEER = '13800000003';

describe("position reports: the engineer's phone shares its position while serving", () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the order in service shows the sharing card, sends a report and stops on request (${lang})`, async () => {
      const context = await phoneContext(browser, contexts);
      const page = await context.newPage();
      await signInIn(page, server.url, ENGINEER, lang);
      const res = await page.request.get(`${server.url}/api/v2/order/list?view=my&tab=inService&pageSize=1`);
      const orderId = ((await res.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
      // the demo engineer has opted in: opening the order starts the reports
      await page.goto(`${server.url}/allOrder/orderDetail/${orderId}`);
      const card = page.getByTestId('position-report');
      await card.and(page.locator('[data-reporting="on"]')).waitFor(WAIT);
      await card.getByText(lang === 'zh_CN' ? '正在共享位置' : 'Sharing your position').waitFor(WAIT);
      // The first run's report goes out at once; the second run comes within the server's minute
      // (429, the reporter waits its minute), so only the first looks for the time it was sent.
      if (lang === 'zh_CN') await card.getByText('最近一次上报').waitFor(WAIT);
      await screenshot(page, `position-report-${lang}`);
      await card.getByTestId('position-report-stop').click();
      await card.getByTestId('position-report-start').waitFor(WAIT);
      expect(await card.getAttribute('data-reporting')).toBe('off');
      // opt in again for the next run
      await card.getByTestId('position-report-start').click();
      await card.getByTestId('position-report-stop').waitFor(WAIT);
    });
  }
});
