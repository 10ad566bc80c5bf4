import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot } from './src/browser';
import { startServer, type RunningServer } from './src/server';
import {
  ADMIN,
  STAFF,
  activeTab,
  breadcrumb,
  closeFromTab,
  eventually,
  expectTabs,
  freshPage,
  menusBuilt,
  openByUrl,
  path,
  signIn,
  tab,
} from './src/shell';

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

async function adminWithPages(): Promise<Page> {
  const page = await freshPage(browser, contexts);
  await signIn(page, server.url, ADMIN);
  await openByUrl(page, server.url, '/organizationalStructure', '组织架构');
  await openByUrl(page, server.url, '/serviceGroup', '服务团队');
  await openByUrl(page, server.url, '/personIndex', '个人中心');
  await expectTabs(page, ['首页', '组织架构', '服务团队', '个人中心']);
  return page;
}

describe('the signed-in frame: menus, tabs, keep-alive', () => {
  it('works without the server menu: home entry, menu types by power, quiet download centre', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, ADMIN);
    const menu = page.getByTestId('side-menu');
    const items = (await menu.getByRole('menuitem').allTextContents()).map((s) => s.trim());
    expect(items[0]).toBe('首页');
    expect(items).toContain('客户管理');
    expect(await page.getByTestId('menu-type').textContent()).toBe('主菜单报表设置');
    await expectTabs(page, ['首页']);

    await page.getByTestId('download-center').click();
    await page.getByText('暂无导出文件').waitFor();
    expect(await page.locator('.ant-message-notice').count()).toBe(0);
  });

  it('opens a tab per page, replaces the tab of the same page, and keeps a keep-alive page alive', async () => {
    const page = await adminWithPages();
    expect(await eventually(() => breadcrumb(page), '首页/个人中心')).toBe('首页/个人中心');

    // Same page, new query: the tab is replaced, not added.
    await openByUrl(page, server.url, '/personIndex?tab=security', '个人中心');
    await expectTabs(page, ['首页', '组织架构', '服务团队', '个人中心']);
    await tab(page, '组织架构').click();
    await page.waitForURL((url) => url.pathname === '/organizationalStructure');
    expect(await eventually(() => breadcrumb(page), '首页/系统设置/组织架构')).toBe('首页/系统设置/组织架构');
    await tab(page, '个人中心').click();
    await page.waitForURL(
      (url) => url.pathname === '/personIndex' && url.searchParams.get('tab') === 'security',
    );

    // Function navigation is keep-alive: its filter survives a switch to another tab and back.
    await openByUrl(page, server.url, '/navigation', '功能导航');
    const filter = page.getByTestId('navigation-filter').locator('input');
    const entries = () => page.getByTestId('navigation-entry').allTextContents();
    const onlyTeams = async () => {
      const shown = await entries();
      return shown.includes('服务团队') && shown.every((name) => name.includes('团队'));
    };
    await page.getByTestId('navigation-entry').filter({ hasText: '组织架构' }).waitFor();
    await filter.fill('团队');
    expect(await eventually(onlyTeams, true)).toBe(true);
    await tab(page, '首页').click();
    await page.waitForURL((url) => url.pathname === '/guideOne');
    // the tab bar follows the address a render later (a click in between counts too: TabBar's onTabClick)
    expect(await eventually(() => activeTab(page), '首页')).toBe('首页');
    await tab(page, '功能导航').click();
    await page.waitForURL((url) => url.pathname === '/navigation');
    await filter.waitFor({ state: 'visible' });
    expect(await filter.inputValue()).toBe('团队');
    expect(await onlyTeams()).toBe(true);

    // An entry opens its page in the tab it already has; coming back, the filter is still there.
    await page.getByTestId('navigation-entry').filter({ hasText: '服务团队' }).click();
    await page.waitForURL((url) => url.pathname === '/serviceGroup');
    await expectTabs(page, ['首页', '组织架构', '服务团队', '个人中心', '功能导航']);
    expect(await eventually(() => activeTab(page), '服务团队')).toBe('服务团队');
    await tab(page, '功能导航').click();
    await page.waitForURL((url) => url.pathname === '/navigation');
    await filter.waitFor({ state: 'visible' });
    expect(await filter.inputValue()).toBe('团队');

    // A kept page's scroll position survives the switch too (the personnel list is long enough to scroll).
    const personnel = page.locator('[data-page="/organizationalStructure"]');
    await tab(page, '组织架构').click();
    await personnel.waitFor({ state: 'visible' });
    await personnel.getByRole('cell', { name: '王管理' }).waitFor();
    const area = page.getByTestId('page-area');
    // The list must have rendered tall enough to scroll before the position means anything.
    const scrollable = () => area.evaluate((el) => el.scrollHeight - el.clientHeight > 100);
    expect(await eventually(scrollable, true, 15_000)).toBe(true);
    const scrollDown = () => area.evaluate((el) => ((el.scrollTop = 100), el.scrollTop > 0));
    expect(await eventually(scrollDown, true)).toBe(true);
    const scrolled = await area.evaluate((el) => el.scrollTop);
    await tab(page, '首页').click();
    await personnel.waitFor({ state: 'hidden' });
    expect(await eventually(() => area.evaluate((el) => el.scrollTop), 0)).toBe(0);
    await tab(page, '组织架构').click();
    await personnel.waitFor({ state: 'visible' });
    expect(await eventually(() => area.evaluate((el) => el.scrollTop), scrolled)).toBe(scrolled);

    // Closed and opened again, the page starts afresh.
    await closeFromTab(page, '功能导航', '关闭');
    await openByUrl(page, server.url, '/navigation', '功能导航');
    await page.getByTestId('navigation-filter').waitFor();
    await tab(page, '首页').click();
    await tab(page, '功能导航').click();
    await filter.waitFor({ state: 'visible' });
    expect(await filter.inputValue()).toBe('');
  });

  it('closes tabs to the right, to the left, singly, the others and all', async () => {
    const page = await adminWithPages();

    await closeFromTab(page, '服务团队', '关闭右侧');
    await expectTabs(page, ['首页', '组织架构', '服务团队']);
    await page.waitForURL((url) => url.pathname === '/serviceGroup');
    expect(await eventually(() => activeTab(page), '服务团队')).toBe('服务团队');

    await openByUrl(page, server.url, '/personIndex', '个人中心');
    await closeFromTab(page, '服务团队', '关闭左侧');
    await expectTabs(page, ['首页', '服务团队', '个人中心']);
    expect(path(page)).toBe('/personIndex');

    await tab(page, '个人中心')
      .locator('xpath=ancestor::div[contains(@class,"ant-tabs-tab")]')
      .getByRole('button')
      .click();
    await expectTabs(page, ['首页', '服务团队']);
    await page.waitForURL((url) => url.pathname === '/serviceGroup');

    await openByUrl(page, server.url, '/organizationalStructure', '组织架构');
    await openByUrl(page, server.url, '/personIndex', '个人中心');
    await tab(page, '组织架构').click();
    await page.getByTestId('tab-actions').click();
    await page.getByRole('menuitem', { name: '关闭其他', exact: true }).click();
    await expectTabs(page, ['首页', '组织架构']);
    expect(path(page)).toBe('/organizationalStructure');

    await page.getByTestId('menu-type').getByText('设置').click();
    // The settings menus render first, so that the tab menu is not opened mid re-render and lost.
    await page
      .locator('[data-testid="menu-type"] .ant-segmented-item-selected', { hasText: '设置' })
      .waitFor();
    await menusBuilt(page);
    await page.getByTestId('tab-actions').click();
    await page.getByRole('menuitem', { name: '全部关闭', exact: true }).click();
    await expectTabs(page, ['首页']);
    await page.waitForURL((url) => url.pathname === '/guideOne');
    expect(await page.locator('[data-testid="menu-type"] .ant-segmented-item-selected').textContent()).toBe(
      '主菜单',
    );
  });

  it('remembers tabs, menu type and the folded menu across a reload and a new sign-in', async () => {
    const page = await adminWithPages();
    await page.getByTestId('menu-type').getByText('设置').click();
    await page.getByTestId('menu-toggle').click();
    await page.locator('.ant-layout-sider-collapsed').waitFor();

    await page.reload();
    await menusBuilt(page);
    await expectTabs(page, ['首页', '组织架构', '服务团队', '个人中心']);
    expect(await eventually(() => activeTab(page), '个人中心')).toBe('个人中心');
    expect(await page.locator('[data-testid="menu-type"] .ant-segmented-item-selected').textContent()).toBe(
      '设置',
    );
    expect(await page.locator('.ant-layout-sider-collapsed').count()).toBe(1);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, server.url, ADMIN);
    await expectTabs(page, ['首页', '组织架构', '服务团队', '个人中心']);
  });

  it('switches menus, breadcrumbs and tabs to English and back', async () => {
    const page = await adminWithPages();
    await openByUrl(page, server.url, '/navigation', '功能导航');
    await tab(page, '组织架构').click();
    expect(await eventually(() => breadcrumb(page), '首页/系统设置/组织架构')).toBe('首页/系统设置/组织架构');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'layout-zh_CN');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expectTabs(page, ['Home', 'Personnel', 'Service teams', 'Personal centre', 'Function navigation']);
    expect(await eventually(() => breadcrumb(page), 'Home/Systemsettings/Personnel')).toBe(
      'Home/Systemsettings/Personnel',
    );
    const englishItems = (await page.getByTestId('side-menu').getByRole('menuitem').allTextContents()).map(
      (s) => s.trim(),
    );
    expect(englishItems[0]).toBe('Home');
    expect(englishItems).toContain('Customers');
    expect(await page.getByTestId('menu-type').textContent()).toBe('MainChartsSettings');
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden' });
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'layout-en_GB');

    await tab(page, 'Function navigation').click();
    await page.getByTestId('navigation-entry').filter({ hasText: 'Service teams' }).waitFor();
    expect(await page.getByText('System settings', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(page, 'navigation-en_GB');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expectTabs(page, ['首页', '组织架构', '服务团队', '个人中心', '功能导航']);
  });
});

describe('a service staff member', () => {
  it('lands on /detailError for a page whose code the role lacks, and still has working tabs', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, STAFF);
    expect(await page.getByTestId('menu-type').count()).toBe(0);

    await page.goto(`${server.url}/organizationalStructure`);
    await page.waitForURL((url) => url.pathname === '/detailError');
    await page.getByText('无权限访问此页面').waitFor();
    await expectTabs(page, ['首页', '无权限']);

    await openByUrl(page, server.url, '/personIndex', '个人中心');
    await openByUrl(page, server.url, '/personIndex?tab=preferences', '个人中心');
    await expectTabs(page, ['首页', '无权限', '个人中心']);

    await closeFromTab(page, '个人中心', '关闭左侧');
    await expectTabs(page, ['首页', '个人中心']);
    await openByUrl(page, server.url, '/guideOne', '首页');
    await closeFromTab(page, '首页', '关闭右侧');
    await expectTabs(page, ['首页']);

    await page.goto(`${server.url}/serviceGroup`);
    await page.waitForURL((url) => url.pathname === '/detailError');
    await page.getByTestId('tab-actions').click();
    await page.getByRole('menuitem', { name: '全部关闭', exact: true }).click();
    await expectTabs(page, ['首页']);
    await page.waitForURL((url) => url.pathname === '/guideOne');
  });

  it('finds people with the global search; a hit links to the person page only if the user may open it', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, STAFF);
    await page.getByTestId('global-search').fill('张师傅');
    const hit = page.getByTestId('search-result').filter({ hasText: '张师傅' });
    await hit.waitFor();
    expect(await hit.textContent()).toContain('13800000003');
    const linked = (await hit.getByTestId('search-link').count()) > 0;
    await hit.click();
    if (linked)
      await page.waitForURL((url) => /^\/organizationalStructure\/personneldetails\/\d+$/.test(url.pathname));
    else expect(path(page)).toBe('/guideOne');
  });
});

describe('menus from GET /api/menu/resources', () => {
  const menuLabels = async (page: Page) =>
    (await page.getByTestId('side-menu').locator('.ant-menu-title-content').allTextContents()).map((s) =>
      // Badge counts (pending, overdue) depend on the demo data and the clock, so they are cut off.
      s.trim().replace(/\d+\+?$/, ''),
    );

  it('shows the settings menu to the administrator, translated, and opens tabs from it', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, ADMIN);
    expect(await menuLabels(page)).toEqual([
      '首页',
      '工单管理',
      '新建工单',
      '全部工单',
      '我的工单',
      '待受理工单',
      '待指派工单',
      '待审核工单',
      '工单池',
      '异常工单',
      '超时工单',
      '抄送我的',
      '我协作的',
      '按模板查看',
      '工单回收站',
      '服务项目',
      '待收款工单',
      '地图派单',
      '排班表',
      '排班报表',
      '客户管理',
      '呼叫与客服',
      '服务管理',
      '备件库存',
      '财务管理',
      '运营分析',
    ]);
    await page.getByTestId('menu-type').getByText('设置').click();
    await eventually(async () => (await menuLabels(page)).includes('系统设置'), true);
    await page.getByTestId('side-menu').getByText('系统设置').click();
    const zh = await eventually(async () => {
      const labels = await menuLabels(page);
      return ['组织架构', '服务团队'].every((l) => labels.includes(l));
    }, true);
    expect(zh).toBe(true);
    await page.getByTestId('side-menu').getByText('服务团队').click();
    await page.waitForURL((url) => url.pathname === '/serviceGroup');
    await expectTabs(page, ['首页', '服务团队']);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'menu-zh_CN');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const en = await eventually(async () => {
      const labels = await menuLabels(page);
      return ['System settings', 'Personnel', 'Service teams'].every((l) => labels.includes(l));
    }, true);
    expect(en).toBe(true);
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'hidden' });
    await screenshot(page, 'menu-en_GB');
  });

  it('gives a service staff member no settings menu', async () => {
    const page = await freshPage(browser, contexts);
    await signIn(page, server.url, STAFF);
    expect(await page.getByTestId('menu-type').count()).toBe(0);
    // No approval list or recycle bin for staff: those need permissions the role does not have.
    expect(await menuLabels(page)).toEqual([
      '首页',
      '工单管理',
      '全部工单',
      '我的工单',
      '工单池',
      '超时工单',
      '抄送我的',
      '我协作的',
      '按模板查看',
      '服务项目',
      '待收款工单',
      '客户管理',
      '服务管理',
      '备件库存',
      '财务管理',
      '运营分析',
    ]);
  });
});
