import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@fieldline/domain';
import { rows } from '../../db/client';
import type { DemoAccount } from '../../test/accounts';
import { api, loginAs, testApp, type TestApp } from '../../test/app';
import { syncBuiltInMenus } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const keys = (items: MenuItem[]): string[] => items.flatMap((i) => [i.resource_name, ...keys(i.children)]);
const menu = async (who: DemoAccount, menuType: string, lang = 'zh_CN') => {
  const s = await loginAs(t.app, who);
  const res = await api(t.app, s).get(`/api/menu/resources?menuType=${menuType}`, { cookie: `lang=${lang}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.items as MenuItem[];
};

describe('GET /api/menu/resources (spec-shell §6)', () => {
  it('gives the administrator the settings menu with its organization entries', async () => {
    const items = await menu('administrator', 'setting');
    expect(items.map((i) => i.resource_name)).toEqual(['set_manage']);
    expect(keys(items)).toEqual(
      expect.arrayContaining(['organizationalStructure', 'serviceGroup', 'personTag']),
    );
    const org = items[0]!.children.find((c) => c.resource_name === 'organizationalStructure')!;
    expect(org).toMatchObject({
      routerName: 'organizationalStructure',
      name: '组织架构',
      meta: { isDisabled: false },
    });
  });

  it('gives no settings menu without set_manage, and no chart menu without chart_manage', async () => {
    expect(await menu('serviceStaff', 'setting')).toEqual([]);
    expect(await menu('serviceStaff', 'chart')).toEqual([]);
    expect((await menu('director', 'chart')).map((i) => i.resource_name)).toEqual(['chart_manage']);
  });

  it('shows the eight main groups, names in the caller language', async () => {
    const items = await menu('dispatcher', 'main', 'en_GB');
    expect(items.map((i) => i.name)).toContain('Work orders');
    expect(items).toHaveLength(7); // set_manage lives in the settings menu
  });

  it('leaves out items whose code the user lacks, and items with inner_obj_id', async () => {
    await t.database.db.execute(
      sql`update menu_resources set inner_obj_id = 1 where resource_name = 'serviceGroup'`,
    );
    const items = await menu('administrator', 'setting');
    expect(keys(items)).not.toContain('serviceGroup');
    await t.database.db.execute(
      sql`update menu_resources set inner_obj_id = null where resource_name = 'serviceGroup'`,
    );
  });

  it('sync is idempotent and adds built-in entries that an enterprise lacks', async () => {
    await t.database.db.execute(sql`delete from menu_resources where resource_name = 'customerTag'`);
    await syncBuiltInMenus(t.database.db);
    await syncBuiltInMenus(t.database.db);
    const perEnterprise = await rows<{ n: number }>(
      t.database.db,
      sql`select (select count(*)::int from menu_resources m
                  where m.enterprise_id = e.id and m.resource_name = 'customerTag') as n
          from enterprises e`,
    );
    expect(perEnterprise.length).toBeGreaterThan(0);
    expect(perEnterprise.map((r) => r.n)).toEqual(perEnterprise.map(() => 1));
  });

  it('sync brings a built-in entry whose definition changed (parent, route, code) back to the definition', async () => {
    const before = await rows<{ parent_id: number; router_name: string; permission_code: string | null }>(
      t.database.db,
      sql`select parent_id::int, router_name, permission_code from menu_resources
           where resource_name = 'serviceGroup' order by enterprise_id limit 1`,
    );
    await t.database.db.execute(
      sql`update menu_resources set parent_id = null, router_name = 'stale', permission_code = 'stale'
           where resource_name = 'serviceGroup'`,
    );
    await syncBuiltInMenus(t.database.db);
    const after = await rows<{ parent_id: number; router_name: string; permission_code: string | null }>(
      t.database.db,
      sql`select parent_id::int, router_name, permission_code from menu_resources
           where resource_name = 'serviceGroup' order by enterprise_id limit 1`,
    );
    expect(after).toEqual(before);
    const items = await menu('administrator', 'setting');
    expect(keys(items)).toContain('serviceGroup');
  });

  it('refuses an unknown menu type with the field named', async () => {
    const s = await loginAs(t.app, 'administrator');
    const res = await api(t.app, s).get('/api/menu/resources?menuType=other');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('menuType');
  });
});
