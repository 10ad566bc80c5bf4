import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, phoneContext, pick, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, STAFF, freshPage } from './src/shell';

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
let admin: ApiSession;
let staff: ApiSession;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [admin, staff] = await Promise.all([signInApi(server.url, ADMIN), signInApi(server.url, STAFF)]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await Promise.all([admin?.dispose(), staff?.dispose()]);
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

/** An order of the default template served by 张师傅, accepted and in service (state 4). */
async function orderInService(title: string) {
  const [templates, customers, me] = await Promise.all([
    admin.get<{ list: { id: number; isDefault: boolean }[] }>(
      '/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50',
    ),
    admin.get<{ list: { id: number }[] }>('/v2/customer/epCustomerList?pageIndex=0&pageSize=1'),
    staff.get<{ id: number }>('/v2/sessionUser/info'),
  ]);
  const order = await admin.post<{ id: number }>('/v2/order/create', {
    templateId: templates.list.find((t) => t.isDefault)!.id,
    customerId: customers.list[0]!.id,
    title,
    appointmentAt: new Date(Date.now() + 3_600_000).toISOString(),
    serverUserId: me.id,
  });
  await staff.post('/order/accept', { orderId: order.id });
  await staff.post('/order/startService', { orderId: order.id });
  return order.id;
}

const PANEL: Record<Lang, { amount: string }> = {
  zh_CN: { amount: '备件金额：150.00' },
  en_GB: { amount: 'Spare-part amount: 150.00' },
};

describe('spare parts on an order (phone)', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the engineer uses a part of his stock on his order and records the replaced one (${lang})`, async () => {
      const id = await orderInService(`E2E 备件 ${lang}`);
      const phone = await (await phoneContext(browser, contexts)).newPage();
      await signInIn(phone, server.url, ENGINEER, lang);
      await phone.goto(`${server.url}/allOrder/orderDetail/${id}`);
      const panel = phone.getByTestId('order-parts-panel');
      await panel.waitFor(WAIT);
      await pick(phone, panel.getByTestId('order-part-part'), 'BJ-006', 'BJ-006');
      await panel.getByTestId('order-part-qty').fill('1');
      await panel.getByTestId('order-part-add').click();
      await panel.getByTestId('order-part-BJ-006').waitFor(WAIT);
      await panel.getByTestId('order-parts-amount').filter({ hasText: PANEL[lang].amount }).waitFor(WAIT);
      await pick(phone, panel.getByTestId('order-old-part-part'), 'BJ-003', 'BJ-003');
      await panel.getByTestId('order-old-part-sn').fill(`SN-E2E-${lang}`);
      await panel.getByTestId('order-old-part-add').click();
      await panel.getByTestId('order-old-part-BJ-003').waitFor(WAIT);
      await screenshot(phone, `spare-order-parts-phone-${lang}`);
    });
  }
});

const RECYCLE: Record<Lang, { awaiting: string; received: string; movement: string }> = {
  zh_CN: { awaiting: '待签收', received: '已签收', movement: '旧件入库' },
  en_GB: { awaiting: 'Awaiting receipt', received: 'Received', movement: 'Old part received' },
};

describe('old parts recycled (/oldPartsRecyle, /oldPartsRecyle/scan)', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the engineer returns an old part on a phone, the keeper scans it into the scrap store on a phone, the log shows it (${lang})`, async () => {
      const text = RECYCLE[lang];
      const sn = `SN-RCY-${lang}`;
      const orderId = await orderInService(`E2E 旧件 ${lang}`);
      const parts = await staff.get<{ list: { id: number; code: string }[] }>(
        '/v2/spare/sparePart/spareList?pageIndex=0&pageSize=50',
      );
      await staff.post('/v2/order/oldParts', {
        orderId,
        partId: parts.list.find((p) => p.code === 'BJ-003')!.id,
        quantity: '1',
        snCode: sn,
      });

      // the engineer: his unreturned old parts, one chosen, returned to the scrap store
      const phone = await (await phoneContext(browser, contexts)).newPage();
      await signInIn(phone, server.url, ENGINEER, lang);
      await phone.goto(`${server.url}/oldPartsRecyle?state=0&keyword=${sn}`);
      const card = phone.getByTestId('old-card').filter({ hasText: sn });
      await card.waitFor(WAIT);
      await card.click();
      await phone.getByTestId('old-return').click();
      await phone.getByTestId('old-store').filter({ hasText: '废品库' }).waitFor(WAIT);
      await screenshot(phone, `old-parts-return-phone-${lang}`);
      await phone.locator('#old-store-ok').click();
      await card.waitFor({ state: 'detached', ...WAIT }); // no longer unreturned

      // the keeper on a phone: types (or scans) the SN code, finds it waiting, receives it
      const keeper = await (await phoneContext(browser, contexts)).newPage();
      await signInIn(keeper, server.url, KEEPER, lang);
      await keeper.goto(`${server.url}/oldPartsRecyle/scan`);
      await keeper.getByTestId('scan-store').filter({ hasText: '废品库' }).waitFor(WAIT);
      await keeper.getByTestId('scan-input').fill(sn);
      await keeper.getByTestId('scan-input').press('Enter');
      const found = keeper.getByTestId('scan-found').filter({ hasText: sn });
      await found.filter({ hasText: text.awaiting }).waitFor(WAIT);
      await found.getByTestId('scan-receive').click();
      await keeper.getByTestId('scan-received').filter({ hasText: sn }).waitFor(WAIT);
      await screenshot(keeper, `old-parts-scan-phone-${lang}`);

      // at a desk: the list shows it received into the store; the log shows the movement
      const desk = await freshPage(browser, contexts);
      await signInIn(desk, server.url, KEEPER, lang);
      await desk.goto(`${server.url}/oldPartsRecyle?keyword=${sn}`);
      const row = desk.locator('.ant-table-row', { hasText: sn });
      await row.filter({ hasText: text.received }).filter({ hasText: '废品库' }).waitFor(WAIT);
      await screenshot(desk, `old-parts-list-${lang}`);
      await desk.goto(`${server.url}/sparelog`);
      await desk
        .locator('.ant-table-row', { hasText: 'BJ-003' })
        .filter({ hasText: text.movement })
        .filter({ hasText: '废品库' })
        .filter({ hasText: '+1.00' })
        .first()
        .waitFor(WAIT);
    });
  }
});

describe('the parts catalogue (/spareList): its dialogs load when first opened', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the administrator adds a part and opens the import (${lang})`, async () => {
      const code = `E2E-${lang}-${Date.now() % 100_000}`;
      const desk = await freshPage(browser, contexts);
      await signInIn(desk, server.url, ADMIN, lang);
      await desk.goto(`${server.url}/spareList`);
      await desk.getByTestId('part-add').click(WAIT);
      // the form arrives on demand: wait for its fields, then type
      const dialog = desk.getByRole('dialog');
      await dialog.getByTestId('part-code').fill(code, WAIT);
      await dialog.getByTestId('part-name').fill(`E2E 备件 ${lang}`);
      await desk.getByTestId('part-save').click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      await desk.locator('.ant-input-search input').fill(code);
      await desk.locator('.ant-input-search input').press('Enter');
      await desk.locator('.ant-table-row', { hasText: code }).waitFor(WAIT);

      await desk.getByTestId('part-import').click();
      await desk.getByTestId('part-import-template').waitFor(WAIT);
      await screenshot(desk, `spare-list-import-${lang}`);
      await desk.keyboard.press('Escape'); // the keyboard closes it as before
      await desk.getByTestId('part-import-template').waitFor({ state: 'detached', ...WAIT });
    });
  }
});
