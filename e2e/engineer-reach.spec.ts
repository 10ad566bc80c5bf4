import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN } from './src/shell';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: ApiSession;

/** The demo engineer 赵师傅 and dispatcher 李派单 (apps/server/src/seed/demo.ts). */
const ENGINEER = '13800000004';
const DISPATCHER = '13800000002';

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
const stamp = () => `${Date.now() % 100000}${++made}`;

/**
 * A customer the administrator adds (so owned by nobody the engineer's scope covers), with one
 * piece of equipment and an order for it served by the engineer.
 */
async function assignedOrder() {
  const [templates, products, engineer] = await Promise.all([
    admin.get<{ list: { id: number; isDefault: boolean }[] }>(
      '/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50',
    ),
    admin.get<{ list: { id: number }[] }>('/v2/product/list?pageIndex=0&pageSize=1'),
    admin.get<{ list: { id: number }[] }>(`/v2/user/list?keyword=${ENGINEER}&pageIndex=0&pageSize=1`),
  ]);
  const unique = stamp();
  const name = `远达冷链${unique}`;
  const serial = `RD-${unique}`;
  const customer = await admin.post<{ id: number }>('/v2/customer/addCustomer', {
    name,
    contacts: [{ name: '孙经理', phone: '13987654321' }],
  });
  const equipment = await admin.post<{ id: number }>('/v2/customerProduct/save', {
    customerId: customer.id,
    productId: products.list[0]!.id,
    serialNumber: serial,
  });
  const order = await admin.post<{ id: number; orderNo: string }>('/v2/order/create', {
    templateId: templates.list.find((t) => t.isDefault)!.id,
    customerId: customer.id,
    customerProductId: equipment.id,
    title: '冷库压缩机异响',
    appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
    serverUserId: engineer.list[0]!.id,
  });
  return { ...order, customerId: customer.id, name, serial };
}

async function desktopPage(lang: Lang, phone: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signInIn(page, server.url, phone, lang);
  return page;
}

describe('issue 18 items 3 and 6: an engineer reaches what they serve; the header search finds orders', () => {
  it('zh_CN: the engineer opens an order assigned to them, then its customer and its equipment', async () => {
    const order = await assignedOrder();
    const page = await desktopPage('zh_CN', ENGINEER);
    await page.goto(`${server.url}/allOrder/orderDetail/${order.id}`);
    const customerCard = page.getByTestId('order-customer');
    await customerCard.getByRole('link', { name: order.name }).click(WAIT);
    await page.waitForURL((url) => url.pathname === `/allCustomer/customerDetail/${order.customerId}`, WAIT);
    const profile = page.getByTestId('customer-profile');
    await profile.waitFor(WAIT);
    expect(await profile.innerText()).toContain(order.name);
    expect(await profile.innerText()).toContain('孙经理 13987654321');
    await screenshot(page, 'engineer-reach-customer-zh_CN');

    await page.goBack();
    await page.getByTestId('order-equipment').getByRole('link').click(WAIT);
    const equipment = page.getByTestId('equipment-detail');
    await equipment.waitFor(WAIT);
    expect(await equipment.innerText()).toContain(order.serial);
  });

  it('en_GB: the dispatcher types an order number in the header search and lands on the order', async () => {
    const order = await assignedOrder();
    const page = await desktopPage('en_GB', DISPATCHER);
    await page.getByTestId('global-search').fill(order.orderNo);
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    await dropdown.getByText('Work orders', { exact: true }).waitFor(WAIT);
    const hit = dropdown.getByTestId('search-result').filter({ hasText: order.orderNo });
    expect(await hit.innerText()).toContain('冷库压缩机异响');
    await screenshot(page, 'engineer-reach-search-en_GB');
    await hit.click();
    await page.waitForURL((url) => url.pathname === `/allOrder/orderDetail/${order.id}`, WAIT);
    const summary = page.getByTestId('order-summary');
    await summary.waitFor(WAIT);
    expect(await summary.innerText()).toContain(order.orderNo);
  });
});
