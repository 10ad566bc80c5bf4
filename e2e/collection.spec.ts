import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, settled, signInIn, timeline, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { freshPage } from './src/shell';

/**
 * Issues 22 and 27, money coming in: finance staff open an order waiting for payment (the demo has
 * three), show its payment QR, the customer pays on the product's own payment page (the local
 * payment provider), and the order's collection block reads paid with the timeline entries; then
 * finance opens the month's reconciliation, marks a customer reconciled and exports the period to
 * the download centre. Both languages.
 */
const FINANCE = '13800000007';
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

const TEXT: Record<
  Lang,
  { paid: string; confirmed: string; timelinePaid: string; exported: string; file: RegExp }
> = {
  zh_CN: {
    paid: '已收款',
    confirmed: '支付成功',
    timelinePaid: '收齐了款项',
    exported: '导出任务已提交',
    file: /客户对账-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx/,
  },
  en_GB: {
    paid: 'Paid',
    confirmed: 'Payment received',
    timelinePaid: 'collected the order in full',
    exported: 'The export is queued',
    file: /Reconciliation-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx/,
  },
};

describe('collection and reconciliation', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`an order waiting for payment is paid on the local payment page; finance reconciles and exports (${lang})`, async () => {
      const text = TEXT[lang];
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, FINANCE, lang);

      // the list of orders waiting for payment
      await page.goto(`${server.url}/collectionOrder`);
      const row = page.locator('.ant-table-row').first();
      await row.waitFor(WAIT);
      await screenshot(page, `collection-list-${lang}`);
      await row.getByTestId('collection-order-link').click();

      // the order's collection block: the QR and the page it opens
      const panel = page.getByTestId('collection-panel');
      await panel.waitFor(WAIT);
      const left = (await panel.getByTestId('collection-left').innerText()).trim();
      expect(left).not.toBe('¥0.00');
      await panel.getByTestId('collection-qr-open').click();
      const open = page.getByTestId('collection-pay-page');
      await open.waitFor(WAIT);
      await screenshot(page, `collection-qr-${lang}`);
      const url = (await open.getAttribute('data-url'))!;
      expect(new URL(url).pathname).toMatch(/^\/api\/v2\/collection\/pay\//);

      // the customer's phone opens the payment page and pays
      const customer = await freshPage(browser, contexts);
      await customer.setExtraHTTPHeaders({ 'accept-language': lang === 'zh_CN' ? 'zh-CN' : 'en-GB' });
      await customer.goto(url);
      expect(await customer.getByTestId('pay-amount').innerText()).toBe(left);
      await customer.getByTestId('pay-confirm').click();
      await customer.getByTestId('pay-result').filter({ hasText: text.confirmed }).waitFor(WAIT);
      await screenshot(customer, `collection-pay-page-${lang}`);

      // back on the order: paid, with the payment and the timeline entries
      await page.locator('.ant-modal-close').click();
      await panel.getByTestId('collection-state').filter({ hasText: text.paid }).waitFor(WAIT);
      expect(await panel.getByTestId('collection-left').innerText()).toBe('¥0.00');
      await panel.getByTestId('collection-payment').first().waitFor(WAIT);
      const { actions, texts } = await timeline(page);
      expect(actions).toContain('collectionPaid');
      expect(texts.join(' ')).toContain(text.timelinePaid);
      await settled(page);
      await screenshot(page, `collection-paid-${lang}`);

      // reconciliation: mark the first customer not yet reconciled, then export the period
      await page.goto(`${server.url}/financeReconcile`);
      const open2 = page.locator('.ant-table-row', { has: page.getByTestId('reconcile-mark') }).first();
      await open2.waitFor(WAIT);
      const customerName = (await open2.locator('td').first().innerText()).trim();
      await open2.getByTestId('reconcile-mark').click();
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
      await page
        .locator('.ant-table-row', { hasText: customerName })
        .getByTestId('reconcile-done')
        .waitFor(WAIT);
      await settled(page);
      await screenshot(page, `reconcile-marked-${lang}`);
      await page.getByTestId('reconcile-export').click();
      await page.getByText(text.exported).waitFor(WAIT);
      await page.getByTestId('download-center').click();
      const item = page.getByTestId('download-item').first();
      await eventuallyText(item, text.file);
    });
  }
});

/** The download centre's item names the file once the list has it (the export runs in the background). */
async function eventuallyText(item: Locator, pattern: RegExp) {
  for (let i = 0; i < 100; i++) {
    if (pattern.test((await item.textContent()) ?? '')) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  expect(await item.textContent()).toMatch(pattern);
}
