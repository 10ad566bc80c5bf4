import type { Messages } from '../i18n';
import { PERMISSION_GROUPS, ALL_TREE_CODES, type PermissionGroup } from '../tenancy/permission-tree';
import { PERMISSIONS } from '../tenancy/permissions';

/** Kept apart (./access.ts) so that the route table's codes do not load the permission tree. */
export { ORG_ACCESS } from './access';

const MENU_NAMES: Record<string, Messages> = {
  [PERMISSIONS.enterprisePackage]: { zh_CN: '企业套餐', en_GB: 'Enterprise package' },
  [PERMISSIONS.setManage]: { zh_CN: '设置菜单', en_GB: 'Settings menu' },
  [PERMISSIONS.chartManage]: { zh_CN: '报表菜单', en_GB: 'Charts menu' },
};

/** The menu-level codes of the shell, shown as one more group of the editor's tree. */
export const MENU_PERMISSION_GROUP: PermissionGroup = {
  key: 'menus',
  no: 0,
  name: { zh_CN: '菜单', en_GB: 'Menus' },
  permissions: Object.values(PERMISSIONS).map((c) => ({ code: c, name: MENU_NAMES[c]! })),
};

/** Everything a role may be granted: the permission tree and the menu-level codes. */
export const ASSIGNABLE_PERMISSION_CODES: ReadonlySet<string> = new Set([
  ...ALL_TREE_CODES,
  ...Object.values(PERMISSIONS),
]);

/** The tree the role editor shows, both languages. */
export const PERMISSION_EDITOR_TREE: PermissionGroup[] = [...PERMISSION_GROUPS, MENU_PERMISSION_GROUP];
