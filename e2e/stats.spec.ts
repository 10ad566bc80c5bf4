import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, settled, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { freshPage } from './src/shell';

/**
 * Issue 28, the dashboard and the order reports: the director opens the home page's dashboard,
 * clicks the overdue tile and lands on the order list filtered to overdue orders (the same count);
 * opens two reports, changes the period of one, exports the other to the download centre; in both
 * languages, with screenshots.
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

const TEXT: Record<Lang, { last90: string; total: (n: number) => string; queued: string }> = {
  zh_CN: { last90: '近90天', total: (n) => `共 ${n} 条`, queued: '已加入导出任务' },
  en_GB: { last90: 'Last 90 days', total: (n) => `${n} in all`, queued: 'Export queued' },
};

const numberIn = async (page: Page, testId: string) =>
  Number(
    (await page.getByTestId(testId).locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''),
  );

async function dashboard(page: Page, lang: Lang) {
  await page.goto(`${server.url}/guideOne`);
  await page.getByTestId('dashboard').waitFor(WAIT);
  const overdue = page.getByTestId('dashboard-tile-overdue');
  await overdue.locator('.ant-statistic-content-value').waitFor(WAIT);
  await page.getByTestId('dashboard-engineers').locator('.ant-table-row').first().waitFor(WAIT);
  await page.locator('[data-testid="dashboard"] canvas').first().waitFor(WAIT);
  const count = await numberIn(page, 'dashboard-tile-overdue');
  if (!(count > 0)) throw new Error(`expected overdue demo orders, the tile shows ${count}`);
  await screenshot(page, `stats-dashboard-${lang}`);

  await overdue.click();
  await page.waitForURL(
    (url) => url.pathname === '/allOrder' && url.searchParams.get('orderExceed') === '1',
    WAIT,
  );
  await page.getByText(TEXT[lang].total(count), { exact: true }).waitFor(WAIT);
  await settled(page);
  await screenshot(page, `stats-overdue-list-${lang}`);
}

async function reports(page: Page, lang: Lang) {
  await page.goto(`${server.url}/StatisticsOrderNum`);
  await page.getByTestId('report-StatisticsOrderNum').waitFor(WAIT);
  await page.getByTestId('report-table').locator('.ant-table-row').first().waitFor(WAIT);
  await page.getByTestId('report-period').getByText(TEXT[lang].last90, { exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('window') === '90', WAIT);
  await page.getByTestId('report-table').locator('.ant-table-row').first().waitFor(WAIT);
  await page.locator('[data-testid="report-StatisticsOrderNum"] canvas').first().waitFor(WAIT);
  await settled(page);
  await screenshot(page, `stats-order-number-90-${lang}`);

  await page.goto(`${server.url}/orderStatistics?window=90`);
  await page.getByTestId('report-orderStatistics').waitFor(WAIT);
  await page.getByTestId('report-table').locator('.ant-table-row').first().waitFor(WAIT);
  await page.getByTestId('report-orderStatistics-export').click();
  await page.getByTestId('report-orderStatistics-export-name').waitFor(WAIT);
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: lang === 'zh_CN' ? '开始导出' : 'Start export' })
    .click();
  await page.getByTestId('report-orderStatistics-export-queued').getByText(TEXT[lang].queued).waitFor(WAIT);
  await screenshot(page, `stats-income-export-${lang}`);
}

describe('dashboard and order reports', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the director follows the overdue tile, reads two reports and exports one (${lang})`, async () => {
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, DIRECTOR, lang);
      await dashboard(page, lang);
      await reports(page, lang);
    });
  }
});
