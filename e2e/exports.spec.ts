import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage, openByUrl, signIn } from './src/shell';

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

const WAIT = { timeout: 20_000 };

describe('order export from the list (issue 18 item 7)', () => {
  it('with nothing selected, "export selected" says what to do and sends nothing; "export all" queues a download-centre task', async () => {
    const page = await freshPage(browser, contexts);
    const exportCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/order/export')) exportCalls.push(new URL(r.url()).pathname);
    });
    await signIn(page, server.url, ADMIN);
    await openByUrl(page, server.url, '/allOrder', '全部工单');
    await page.getByTestId('order-list-allOrder').locator('.ant-table-row').first().waitFor(WAIT);

    await page.getByTestId('order-bulk-export').click();
    await page.getByTestId('order-export-selected').click();
    await page.getByText('请先勾选要导出的工单，或选择“导出全部符合筛选条件的工单”').waitFor(WAIT);
    expect(exportCalls).toEqual([]);

    await page.getByTestId('order-bulk-export').click();
    await page.getByTestId('order-export-all').click();
    const form = page.getByTestId('order-export-form');
    await form.getByText('导出本列表中符合当前筛选条件、你可查看的全部工单').waitFor(WAIT);
    await form.getByTestId('order-export-name').fill('全部工单导出');
    await page.getByRole('button', { name: '开始导出' }).click();
    await page.getByTestId('order-export-queued').waitFor(WAIT);
    expect(exportCalls).toEqual(['/api/v2/order/exportAll']);
    await screenshot(page, 'order-export-all-queued-zh_CN');
    await page.getByRole('button', { name: '关闭' }).click();

    await page.getByTestId('download-center').click();
    const item = page.getByTestId('download-item').filter({ hasText: '全部工单导出.xlsx' });
    await item.getByText('下载', { exact: true }).waitFor({ timeout: 30_000 });
  });

  it('the customer list has one Export button: a menu of this page, selected rows, or everything matching to the download centre', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, ADMIN);
    await openByUrl(page, server.url, '/allCustomer', '客户列表');
    const exportButton = page.getByTestId('table-export');
    await exportButton.waitFor(WAIT);
    await expect(page.getByRole('button', { name: /导\s*出/ }).count()).resolves.toBe(1);
    await exportButton.click();
    const menu = page.locator('.ant-dropdown-menu');
    await menu.getByText('导出当前页').waitFor(WAIT);
    await menu.getByText('导出所选').waitFor(WAIT);
    await page.getByTestId('customer-export').click();
    await page.getByTestId('customer-export-form').waitFor(WAIT);
  });
});
