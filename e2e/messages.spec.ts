import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, chooseLanguage, orderInState, phoneContext, pick, signInIn } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, STAFF } from './src/shell';

/**
 * Issue 21: a message arrives live. The dispatcher assigns an order; the engineer's page, open all
 * along, shows the new message and the unread count without a reload; the engineer opens the
 * message and lands on the order.
 */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: ApiSession;

/** The demo dispatcher 李派单, and the engineers 张师傅 (STAFF) and 赵师傅 (apps/server/src/seed/demo.ts). */
const DISPATCHER = '13800000002';
const ENGINEER_NAME = '张师傅';
const ENGINEER2 = '13800000004';

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

let made = 0;
/** An order waiting for assignment (state 1), made by the administrator. */
async function orderToAssign(title: string) {
  const [templates, customers] = await Promise.all([
    admin.get<{ list: { id: number; isDefault: boolean }[] }>(
      '/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50',
    ),
    admin.get<{ list: { id: number }[] }>('/v2/customer/epCustomerList?pageIndex=0&pageSize=1'),
  ]);
  return admin.post<{ id: number; orderNo: string }>('/v2/order/create', {
    templateId: templates.list.find((t) => t.isDefault)!.id,
    customerId: customers.list[0]!.id,
    title: `${title} ${Date.now() % 100000}${++made}`,
    appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
}

const userIdOf = async (phone: string) =>
  (await admin.get<{ list: { id: number }[] }>(`/v2/user/list?keyword=${phone}&pageIndex=0&pageSize=1`))
    .list[0]!.id;

/** The bell's count as shown (0 when the badge shows none). */
async function bellCount(page: Page) {
  const count = page.getByTestId('message-unread').locator('.ant-scroll-number');
  if (!(await count.count())) return 0;
  return Number((await count.first().getAttribute('title')) ?? 0);
}
const expectBell = (page: Page, n: number) =>
  page.waitForFunction(
    (want) => {
      const el = document.querySelector('[data-testid="message-unread"] .ant-scroll-number');
      return Number(el?.getAttribute('title') ?? 0) === want;
    },
    n,
    WAIT,
  );

/** Marks the page, so a reload (which would clear the mark) is noticed. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark === 1);

const messageIn = (part: Locator, text: string) =>
  part.locator('[data-testid^="message-"][data-read]', { hasText: text });

describe('message centre (issue 21)', () => {
  it('zh_CN: the dispatcher assigns an order; the engineer’s open phone page hears it and opens the order', async () => {
    const order = await orderToAssign('冷柜不制冷');
    // the engineer, on a phone, on the home page
    const phone = await (await phoneContext(browser, contexts)).newPage();
    await signInIn(phone, server.url, STAFF, 'zh_CN');
    await phone.getByTestId('message-bell').waitFor(WAIT);
    const before = await bellCount(phone);
    await markPage(phone);

    // the dispatcher, at a desk, assigns it to 张师傅 from the order's page
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const desk = await context.newPage();
    await signInIn(desk, server.url, DISPATCHER, 'zh_CN');
    await desk.goto(`${server.url}/allOrder/orderDetail/${order.id}`);
    await desk.getByTestId('order-action-assign').click(WAIT);
    const drawer = desk.getByTestId('action-form-assign');
    await pick(desk, drawer.getByTestId('assign-server'), STAFF, `${ENGINEER_NAME} (${STAFF})`);
    await desk.getByTestId('action-form-assign-submit').click();
    await orderInState(desk, 2);

    // the engineer's page, never reloaded: a notice, and the count one up
    await phone
      .locator('.ant-message-notice', { hasText: `新消息：工单派单：${order.orderNo}` })
      .waitFor(WAIT);
    await expectBell(phone, before + 1);
    expect(await stillSamePage(phone)).toBe(true);
    await screenshot(phone, 'messages-bell-zh_CN');

    // the drop-down lists it, unread; a tap marks it read and opens the order
    await phone.getByTestId('message-bell').click();
    const dropdown = phone.getByTestId('message-dropdown');
    const message = messageIn(dropdown, order.orderNo);
    await message.waitFor(WAIT);
    expect(await message.getAttribute('data-read')).toBe('false');
    expect(await message.innerText()).toContain(`工单 ${order.orderNo}「`);
    await screenshot(phone, 'messages-dropdown-zh_CN');
    await message.click();
    await phone.waitForURL((url) => url.pathname === `/allOrder/orderDetail/${order.id}`, WAIT);
    await phone.getByTestId('order-summary').waitFor(WAIT);
    expect(await phone.getByTestId('order-no').innerText()).toContain(order.orderNo);
    await expectBell(phone, before);

    // the message centre on the phone shows it read, filterable by kind
    await phone.goto(`${server.url}/MessageCenter?kind=order.assigned`);
    const listed = messageIn(phone.getByTestId('message-list'), order.orderNo);
    await listed.waitFor(WAIT);
    expect(await listed.getAttribute('data-read')).toBe('true');
    await screenshot(phone, 'messages-center-phone-zh_CN');
  });

  it('en_GB: the centre, open at a desk, lists the assignment in English as it arrives; all read empties the bell', async () => {
    const order = await orderToAssign('Freezer fault');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    // signed in, the engineer switches the app to English: their messages come in it from now on
    await signInIn(page, server.url, ENGINEER2, 'zh_CN');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v2/sessionUser/locale') && r.request().method() === 'PUT',
      WAIT,
    );
    await chooseLanguage(page, 'en_GB');
    expect((await saved).ok()).toBe(true);
    await page.goto(`${server.url}/MessageCenter`);
    await page.getByTestId('message-unread-filter').waitFor(WAIT);
    await markPage(page);

    // the dispatcher assigns it through the call their page makes
    const dispatcher = await signInApi(server.url, DISPATCHER);
    await dispatcher.post('/v2/order/assign', {
      orderIds: [order.id],
      serverUserId: await userIdOf(ENGINEER2),
    });
    await dispatcher.dispose();

    const list = page.getByTestId('message-list');
    const message = messageIn(list, order.orderNo);
    await message.waitFor(WAIT);
    const text = await message.innerText();
    expect(text).toContain(`Order assigned: ${order.orderNo}`);
    expect(text).toContain('was assigned');
    expect(await stillSamePage(page)).toBe(true);
    expect(await bellCount(page)).toBeGreaterThan(0);
    await screenshot(page, 'messages-center-en_GB');

    await page.getByTestId('message-read-all').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await expectBell(page, 0);
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="message-list"] [data-read="false"]'),
      undefined,
      WAIT,
    );
  });

  it('en_GB: message settings list every kind with its channels, saved per kind', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInIn(page, server.url, ADMIN, 'en_GB');
    await page.goto(`${server.url}/messageSetting`);
    const card = page.getByTestId('message-setting-order.completed');
    await card.waitFor(WAIT);
    expect(await card.innerText()).toContain('Order completed');
    expect(await card.innerText()).toContain('In-app');
    await card.getByText('Engineer', { exact: true }).click();
    await card.getByTestId('setting-save').click();
    await page.locator('.ant-message-notice', { hasText: 'Saved' }).waitFor(WAIT);
    await card.getByText('Default', { exact: true }).waitFor({ state: 'detached', ...WAIT });
    await screenshot(page, 'messages-settings-en_GB');
  });
});
