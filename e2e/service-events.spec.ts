import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, phoneContext, pick, signInIn, tomorrowAtTen, typeDateTime, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage } from './src/shell';

/**
 * Issue 23, the service desk: reception finds a demo customer on /serviceCounter, opens an event
 * for them assigned to a main owner; the owner (on a phone in English) escalates it and then converts it
 * to a work order, whose detail links back to the event; in both languages.
 */
const RECEPTION = '13800000005';
const DISPATCHER = '13800000002';
const CUSTOMER = '上海华联电梯有限公司';
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
  {
    title: string;
    owner: string;
    escalateTo: string;
    note: string;
    escalate: string;
    convert: string;
    escalated: string;
    completed: string;
  }
> = {
  zh_CN: {
    title: '电梯门无法关闭',
    owner: '王管理',
    escalateTo: '张师傅',
    note: '需要现场维修',
    escalate: '升级',
    convert: '转为工单',
    escalated: '已升级',
    completed: '已完成',
  },
  en_GB: {
    title: 'Lift door will not close',
    owner: '王管理',
    escalateTo: '张师傅',
    note: 'Needs an engineer on site',
    escalate: 'Escalate',
    convert: 'Convert to work order',
    escalated: 'Escalated',
    completed: 'Completed',
  },
};

describe('service desk: from a call to a work order', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`reception opens an event at the desk; the owner escalates and converts it (${lang})`, async () => {
      const text = TEXT[lang];
      const desk = await freshPage(browser, contexts);
      await signInIn(desk, server.url, RECEPTION, lang);
      await desk.goto(`${server.url}/serviceCounter`);
      await desk.getByTestId('counter-search').locator('input').fill('华联');
      await desk.getByTestId('counter-search').locator('input').press('Enter');
      await desk.getByTestId('counter-caller').filter({ hasText: CUSTOMER }).click();
      await desk.getByTestId('events-tab').waitFor(WAIT);
      await desk.getByTestId('counter-new-event').click();
      const form = desk.getByTestId('event-form');
      await form.getByTestId('event-title').fill(text.title);
      await pick(desk, form.getByTestId('event-principal'), '', text.owner);
      await screenshot(desk, `service-events-desk-${lang}`);
      await form.getByTestId('event-submit').click();
      await desk.getByTestId('event-detail').waitFor(WAIT);
      const eventNo = (await desk.getByTestId('event-no').innerText()).trim();
      const eventUrl = desk.url();

      // the owner escalates and converts it: on a phone in English (buttons first), on a desktop in Chinese
      const owner =
        lang === 'en_GB'
          ? await (await phoneContext(browser, contexts)).newPage()
          : await freshPage(browser, contexts);
      await signInIn(owner, server.url, ADMIN, lang);
      await owner.goto(eventUrl);
      await owner.getByTestId('event-action-escalate').click();
      await pick(owner, owner.getByTestId('action-escalate-to'), '', text.escalateTo);
      await owner.getByTestId('action-note').fill(text.note);
      await owner.getByTestId('event-action-ok').click();
      await owner.getByTestId('event-state').filter({ hasText: text.escalated }).waitFor(WAIT);
      await screenshot(owner, `service-events-escalated-${lang}`);
      await owner.getByTestId('event-action-convert').click();
      await typeDateTime(owner, owner.getByTestId('action-appointment'), tomorrowAtTen());
      await owner.getByTestId('event-action-ok').click();
      await owner.getByTestId('event-state').filter({ hasText: text.completed }).waitFor(WAIT);
      const log = owner.getByTestId('event-log');
      await log.locator('[data-action="convert"]').waitFor(WAIT);
      expect(await log.locator('[data-action="escalate"]').count()).toBe(1);
      await screenshot(owner, `service-events-converted-${lang}`);

      // the order's detail links back to the event
      await owner.getByTestId('event-order-link').click();
      await owner.getByTestId('order-timeline').locator('[data-action="fromEvent"]').waitFor(WAIT);
      await owner.getByTestId('timeline-event-link').filter({ hasText: eventNo }).click();
      await owner.getByTestId('event-no').filter({ hasText: eventNo }).waitFor(WAIT);
    });
  }
});

/** Error toasts (a refused or failed request's message) on the page now. */
const errorToasts = (page: Page) =>
  page.locator('.ant-message-notice').filter({ has: page.locator('.ant-message-error') });

/**
 * Signs in, finds the demo customer at the desk and opens the new-event drawer; answers the page, the
 * form, and the API calls the server refused (401/403) from the moment the drawer was opened, once
 * the form's own reads (template, field set, main owners, tags) have answered.
 */
async function openDrawer(phone: string, lang: Lang) {
  const desk = await freshPage(browser, contexts);
  await signInIn(desk, server.url, phone, lang);
  await desk.goto(`${server.url}/serviceCounter`);
  await desk.getByTestId('counter-search').locator('input').fill('华联');
  await desk.getByTestId('counter-search').locator('input').press('Enter');
  await desk.getByTestId('counter-caller').filter({ hasText: CUSTOMER }).click();
  await desk.getByTestId('events-tab').waitFor(WAIT);
  const refused: string[] = [];
  desk.on('response', (r) => {
    if (r.url().includes('/api/') && [401, 403].includes(r.status()))
      refused.push(`${r.status()} ${r.url()}`);
  });
  const answered = (part: string) => desk.waitForResponse((r) => r.url().includes(part), WAIT);
  const reads = Promise.all([
    answered('/api/v2/temp/cusTempField'),
    answered('/api/v2/event/handlers'),
    answered('/api/v2/epTag/list'),
  ]);
  await desk.getByTestId('counter-new-event').click();
  const form = desk.getByTestId('event-form');
  await form.getByTestId('event-title').waitFor(WAIT);
  await reads;
  await form.getByTestId('event-customer').filter({ hasText: CUSTOMER }).waitFor(WAIT);
  return { desk, form, refused };
}

describe('service desk: the new-event drawer asks only for what the role may read', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`reception opens the drawer without a refusal toast (${lang})`, async () => {
      const { desk, form, refused } = await openDrawer(RECEPTION, lang);
      // reception has no product (equipment) view: the equipment field is not offered, nothing is refused
      expect(await form.getByTestId('event-equipment').count()).toBe(0);
      // nor is the desk's equipment tab (as on the customer's detail)
      expect(await desk.locator('.ant-tabs-tab[data-node-key="equipment"]').count()).toBe(0);
      expect(refused).toEqual([]);
      expect(await errorToasts(desk).count()).toBe(0);
    });
  }

  it("the dispatcher (customer and product view) picks the customer's equipment (zh_CN)", async () => {
    const { desk, form, refused } = await openDrawer(DISPATCHER, 'zh_CN');
    await form.getByTestId('event-equipment').waitFor(WAIT);
    await desk.locator('.ant-tabs-tab[data-node-key="equipment"]').waitFor(WAIT);
    expect(refused).toEqual([]);
    expect(await errorToasts(desk).count()).toBe(0);
  });
});
