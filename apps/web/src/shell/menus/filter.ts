import { PERMISSIONS, isAllowed } from '@fieldline/domain';
import { routeByName } from '../route-table';
import type { MenuItem, MenuType } from './types';

/** Resource names of whole menus that need a power of the same name (spec-shell §6). */
const MENU_POWERS: Record<string, string> = {
  set_manage: PERMISSIONS.setManage,
  chart_manage: PERMISSIONS.chartManage,
};

/** The menu types a user may switch to: chart needs chart_manage, setting needs set_manage. */
export function allowedMenuTypes(powers: readonly { code: string }[]): MenuType[] {
  const types: MenuType[] = ['main'];
  if (isAllowed(PERMISSIONS.chartManage, powers)) types.push('chart');
  if (isAllowed(PERMISSIONS.setManage, powers)) types.push('setting');
  return types;
}

/**
 * The menu types worth a tab: main always; another once its menus turn out to hold an entry (the
 * frame's home entry alone is no reason for a tab). The chosen type stays while its menus load, so a
 * remembered choice does not fall back to main and return.
 */
export function shownMenuTypes(
  types: readonly MenuType[],
  entriesOf: (type: MenuType) => readonly MenuEntry[] | undefined,
  chosen: MenuType,
): MenuType[] {
  return types.filter((type) => {
    if (type === 'main') return true;
    const entries = entriesOf(type);
    return entries ? entries.length > 0 : type === chosen;
  });
}

/**
 * The resource names a set of menu resources allows (spec-shell §6): every resource's name except
 * those carrying an inner_obj_id, which point at one object and are not counted as allowed.
 */
export function allowedResourceKeys(resources: readonly MenuItem[]): Set<string> {
  const keys = new Set<string>();
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.resource_name && item.inner_obj_id === null) keys.add(item.resource_name);
      visit(item.children);
    }
  };
  visit(resources);
  return keys;
}

/**
 * The spec's menu check (spec-shell §6): an item shows only if its key is among the allowed
 * resources, items with an empty key always show, children are filtered the same way, and the
 * settings and chart menus also need set_manage and chart_manage. Pure; idempotent.
 */
export function filterMenus(
  tree: readonly MenuItem[],
  allowed: ReadonlySet<string> | readonly string[],
  powers: readonly { code: string }[],
): MenuItem[] {
  const keys = allowed instanceof Set ? allowed : new Set(allowed as readonly string[]);
  const shows = (item: MenuItem) => {
    const key = item.resource_name;
    if (MENU_POWERS[key] && !isAllowed(MENU_POWERS[key], powers)) return false;
    return !key || keys.has(key);
  };
  return tree.filter(shows).map((item) => ({ ...item, children: filterMenus(item.children, keys, powers) }));
}

/** The route name a menu item opens: its routerName, or `custom_<parentId>_<id>` for custom entries. */
export function menuRouteName(item: Pick<MenuItem, 'id' | 'parent_id' | 'routerName'>): string {
  return item.routerName || `custom_${item.parent_id ?? 0}_${item.id}`;
}

/** A menu entry ready to render: a group with entries, or a leaf that opens a route of the table. */
export interface MenuEntry {
  id: number;
  item: MenuItem;
  /** Route name of a leaf; undefined for a group. */
  routeName?: string;
  path?: string;
  disabled: boolean;
  children: MenuEntry[];
}

/**
 * Joins menu items to the route table: a leaf shows only if its route exists and its permission
 * code is allowed, a group only if something under it shows.
 */
export function toMenuEntries(items: readonly MenuItem[], powers: readonly { code: string }[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const item of items) {
    const disabled = item.meta?.isDisabled ?? false;
    if (item.children.length > 0) {
      const children = toMenuEntries(item.children, powers);
      if (children.length > 0) entries.push({ id: item.id, item, disabled, children });
      continue;
    }
    const routeName = menuRouteName(item);
    const route = routeByName(routeName);
    if (route && !route.path.includes(':') && isAllowed(route.permission, powers))
      entries.push({ id: item.id, item, routeName, path: route.path, disabled, children: [] });
  }
  return entries;
}

/** The ids of the entries leading to the entry that opens `routeName`, outermost first. */
export function menuPathTo(entries: readonly MenuEntry[], routeName: string): MenuEntry[] {
  for (const entry of entries) {
    if (entry.routeName === routeName) return [entry];
    const below = menuPathTo(entry.children, routeName);
    if (below.length) return [entry, ...below];
  }
  return [];
}
