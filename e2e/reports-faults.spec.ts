import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, settled, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { freshPage } from './src/shell';

/**
 * Issue 28, the fault reports: the director opens /FaultMode, sees the demo's faults in the table
 * beside the charts, changes the period (last 90 days, then a range) and the table follows; then
 * opens /faultAnalysis from the same frame; in both languages. Then the spare-part analysis
 * (/spareAnalysis) opens on the same frame with the demo's sensor used on an order.
 */
const DIRECTOR = '13800000009';
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

const TEXT: Record<Lang, { last90: string; range: string; total: string; picks: string }> = {
  zh_CN: { last90: '近90天', range: '自定义区间', total: '合计', picks: '故障次数' },
  en_GB: { last90: 'Last 90 days', range: 'Date range', total: 'Total', picks: 'Faults recorded' },
};

/** A figure of the table's totals row (column `at`; negative counts from the end), read from the page. */
async function totalOf(page: import('playwright-core').Page, total: string, at = 1) {
  const row = page.getByTestId('report-table').locator('tr', { hasText: total }).last();
  await row.waitFor(WAIT);
  // the row re-renders while a period's figures arrive: read it once it holds a number
  let value = NaN;
  await expect
    .poll(async () => {
      const cells = await row.locator('td').allInnerTexts();
      value = Number(cells.at(at)?.replace(/\D/g, '') || NaN);
      return Number.isFinite(value);
    }, WAIT)
    .toBe(true);
  return value;
}

describe('fault reports on the shared frame', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the director reads fault modes, changes the period and opens the analysis (${lang})`, async () => {
      const text = TEXT[lang];
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, DIRECTOR, lang);

      await page.goto(`${server.url}/FaultMode`);
      const frame = page.getByTestId('fault-mode');
      await frame.waitFor(WAIT);
      await page.getByTestId('report-table').locator('.ant-table-row', { hasText: '无法开机' }).waitFor(WAIT);
      await page.getByTestId('fault-mode-figures').getByText(text.picks).waitFor(WAIT);
      const last30 = await totalOf(page, text.total);
      if (!(last30 > 0)) throw new Error(`expected demo faults in the last 30 days, saw ${last30}`);

      await page.getByTestId('report-period').getByText(text.last90, { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('window') === '90', WAIT);
      await settled(page);
      const last90 = await totalOf(page, text.total);
      if (last90 < last30) throw new Error(`90 days (${last90}) counted fewer than 30 (${last30})`);
      await page.locator('canvas').first().waitFor(WAIT);
      await page.waitForTimeout(1500); // the charts' entry animation, for the screenshot only
      await screenshot(page, `reports-fault-mode-${lang}`);

      await page.getByTestId('report-period').getByText(text.range, { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('window') === 'range', WAIT);
      await settled(page);

      await page.goto(`${server.url}/faultAnalysis?window=90`);
      await page.getByTestId('fault-analysis').waitFor(WAIT);
      const analysis = await totalOf(page, text.total, -1);
      if (analysis !== last90)
        throw new Error(`analysis total ${analysis} differs from fault modes ${last90}`);
      await page.locator('canvas').first().waitFor(WAIT);
      await page.waitForTimeout(1500); // the charts' entry animation, for the screenshot only
      await screenshot(page, `reports-fault-analysis-${lang}`);
    });
  }
});

const SPARE_TEXT: Record<Lang, { title: string; used: string; total: string }> = {
  zh_CN: { title: '备件分析', used: '工单使用', total: '合计' },
  en_GB: { title: 'Spare-part analysis', used: 'Used on orders', total: 'Total' },
};

describe('spare-part analysis on the shared frame', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the director opens the spare-part analysis and sees the demo's part used on an order (${lang})`, async () => {
      const text = SPARE_TEXT[lang];
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, DIRECTOR, lang);

      await page.goto(`${server.url}/spareAnalysis?window=30`);
      await page.getByTestId('spare-analysis').waitFor(WAIT);
      await page.getByText(text.title).first().waitFor(WAIT);
      // the demo's sensor, used on 张师傅's completed order (the part's name is the catalogue's)
      await page
        .getByTestId('report-table')
        .locator('.ant-table-row', { hasText: '温度传感器' })
        .waitFor(WAIT);
      await page.getByTestId('spare-analysis-figures').getByText(text.used).first().waitFor(WAIT);
      // columns: code, name, type, unit, stocked in, used on orders, ...
      const used = await totalOf(page, text.total, 5);
      if (!(used >= 1)) throw new Error(`expected the demo's part used on an order, saw ${used}`);
      await page.locator('canvas').first().waitFor(WAIT);
      await page.waitForTimeout(1500); // the charts' entry animation, for the screenshot only
      await screenshot(page, `reports-spare-analysis-${lang}`);
    });
  }
});
