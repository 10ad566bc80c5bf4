import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, phoneContext, settled, signInIn, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';

/**
 * Issue 26, map dispatch: with no map tiles (every request leaving the server is refused), the
 * dispatcher opens /assignOrderInMap on a tablet-sized screen, sees the demo orders and engineers as
 * markers, picks a pending order from the list beside the map, clicks the nearest engineer's marker
 * and confirms; the order leaves the pending-assignment list. Schedules: the week grid of duty days,
 * and the day's appointment board, where orders are dragged (or chosen by keyboard) onto an engineer's
 * free slot, a busy slot or one taken meanwhile shows the conflict. Both languages.
 */
const DISPATCHER = '13800000002';
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

const TITLE: Record<Lang, string> = { zh_CN: '地图派单', en_GB: 'Map dispatch' };

describe('map dispatch: the dispatcher assigns an order on the map', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`sees orders and engineers without tiles and assigns by clicking (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      contexts.push(context);
      let tilesRefused = 0;
      await context.route(
        (url) => !url.href.startsWith(server.url),
        (route) => {
          tilesRefused++;
          return route.abort();
        },
      );
      const page = await context.newPage();
      await signInIn(page, server.url, DISPATCHER, lang);
      await page.goto(`${server.url}/assignOrderInMap`);
      await page.locator('.ant-tabs-tab-active', { hasText: TITLE[lang] }).waitFor(WAIT);

      const map = page.getByTestId('dispatch-map');
      await map.locator('path.dm-order, path.dm-cluster').first().waitFor(WAIT);
      await map.locator('.dm-engineer').nth(1).waitFor(WAIT);
      expect(tilesRefused).toBeGreaterThan(0);

      const list = page.getByTestId('map-pending-list');
      // an order with an address (one without answers "no coordinates found")
      const first = list.getByTestId('map-pending-order').filter({ hasNotText: '—' }).first();
      await first.waitFor(WAIT);
      const orderNo = (await first.getAttribute('data-order-no'))!;
      await first.click();
      await page.getByTestId('map-candidate').first().waitFor(WAIT);
      // the order is drawn larger on the map, the nearest engineer in red: click that engineer
      await map.locator('.dm-engineer-near').click();
      const confirm = page.locator('.ant-modal-confirm');
      await confirm.locator('.ant-modal-confirm-title', { hasText: orderNo }).waitFor(WAIT);
      await screenshot(page, `dispatch-map-${lang}`);
      await confirm.locator('.ant-btn-primary').click();

      await list.locator(`[data-order-no="${orderNo}"]`).waitFor({ state: 'detached', ...WAIT });
      await settled(page);
      await screenshot(page, `dispatch-map-assigned-${lang}`);
    });
  }
});

/** The enterprises' day (UTC+8, Asia/Shanghai) `n` days from now, as YYYY-MM-DD. */
const chinaDay = (n: number) =>
  new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

const SCHEDULES: Record<Lang, string> = { zh_CN: '排班表', en_GB: 'Schedules' };

describe('schedules: the dispatcher sets days in the week grid', () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`clicks a day to put an engineer on leave and drags over two engineers to put them on duty (${lang})`, async () => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      contexts.push(context);
      const page = await context.newPage();
      await signInIn(page, server.url, DISPATCHER, lang);
      await page.goto(`${server.url}/schedule/list`);
      await page.locator('.ant-tabs-tab-active', { hasText: SCHEDULES[lang] }).waitFor(WAIT);
      const grid = page.getByTestId('schedule-grid');
      const cells = grid.locator(`td[data-testid$="-${chinaDay(0)}"]`);
      await cells.nth(1).waitFor(WAIT);
      // the demo week is scheduled
      expect(await grid.locator('td[data-kind="1"]').count()).toBeGreaterThan(0);

      await page.getByTestId('schedule-brush-3').click();
      await cells.first().click();
      await grid
        .locator(`td[data-testid$="-${chinaDay(0)}"][data-kind="3"]`)
        .first()
        .waitFor(WAIT);
      expect(await cells.first().getAttribute('data-kind')).toBe('3');

      await page.getByTestId('schedule-brush-1').click();
      const a = (await cells.nth(0).boundingBox())!;
      const b = (await cells.nth(1).boundingBox())!;
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
      await page.mouse.up();
      await cells.nth(0).and(page.locator('[data-kind="1"]')).waitFor(WAIT);
      await cells.nth(1).and(page.locator('[data-kind="1"]')).waitFor(WAIT);
      await settled(page);
      await screenshot(page, `schedule-grid-${lang}`);
    });
  }
});

const ENGINEER = '13800000003';

/** The instant of HH:MM of a China day. */
const chinaAt = (day: string, minute: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (minute - 480) * 60_000).toISOString();
const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

interface BoardAnswer {
  list: { id: number; appointments: { start: string; end: string }[] }[];
}

/**
 * The engineer's appointments on the day (how many), and the one-hour windows of it (08:00-20:00) that none
 * of them overlaps.
 */
async function engineerDay(api: ApiSession, userId: number, day: string) {
  const board = await api.get<BoardAnswer>(`/v2/schedule/appointments?from=${day}&to=${day}&pageSize=100`);
  const held = board.list.find((r) => r.id === userId)!.appointments;
  const out: number[] = [];
  for (let m = 480; m + 60 <= 1200; m += 60) {
    const [from, to] = [Date.parse(chinaAt(day, m)), Date.parse(chinaAt(day, m + 60))];
    if (held.every((a) => Date.parse(a.end) <= from || Date.parse(a.start) >= to)) out.push(m);
  }
  return { free: out, held: held.length };
}

const BOARD: Record<Lang, { taken: RegExp; busy: string }> = {
  zh_CN: { taken: /已有预约/, busy: '该时段已被占用' },
  en_GB: { taken: /already has an appointment/, busy: 'This slot is taken' },
};

describe("drag-to-schedule: the dispatcher drops orders on an engineer's free slots", () => {
  let dispatcherApi: ApiSession;
  let templateId: number;
  let customerId: number;
  let engineerId: number;
  beforeAll(async () => {
    dispatcherApi = await signInApi(server.url, DISPATCHER);
    const engineerApi = await signInApi(server.url, ENGINEER);
    const [templates, customers, me] = await Promise.all([
      dispatcherApi.get<{ list: { id: number; isDefault: boolean }[] }>(
        '/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50',
      ),
      dispatcherApi.get<{ list: { id: number }[] }>('/v2/customer/epCustomerList?pageIndex=0&pageSize=1'),
      engineerApi.get<{ id: number }>('/v2/sessionUser/info'),
    ]);
    templateId = templates.list.find((x) => x.isDefault)!.id;
    customerId = customers.list[0]!.id;
    engineerId = me.id;
    await engineerApi.dispose();
  });
  afterAll(() => dispatcherApi?.dispose());

  /** A new order pending assignment, asking for a visit in two days (the board sets the real one). */
  const pendingOrder = (title: string) =>
    dispatcherApi.post<{ id: number; orderNo: string }>('/v2/order/create', {
      templateId,
      customerId,
      title,
      appointmentAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });

  const languages = [
    ['zh_CN', 1],
    ['en_GB', 2],
  ] as const;
  for (const [lang, ahead] of languages) {
    it(`books a free slot by dragging, shows a busy slot's and a slot taken meanwhile's conflict, and books by keyboard (${lang})`, async () => {
      const day = chinaDay(ahead);
      await dispatcherApi.post('/v2/schedule/save', { userIds: [engineerId], days: [day], kind: 1 });
      // a retry finds the first try's appointments on the day: it books other hours and counts from there
      const { free, held } = await engineerDay(dispatcherApi, engineerId, day);
      expect(free.length).toBeGreaterThanOrEqual(3);
      const [a, b, c] = await Promise.all([
        pendingOrder(`排程 A ${lang}`),
        pendingOrder(`排程 B ${lang}`),
        pendingOrder(`排程 C ${lang}`),
      ]);

      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        timezoneId: 'Asia/Shanghai',
      });
      contexts.push(context);
      const page = await context.newPage();
      await signInIn(page, server.url, DISPATCHER, lang);
      await page.goto(`${server.url}/schedule/list`);
      await page.locator('.ant-tabs-tab-active', { hasText: SCHEDULES[lang] }).waitFor(WAIT);
      await page.getByTestId('schedule-period-day').click();
      for (let i = 0; i < ahead; i++) await page.getByTestId('schedule-next').click();
      const board = page.getByTestId('appointment-board');
      const slot = (minute: number) => board.getByTestId(`board-slot-${engineerId}-${clock(minute)}`);
      const order = (no: string) => board.locator(`[data-testid="board-order"][data-order-no="${no}"]`);
      await slot(free[0]!).and(page.locator('[data-state="free"]')).waitFor(WAIT);

      // 1. drag order A onto the first free hour, confirm: it is booked there and leaves the list
      await order(a.orderNo).dragTo(slot(free[0]!));
      await page.getByTestId('board-confirm').click();
      await slot(free[0]!).and(page.locator('[data-state="busy"]')).waitFor(WAIT);
      expect(await slot(free[0]!).textContent()).toContain(a.orderNo);
      await order(a.orderNo).waitFor({ state: 'detached', ...WAIT });
      await page.locator('.ant-modal-confirm').waitFor({ state: 'detached', ...WAIT });

      // 2. drop order B on that busy slot: the conflict is shown, nothing asked or changed
      await order(b.orderNo).dragTo(slot(free[0]!));
      const conflict = page.getByTestId('board-conflict');
      await conflict.getByText(BOARD[lang].busy).waitFor(WAIT);
      expect(await conflict.textContent()).toContain(a.orderNo);
      expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

      // 3. the next free hour is taken meanwhile (order C, by another dispatcher): the drop of B there
      //    is refused by the server (409), the board says so and shows the slot taken
      await dispatcherApi.post('/v2/schedule/assignSlot', {
        orderId: c.id,
        serverUserId: engineerId,
        start: chinaAt(day, free[1]!),
        duration: 60,
      });
      expect(await slot(free[1]!).getAttribute('data-state')).toBe('free');
      await order(b.orderNo).dragTo(slot(free[1]!));
      // the confirmation names the window dropped on; the board's answer is the server's refusal
      const hour = `${clock(free[1]!)}-${clock(free[1]! + 60)}`;
      await page.locator('.ant-modal-confirm-title', { hasText: hour }).waitFor(WAIT);
      const refusal = page.waitForResponse((r) => r.url().includes('/api/v2/schedule/assignSlot'), WAIT);
      await page.getByTestId('board-confirm').click();
      const answer = await refusal;
      expect(answer.status()).toBe(409);
      expect(((await answer.json()) as { code: string }).code).toBe('SLOT_TAKEN');
      await conflict.filter({ hasText: BOARD[lang].taken }).waitFor(WAIT);
      await slot(free[1]!).and(page.locator('[data-state="busy"]')).waitFor(WAIT);
      expect(await order(b.orderNo).count()).toBe(1);
      await page.locator('.ant-modal-confirm').waitFor({ state: 'detached', ...WAIT });
      await screenshot(page, `schedule-board-conflict-${lang}`);

      // 4. without a mouse: Enter on order B, then Enter on the third free hour, confirm
      await order(b.orderNo).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('board-picked').waitFor(WAIT);
      await slot(free[2]!).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('board-confirm').click();
      await slot(free[2]!).and(page.locator('[data-state="busy"]')).waitFor(WAIT);
      expect(await slot(free[2]!).textContent()).toContain(b.orderNo);
      await order(b.orderNo).waitFor({ state: 'detached', ...WAIT });
      await settled(page);
      await screenshot(page, `schedule-board-${lang}`);

      // the week around that day counts the engineer's appointments (A, C and B, after those held before)
      await page
        .getByTestId('schedule-period')
        .getByText(lang === 'zh_CN' ? '周' : 'Week', { exact: true })
        .click();
      const cell = page.getByTestId(`schedule-cell-${engineerId}-${day}`);
      await cell
        .getByTestId('schedule-appts')
        .getByText(lang === 'zh_CN' ? `预约 ${held + 3} 个` : `Appointments: ${held + 3}`)
        .waitFor(WAIT);
      await page.getByTestId('schedule-period-day').click();
      await slot(free[2]!).waitFor(WAIT);

      // on a phone-sized screen the orders sit above the slots, which scroll sideways
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByText(lang === 'zh_CN' ? '先点选工单' : 'Tap an order').waitFor(WAIT);
      const list = (await board.getByTestId('board-orders').boundingBox())!;
      const grid = (await board.getByTestId('board-grid').boundingBox())!;
      expect(list.y).toBeLessThan(grid.y);
      await screenshot(page, `schedule-board-phone-${lang}`);
    });
  }
});

describe("position reports: the engineer's phone shares its position while serving", () => {
  for (const lang of ['zh_CN', 'en_GB'] as const) {
    it(`the order in service shows the sharing card, sends a report and stops on request (${lang})`, async () => {
      const context = await phoneContext(browser, contexts);
      const page = await context.newPage();
      await signInIn(page, server.url, ENGINEER, lang);
      const res = await page.request.get(`${server.url}/api/v2/order/list?view=my&tab=inService&pageSize=1`);
      const orderId = ((await res.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
      // the demo engineer has opted in: opening the order starts the reports
      await page.goto(`${server.url}/allOrder/orderDetail/${orderId}`);
      const card = page.getByTestId('position-report');
      await card.and(page.locator('[data-reporting="on"]')).waitFor(WAIT);
      await card.getByText(lang === 'zh_CN' ? '正在共享位置' : 'Sharing your position').waitFor(WAIT);
      // The first run's report goes out at once; the second run comes within the server's minute
      // (429, the reporter waits its minute), so only the first looks for the time it was sent.
      if (lang === 'zh_CN') await card.getByText('最近一次上报').waitFor(WAIT);
      await screenshot(page, `position-report-${lang}`);
      await card.getByTestId('position-report-stop').click();
      await card.getByTestId('position-report-start').waitFor(WAIT);
      expect(await card.getAttribute('data-reporting')).toBe('off');
      // opt in again for the next run
      await card.getByTestId('position-report-start').click();
      await card.getByTestId('position-report-stop').waitFor(WAIT);
    });
  }
});
