import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, settled, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { freshPage } from './src/shell';

/**
 * Issue 27, money going out: finance generates the month's personal settlement (the demo's month of
 * completed orders), opens a bill waiting for confirmation, follows a line to its order (whose
 * settlement block reads "waiting for settlement"), comes back and confirms the bill after the
 * prompt; the bill reads confirmed. Both languages (each confirms a different person's bill).
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

const TEXT: Record<Lang, { generated: RegExp; waiting: string; confirmed: string }> = {
  zh_CN: { generated: /已生成 \d+ 张结算单/, waiting: '待结算', confirmed: '已确认' },
  en_GB: { generated: /\d+ bill\(s\) generated/, waiting: 'Waiting for settlement', confirmed: 'Confirmed' },
};

describe('personal settlement', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`finance generates the month's personal bills, follows a line to its order and confirms a bill (${lang})`, async () => {
      const text = TEXT[lang];
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, FINANCE, lang);
      await page.goto(`${server.url}/personalCommission`);
      const cycle = page.getByTestId('bill-cycle').first();
      await cycle.waitFor(WAIT);
      const month = (await cycle.getAttribute('data-start'))!;
      expect(month).toMatch(/^\d{4}-\d{2}$/);

      // generate the month's personal settlement
      await page.getByTestId('generate').click();
      const picker = page.getByTestId('generate-month');
      await picker.click();
      await picker.fill(month);
      await picker.press('Enter');
      await page.getByTestId('generate-run').click();
      await page.getByText(text.generated).waitFor(WAIT);
      await settled(page);
      await screenshot(page, `settlement-bills-${lang}`);

      // open a bill waiting for confirmation
      const row = page
        .locator('.ant-table-row', { has: page.locator('[data-testid="bill-row-state"][data-state="1"]') })
        .first();
      await row.waitFor(WAIT);
      await row.getByTestId('bill-link').click();
      await page.getByTestId('bill-amount').waitFor(WAIT);
      const amount = await page.getByTestId('bill-amount').innerText();
      expect(amount).toMatch(/^¥-?\d+\.\d{2}$/);
      await screenshot(page, `settlement-bill-${lang}`);

      // follow a line to its order: the order waits for settlement
      const line = page.getByTestId('line-order').first();
      const orderNo = (await line.innerText()).trim();
      await line.click();
      await page.getByTestId('order-detail').waitFor(WAIT);
      expect(await page.getByTestId('order-detail').innerText()).toContain(orderNo);
      await page.getByTestId('settlement-personal').filter({ hasText: text.waiting }).waitFor(WAIT);
      await screenshot(page, `settlement-order-${lang}`);

      // back to the bill: confirm after the prompt
      await page.goBack();
      await page.getByTestId('bill-confirm').waitFor(WAIT);
      await page.getByTestId('bill-confirm').click();
      await page.getByTestId('bill-confirm-ok').click();
      await page.getByTestId('bill-state').filter({ hasText: text.confirmed }).waitFor(WAIT);
      expect(await page.getByTestId('bill-confirm').count()).toBe(0);
      expect(await page.getByTestId('bill-amount').innerText()).toBe(amount);
      await settled(page);
      await screenshot(page, `settlement-confirmed-${lang}`);
    });
  }
});

/**
 * /financeSetting is its own page (not the rules): finance sets the default cycle and the old-part
 * deduction (on, at a fixed price), saves, reloads and reads them back; the bill generation proposes
 * the cycle; /commission keeps the rules. Both languages (each sets a different cycle).
 */
const SETTINGS_TEXT: Record<Lang, { title: string; saved: string; rules: string }> = {
  zh_CN: { title: '结算设置', saved: '结算设置已保存', rules: '提成规则' },
  en_GB: { title: 'Settlement settings', saved: 'Settlement settings saved', rules: 'Commission rules' },
};

describe('finance settings', () => {
  for (const [lang, cycle] of [
    ['zh_CN', '2'],
    ['en_GB', '3'],
  ] as const) {
    it(`finance sets the default cycle and the old-part deduction on /financeSetting (${lang})`, async () => {
      const text = SETTINGS_TEXT[lang];
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, FINANCE, lang);
      await page.goto(`${server.url}/financeSetting`);
      await page.getByText(text.title, { exact: true }).first().waitFor(WAIT);
      await page.getByTestId('finance-cycle').waitFor(WAIT);
      expect(await page.getByTestId('rule-add').count()).toBe(0);

      await page.getByTestId('finance-cycle').fill(cycle);
      const deduct = page.getByTestId('finance-deduct');
      if ((await deduct.getAttribute('aria-checked')) !== 'true') await deduct.click();
      await page.getByTestId('finance-price').locator('input[type="radio"]').nth(1).check();
      await page.getByTestId('finance-fixed').fill('20');
      await page.getByTestId('finance-save').click();
      await page.getByText(text.saved).waitFor(WAIT);
      await settled(page);
      await screenshot(page, `settlement-settings-${lang}`);

      await page.reload();
      await page.getByTestId('finance-fixed').waitFor(WAIT);
      expect(await page.getByTestId('finance-cycle').inputValue()).toBe(cycle);
      expect(await page.getByTestId('finance-deduct').getAttribute('aria-checked')).toBe('true');
      expect(await page.getByTestId('finance-fixed').inputValue()).toBe('20.00');

      // the rules stay on /commission; the bill generation proposes the cycle
      await page.locator('.ant-card-extra a', { hasText: text.rules }).click();
      await page.getByTestId('rule-add').waitFor(WAIT);
      await page.goto(`${server.url}/personalCommission`);
      await page.getByTestId('generate').click();
      await page.getByTestId('generate-run').waitFor(WAIT);
      await expect
        .poll(() => page.locator('.ant-modal .ant-input-number-input').inputValue(), WAIT)
        .toBe(cycle);
    });
  }
});
