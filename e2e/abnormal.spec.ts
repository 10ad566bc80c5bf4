import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInApi, type ApiSession } from './src/api';
import { launchBrowser, screenshot } from './src/browser';
import { WAIT, inThreeDays, phoneContext, pickOnPanel, signInIn, timeline, type Lang } from './src/orders';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, STAFF, openByUrl } from './src/shell';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: ApiSession;
let staff: ApiSession;

/** The demo dispatcher 李派单 (apps/server/src/seed/demo.ts). */
const DISPATCHER = '13800000002';

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

const TEXT: Record<Lang, { apply: string; listTab: string; approved: string; pending: string }> = {
  zh_CN: { apply: '异常申请', listTab: '异常工单', approved: '同意改约', pending: '待审核的异常申请' },
  en_GB: {
    apply: 'Report a problem',
    listTab: 'Abnormal requests',
    approved: 'Approve rescheduling',
    pending: 'Abnormal request waiting for approval',
  },
};

/** An order assigned to 张师傅 and accepted by him (pending service), through the API. */
async function orderOfStaff(title: string) {
  const [templates, customers, me] = await Promise.all([
    admin.get<{ list: { id: number; isDefault: boolean }[] }>(
      '/v2/detailcontroltmpl/list?kind=1&pageIndex=0&pageSize=50',
    ),
    admin.get<{ list: { id: number }[] }>('/v2/customer/epCustomerList?pageIndex=0&pageSize=1'),
    staff.get<{ id: number }>('/v2/sessionUser/info'),
  ]);

  const order = await admin.post<{ id: number; orderNo: string }>('/v2/order/create', {
    templateId: templates.list.find((t) => t.isDefault)!.id,
    customerId: customers.list[0]!.id,
    title,
    appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
    serverUserId: me.id,
  });
  await staff.post('/order/accept', { orderId: order.id });
  return order;
}

/** The engineer on a 375×812 phone: the order, "More", the abnormal request, reschedule with a reason. */
async function applyOnPhone(lang: Lang, order: { id: number }, when: string) {
  const page = await (await phoneContext(browser, contexts)).newPage();
  await signInIn(page, server.url, STAFF, lang);
  await page.goto(`${server.url}/allOrder/orderDetail/${order.id}`);
  await page.getByTestId('order-more').click(WAIT);
  await page.getByRole('menuitem').filter({ hasText: TEXT[lang].apply }).click(WAIT);
  const form = page.getByTestId('action-form-applyAbnormal');
  await form.waitFor(WAIT);
  await page.locator('label:has([data-testid="abnormal-type-3"])').click();
  await pickOnPanel(page, form.locator('.ant-picker'), when);
  await page.getByTestId('abnormal-reason').fill(lang === 'zh_CN' ? '客户临时出差' : 'The customer is away');
  await screenshot(page, `abnormal-apply-phone-${lang}`);
  await page.getByTestId('action-form-applyAbnormal-submit').click();
  await page.getByTestId('order-abnormal').waitFor(WAIT);
  expect(await page.getByTestId('order-abnormal').innerText()).toContain(TEXT[lang].pending);
}

/** The dispatcher at a desk: /abnormalOrder, the order's row, approve. */
async function approveAtDesk(lang: Lang, order: { orderNo: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  await signInIn(page, server.url, DISPATCHER, lang);
  await openByUrl(page, server.url, '/abnormalOrder?state=0', TEXT[lang].listTab);
  const row = page.locator('tr', { hasText: order.orderNo });
  await row.waitFor(WAIT);
  await row.getByTestId('abnormal-approve').click();
  const submit = page.getByTestId('action-form-abnormalReschedule-submit');
  await submit.waitFor(WAIT);
  await screenshot(page, `abnormal-approve-${lang}`);
  await submit.click();
  await page.locator('.ant-message-notice', { hasText: TEXT[lang].approved }).waitFor(WAIT);
  return page;
}

describe('abnormal requests (issue 22): an engineer asks to reschedule on a phone, the dispatcher approves', () => {
  it.each(['zh_CN', 'en_GB'] as const)('in %s', async (lang) => {
    const order = await orderOfStaff(`改约测试 ${lang} ${Date.now()}`);
    const when = inThreeDays();
    await applyOnPhone(lang, order, when);
    const page = await approveAtDesk(lang, order);
    // the new appointment shows on the order, and both steps on its timeline
    await page.goto(`${server.url}/allOrder/orderDetail/${order.id}`);
    const fields = page.getByTestId('order-fields');
    await fields.getByText(when).waitFor(WAIT);
    expect(await page.getByTestId('order-abnormal').count()).toBe(0);
    await page.locator('[data-testid="timeline-entry"][data-action="abnormalReschedule"]').waitFor(WAIT);
    const { actions } = await timeline(page);
    expect(actions.slice(0, 2)).toEqual(['abnormalReschedule', 'applyAbnormal']);
  });
});
