import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import {
  PHOTO,
  WAIT,
  chooseLanguage,
  orderInState,
  settled,
  signInIn,
  timeline,
  tomorrowAtTen,
  typeDateTime,
} from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { STAFF, menusBuilt } from './src/shell';

/**
 * Issue 7, spec-business §6 "Ordinary employee: starts and rates internal orders": the demo employee
 * (order view and create, no customer permissions) raises an internal order without a customer,
 * the dispatcher and the server do their part, and the employee rates it in the app.
 */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const sessions: ApiSession[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.dispose()));
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

/** The demo employee 郑员工 and dispatcher (apps/server/src/seed/demo.ts). */
const EMPLOYEE = { phone: '13800000011', name: '郑员工' };
const DISPATCHER = '13800000002';
const TITLE = 'E2E 会议室打印机卡纸';
const ADDRESS = { province: '上海市', city: '上海市', region: '浦东新区', detail: '张江路 88 号 3 楼会议室' };
const SUGGESTION = '打印机已修好，谢谢';

async function desk(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

async function apiAs(phone: string) {
  const session = await signInApi(server.url, phone);
  sessions.push(session);
  return session;
}

/** The enterprise's default order template, as the employee's create page picks it. */
async function defaultTemplateId(api: ApiSession) {
  const page = await api.get<{ list: { id: number; isDefault: boolean }[] }>(
    '/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50',
  );
  return page.list.find((x) => x.isDefault)!.id;
}

/**
 * The dispatcher assigns the order to 张师傅, who accepts, starts and completes it, through the calls
 * the detail page's buttons make (the template asks for the expenses and the customer's signature).
 */
async function serveThroughApi(orderId: number) {
  const dispatcher = await apiAs(DISPATCHER);
  const staff = await apiAs(STAFF);
  const people = await dispatcher.get<{ list: { id: number }[] }>(
    `/v2/user/list?keyword=${STAFF}&enabled=true&pageIndex=0&pageSize=5`,
  );
  await dispatcher.post('/v2/order/assign', { orderIds: [orderId], serverUserId: people.list[0]!.id });
  await staff.post('/order/accept', { orderId });
  await staff.post('/order/startService', { orderId });
  const signature = await staff.upload({ ...PHOTO, name: 'signature.png' });
  const order = await staff.get<{ templateId: number }>(`/order/orderDetail?id=${orderId}`);
  const items = await staff.get<{ list: { id: number }[] }>(
    `/v2/serviceProject/list?templateId=${order.templateId}&enabled=true&pageIndex=0&pageSize=5`,
  );
  await staff.post('/order/serviceComplete', {
    orderId,
    signature,
    payment: {
      serviceItems: [{ serviceItemId: items.list[0]!.id, quantity: 1 }],
      sparepartAmount: '0',
      otherAmount: '0',
      preferentialAmount: '0',
    },
  });
}

describe('internal orders: an ordinary employee raises one without a customer and rates it', () => {
  it('raised from the menu, served, rated in the app once; the lists say "internal order"', async () => {
    const page = await desk();
    await signInIn(page, server.url, EMPLOYEE.phone, 'en_GB');

    // The menu's "New order" opens a form fixed to internal orders, without a customer picker.
    await page.getByTestId('side-menu').getByRole('menuitem', { name: 'New order', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/createOrder', WAIT);
    let form = page.getByTestId('order-create-form');
    await form.waitFor(WAIT);
    await page.getByTestId('order-internal-only').waitFor(WAIT);
    expect(await form.getByTestId('order-type').count()).toBe(0);
    expect(await form.getByTestId('order-customer').count()).toBe(0);
    // The order's own attachments take 20 files (a custom field's control takes 9).
    expect(await form.getByTestId('attachments-upload').innerText()).toContain('(0/20)');

    // The internal create route of the default template: the contact is the employee, prefilled.
    const employeeApi = await apiAs(EMPLOYEE.phone);
    await page.goto(`${server.url}/order/createInner/${await defaultTemplateId(employeeApi)}`);
    await menusBuilt(page);
    form = page.getByTestId('order-create-form');
    await form.waitFor(WAIT);
    expect(await form.getByTestId('order-customer').count()).toBe(0);
    const contactName = form.getByTestId('order-contact-name');
    await expect.poll(() => contactName.inputValue(), WAIT).toBe(EMPLOYEE.name);
    expect(await form.getByTestId('order-contact-phone').inputValue()).toBe(EMPLOYEE.phone);
    await form.getByTestId('order-title').fill(TITLE);
    const appointment = form.getByTestId('order-appointment');
    await typeDateTime(page, appointment, tomorrowAtTen());
    expect(await appointment.inputValue()).toBe(tomorrowAtTen());
    for (const [part, text] of Object.entries(ADDRESS)) await form.getByTestId(`address-${part}`).fill(text);
    await screenshot(page, 'internal-order-create-en_GB');
    await form.getByTestId('order-create-submit').click();

    // The new order: no customer, the employee as its contact, the typed address.
    await page.waitForURL((url) => /^\/allOrder\/orderDetail\/\d+$/.test(url.pathname), WAIT);
    const detailUrl = page.url();
    const orderId = Number(new URL(detailUrl).pathname.split('/').pop());
    await page.getByTestId('order-detail').waitFor(WAIT);
    await orderInState(page, 1);
    const parties = page.getByTestId('order-customer');
    await parties.getByTestId('order-customer-none').getByText('Internal order, no customer').waitFor(WAIT);
    const partiesText = await parties.innerText();
    expect(partiesText).toContain(EMPLOYEE.name);
    expect(partiesText).toContain(EMPLOYEE.phone);
    expect(partiesText).toContain(ADDRESS.detail);
    // No link to a customer's page (the phone is still a tel: link).
    expect(await parties.locator('a:not([href^="tel:"])').count()).toBe(0);

    // The employee's list shows it, the customer column saying "Internal order", with no link.
    await page.goto(`${server.url}/allOrder`);
    const row = page.getByTestId(`order-row-${orderId}`);
    await row.waitFor(WAIT);
    await row.getByTestId('order-customer-internal').getByText('Internal order').waitFor(WAIT);
    expect(await row.innerText()).toContain(TITLE);

    await serveThroughApi(orderId);

    // Completed: the creator rates it from the detail, with a photo taken with the session.
    await page.goto(detailUrl);
    await orderInState(page, 5);
    expect(await page.getByTestId('order-eval-url').count()).toBe(0);
    await page.getByTestId('order-rate').click(WAIT);
    const drawer = page.getByTestId('rate-form');
    await drawer.waitFor(WAIT);
    for (const label of ['Problem solved', 'Service quality', 'Attitude', 'Speed'])
      await drawer.getByText(label, { exact: true }).waitFor(WAIT);
    // Sending without the choices names what is missing, and sends nothing.
    await page.getByTestId('rate-form-submit').click();
    await drawer.getByText('Tell us whether the problem was solved').waitFor(WAIT);
    await drawer.getByTestId('eval-solved').getByText('Solved', { exact: true }).click();
    for (const [score, stars] of [
      ['quality', 4],
      ['attitude', 5],
      ['speed', 3],
    ] as const)
      await drawer
        .locator(`[data-testid="eval-${score}"] li`)
        .nth(stars - 1)
        .click();
    await drawer.getByTestId('eval-suggestion').fill(SUGGESTION);
    await drawer.getByTestId('rate-photo-input').setInputFiles({ ...PHOTO, name: 'fixed.png' });
    await drawer.getByTestId('custom-image').waitFor(WAIT);
    await screenshot(page, 'internal-order-rate-en_GB');
    await page.getByTestId('rate-form-submit').click();
    await page.locator('.ant-message-notice', { hasText: 'Thank you: your rating is saved' }).waitFor(WAIT);

    // The rating shows on the order, the button is gone, the timeline names the employee.
    const result = page.getByTestId('order-evaluation-result');
    await result.waitFor(WAIT);
    const resultText = await result.innerText();
    expect(resultText).toContain('Yes');
    expect(resultText).toContain(SUGGESTION);
    await result.getByTestId('custom-image').waitFor(WAIT);
    expect(await result.locator('.ant-rate-star-full').count()).toBe(4 + 5 + 3);
    await page.getByTestId('order-rate').waitFor({ state: 'detached', ...WAIT });
    await expect.poll(async () => (await timeline(page)).actions[0], WAIT).toBe('evaluated');
    expect((await timeline(page)).texts[0]).toContain(`${EMPLOYEE.name} rated the service`);

    // Once only: the server refuses a second rating.
    await expect(
      employeeApi.post('/v2/order/evaluate', {
        orderId,
        solved: true,
        quality: 1,
        attitude: 1,
        speed: 1,
      }),
    ).rejects.toThrow(/409 ALREADY_EVALUATED/);

    // In Chinese: the detail and the list say "internal order" too.
    await chooseLanguage(page, 'zh_CN');
    await page.getByTestId('order-customer-none').getByText('内部工单，无客户').waitFor(WAIT);
    await page.goto(`${server.url}/allOrder`);
    await row.getByTestId('order-customer-internal').getByText('内部工单').waitFor(WAIT);
    await settled(page);
    await screenshot(page, 'internal-order-list-zh_CN');
  }, 180_000);

  it('a dispatcher chooses the internal type: the customer becomes optional, the contact is them', async () => {
    const page = await desk();
    await signInIn(page, server.url, DISPATCHER, 'en_GB');
    await page.goto(`${server.url}/createOrder`);
    const form = page.getByTestId('order-create-form');
    await form.waitFor(WAIT);
    const customerLabel = form.locator('label[for="customerId"]');
    expect(await customerLabel.innerText()).toBe('Customer');
    await form.getByTestId('order-type').getByText('Internal order', { exact: true }).click();
    await customerLabel.filter({ hasText: 'Customer (optional)' }).waitFor(WAIT);
    const contactName = form.getByTestId('order-contact-name');
    await expect.poll(() => contactName.inputValue(), WAIT).toBe('李派单');
    expect(await form.getByTestId('order-contact-phone').inputValue()).toBe(DISPATCHER);
    await form.getByTestId('order-title').fill('E2E 前台空调漏水');
    await typeDateTime(page, form.getByTestId('order-appointment'), tomorrowAtTen());
    await form.getByTestId('order-create-submit').click();
    await page.waitForURL((url) => /^\/allOrder\/orderDetail\/\d+$/.test(url.pathname), WAIT);
    await page.getByTestId('order-customer-none').waitFor(WAIT);
    expect(await page.getByTestId('order-customer').innerText()).toContain('李派单');
  }, 120_000);
});
