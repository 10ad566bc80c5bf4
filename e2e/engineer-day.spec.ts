import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, phoneContext, settled, signInIn, type Lang } from './src/orders';
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

/**
 * The service address of today's order: the Bund, about 1.9 km from where the phone says it is
 * (SITE, People's Square; haversine with R = 6378137 m gives 1,913 m).
 */
const ADDRESS = {
  province: '上海市',
  city: '上海市',
  region: '黄浦区',
  detail: '中山东一路 1 号',
  lng: 121.4906,
  lat: 31.2397,
};
const FROM_SITE = '距服务地址 1.9 公里';
const TODAY: Record<Lang, string> = { zh_CN: '今天', en_GB: 'Today' };

/** Later today on this machine's clock (the browser's day), at least a minute ahead. */
function laterToday() {
  const now = new Date();
  const late = new Date(now);
  late.setHours(23, 30, 0, 0);
  const soon = new Date(now.getTime() + 2 * 3_600_000);
  return (soon < late ? soon : new Date(Math.max(late.getTime(), now.getTime() + 60_000))).toISOString();
}

/** An order for the demo engineer 张师傅 (13800000003), made by the administrator. */
async function orderForStaff(title: string) {
  const [templates, customers, me] = await Promise.all([
    admin.get<{ list: { id: number; isDefault: boolean }[] }>(
      '/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50',
    ),
    admin.get<{ list: { id: number }[] }>('/v2/customer/epCustomerList?pageIndex=0&pageSize=1'),
    staff.get<{ id: number }>('/v2/sessionUser/info'),
  ]);
  const created = await admin.post<{ id: number; orderNo: string }>('/v2/order/create', {
    templateId: templates.list.find((t) => t.isDefault)!.id,
    customerId: customers.list[0]!.id,
    title,
    appointmentAt: laterToday(),
    serverUserId: me.id,
    address: ADDRESS,
  });
  return created;
}

/** No transition running (a drawer sliding in is half transparent in a screenshot). */
const motionless = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, WAIT);

async function phonePage(lang: Lang): Promise<Page> {
  const page = await (await phoneContext(browser, contexts)).newPage();
  await signInIn(page, server.url, STAFF, lang);
  return page;
}

describe("the engineer's day on a phone (issue 18, item 4)", () => {
  let today: { id: number; orderNo: string };
  let inService: { id: number; orderNo: string };

  beforeAll(async () => {
    today = await orderForStaff('E2E 今日上门');
    inService = await orderForStaff('E2E 服务中');
    await staff.post('/order/accept', { orderId: inService.id });
    await staff.post('/order/startService', { orderId: inService.id });
  });

  for (const lang of ['zh_CN', 'en_GB'] as const) {
    const checkIn =
      lang === 'zh_CN' ? '; accepting and checking in from it shows the distance from the site' : '';
    it(`${lang}: home is the day; an order opens from it and back returns; the completion sheet opens from it${checkIn}`, async () => {
      const page = await phonePage(lang);
      const card = page.getByTestId('my-day-today').getByTestId(`day-order-${today.id}`);
      await card.waitFor(WAIT);
      expect(await page.getByTestId('my-day-today').innerText()).toContain(TODAY[lang]);
      // Directions pinned at the site, labelled with its address.
      const pin = `${ADDRESS.lat},${ADDRESS.lng}`;
      expect(await card.getByTestId('day-order-navigate').getAttribute('href')).toBe(
        `geo:${pin}?q=${pin}(${encodeURIComponent('上海市 上海市 黄浦区 中山东一路 1 号')})`,
      );
      expect(await card.getByTestId('day-order-call').getAttribute('href')).toMatch(/^tel:1\d{10}$/);
      // Every button on the day is a thumb's size.
      for (const b of await card.locator('.ant-btn').all()) {
        const box = (await b.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      await settled(page);
      await screenshot(page, `phone-home-${lang}`);

      // Open the order from the day; back returns to it.
      await card.getByTestId('day-order-open').click();
      await page.waitForURL((url) => url.pathname === `/allOrder/orderDetail/${today.id}`, WAIT);
      await page.getByTestId('order-detail').waitFor(WAIT);
      const more = (await page.getByTestId('order-more').boundingBox())!;
      expect(Math.min(more.width, more.height)).toBeGreaterThanOrEqual(44);
      await settled(page);
      await screenshot(page, `phone-order-detail-${lang}`);
      await page.getByTestId('page-back').click();
      await page.waitForURL((url) => url.pathname === '/guideOne', WAIT);

      // The completion sheet of the order in service, opened from the day (not submitted).
      await page.getByTestId(`day-order-${inService.id}`).getByTestId('day-action-complete').click(WAIT);
      const sheet = page.getByTestId('action-form-complete');
      await sheet.waitFor(WAIT);
      await page.getByTestId('location-status').and(page.locator('[data-status="located"]')).waitFor(WAIT);
      await motionless(page);
      await screenshot(page, `phone-complete-${lang}`);
      await page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached', ...WAIT });

      if (!checkIn) return;
      // Accept today's order and start service from the day: the check-in says how far the site is.
      await card.getByTestId('day-action-accept').click();
      await page.getByTestId('action-form-accept-submit').click();
      await card.getByTestId('day-action-startService').click(WAIT);
      const distance = page.getByTestId('action-form-startService').getByTestId('location-distance');
      await distance.waitFor(WAIT);
      expect(await distance.innerText()).toBe(FROM_SITE);
    });
  }
});
