import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, settled, signInIn, type Lang } from './src/orders';
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
