import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, phoneContext, pick, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { freshPage } from './src/shell';

/**
 * Issue 24, spare parts: the engineer on a phone requests two parts from the default store
 * (/spareGet), the warehouse keeper approves the request (/spareExamine), and the movement log
 * (/sparelog) shows both parts leaving the store and entering the engineer's personal stock, which
 * the engineer then sees on /spareMine; in both languages.
 */
const ENGINEER = '13800000003';
const KEEPER = '13800000008';
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
  { pending: string; approved: string; request: string; quantity: Record<string, string> }
> = {
  zh_CN: {
    pending: '待审批',
    approved: '已通过',
    request: '申领',
    quantity: { 'BJ-001': '1', 'BJ-002': '2' },
  },
  en_GB: {
    pending: 'Pending',
    approved: 'Approved',
    request: 'Request',
    quantity: { 'BJ-001': '1.5', 'BJ-002': '1' },
  },
};

describe('spare parts: request, approval and the log', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the engineer requests two parts on a phone, the keeper approves, the log shows the movements (${lang})`, async () => {
      const text = TEXT[lang];
      const phone = await (await phoneContext(browser, contexts)).newPage();
      await signInIn(phone, server.url, ENGINEER, lang);
      await phone.goto(`${server.url}/spareGet`);
      await phone.getByTestId('request-parts').click();
      const modal = phone.getByRole('dialog');
      await modal.getByTestId('movement-warehouse').filter({ hasText: '总仓' }).waitFor(WAIT); // the default store
      const codes = Object.keys(text.quantity);
      for (const [i, code] of codes.entries()) {
        if (i > 0) await modal.getByTestId('movement-add-line').click();
        await pick(phone, modal.getByTestId(`movement-part-${i}`), code, code);
        await modal.getByTestId(`movement-qty-${i}`).fill(text.quantity[code]!);
      }
      await screenshot(phone, `spare-request-phone-${lang}`);
      await phone.getByTestId('movement-submit').click();
      await modal.waitFor({ state: 'detached', ...WAIT });
      const card = phone.getByTestId('application-card').first();
      await card.getByText(text.pending).waitFor(WAIT);
      await card.getByText('压缩机').waitFor(WAIT);

      const desk = await freshPage(browser, contexts);
      await signInIn(desk, server.url, KEEPER, lang);
      await desk.goto(`${server.url}/spareExamine`);
      const row = desk.locator('.ant-table-row', { hasText: '冷凝器' }).first();
      await row.waitFor(WAIT);
      await screenshot(desk, `spare-examine-${lang}`);
      await row.getByRole('button', { name: lang === 'zh_CN' ? '通过' : 'Approve' }).click();
      await row.waitFor({ state: 'detached', ...WAIT }); // it leaves the pending list

      await desk.goto(`${server.url}/sparelog`);
      for (const code of codes) {
        const q = Number(text.quantity[code]).toFixed(2);
        const rows = desk.locator('.ant-table-row', { hasText: code }).filter({ hasText: text.request });
        await rows
          .filter({ hasText: `-${q}` })
          .filter({ hasText: '总仓' })
          .first()
          .waitFor(WAIT);
        await rows
          .filter({ hasText: `+${q}` })
          .filter({ hasText: '张师傅' })
          .first()
          .waitFor(WAIT);
      }
      await screenshot(desk, `spare-log-${lang}`);

      await phone.goto(`${server.url}/spareMine`);
      await phone.getByTestId('mine-card').filter({ hasText: '冷凝器' }).waitFor(WAIT);
      await screenshot(phone, `spare-mine-phone-${lang}`);
    });
  }
});
