import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, signInIn } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { STAFF, openByUrl } from './src/shell';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let dispatcherApi: ApiSession;

/** The demo dispatcher (apps/server/src/seed/demo.ts). */
const DISPATCHER = '13800000002';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  dispatcherApi = await signInApi(server.url, DISPATCHER);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await dispatcherApi?.dispose();
  await browser?.close();
  await server?.stop();
});

describe('the assign dialog’s server picker', () => {
  it('offers only people who may serve, each with their team and open orders', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInIn(page, server.url, DISPATCHER, 'zh_CN');
    await openByUrl(page, server.url, '/assignOrder', '待指派工单');
    const row = page.locator('[data-testid^="order-row-"]').first();
    await row.waitFor(WAIT);
    await row.locator('[data-testid^="order-assign-"]').first().click();
    const form = page.getByTestId('order-assign-form');
    // the dialog zooms in: a drop-down opened meanwhile is placed against the moving field
    await form.evaluate((el) =>
      Promise.all(
        el
          .closest('.ant-modal')!
          .getAnimations({ subtree: true })
          // an animation cancelled by a re-render rejects `finished` with AbortError: it is over either way
          .map((x) => x.finished.catch(() => undefined)),
      ),
    );
    await form.getByTestId('order-assign-server').click();
    const options = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) [data-testid="order-candidate"]',
    );
    await options.first().waitFor(WAIT);
    const texts = await options.allInnerTexts();
    const names = texts.map((x) => x.split('(')[0]!.trim()).sort();
    expect(names).toEqual(['张师傅', '王管理', '赵师傅'].sort());
    const { list } = await dispatcherApi.get<{ list: { load: number }[] }>(
      `/v2/order/candidates?part=server&keyword=${STAFF}`,
    );
    const zhang = texts.find((x) => x.includes(`(${STAFF})`))!;
    expect(zhang).toContain('总部服务团队');
    expect(zhang).toContain(`进行中 ${list[0]!.load} 单`);
    await screenshot(page, 'pickers-assign-zh_CN');
  });
});
