import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { signInApi } from './src/api';
import { WAIT, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';

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

/** The free demo enterprise's administrator (apps/server/src/seed/demo-free.ts). */
const FREE_ADMIN = '15000000001';
const NOTICE: Record<Lang, string> = { zh_CN: '免费版', en_GB: 'free version' };

describe('plan gates in the browser: the free tier', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`[${lang}] switching completion approval on shows the upgrade notice and leaves the switch off`, async () => {
      const api = await signInApi(server.url, FREE_ADMIN);
      const { list } = await api.get<{
        list: { id: number; name: string; isDefault: boolean; mode: string }[];
      }>('/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50');
      await api.dispose();
      const template = list.find((t) => t.isDefault) ?? list[0]!;

      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      await signInIn(page, server.url, FREE_ADMIN, lang);
      const query = new URLSearchParams({
        id: String(template.id),
        templateName: template.name,
        orderType: 'order',
        sys_code: template.mode,
      });
      await page.goto(`${server.url}/templateCenter/processSetting?${query.toString()}`);
      const toggle = page.getByTestId('setting-completionApproval');
      await toggle.waitFor(WAIT);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');

      await toggle.click();
      const notice = page.getByTestId('paid-notice');
      await notice.waitFor(WAIT);
      expect(await notice.getAttribute('data-feature')).toBe('approval');
      expect(await notice.textContent()).toContain(NOTICE[lang]);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      // the notice slides in; shoot it once it has stopped moving
      await page.waitForFunction(
        () => !document.querySelector('.ant-notification-notice-wrapper[class*="-motion"]'),
      );
      await screenshot(page, `gates-free-approval-${lang}`);
    });
  }
});
