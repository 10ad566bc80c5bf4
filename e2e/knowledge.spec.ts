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
 * once the job has run; an administrator writes an answer with an image inside its text, shown inline
 * on the detail and on the public link; a page's help tip closes and the help centre turns it back on.
 * Both languages.
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
/** A 2×2 PNG the browser draws (the answer's inline image). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

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

    it(`an administrator writes an answer with an image inside the text, shown inline on the detail and the public link (${lang})`, async () => {
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, ADMIN, lang);
      await page.goto(`${server.url}/FAQManage`);
      await page.getByTestId('kb-faq-add').click();
      const question = lang === 'zh_CN' ? '如何更换滤网？' : 'How do I change the filter?';
      await page.getByTestId('kb-faq-question').fill(question);
      const editor = page.getByTestId('kb-faq-answer');
      await editor.click();
      await page.keyboard.type(
        lang === 'zh_CN' ? '打开前盖，取出滤网：' : 'Open the front cover and pull the filter out:',
      );
      await page
        .locator('.ant-upload', { has: page.getByTestId('kb-faq-answer-image') })
        .locator('input[type="file"]')
        .setInputFiles({ name: 'filter.png', mimeType: 'image/png', buffer: PNG });
      await editor.locator('img').waitFor(WAIT);
      await page.getByTestId('kb-faq-shared').click();
      await page.getByTestId('kb-faq-save').click();
      await page.getByTestId('kb-faq-title').filter({ hasText: question }).waitFor(WAIT);
      const inline = page.getByTestId('kb-faq-answer-text').locator('img');
      await inline.waitFor(WAIT);
      await page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="kb-faq-answer-text"] img') as HTMLImageElement | null)
            ?.naturalWidth === 2,
      );
      const link = (await page.getByTestId('kb-share-link').textContent())!.trim();
      await screenshot(page, `knowledge-faq-rich-${lang}`);
      const anonymous = await (await browser.newContext()).newPage();
      contexts.push(anonymous.context());
      await anonymous.goto(link.startsWith('http') ? link : `${server.url}${link}`);
      await anonymous.getByTestId('kb-shared-answer').locator('img').waitFor(WAIT);
      await anonymous.waitForFunction(
        () =>
          (document.querySelector('[data-testid="kb-shared-answer"] img') as HTMLImageElement | null)
            ?.naturalWidth === 2,
      );
    });

    it(`a page's help tip closes for its reader and the help centre turns tips back on (${lang})`, async () => {
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, ADMIN, lang);
      await page.goto(`${server.url}/spareOutAndIn`);
      const tip = page.getByTestId('help-tip-spareManage');
      await tip.waitFor(WAIT);
      await tip.getByRole('button', { name: lang === 'zh_CN' ? '不再提示' : 'Do not show again' }).click();
      await tip.waitFor({ ...WAIT, state: 'detached' });
      await page.reload();
      await page.getByTestId('spare-mode').waitFor(WAIT);
      if (await tip.count()) throw new Error('the closed tip came back');
      await page.goto(`${server.url}/help`);
      const on = page.getByTestId('kb-help-tips');
      await on.waitFor(WAIT);
      if ((await on.getAttribute('aria-checked')) !== 'false')
        throw new Error('the switch should show tips off');
      await on.click();
      await page.goto(`${server.url}/spareOutAndIn`);
      await tip.waitFor(WAIT);
    });
  }
});
