import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './src/browser';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage, menusBuilt, openByUrl, signIn } from './src/shell';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await freshPage(browser, contexts);
  await signIn(page, server.url, ADMIN);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await server?.stop();
});

/** Generous for a busy two-core machine. */
const WAIT = { timeout: 20_000 };

const query = (p: Page) => Object.fromEntries(new URL(p.url()).searchParams);
/** Waits until the URL's query is exactly `expected` (the list writes it after a click or a pause). */
const queryIs = (p: Page, expected: Record<string, string>) =>
  p
    .waitForURL(
      (url) => JSON.stringify(Object.fromEntries(url.searchParams)) === JSON.stringify(expected),
      WAIT,
    )
    .catch(() => {
      throw new Error(`the URL is ${p.url()}, expected the query ${JSON.stringify(expected)}`);
    });

/** A DataTable with its pager (the test id sits on the table inside antd's wrapper). */
const dataTable = (p: Page, testId: string) =>
  p.locator('.ant-table-wrapper', { has: p.getByTestId(testId) });
const activePage = (table: Locator) => table.locator('.ant-pagination-item-active').textContent();
async function pageIs(table: Locator, n: number) {
  await table.locator(`.ant-pagination-item-active[title="${n}"]`).waitFor(WAIT);
}
/** The rows once the table has settled (no spinner). */
async function rows(table: Locator) {
  await table.locator('.ant-spin-spinning').waitFor({ state: 'detached', ...WAIT });
  return table.locator('tbody tr.ant-table-row').allTextContents();
}
async function choose(p: Page, select: Locator, label: string) {
  await select.click();
  await p
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(label, { exact: true })
    .click(WAIT);
}
async function reload(p: Page) {
  await p.reload();
  await menusBuilt(p);
}

describe('list pages keep filters, page and size in the URL', () => {
  it('customers: the keyword (typed, debounced) and the page survive a reload, and Back walks them back', async () => {
    await openByUrl(page, server.url, '/allCustomer', '客户列表');
    const table = dataTable(page, 'table-customers');
    await page.getByTestId('customer-keyword').locator('input').fill('有限公司');
    await queryIs(page, { keyword: '有限公司' });
    // the filtered rows must be in before page 2 is chosen: a click on the old pager is undone by the refetch
    await expect.poll(async () => (await rows(table)).every((r) => r.includes('有限公司')), WAIT).toBe(true);
    await table.locator('.ant-pagination-item-2').click();
    await queryIs(page, { keyword: '有限公司', pageIndex: '1' });

    await reload(page);
    await pageIs(table, 2);
    expect(await page.getByTestId('customer-keyword').locator('input').inputValue()).toBe('有限公司');
    const found = await rows(table);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.includes('有限公司'))).toBe(true);

    await page.goBack();
    await queryIs(page, { keyword: '有限公司' });
    await pageIs(table, 1);
    await page.goBack();
    await queryIs(page, {});
    expect(await page.getByTestId('customer-keyword').locator('input').inputValue()).toBe('');

    // a bookmark past the last page lands on the last page that has rows
    await page.goto(`${server.url}/allCustomer?keyword=${encodeURIComponent('有限公司')}&pageIndex=99`);
    await page.waitForURL((url) => Number(url.searchParams.get('pageIndex') ?? 0) < 99, WAIT);
    await table.locator('tbody tr.ant-table-row').first().waitFor(WAIT);
    expect(await activePage(table)).toBe(String(Number(query(page).pageIndex ?? 0) + 1));
  });

  it('equipment: a chosen warranty filter is in the URL, restored on reload and undone by Back', async () => {
    await openByUrl(page, server.url, '/productManage', '客户产品');
    const filter = page.getByTestId('equipment-warranty-filter');
    await choose(page, filter, '过保');
    await queryIs(page, { warranty: 'out' });

    await reload(page);
    await filter.filter({ hasText: '过保' }).waitFor(WAIT);
    const table = dataTable(page, 'table-equipment');
    const found = await rows(table);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.includes('过保'))).toBe(true);

    await page.goBack();
    await queryIs(page, {});
    await filter.filter({ hasText: '保修状态' }).waitFor(WAIT);
  });

  it('users: the state filter and the page come back after a reload; Back returns to the page before', async () => {
    await openByUrl(page, server.url, '/organizationalStructure', '组织架构');
    const table = dataTable(page, 'table-users');
    await choose(page, page.getByRole('combobox', { name: '状态' }), '启用');
    await queryIs(page, { enabled: '1' });
    await table.locator('.ant-pagination-item-2').click();
    await queryIs(page, { enabled: '1', pageIndex: '1' });

    await reload(page);
    await pageIs(table, 2);
    expect(query(page)).toEqual({ enabled: '1', pageIndex: '1' });
    const found = await rows(table);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.includes('启用'))).toBe(true);

    await page.goBack();
    await queryIs(page, { enabled: '1' });
    await pageIs(table, 1);
    expect(await activePage(table)).toBe('1');
  });
});
