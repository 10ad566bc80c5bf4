import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import {
  PHOTO,
  WAIT,
  inThreeDays,
  pickOnPanel,
  orderInState,
  phoneContext,
  settled,
  signInIn,
  signWithFinger,
  timeline,
  type Lang,
} from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, STAFF, freshPage, menusBuilt, openByUrl } from './src/shell';

/**
 * Issue 22's whole path in one order: the dispatcher pools it; the engineer on a 375×812 phone grabs
 * it and asks to reschedule; the dispatcher approves; the engineer serves it on the phone (check-in
 * photo and position, an item, the customer's signature); the customer pays on the product's own
 * payment page; the return-visit staff passes the visit; the order's timeline shows every step.
 */
const DISPATCHER = '13800000002';
const VISITOR = '13800000006';
const FINANCE = '13800000007';
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: ApiSession;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await signInApi(server.url, ADMIN);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await admin?.dispose();
  await browser?.close();
  await server?.stop();
});

const TEXT = {
  zh_CN: {
    assignList: '待指派工单',
    pooledDone: '已放入工单池',
    poolMenu: '工单池',
    grabbed: '抢单成功',
    apply: '异常申请',
    abnormalList: '异常工单',
    approved: '同意改约',
    confirmed: '支付成功',
    paid: '已收款',
    pass: '回访通过',
    passed: '回访通过',
  },
  en_GB: {
    assignList: 'Orders to assign',
    pooledDone: 'Put in the pool',
    poolMenu: 'Open pool',
    grabbed: 'Grabbed',
    apply: 'Report a problem',
    abnormalList: 'Abnormal requests',
    approved: 'Approve rescheduling',
    confirmed: 'Payment received',
    paid: 'Paid',
    pass: 'Pass',
    passed: 'Passed',
  },
} satisfies Record<Lang, Record<string, string>>;

const desk = async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  return context.newPage();
};

/** An order pending assignment, made by the administrator through the API. */
async function newOrder(title: string) {
  const [templates, customers] = await Promise.all([
    admin.get<{ list: { id: number; isDefault: boolean }[] }>(
      '/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50',
    ),
    admin.get<{ list: { id: number }[] }>('/v2/customer/epCustomerList?pageIndex=0&pageSize=1'),
  ]);
  return admin.post<{ id: number; orderNo: string }>('/v2/order/create', {
    templateId: templates.list.find((t) => t.isDefault)!.id,
    customerId: customers.list[0]!.id,
    title,
    appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
}

const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running'), null, WAIT);

/** The dispatcher at a desk puts the order in the pool from /assignOrder. */
async function pool(lang: Lang, order: { id: number; orderNo: string }) {
  const page = await desk();
  await signInIn(page, server.url, DISPATCHER, lang);
  await openByUrl(page, server.url, '/assignOrder', TEXT[lang].assignList);
  const keyword = page
    .locator('input[data-testid="order-keyword"], [data-testid="order-keyword"] input')
    .first();
  await keyword.fill(order.orderNo);
  await keyword.press('Enter');
  const row = page.getByTestId(`order-row-${order.id}`);
  await row.waitFor(WAIT);
  await row.getByTestId(`order-putInPool-${order.id}`).click();
  const ok = page.getByTestId('order-note-ok');
  await ok.waitFor(WAIT);
  await animationsDone(page);
  await ok.click();
  await page.locator('.ant-message-notice', { hasText: TEXT[lang].pooledDone }).waitFor(WAIT);
}

/** On the phone: the open pool from the menu, grab; the order opens, waiting for service. */
async function grab(lang: Lang, order: { id: number }): Promise<Page> {
  const page = await (await phoneContext(browser, contexts)).newPage();
  await signInIn(page, server.url, STAFF, lang);
  await page.getByTestId('menu-toggle').click();
  await menusBuilt(page);
  await page.getByRole('menuitem').filter({ hasText: TEXT[lang].poolMenu }).first().click();
  const card = page.getByTestId(`pool-order-${order.id}`);
  await card.waitFor(WAIT);
  await card.getByTestId(`pool-grab-${order.id}`).click();
  await page.locator('.ant-message-notice', { hasText: TEXT[lang].grabbed }).waitFor(WAIT);
  await page.waitForURL((url) => url.pathname === `/allOrder/orderDetail/${order.id}`, WAIT);
  await orderInState(page, 3);
  return page;
}

/** Still on the phone: "More", the abnormal request, reschedule with a reason. */
async function askToReschedule(lang: Lang, page: Page, when: string) {
  await page.getByTestId('order-more').click(WAIT);
  await page.getByRole('menuitem').filter({ hasText: TEXT[lang].apply }).click(WAIT);
  const form = page.getByTestId('action-form-applyAbnormal');
  await form.waitFor(WAIT);
  await page.locator('label:has([data-testid="abnormal-type-3"])').click();
  await pickOnPanel(page, form.locator('.ant-picker'), when);
  await page.getByTestId('abnormal-reason').fill(lang === 'zh_CN' ? '客户临时出差' : 'The customer is away');
  await page.getByTestId('action-form-applyAbnormal-submit').click();
  await page.getByTestId('order-abnormal').waitFor(WAIT);
}

/** The dispatcher approves the request on /abnormalOrder. */
async function approve(lang: Lang, order: { orderNo: string }) {
  const page = await desk();
  await signInIn(page, server.url, DISPATCHER, lang);
  await openByUrl(page, server.url, '/abnormalOrder?state=0', TEXT[lang].abnormalList);
  const row = page.locator('tr', { hasText: order.orderNo });
  await row.waitFor(WAIT);
  await row.getByTestId('abnormal-approve').click();
  const submit = page.getByTestId('action-form-abnormalReschedule-submit');
  await submit.waitFor(WAIT);
  await submit.click();
  await page.locator('.ant-message-notice', { hasText: TEXT[lang].approved }).waitFor(WAIT);
}

/** Back on the phone: start service with a photo where he stands; complete with an item and the signature. */
async function serve(page: Page, orderId: number, when: string) {
  await page.goto(`${server.url}/allOrder/orderDetail/${orderId}`);
  await orderInState(page, 3);
  // the approved appointment
  await page.getByTestId('order-fields').getByText(when).waitFor(WAIT);
  await page.getByTestId('order-action-startService').click(WAIT);
  const start = page.getByTestId('action-form-startService');
  await start.locator('[data-testid="location-status"][data-status="located"]').waitFor(WAIT);
  await start.getByTestId('check-in-photo-input').setInputFiles(PHOTO);
  await start.getByTestId('custom-image').waitFor(WAIT);
  await page.getByTestId('action-form-startService-submit').click();
  await orderInState(page, 4);

  await page.getByTestId('order-action-complete').click(WAIT);
  const complete = page.getByTestId('action-form-complete');
  await complete.locator('[data-testid="location-status"][data-status="located"]').waitFor(WAIT);
  await complete.getByTestId('complete-photo-input').setInputFiles({ ...PHOTO, name: 'done.png' });
  await complete.getByTestId('custom-image').waitFor(WAIT);
  const lines = complete.getByTestId('service-lines');
  // the first service item the template offers becomes a line; the total is no longer zero
  await lines.getByTestId('service-line-add').click();
  const first = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .first();
  await first.waitFor(WAIT);
  await first.click();
  await lines.locator('[data-testid^="service-line-"]').first().waitFor(WAIT);
  await expect
    .poll(async () => (await complete.getByTestId('expense-total').innerText()).trim(), WAIT)
    .not.toBe('¥0.00');
  const pad = complete.getByTestId('receipt-signature-pad');
  await signWithFinger(page, pad);
  await complete.locator('[data-testid="receipt-signature-pad"][data-signed="true"]').waitFor(WAIT);
  await page.getByTestId('action-form-complete-submit').click();
  await orderInState(page, 5);
}

/** Finance shows the order's payment QR; the customer's phone opens the page it links to and pays. */
async function pay(lang: Lang, orderId: number) {
  const page = await desk();
  await signInIn(page, server.url, FINANCE, lang);
  await page.goto(`${server.url}/allOrder/orderDetail/${orderId}`);
  const panel = page.getByTestId('collection-panel');
  await panel.waitFor(WAIT);
  await panel.getByTestId('collection-qr-open').click();
  const open = page.getByTestId('collection-pay-page');
  await open.waitFor(WAIT);
  const url = (await open.getAttribute('data-url'))!;
  const customer = await freshPage(browser, contexts);
  await customer.setExtraHTTPHeaders({ 'accept-language': lang === 'zh_CN' ? 'zh-CN' : 'en-GB' });
  await customer.goto(url);
  await customer.getByTestId('pay-confirm').click();
  await customer.getByTestId('pay-result').filter({ hasText: TEXT[lang].confirmed }).waitFor(WAIT);
  await page.locator('.ant-modal-close').click();
  await panel.getByTestId('collection-state').filter({ hasText: TEXT[lang].paid }).waitFor(WAIT);
}

/** The return-visit staff opens the order's visit, answers the questionnaire and passes it. */
async function visit(lang: Lang, order: { orderNo: string }) {
  const visitor = await signInApi(server.url, VISITOR);
  const tasks = await visitor.get<{ list: { id: number; orderNo: string }[] }>(
    `/v2/returnvisitTask/list?keyword=${order.orderNo}&pageIndex=0&pageSize=5`,
  );
  await visitor.dispose();
  const task = tasks.list.find((x) => x.orderNo === order.orderNo);
  expect(task, 'a return-visit task for the completed order').toBeDefined();
  const page = await desk();
  await signInIn(page, server.url, VISITOR, lang);
  await page.goto(`${server.url}/returnVisitOrder/ReturnVisitTaskDetail/${task!.id}`);
  const form = page.getByTestId('visit-form');
  await form.waitFor(WAIT);
  await form.locator('label.ant-radio-wrapper', { hasText: /^满意$/ }).click();
  await page.getByTestId('visit-pass').click();
  await page.locator('.ant-popconfirm .ant-btn-primary', { hasText: TEXT[lang].pass }).click();
  await page.getByTestId('visit-state').filter({ hasText: TEXT[lang].passed }).waitFor(WAIT);
  await settled(page);
  return page;
}

describe('one order through issue 22: pool, grab, reschedule, serve, pay, visit', () => {
  it.each(['zh_CN', 'en_GB'] as const)('in %s', async (lang) => {
    const order = await newOrder(`全流程 ${lang} ${Date.now()}`);
    await pool(lang, order);
    const phone = await grab(lang, order);
    const when = inThreeDays();
    await askToReschedule(lang, phone, when);
    await approve(lang, order);
    await serve(phone, order.id, when);
    await pay(lang, order.id);
    const page = await visit(lang, order);

    await page.goto(`${server.url}/allOrder/orderDetail/${order.id}`);
    await page.locator('[data-testid="timeline-entry"][data-action="returnVisitPassed"]').waitFor(WAIT);
    await page.getByTestId('order-fields').getByText(when).waitFor(WAIT);
    const { actions } = await timeline(page);
    // newest first: every step, in the order it happened
    expect(actions).toEqual([
      'returnVisitPassed',
      'collectionPaid',
      'collectionPayment',
      'complete',
      'startService',
      'abnormalReschedule',
      'applyAbnormal',
      'grab',
      'putInPool',
      'create',
    ]);
    await screenshot(page, `order-journey-${lang}`);
  });
});
