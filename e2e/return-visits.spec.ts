import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, settled, signInIn, timeline, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage } from './src/shell';

/**
 * Issue 22, return visits: the return-visit staff member opens a pending visit from their list
 * (/ReturnVisitTask), fills the visit form (the demo questionnaire) and the notes, passes the visit,
 * and the order's timeline records it; in both languages.
 */
const VISITOR = '13800000006';
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

const TEXT: Record<Lang, { tab: string; pass: string; passed: string; note: string; timeline: string }> = {
  zh_CN: {
    tab: '我的回访',
    pass: '回访通过',
    passed: '回访通过',
    note: '客户表示空调已正常制冷',
    timeline: '完成了回访（回访通过）',
  },
  en_GB: {
    tab: 'My return visits',
    pass: 'Pass',
    passed: 'Passed',
    note: 'The customer says the air conditioner cools again',
    timeline: 'recorded the return visit as passed',
  },
};

describe('return visits: the visitor passes a visit', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the return-visit staff opens a pending visit, fills the visit form and passes it (${lang})`, async () => {
      const text = TEXT[lang];
      const page = await freshPage(browser, contexts);
      await signInIn(page, server.url, VISITOR, lang);
      // the menu badge counts the visitor's pending work
      await page.goto(`${server.url}/ReturnVisitTask?state=1`);
      await page
        .locator('.ant-tabs-tab-active [data-testid="page-tab"]', { hasText: text.tab })
        .waitFor(WAIT);
      const row = page.locator('.ant-table-row').first();
      await row.waitFor(WAIT);
      const orderNo = (await row.locator('a').first().innerText()).trim();
      await screenshot(page, `return-visits-list-${lang}`);
      await row.getByTestId('visit-open').click();

      const form = page.getByTestId('visit-form');
      await form.waitFor(WAIT);
      await page.getByTestId('visit-order-card').getByText(orderNo).waitFor(WAIT);
      await form.locator('label.ant-radio-wrapper', { hasText: /^满意$/ }).click();
      await form.locator('textarea').last().fill(text.note);
      await screenshot(page, `return-visits-form-${lang}`);
      await page.getByTestId('visit-pass').click();
      await page.locator('.ant-popconfirm .ant-btn-primary', { hasText: text.pass }).click();

      await page.getByTestId('visit-answers').waitFor(WAIT);
      await page.getByTestId('visit-state').filter({ hasText: text.passed }).waitFor(WAIT);
      await page.getByTestId('visit-answers').getByText(text.note).waitFor(WAIT);
      await settled(page);
      await screenshot(page, `return-visits-passed-${lang}`);

      // the order's timeline says the visit passed
      await page.getByTestId('visit-order-card').getByRole('link', { name: orderNo }).click();
      await page.getByTestId('order-timeline').waitFor(WAIT);
      await page.locator('[data-testid="timeline-entry"][data-action="returnVisitPassed"]').waitFor(WAIT);
      const { actions, texts } = await timeline(page);
      expect(actions).toContain('returnVisitPassed');
      expect(texts.join(' | ')).toContain(text.timeline);
    });
  }
});

describe('return visits: plans and the report', () => {
  it('an administrator adds a sampled plan and reads the report with its chart (zh_CN)', async () => {
    const page = await freshPage(browser, contexts);
    await signInIn(page, server.url, ADMIN, 'zh_CN');
    await page.goto(`${server.url}/returnVisitOrder`);
    await page.getByRole('tab', { name: '回访计划' }).click();
    await page.locator('.ant-table-row', { hasText: '完工回访' }).waitFor(WAIT);
    await page.getByTestId('plan-add').click();
    const form = page.getByTestId('plan-form');
    await form.waitFor(WAIT);
    await form.getByLabel('计划名称').fill('抽样回访');
    await form.locator('label.ant-radio-wrapper', { hasText: '按比例抽样' }).click();
    await form.getByLabel('抽样比例（%）').fill('30');
    await page.getByTestId('plan-save').click();
    await page.locator('.ant-table-row', { hasText: '抽样回访' }).waitFor(WAIT);
    await screenshot(page, 'return-visits-plans-zh_CN');

    await page.goto(`${server.url}/returnVisitReport`);
    const totals = page.getByTestId('visit-report-totals');
    await totals.getByText('生成回访').waitFor(WAIT);
    await page.locator('canvas').first().waitFor(WAIT);
    await page.locator('.ant-table-row').first().waitFor(WAIT);
    await screenshot(page, 'return-visits-report-zh_CN');
  });
});
