import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage, openByUrl, path, signIn } from './src/shell';

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

/** Generous for a busy two-core machine. */
const WAIT = { timeout: 20_000 };

const CUSTOMER = {
  name: 'E2E 扫码客户',
  contacts: [
    { name: '周联系', phone: '13922220001' },
    { name: '吴备用', phone: '13922220002' },
  ],
  address: { province: '上海市', city: '上海市', region: '浦东新区', detail: '世纪大道 100 号' },
};
/** A demo catalogue product (apps/server/src/modules/products/demo.ts). */
const PRODUCT = { name: '舒适型挂壁式空调 1.5匹', model: 'KFR-35GW/A1' };
const SERIAL = 'SN-E2E-0001';
const BATCH = { name: 'E2E_batch_1', count: 5 };
const REPORT = { name: '周先生', phone: '13922229999', description: '空调开机十分钟后不制冷，外机有异响' };

/** A form item (label and control) by its label. */
const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({
    has: scope.page().locator('.ant-form-item-label label', { hasText: new RegExp(`^${label}$`) }),
  });

/** The visible select drop-down's option containing this text. */
const option = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
    hasText: text,
  });

/** Opens a searching picker (PickSelect), types a keyword and chooses the option showing `text`. */
async function pick(page: Page, select: Locator, keyword: string, text: string) {
  await select.click();
  await page.keyboard.type(keyword);
  await option(page, text).click(WAIT);
  await select.filter({ hasText: text }).waitFor(WAIT);
}

/** Types a date into a DatePicker (the test id sits on the picker or on its input). */
async function typeDate(page: Page, testId: string, date: string) {
  const input = page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
  expect(await input.inputValue()).toBe(date);
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** No toast and no open menu in the way of a screenshot. */
async function settled(page: Page) {
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden', ...WAIT });
  await page
    .locator('.ant-message-notice')
    .first()
    .waitFor({ state: 'detached', ...WAIT });
}

async function switchLanguage(page: Page, to: 'English' | '中文') {
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: to }).click();
}

describe('customers: a customer, its equipment with a QR code, and a fault reported from the scan page', () => {
  it('an administrator sets up a customer and its equipment; a stranger scans the label and reports a fault', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, ADMIN);

    // A customer with two contacts (the first the default) and a service address.
    await openByUrl(page, server.url, '/allCustomer', '客户列表');
    await page.getByTestId('customer-add').click();
    const form = page.getByTestId('customer-form');
    await form.waitFor(WAIT);
    await form.getByTestId('customer-name').fill(CUSTOMER.name);
    await form.getByTestId('contact-row-0').getByPlaceholder('联系人').fill(CUSTOMER.contacts[0]!.name);
    await form.getByTestId('contact-row-0').getByPlaceholder('联系电话').fill(CUSTOMER.contacts[0]!.phone);
    await form.getByRole('button', { name: '添加联系人' }).click();
    const second = form.getByTestId('contact-row-1');
    await second.getByPlaceholder('联系人').fill(CUSTOMER.contacts[1]!.name);
    await second.getByPlaceholder('联系电话').fill(CUSTOMER.contacts[1]!.phone);
    await form.getByRole('button', { name: '添加地址' }).click();
    const address = form.getByTestId('address-row-0');
    await formItem(address, '省').locator('input').fill(CUSTOMER.address.province);
    await formItem(address, '市').locator('input').fill(CUSTOMER.address.city);
    await formItem(address, '区').locator('input').fill(CUSTOMER.address.region);
    await formItem(address, '详细地址').locator('input').fill(CUSTOMER.address.detail);
    expect(await formItem(address, '地址类型').locator('.ant-select').textContent()).toContain('服务地址');
    await screenshot(page, 'customers-create-zh_CN');
    await page.getByTestId('customer-save').click();
    await form.waitFor({ state: 'detached', ...WAIT });
    const customerLink = page.getByRole('link', { name: CUSTOMER.name });
    await customerLink.waitFor(WAIT);
    const listRow = page.getByRole('row', { name: new RegExp(CUSTOMER.name) });
    expect(await listRow.textContent()).toContain(CUSTOMER.contacts[0]!.phone);

    // Its detail: the default contact and address, two contacts, one address.
    await customerLink.click();
    await page.waitForURL((url) => url.pathname.startsWith('/allCustomer/customerDetail/'), WAIT);
    const customerPath = new URL(page.url()).pathname;
    const profile = page.getByTestId('customer-profile');
    await profile.getByText(`${CUSTOMER.contacts[0]!.name} ${CUSTOMER.contacts[0]!.phone}`).waitFor(WAIT);
    expect(await profile.textContent()).toContain(CUSTOMER.address.detail);
    await page.getByRole('tab', { name: '联系人（2）' }).click();
    const contacts = page.getByTestId('customer-contacts');
    for (const c of CUSTOMER.contacts) await contacts.getByRole('cell', { name: c.phone }).waitFor(WAIT);
    await page.getByRole('tab', { name: '地址（1）' }).click();
    await page.getByTestId('customer-addresses').getByText(CUSTOMER.address.detail).waitFor(WAIT);
    await settled(page);
    await screenshot(page, 'customers-detail-zh_CN');

    // The same page in English.
    await switchLanguage(page, 'English');
    await page.getByRole('tab', { name: 'Contacts (2)' }).click();
    await page.getByRole('tab', { name: 'Addresses (1)' }).waitFor(WAIT);
    await page
      .getByTestId('customer-contacts')
      .getByRole('cell', { name: CUSTOMER.contacts[1]!.phone })
      .waitFor();
    await settled(page);
    await screenshot(page, 'customers-detail-en_GB');
    await switchLanguage(page, '中文');
    await page.getByRole('tab', { name: '客户资料' }).waitFor(WAIT);

    // A batch of QR codes; the batch's code list opens with them all unused.
    await openByUrl(page, server.url, '/qrCodeSetting', '二维码管理');
    await page.getByTestId('batch-add').click();
    const batchDialog = page.getByRole('dialog').filter({ hasText: '生成一批二维码' });
    await batchDialog.getByTestId('batch-name').fill(BATCH.name);
    await batchDialog.getByTestId('batch-count').fill(String(BATCH.count));
    await batchDialog.getByTestId('batch-save').click();
    await page.waitForURL((url) => /^\/qrCodeSetting\/code\/\d+$/.test(url.pathname), WAIT);
    const batchPath = path(page);
    await page
      .getByTestId('qr-open')
      .nth(BATCH.count - 1)
      .waitFor(WAIT);
    expect(await page.getByTestId('qr-open').count()).toBe(BATCH.count);
    const code = (await page.getByTestId('qr-open').first().textContent())!.trim();
    expect(code).toMatch(/^[A-Za-z0-9_-]{16}$/);
    await settled(page);
    await screenshot(page, 'customers-qr-batch-zh_CN');

    // Equipment for the customer: a catalogue product, a serial number, a warranty running now.
    await openByUrl(page, server.url, '/productManage', '客户产品');
    await page.getByTestId('equipment-add').click();
    const equipment = page.getByTestId('equipment-form');
    await equipment.waitFor(WAIT);
    await pick(page, equipment.getByTestId('equipment-customer'), 'E2E', CUSTOMER.name);
    await pick(page, equipment.getByTestId('equipment-product'), '舒适型', PRODUCT.name);
    await equipment.getByTestId('equipment-serial').fill(SERIAL);
    await typeDate(page, 'equipment-warrantyStart', isoDay(-30));
    await typeDate(page, 'equipment-warrantyEnd', isoDay(335));
    await screenshot(page, 'customers-equipment-create-zh_CN');
    await page.getByTestId('equipment-save').click();
    await equipment.waitFor({ state: 'detached', ...WAIT });
    await page.getByTestId('equipment-keyword').locator('input').fill(SERIAL);
    await page.getByTestId('equipment-keyword').locator('input').press('Enter');
    await page
      .getByRole('row', { name: new RegExp(SERIAL) })
      .getByTestId('equipment-open')
      .click(WAIT);
    await page.waitForURL((url) => url.pathname === '/productDetail', WAIT);
    const detail = page.getByTestId('equipment-detail');
    await detail.getByText(SERIAL).waitFor(WAIT);
    expect(await detail.textContent()).toContain(CUSTOMER.name);
    expect(await detail.textContent()).toContain(PRODUCT.name);
    expect((await detail.getByTestId('warranty-tag').textContent())?.trim()).toBe('在保');

    // Bind the first code of the batch, as typed from the label.
    await page.getByTestId('qr-bind-input').fill(code);
    await page.getByTestId('qr-bind').click();
    const bound = page.getByTestId('qr-bound');
    await bound.waitFor(WAIT);
    expect((await bound.getByTestId('qr-code-text').textContent())?.trim()).toContain(code);
    await settled(page);
    await screenshot(page, 'customers-equipment-qr-zh_CN');

    // The code is now used in its batch, bound to the equipment.
    await openByUrl(page, server.url, batchPath, '批次二维码');
    const codeRow = page.getByRole('row', { name: new RegExp(code) });
    await codeRow.getByTestId('qr-state').filter({ hasText: '已使用' }).waitFor(WAIT);
    expect(await codeRow.textContent()).toContain(SERIAL);

    // A stranger scans the label: a fresh phone-sized browser, no session.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(phone);
    expect(await phone.cookies()).toEqual([]);
    const scan = await phone.newPage();
    await scan.goto(`${server.url}/scan/${code}`);
    const info = scan.getByTestId('scan-info');
    await info.waitFor(WAIT);
    expect(path(scan)).toBe(`/scan/${code}`);
    const shown = (await info.textContent()) ?? '';
    expect(shown).toContain(PRODUCT.name);
    expect(shown).toContain(PRODUCT.model);
    expect(shown).toContain(SERIAL);
    expect(shown).toContain('在保');
    // The customer's name is masked for whoever holds the sticker.
    expect(shown).not.toContain(CUSTOMER.name);
    expect(shown).toMatch(/E\*+户/);
    await screenshot(scan, 'customers-scan-zh_CN');

    // The report form refuses a short phone number, then sends.
    await scan.getByTestId('scan-name').fill(REPORT.name);
    await scan.getByTestId('scan-phone').fill('1392222');
    await scan.getByTestId('scan-description').fill(REPORT.description);
    await scan.getByTestId('scan-submit').click();
    await formItem(scan.getByTestId('scan-report-form'), '手机号')
      .locator('.ant-form-item-explain-error')
      .waitFor(WAIT);
    await scan.getByTestId('scan-phone').fill(REPORT.phone);
    await scan.getByTestId('scan-submit').click();
    await scan.getByTestId('scan-report-done').getByText('报修已提交').waitFor(WAIT);
    const orderNo = ((await scan.getByTestId('scan-order-no').textContent()) ?? '').replace('工单号：', '');
    expect(orderNo).toMatch(/^\d{8}-\d{4,}$/);
    await screenshot(scan, 'customers-scan-done-zh_CN');

    // The scan page in English.
    await switchLanguage(scan, 'English');
    await scan.getByText('Report sent').waitFor(WAIT);
    await scan.getByRole('button', { name: 'Report again' }).click();
    await scan.getByRole('button', { name: 'Send report' }).waitFor(WAIT);
    expect(await info.textContent()).toContain('In warranty');
    await settled(scan);
    await screenshot(scan, 'customers-scan-en_GB');

    // Back at the office: the report is listed among the new scan reports, with its product and customer.
    await openByUrl(page, server.url, '/serviceRequests', '扫码报修');
    const report = page.getByRole('row', { name: new RegExp(REPORT.phone) });
    await report.waitFor(WAIT);
    const reportText = (await report.textContent()) ?? '';
    expect(reportText).toContain(REPORT.name);
    expect(reportText).toContain(REPORT.description);
    expect(reportText).toContain(PRODUCT.name);
    expect(reportText).toContain(SERIAL);
    expect(reportText).toContain(CUSTOMER.name);
    expect(reportText).toContain('待处理');
    // The report became a work order waiting for reception; its number opens it.
    await report.getByTestId('request-order').getByText(orderNo).click();
    await page.waitForURL((url) => /^\/allOrder\/orderDetail\/\d+$/.test(url.pathname));
    const summary = page.getByTestId('order-summary');
    await summary.getByTestId('order-no').getByText(orderNo).waitFor(WAIT);
    await summary.getByTestId('order-state').getByText('待受理').waitFor(WAIT);
    // The customer's detail lists its equipment and the new order, and starts an order for it.
    await openByUrl(page, server.url, customerPath, '客户详情');
    const tabs = page.getByTestId('customer-tabs');
    await tabs.getByRole('tab', { name: '客户产品' }).click();
    await page.getByTestId('customer-equipment').getByText(PRODUCT.name).waitFor(WAIT);
    await tabs.getByRole('tab', { name: '工单', exact: true }).click();
    await page.getByTestId('customer-order').getByText(orderNo).waitFor(WAIT);
    await settled(page);
    await screenshot(page, 'customers-detail-orders-zh_CN');
    await page.getByTestId('customer-create-order').click();
    await page.waitForURL(
      (url) => url.pathname === '/createOrder' && url.searchParams.has('customerId'),
      WAIT,
    );
    await openByUrl(page, server.url, '/serviceRequests', '扫码报修');
    await report.waitFor(WAIT);
    await settled(page);
    await screenshot(page, 'customers-scan-reports-zh_CN');

    await switchLanguage(page, 'English');
    await page.getByRole('columnheader', { name: 'Description' }).waitFor(WAIT);
    expect(await page.getByRole('row', { name: new RegExp(REPORT.phone) }).textContent()).toContain('New');
    await settled(page);
    await screenshot(page, 'customers-scan-reports-en_GB');
    await switchLanguage(page, '中文');
    await page.getByRole('columnheader', { name: '问题描述' }).waitFor(WAIT);
  }, 300_000);
});
