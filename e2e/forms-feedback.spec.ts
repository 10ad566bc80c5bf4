import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, orderInState, phoneContext, signInIn, signWithFinger, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, STAFF } from './src/shell';

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

const DISPATCHER = '13800000002';
const AMOUNTS = ['sparepartAmount', 'otherAmount', 'preferentialAmount'];
/** The count toast of a refused submit (components/Form, shell/form-failure). */
const NEEDS_ATTENTION: Record<Lang, (n: number) => string> = {
  zh_CN: (n) => `还有 ${n} 项需要填写或修改`,
  en_GB: (n) => `Fields needing attention: ${n}`,
};

/**
 * An order of the default template (every process node on: expenses required, receipt by
 * signature) with one service item, assigned to 张师傅 (13800000003), accepted and in service.
 */
async function orderInService() {
  const [templates, customers, me] = await Promise.all([
    admin.get<{ list: { id: number; isDefault: boolean }[] }>(
      '/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50',
    ),
    admin.get<{ list: { id: number }[] }>('/v2/customer/epCustomerList?pageIndex=0&pageSize=1'),
    staff.get<{ id: number }>('/v2/sessionUser/info'),
  ]);
  const templateId = templates.list.find((t) => t.isDefault)!.id;
  const items = await admin.get<{ list: { id: number }[] }>(
    `/v2/serviceProject/list?pageIndex=0&pageSize=1&enabled=true&templateId=${templateId}`,
  );
  const order = await admin.post<{ id: number; orderNo: string }>('/v2/order/create', {
    templateId,
    customerId: customers.list[0]!.id,
    title: 'E2E 金额默认为零',
    appointmentAt: new Date(Date.now() + 3_600_000).toISOString(),
    serverUserId: me.id,
    serviceItems: [{ serviceItemId: items.list[0]!.id, quantity: 1 }],
  });
  await staff.post('/order/accept', { orderId: order.id });
  await staff.post('/order/startService', { orderId: order.id });
  return order;
}

/** Whether the element is wholly inside the visible part of the screen. */
async function inViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const view = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= view.height && box.x >= 0;
}

/** The count toast says `n` fields need attention. */
const toastSays = (page: Page, lang: Lang, n: number) =>
  page.locator('.ant-message-notice', { hasText: NEEDS_ATTENTION[lang](n) }).waitFor(WAIT);

describe('forms say what is missing and completing service needs no typed zeros (issue 18, items 2 and 11)', () => {
  it('zh_CN, on a phone: the sheet scrolls to the missing signature, then completes with the amounts untouched', async () => {
    const lang = 'zh_CN';
    const order = await orderInService();
    const page = await (await phoneContext(browser, contexts)).newPage();
    await signInIn(page, server.url, STAFF, lang);
    await page.goto(`${server.url}/allOrder/orderDetail/${order.id}`);
    await orderInState(page, 4);
    await page.getByTestId('order-action-complete').click(WAIT);
    const sheet = page.getByTestId('action-form-complete');
    await sheet.getByTestId('service-lines').waitFor(WAIT);
    // The required amounts start at 0.00, a value rather than a grey placeholder.
    for (const name of AMOUNTS) expect(await sheet.getByTestId(`expense-${name}`).inputValue()).toBe('0.00');
    await screenshot(page, `forms-phone-complete-${lang}`);

    // Unsigned: the sheet (not the window) scrolls to the signature, and the count is said.
    const pad = sheet.getByTestId('receipt-signature-pad');
    expect(await inViewport(page, pad)).toBe(false);
    await page.getByTestId('action-form-complete-submit').click();
    await toastSays(page, lang, 1);
    await page.waitForFunction(
      () => {
        const el = document.querySelector('[data-testid="receipt-signature-pad"]')!.getBoundingClientRect();
        return el.top >= 0 && el.bottom <= window.innerHeight;
      },
      null,
      WAIT,
    );
    await screenshot(page, `forms-phone-complete-unsigned-${lang}`);

    await signWithFinger(page, pad);
    await sheet.locator('[data-testid="receipt-signature-pad"][data-signed="true"]').waitFor(WAIT);
    await page.getByTestId('action-form-complete-submit').click();
    await orderInState(page, 5);
    const detail = await staff.get<{ payment: Record<string, string> }>(`/order/orderDetail?id=${order.id}`);
    for (const name of AMOUNTS) expect(detail.payment[name]).toBe('0.00');
  }, 120_000);

  it('en_GB, on a desktop: an empty new order shows its first error in view and focused, with the count', async () => {
    const lang = 'en_GB';
    const page = await browser
      .newContext({ viewport: { width: 1280, height: 800 } })
      .then((c) => (contexts.push(c), c.newPage()));
    await signInIn(page, server.url, DISPATCHER, lang);
    await page.goto(`${server.url}/createOrder`);
    const form = page.getByTestId('order-create-form');
    await form.waitFor(WAIT);
    // The template is chosen for the user; the rest is left empty. Submit sits at the bottom.
    await form.getByTestId('order-template').filter({ hasText: /\S/ }).waitFor(WAIT);
    await form.getByTestId('order-create-submit').click();
    const failed = form.locator('.ant-form-item-has-error');
    await failed.first().waitFor(WAIT);
    await toastSays(page, lang, await failed.count());
    const first = failed.first();
    await page.waitForFunction(
      (el) => {
        const r = el!.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      },
      await first.elementHandle(),
      WAIT,
    );
    expect(await first.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await screenshot(page, `forms-create-empty-${lang}`);
  }, 120_000);
});
