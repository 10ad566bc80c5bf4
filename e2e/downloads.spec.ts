import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import * as XLSX from 'xlsx';
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

describe('download centre', () => {
  it('the user export finishes in the download centre and downloads as a valid .xlsx of the users', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, ADMIN);
    await openByUrl(page, server.url, '/organizationalStructure', '组织架构');
    await page.getByTestId('user-export').click();
    await page.getByText('导出完成，可在下载中心下载').waitFor({ timeout: 30_000 });

    await page.getByTestId('download-center').click();
    const item = page.getByTestId('download-item').first();
    await item.getByText('下载', { exact: true }).waitFor();
    expect(await item.textContent()).toMatch(/人员列表-\d{4}-\d{2}-\d{2}\.xlsx/);
    await screenshot(page, 'download-centre-zh_CN');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByText('下载', { exact: true }).click(),
    ]);
    const file = await download.path();
    const book = XLSX.read(fs.readFileSync(file!), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['姓名', '手机号', '部门', '角色', '状态', '创建时间']);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.map((r) => r[1])).toContain('13800000001');
  });
});
