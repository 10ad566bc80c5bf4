import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, orderInState, phoneContext, signInIn, timeline, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, STAFF, menusBuilt, openByUrl } from './src/shell';

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

/** The demo dispatcher 李派单 (apps/server/src/seed/demo.ts). */
const DISPATCHER = '13800000002';

const TEXT: Record<
  Lang,
  {
    assignList: string;
    pooledDone: string;
    pooledTag: string;
    poolMenu: string;
    grabbed: string;
    settingsTab: string;
    saved: string;
  }
> = {
  zh_CN: {
    assignList: '待指派工单',
    pooledDone: '已放入工单池',
    pooledTag: '工单池中',
    poolMenu: '工单池',
    grabbed: '抢单成功',
    settingsTab: '工单服务设置',
    saved: '工单池设置已保存',
  },
  en_GB: {
    assignList: 'Orders to assign',
    pooledDone: 'Put in the pool',
    pooledTag: 'In the pool',
    poolMenu: 'Open pool',
    grabbed: 'Grabbed',
    settingsTab: 'Order service settings',
    saved: 'Pool settings saved',
  },
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

/** The dispatcher at a desk: /assignOrder, the order's row, "put in pool", confirmed. */
async function poolFromList(lang: Lang, order: { id: number; orderNo: string }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
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
  // the dialog zooms in: a click meanwhile may land before its button is in place
  await page.waitForFunction(
    () => document.getAnimations().every((x) => x.playState !== 'running'),
    null,
    WAIT,
  );
  await ok.click();
  await page.locator('.ant-message-notice', { hasText: TEXT[lang].pooledDone }).waitFor(WAIT);
  await row.getByTestId('order-pooled').waitFor(WAIT);
  expect(await row.getByTestId('order-pooled').innerText()).toBe(TEXT[lang].pooledTag);
  // a pooled order is recalled, not assigned
  await row.getByTestId(`order-recall-${order.id}`).waitFor(WAIT);
  expect(await row.getByTestId(`order-assign-${order.id}`).count()).toBe(0);
  await screenshot(page, `pool-dispatcher-${lang}`);
}

/** The engineer on a 375×812 phone: the menu's open pool, the order's card, grab; it is theirs. */
async function grabOnPhone(lang: Lang, order: { id: number; orderNo: string }): Promise<Page> {
  const page = await (await phoneContext(browser, contexts)).newPage();
  await signInIn(page, server.url, STAFF, lang);
  // the menu entry carries the pool's badge (its count is part of the entry's name once loaded)
  await page.getByTestId('menu-toggle').click();
  await menusBuilt(page);
  await page.getByRole('menuitem').filter({ hasText: TEXT[lang].poolMenu }).first().click();
  const card = page.getByTestId(`pool-order-${order.id}`);
  await card.waitFor(WAIT);
  const grab = card.getByTestId(`pool-grab-${order.id}`);
  // made for a thumb: the button fills the card's width on the phone
  const box = await grab.boundingBox();
  expect(box!.width).toBeGreaterThan(300);
  await screenshot(page, `pool-phone-${lang}`);
  await grab.click();
  await page.locator('.ant-message-notice', { hasText: TEXT[lang].grabbed }).waitFor(WAIT);
  await page.waitForURL((url) => url.pathname === `/allOrder/orderDetail/${order.id}`, WAIT);
  await orderInState(page, 3);
  await page.locator('[data-testid="timeline-entry"][data-action="grab"]').waitFor(WAIT);
  const { actions } = await timeline(page);
  expect(actions.slice(0, 2)).toEqual(['grab', 'putInPool']);
  await screenshot(page, `pool-grabbed-${lang}`);
  return page;
}

/** The administrator sets a grab cap on the pool settings page; the API reads it back, then it is cleared. */
async function capInSettings(lang: Lang) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signInIn(page, server.url, ADMIN, lang);
  await openByUrl(page, server.url, '/serviceSetting/pool', TEXT[lang].settingsTab);
  const cap = page.locator('input[data-testid="pool-cap"], [data-testid="pool-cap"] input').first();
  await cap.fill('5');
  await page.getByTestId('pool-settings-save').click();
  await page.locator('.ant-message-notice', { hasText: TEXT[lang].saved }).waitFor(WAIT);
  await screenshot(page, `pool-settings-${lang}`);
  expect((await admin.get<{ grabCap: number }>('/v2/order/pool/settings')).grabCap).toBe(5);
  await cap.fill('0');
  await page.getByTestId('pool-settings-save').click();
  await page.locator('.ant-message-notice', { hasText: TEXT[lang].saved }).nth(0).waitFor(WAIT);
  await expect
    .poll(async () => (await admin.get<{ grabCap: number }>('/v2/order/pool/settings')).grabCap)
    .toBe(0);
}

describe('the open pool (issue 22): a dispatcher pools an order, an engineer grabs it on a phone', () => {
  it.each(['zh_CN', 'en_GB'] as const)('in %s', async (lang) => {
    await capInSettings(lang);
    const order = await newOrder(`抢单测试 ${lang} ${Date.now()}`);
    await poolFromList(lang, order);
    const page = await grabOnPhone(lang, order);
    // it is in the engineer's own orders now, waiting for service
    const mine = await admin.get<{ list: { id: number; state: number; server: { name: string } | null }[] }>(
      `/v2/order/list?view=all&keyword=${order.orderNo}&pageIndex=0&pageSize=5`,
    );
    expect(mine.list[0]).toMatchObject({ id: order.id, state: 3, server: { name: '张师傅' } });
    await page.goto(`${server.url}/myOrder?tab=toServe`);
    await page.getByText(order.orderNo).first().waitFor(WAIT);
  });
});
