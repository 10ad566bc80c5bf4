import { asc, eq, sql } from 'drizzle-orm';
import {
  MENU_DEFINITIONS,
  PERMISSIONS,
  customMenuRouteName,
  filterMenuTree,
  type Locale,
  type MenuItem,
  type MenuType,
} from '@fieldline/domain';
import type { Db } from '../../db/client';
import { menuResources } from '../../db/schema';
import { mine, type Tenant } from '../../core/tenant';

/**
 * Puts every built-in menu entry into every enterprise (or one), and brings an existing built-in row
 * back to its definition when that changed (parent, route, name, icon, code, order; nobody edits
 * those, while its disabled flag and inner object stay): one set-based statement per entry, at
 * start-up and when an enterprise is created. An unchanged row is not written.
 */
export async function syncBuiltInMenus(db: Db, enterpriseId?: number) {
  const which = enterpriseId ? sql`where e.id = ${enterpriseId}` : sql``;
  for (const [sort, def] of MENU_DEFINITIONS.entries()) {
    const parentId = def.parent
      ? sql`(select p.id from menu_resources p where p.enterprise_id = e.id and p.resource_name = ${def.parent})`
      : sql`null::bigint`;
    await db.execute(sql`
      insert into menu_resources (enterprise_id, parent_id, resource_name, menu_type, router_name, name, icon, permission_code, sort)
      select e.id, ${parentId}, ${def.key}, ${def.menuType}, ${def.routerName ?? null}, ${def.name.zh_CN}, ${def.icon ?? null},
             ${def.permission ?? null}, ${sort}
        from enterprises e ${which}
      on conflict (enterprise_id, resource_name) do update
        set parent_id = excluded.parent_id, menu_type = excluded.menu_type, router_name = excluded.router_name,
            name = excluded.name, icon = excluded.icon, permission_code = excluded.permission_code, sort = excluded.sort
        where menu_resources.built_in
          and (menu_resources.parent_id, menu_resources.menu_type, menu_resources.router_name, menu_resources.name,
               menu_resources.icon, menu_resources.permission_code, menu_resources.sort)
              is distinct from (excluded.parent_id, excluded.menu_type, excluded.router_name, excluded.name,
               excluded.icon, excluded.permission_code, excluded.sort)`);
  }
}

type Row = typeof menuResources.$inferSelect;

function toTree(rows: Row[], locale: Locale): MenuItem[] {
  const builtInName = new Map(MENU_DEFINITIONS.map((d) => [d.key, d.name]));
  const items = new Map<number, MenuItem>();
  for (const r of rows) {
    items.set(r.id, {
      id: r.id,
      parent_id: r.parentId,
      resource_name: r.resourceName,
      inner_obj_id: r.innerObjId,
      routerName: r.builtIn ? r.routerName : customMenuRouteName(r.parentId, r.id),
      name: r.builtIn ? (builtInName.get(r.resourceName)?.[locale] ?? r.name) : r.name,
      icon: r.icon,
      meta: { isDisabled: r.isDisabled },
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    const parent = item.parent_id ? items.get(item.parent_id) : undefined;
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/** The signed-in user's menu of one type, filtered by spec-shell §6. */
export async function menuFor(t: Tenant, menuType: MenuType): Promise<MenuItem[]> {
  const { powers } = t;
  // The settings menu needs set_manage and the chart menu chart_manage.
  if (menuType === 'setting' && !powers.includes(PERMISSIONS.setManage)) return [];
  if (menuType === 'chart' && !powers.includes(PERMISSIONS.chartManage)) return [];
  const rows = await t.db
    .select()
    .from(menuResources)
    .where(mine(t, menuResources, eq(menuResources.menuType, menuType)))
    .orderBy(asc(menuResources.sort), asc(menuResources.id));
  // Allowed resources: rows whose code the user holds (or that need none); inner objects never count.
  const allowed = new Set(
    rows
      .filter((r) => r.innerObjId === null && (!r.permissionCode || powers.includes(r.permissionCode)))
      .map((r) => r.resourceName),
  );
  return filterMenuTree(toTree(rows, t.locale), allowed);
}
