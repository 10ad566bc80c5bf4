import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import {
  PHOTO,
  WAIT,
  chooseLanguage,
  option,
  orderInState,
  phoneContext,
  pick,
  screenshotOf,
  settled,
  signInIn,
  signWithFinger,
  tapMenu,
  timeline,
  tomorrowAtTen,
  typeDateTime,
  type Lang,
} from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { STAFF, openByUrl } from './src/shell';

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

/** The demo dispatcher 李派单 and the demo server 张师傅 (apps/server/src/seed/demo.ts). */
const DISPATCHER = '13800000002';
const SERVER_NAME = '张师傅';
const DISPATCHER_NAME = '李派单';
/** A demo customer with a default contact (apps/server/src/modules/customers/demo.ts). */
const CUSTOMER = { keyword: '华联', name: '上海华联电梯有限公司', contact: '王伟' };
/**
 * 上门维修 (forms/demo.ts): a required fault-type field, service items bound to it, and every
 * process node on by default (collection: expenses required; receipt: signature or SMS code).
 */
const TEMPLATE = { name: '上门维修', fault: '不制冷' };
/** Service items (service-items/demo.ts): one when the order is made, one added on site. */
const ITEMS = {
  atCreation: { keyword: '检测', name: '上门检测费', price: '50.00' },
  onSite: { keyword: '主板', name: '主板维修', price: '280.00', quantity: 2 },
};
const AMOUNTS = { sparepartAmount: '120.50', otherAmount: '30', preferentialAmount: '10.50' };
/** 50.00 + 280.00 × 2 + 120.50 + 30 − 10.50, in exact decimals. */
const TOTAL = '750.00';
const PLACE = '地下一层设备间';

/** What the user reads, in each language. */
const TEXT = {
  zh_CN: {
    urgent: '紧急',
    created: (no: string) => `工单 ${no} 已创建`,
    createdAny: /工单 \S+ 已创建/,
    assignList: '待指派工单',
    assigned: '已指派 1 个工单',
    myOrders: '我的工单',
    toAccept: '待接单',
    copied: '评价链接已复制',
    evalTitle: '请评价我们的服务',
    evalLabels: ['问题是否解决', '服务质量', '服务态度', '服务速度'],
    solved: '已解决',
    thanks: '感谢您的评价',
    already: '该工单已评价',
    yes: '是',
    timelineTitle: '工单动态',
    steps: [
      `客户 评价了服务 已解决 · 服务质量5星 · 服务态度5星 · 服务速度4星`,
      `${SERVER_NAME} 完成了服务 服务中 → 已完成`,
      `${SERVER_NAME} 开始了服务 待服务 → 服务中`,
      `${SERVER_NAME} 接受了工单 待接单 → 待服务`,
      `${DISPATCHER_NAME} 指派了工单 待指派 → 待接单`,
      `${DISPATCHER_NAME} 创建了工单`,
    ],
  },
  en_GB: {
    urgent: 'Urgent',
    created: (no: string) => `Order ${no} created`,
    createdAny: /Order \S+ created/,
    assignList: 'Orders to assign',
    assigned: 'Orders assigned: 1',
    myOrders: 'My orders',
    toAccept: 'To accept',
    copied: 'Evaluation link copied',
    evalTitle: 'Rate our service',
    evalLabels: ['Problem solved', 'Service quality', 'Attitude', 'Speed'],
    solved: 'Solved',
    thanks: 'Thank you for your feedback',
    already: 'This order has already been rated',
    yes: 'Yes',
    timelineTitle: 'Timeline',
    steps: [
      'Customer rated the service Solved · Service quality 5/5 · Attitude 5/5 · Speed 4/5',
      `${SERVER_NAME} completed service In service → Completed`,
      `${SERVER_NAME} started service Pending service → In service`,
      `${SERVER_NAME} accepted the order Pending acceptance by engineer → Pending service`,
      `${DISPATCHER_NAME} assigned the order Pending assignment → Pending acceptance by engineer`,
      `${DISPATCHER_NAME} created the order`,
    ],
  },
} satisfies Record<Lang, unknown>;

const STEP_ACTIONS = ['evaluated', 'complete', 'startService', 'accept', 'assign', 'create'];

interface CreatedOrder {
  id: number;
  no: string;
  title: string;
  detailUrl: string;
}

/** Every side-menu badge shows whole inside its entry, beside a label that is not cut (issue 18). */
async function expectWholeBadges(page: Page) {
  await page.getByTestId('menu-badge').first().waitFor(WAIT);
  const cut = await page.getByTestId('menu-badge').evaluateAll((badges) =>
    badges.flatMap((badge) => {
      const box = badge.closest('.ant-menu-title-content')!;
      const label = box.querySelector('span')!;
      const clipped = badge.getBoundingClientRect().right > box.getBoundingClientRect().right;
      return clipped || label.scrollWidth > label.clientWidth ? [box.textContent] : [];
    }),
  );
  expect(cut).toEqual([]);
}

/** The dispatcher fills in /createOrder as a user would and lands on the new order. */
async function createOrder(page: Page, lang: Lang): Promise<CreatedOrder> {
  const text = TEXT[lang];
  const title = `E2E 空调不制冷 ${lang}`;
  await page.goto(`${server.url}/createOrder`);
  const form = page.getByTestId('order-create-form');
  await form.waitFor(WAIT);
  await expectWholeBadges(page);
  await pick(page, form.getByTestId('order-template'), '', TEMPLATE.name);
  await form.locator('.custom-field-radio').waitFor(WAIT);
  await pick(page, form.getByTestId('order-customer'), CUSTOMER.keyword, CUSTOMER.name);
  // The customer's default contact comes with it.
  await form.getByTestId('order-contact').filter({ hasText: CUSTOMER.contact }).waitFor(WAIT);
  await form.getByTestId('order-title').fill(title);
  await form.getByTestId('order-priority').getByText(text.urgent, { exact: true }).click();
  const appointment = form.getByTestId('order-appointment');
  await typeDateTime(page, appointment, tomorrowAtTen());
  expect(await appointment.inputValue()).toBe(tomorrowAtTen());
  await form.getByTestId('order-line-add').click();
  await pick(page, form.getByTestId('order-line-item-0'), ITEMS.atCreation.keyword, ITEMS.atCreation.name);
  await form.getByTestId('order-lines-total').filter({ hasText: ITEMS.atCreation.price }).waitFor(WAIT);
  await form.getByTestId('order-description').fill('客户反映空调开机后不制冷，外机有异响，需上门检查。');
  await form.locator('.custom-field-radio').getByText(TEMPLATE.fault, { exact: true }).click();
  await screenshot(page, `orders-create-${lang}`);

  // the notice shows for 2 s: watch for it from the click, not after the detail page has loaded
  const notice = page
    .locator('.ant-message-notice')
    .filter({ hasText: text.createdAny })
    .first()
    .innerText(WAIT);
  await form.getByTestId('order-create-submit').click();
  await page.waitForURL((url) => /^\/allOrder\/orderDetail\/\d+$/.test(url.pathname), WAIT);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByTestId('order-detail').waitFor(WAIT);
  const no = (await page.getByTestId('order-no').innerText()).trim();
  expect(await notice).toContain(text.created(no));
  expect((await page.getByTestId('order-title').innerText()).trim()).toBe(title);
  await orderInState(page, 1);
  return { id, no, title, detailUrl: page.url() };
}

/** From the list of orders to assign: search the number, assign the row to 张师傅. */
async function assignFromList(page: Page, order: CreatedOrder, lang: Lang) {
  const text = TEXT[lang];
  await openByUrl(page, server.url, '/assignOrder', text.assignList);
  const keyword = page
    .locator('input[data-testid="order-keyword"], [data-testid="order-keyword"] input')
    .first();
  await keyword.fill(order.no);
  await keyword.press('Enter');
  const row = page.getByTestId(`order-row-${order.id}`);
  await row.waitFor(WAIT);
  await row.getByTestId(`order-assign-${order.id}`).click();
  const form = page.getByTestId('order-assign-form');
  await pick(page, form.getByTestId('order-assign-server'), STAFF, `${SERVER_NAME} (${STAFF})`);
  await screenshot(page, `orders-assign-${lang}`);
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.locator('.ant-message-notice', { hasText: text.assigned }).waitFor(WAIT);
  await row.waitFor({ state: 'detached', ...WAIT });
}

/** From the order's detail: the assign action, 张师傅 as the server. */
async function assignFromDetail(page: Page, order: CreatedOrder) {
  await page.goto(order.detailUrl);
  await page.getByTestId('order-action-assign').click(WAIT);
  const drawer = page.getByTestId('action-form-assign');
  await pick(page, drawer.getByTestId('assign-server'), STAFF, `${SERVER_NAME} (${STAFF})`);
  await page.getByTestId('action-form-assign-submit').click();
  await orderInState(page, 2);
}

/**
 * The engineer on a phone: my orders, the new order, accept, start service with a photo at a
 * located place, complete with the expenses and the customer's signature.
 */
async function serveOnPhone(order: CreatedOrder, lang: Lang) {
  const text = TEXT[lang];
  const phone = await phoneContext(browser, contexts);
  const page = await phone.newPage();
  await signInIn(page, server.url, STAFF, lang);
  await tapMenu(page, text.myOrders);
  await page.waitForURL((url) => url.pathname === '/myOrder', WAIT);
  await page.getByTestId('order-tab-toAccept').filter({ hasText: text.toAccept }).waitFor(WAIT);
  const card = page.getByTestId(`order-card-${order.id}`);
  await card.waitFor(WAIT);
  expect(await card.innerText()).toContain(CUSTOMER.name);
  await settled(page);
  await screenshot(page, `orders-phone-my-orders-${lang}`);
  await card.getByText(order.title).click();
  await page.waitForURL((url) => url.pathname === new URL(order.detailUrl).pathname, WAIT);
  await orderInState(page, 2);

  // Accept (2 → 3).
  await page.getByTestId('order-action-accept').click(WAIT);
  await page.getByTestId('action-form-accept-submit').click();
  await orderInState(page, 3);

  // Start service (3 → 4): the position found, a photo from the camera, the place typed.
  await page.getByTestId('order-action-startService').click(WAIT);
  const start = page.getByTestId('action-form-startService');
  await start.locator('[data-testid="location-status"][data-status="located"]').waitFor(WAIT);
  await start.getByTestId('check-in-photo-input').setInputFiles(PHOTO);
  await start.getByTestId('custom-image').waitFor(WAIT);
  await start.getByTestId('check-in-location').fill(PLACE);
  await screenshot(page, `orders-phone-check-in-${lang}`);
  await page.getByTestId('action-form-startService-submit').click();
  await orderInState(page, 4);

  // Complete (4 → 5): the item of the order plus one used on site, the amounts, the signature.
  await page.getByTestId('order-action-complete').click(WAIT);
  const complete = page.getByTestId('action-form-complete');
  await complete.locator('[data-testid="location-status"][data-status="located"]').waitFor(WAIT);
  await complete.getByTestId('complete-photo-input').setInputFiles({ ...PHOTO, name: 'done.png' });
  await complete.getByTestId('custom-image').waitFor(WAIT);
  const lines = complete.getByTestId('service-lines');
  await lines.getByText(ITEMS.atCreation.name).waitFor(WAIT);
  // The add box empties again once an item is chosen; the item becomes a line of its own.
  await lines.getByTestId('service-line-add').click();
  await page.keyboard.type(ITEMS.onSite.keyword);
  await option(page, ITEMS.onSite.name).click(WAIT);
  const onSite = lines.locator('[data-testid^="service-line-"]', { hasText: ITEMS.onSite.name });
  await onSite.waitFor(WAIT);
  await onSite.getByTestId('service-line-quantity').fill(String(ITEMS.onSite.quantity));
  for (const [name, amount] of Object.entries(AMOUNTS))
    await complete.getByTestId(`expense-${name}`).fill(amount);
  await complete
    .getByTestId('expense-total')
    .filter({ hasText: `¥${TOTAL}` })
    .waitFor(WAIT);
  const pad = complete.getByTestId('receipt-signature-pad');
  await signWithFinger(page, pad);
  await complete.locator('[data-testid="receipt-signature-pad"][data-signed="true"]').waitFor(WAIT);
  await screenshot(page, `orders-phone-complete-${lang}`);
  await page.getByTestId('action-form-complete-submit').click();
  await orderInState(page, 5);
  await page.getByTestId('order-receipt').getByTestId('custom-image').waitFor(WAIT);
  expect(await page.getByTestId('payment-line').count()).toBe(2);
  expect((await page.getByTestId('payment-total').innerText()).trim()).toBe(`¥${TOTAL}`);
  await settled(page);
  await screenshot(page, `orders-phone-completed-${lang}`);
  await phone.close();
}

/** The customer opens the evaluation link in a browser of their own (no sign-in) and rates the service. */
async function evaluate(evalUrl: string, order: CreatedOrder, lang: Lang) {
  const text = TEXT[lang];
  const own = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  contexts.push(own);
  expect(await own.cookies()).toEqual([]);
  const page = await own.newPage();
  await page.goto(evalUrl);
  const form = page.getByTestId('eval-form');
  await form.waitFor(WAIT);
  if (lang !== 'zh_CN') await chooseLanguage(page, lang);
  await page.getByText(text.evalTitle, { exact: true }).waitFor(WAIT);
  const about = await page.getByTestId('eval-order').innerText();
  expect(about).toContain(order.no);
  expect(about).toContain(order.title);
  expect(about).toContain(SERVER_NAME);
  for (const label of text.evalLabels) await form.getByText(label, { exact: true }).waitFor(WAIT);

  await form.getByTestId('eval-solved').getByText(text.solved, { exact: true }).click();
  // Five stars for quality and attitude, four for speed.
  for (const [score, stars] of [
    ['quality', 5],
    ['attitude', 5],
    ['speed', 4],
  ] as const)
    await form
      .locator(`[data-testid="eval-${score}"] li`)
      .nth(stars - 1)
      .click();
  await form.getByTestId('eval-suggestion').fill(`师傅很专业，准时到达 (${lang})`);
  // A photo, uploaded through the link as it is picked.
  await form
    .getByTestId('eval-images')
    .locator('input[type=file]')
    .setInputFiles({ ...PHOTO, name: 'fixed.png' });
  await form.getByTestId('eval-images').locator('.ant-upload-list-item-done').waitFor(WAIT);
  await form
    .getByTestId('eval-images')
    .locator('.ant-upload-list-item-container:not(.ant-upload-animate-inline)')
    .waitFor(WAIT);
  await screenshot(page, `orders-evaluation-${lang}`);
  await form.getByTestId('eval-submit').click();
  await page.getByTestId('eval-thanks').getByText(text.thanks).waitFor(WAIT);
  // Once only: the link now says so.
  await page.reload();
  await page.getByTestId('eval-already').getByText(text.already).waitFor(WAIT);
  await own.close();
}

/** The whole path of one order, in one language. */
async function orderLifecycle(lang: Lang, assignFrom: 'list' | 'detail') {
  const text = TEXT[lang];
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(desk);
  await desk.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await desk.newPage();
  await signInIn(page, server.url, DISPATCHER, lang);

  const order = await createOrder(page, lang);
  if (assignFrom === 'list') await assignFromList(page, order, lang);
  else await assignFromDetail(page, order);

  await serveOnPhone(order, lang);

  // Back at the desk: the order is completed; copy its evaluation link for the customer.
  await page.goto(order.detailUrl);
  await orderInState(page, 5);
  const shown = (await page.getByTestId('order-eval-url').innerText()).trim();
  await page.getByTestId('order-eval-copy').click();
  await page.locator('.ant-message-notice', { hasText: text.copied }).waitFor(WAIT);
  const evalUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(evalUrl).toBe(shown);
  expect(evalUrl).toMatch(new RegExp(`^${server.url}/eval/[\\w-]+$`));

  await evaluate(evalUrl, order, lang);

  // The dispatcher sees the rating and every step on the timeline.
  await page.reload();
  const result = page.getByTestId('order-evaluation-result');
  await result.waitFor(WAIT);
  expect(await result.innerText()).toContain(text.yes);
  await result.getByTestId('custom-image').waitFor(WAIT);
  const history = page.getByTestId('order-timeline');
  await history.getByText(text.timelineTitle, { exact: true }).waitFor(WAIT);
  const { entries, actions, texts } = await timeline(page);
  expect(actions).toEqual(STEP_ACTIONS);
  texts.forEach((shownText, i) => expect(shownText).toContain(text.steps[i]));
  const startEntry = entries.nth(STEP_ACTIONS.indexOf('startService'));
  expect(await startEntry.getByTestId('timeline-location').innerText()).toContain(PLACE);
  expect(await startEntry.getByTestId('timeline-location').innerText()).toContain('31.230400, 121.473700');
  await startEntry.getByTestId('custom-image').waitFor(WAIT);
  await settled(page);
  await screenshot(page, `orders-completed-${lang}`);
  await screenshotOf(history, `orders-timeline-${lang}`);
  await desk.close();
}

describe('orders: a work order from the dispatcher to the customer’s rating', () => {
  it('zh_CN: created, assigned from the list, served on a phone, signed, rated, every step on the timeline', async () => {
    await orderLifecycle('zh_CN', 'list');
  }, 180_000);

  it('en_GB: the same path in English, assigned from the order’s detail', async () => {
    await orderLifecycle('en_GB', 'detail');
  }, 180_000);
});
