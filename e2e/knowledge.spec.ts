import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { signInApi } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, phoneContext, screenshotOf, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, STAFF, freshPage } from './src/shell';

/**
 * Issue 29, knowledge base: an engineer on a phone searches from an order's detail ("answers for this
 * product / fault") and opens an FAQ; an administrator uploads a document and sees its summary appear
 * once the job has run. Both languages.
 */
let server: RunningServer;
let browser: Browser;
let orderId: number;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const staff = await signInApi(server.url, STAFF);
  const orders = await staff.get<{ list: { id: number }[] }>(
    '/v2/order/list?view=all&pageSize=1&pageIndex=0',
  );
  orderId = orders.list[0]!.id;
  await staff.dispose();
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

const TEXT: Record<Lang, { query: string; faq: string; doc: string; sentence: string }> = {
  zh_CN: {
    query: '网络',
    faq: '打印机无法连接网络怎么办？',
    doc: '锅炉保养说明',
    sentence: '每年检查锅炉安全阀',
  },
  en_GB: {
    query: 'printers',
    faq: 'Printer prints blank pages',
    doc: 'Boiler care notes',
    sentence: 'Check the boiler safety valve',
  },
};
const docText = (lang: Lang) =>
  lang === 'zh_CN'
    ? '锅炉保养说明。每年检查锅炉安全阀并记录压力。清洗锅炉燃烧器。保养后请客户签字。'
    : 'Boiler care notes. Check the boiler safety valve every year and note the pressure. Clean the boiler burner. Ask the customer to sign afterwards.';

describe('knowledge base', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`an engineer on a phone searches from an order's detail and opens an FAQ (${lang})`, async () => {
      const text = TEXT[lang];
      const page = await (await phoneContext(browser, contexts)).newPage();
      await signInIn(page, server.url, STAFF, lang);
      await page.goto(`${server.url}/allOrder/orderDetail/${orderId}`);
      const panel = page.getByTestId('kb-order-panel');
      await panel.waitFor(WAIT);
      await panel.getByTestId('kb-search').locator('input').fill(text.query);
      await panel.getByTestId('kb-search').locator('input').press('Enter');
      const hit = panel.getByTestId('kb-hit-title').filter({ hasText: text.faq });
      await hit.waitFor(WAIT);
      await panel.locator('mark').first().waitFor(WAIT);
      await screenshotOf(panel, `knowledge-order-panel-${lang}`);
      await hit.click();
      await page.getByTestId('kb-faq-title').filter({ hasText: text.faq }).waitFor(WAIT);
      await page.getByTestId('kb-faq-answer-text').waitFor(WAIT);
      await screenshot(page, `knowledge-faq-phone-${lang}`);
    });

    it(`an administrator uploads a document and sees its summary after the job (${lang})`, async () => {
      const text = TEXT[lang];
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, ADMIN, lang);
      await page.goto(`${server.url}/DOCManage`);
      await page.getByTestId('kb-doc-add').click();
      await page.getByTestId('kb-doc-name').fill(text.doc);
      await page
        .locator('.ant-modal input[type="file"]')
        .setInputFiles({ name: 'boiler.txt', mimeType: 'text/plain', buffer: Buffer.from(docText(lang)) });
      await page.locator('.ant-modal .ant-tag', { hasText: 'boiler.txt' }).waitFor(WAIT);
      await page.getByTestId('kb-doc-save').click();
      await page.getByTestId('kb-doc-title').filter({ hasText: text.doc }).waitFor(WAIT);
      await page.getByTestId('kb-doc-summary').filter({ hasText: text.sentence }).waitFor(WAIT);
      await screenshot(page, `knowledge-doc-summary-${lang}`);
    });
  }
});
