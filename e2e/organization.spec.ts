import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { startServer, type RunningServer } from './src/server';
import { ADMIN, freshPage, menusBuilt, openByUrl, path, signIn } from './src/shell';

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

const DEPARTMENT = 'E2E 外勤部';
const ROLE = 'E2E 人员标签';
const USER = { name: '测试员', phone: '13912345678' };

/** The open dialog with this title. */
const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

async function pickOption(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
      hasText: text,
    })
    .click();
}

const treeNode = (page: Page, title: string) =>
  page
    .getByTestId('permission-tree')
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) });

/** Expands a group of the permission tree and checks some of its leaves. */
async function checkPermissions(page: Page, group: string, leaves: string[]) {
  await treeNode(page, group).locator('.ant-tree-switcher').click();
  for (const leaf of leaves) {
    const box = treeNode(page, leaf).locator('.ant-tree-checkbox');
    await box.click();
    await treeNode(page, leaf).locator('.ant-tree-checkbox-checked').waitFor();
  }
}

/** No open menu and no toast in the way of a screenshot. */
async function settled(page: Page) {
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden' });
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached' });
}

describe('organization: departments, users, roles and permissions', () => {
  it('an administrator sets up a person with a custom role, who then sees only what it allows', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, ADMIN);
    await openByUrl(page, server.url, '/organizationalStructure', '组织架构');
    const tree = page.getByTestId('department-tree');

    // A department under the root.
    await tree.getByText(/^演示服务有限公司/).click();
    await page.getByTestId('department-add').click();
    await dialog(page, '新增子部门').getByTestId('department-name').fill(DEPARTMENT);
    await dialog(page, '新增子部门').getByRole('button', { name: '保 存' }).click();
    await tree.getByText(`${DEPARTMENT} (0)`).waitFor();

    // A custom role with personnel view (11101), tags (11109) and the settings menu (set_manage).
    await page.getByRole('tab', { name: '角色与权限' }).click();
    await page.getByTestId('role-add').click();
    const roleDialog = dialog(page, '新建角色');
    await roleDialog.getByTestId('role-name').fill(ROLE);
    await checkPermissions(page, '人员', ['查看', '标签管理']);
    await checkPermissions(page, '系统设置', ['设置菜单']);
    await roleDialog.getByRole('button', { name: '保 存' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await page.getByTestId('role-keyword').locator('input').fill('E2E');
    await page.getByTestId('role-keyword').locator('input').press('Enter');
    await page.getByRole('cell', { name: ROLE }).waitFor();
    expect(
      await page
        .getByRole('row', { name: new RegExp(ROLE) })
        .getByRole('cell')
        .nth(3)
        .textContent(),
    ).toBe('3');

    // A user in the new department holding the role; the server generates the password.
    await page.getByRole('tab', { name: '人员与部门' }).click();
    await tree.getByText(`${DEPARTMENT} (0)`).click();
    await page.getByTestId('user-add').click();
    const userDialog = dialog(page, '新增人员');
    await userDialog.getByTestId('user-name').fill(USER.name);
    await userDialog.getByTestId('user-phone').fill(USER.phone);
    await userDialog.getByTestId('roles-picker').click();
    await page.keyboard.type('E2E');
    await pickOption(page, ROLE);
    await userDialog.getByTestId('user-name').click();
    await userDialog.getByRole('button', { name: '保 存' }).click();
    const password = (await page.getByTestId('initial-password').textContent())!.trim();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await dialog(page, '初始密码').getByRole('button', { name: '完 成' }).click();
    await page.getByRole('cell', { name: USER.name }).waitFor();
    await tree.getByText(`${DEPARTMENT} (1)`).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(USER.phone) }).textContent()).toContain(DEPARTMENT);
    await settled(page);
    await screenshot(page, 'organization-zh_CN');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'People and departments' }).waitFor();
    await page.getByRole('columnheader', { name: 'Mobile number' }).waitFor();
    await settled(page);
    await screenshot(page, 'organization-en_GB');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.getByRole('tab', { name: '人员与部门' }).waitFor();

    // Sign out; the new user signs in with the generated password.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('tab', { name: '密码登录' }).click();
    const form = page.getByTestId('password-login-form');
    await form.getByTestId('phone-input').fill(USER.phone);
    await form.getByTestId('password-input').fill(password);
    await form.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/guideOne');
    await menusBuilt(page);

    // The settings menu lists only what the role allows: personnel and the tag pages.
    await page.getByTestId('menu-type').getByText('设置').click();
    await page.getByTestId('side-menu').getByText('系统设置').click();
    await page.getByTestId('side-menu').getByText('组织架构').waitFor();
    const labels = (
      await page.getByTestId('side-menu').locator('.ant-menu-title-content').allTextContents()
    ).map((l) => l.trim());
    expect(labels).toEqual(
      expect.arrayContaining(['系统设置', '组织架构', '人员标签', '工单标签', '客户标签']),
    );
    expect(labels).not.toContain('服务团队');
    expect(labels).not.toContain('外包管理');

    // Teams need 11107, which the role lacks.
    await page.goto(`${server.url}/serviceGroup`);
    await page.waitForURL((url) => url.pathname === '/detailError');

    // Personnel opens, read-only: no add, edit or roles tab.
    await openByUrl(page, server.url, '/organizationalStructure', '组织架构');
    await page.getByRole('cell', { name: USER.name }).waitFor();
    expect(path(page)).toBe('/organizationalStructure');
    expect(await page.getByTestId('user-add').count()).toBe(0);
    expect(await page.getByTestId('user-edit').count()).toBe(0);
    expect(await page.getByRole('tab', { name: '角色与权限' }).count()).toBe(0);
    expect(await page.getByTestId('department-add').count()).toBe(0);

    // Tags open and can be managed.
    await openByUrl(page, server.url, '/tagsManage/personTag', '人员标签');
    await page.getByTestId('tag-add').waitFor();
    expect(path(page)).toBe('/tagsManage/personTag');

    await page.goto(`${server.url}/outsourceManagement`);
    await page.waitForURL((url) => url.pathname === '/detailError');
  });
});
