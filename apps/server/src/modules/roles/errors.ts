import { defineErrors } from '../../core/errors';

export const roleErrors = defineErrors({
  ROLE_NAME_TAKEN: {
    status: 409,
    zh_CN: '已有名为“{name}”的角色',
    en_GB: 'A role named "{name}" already exists',
  },
  ROLE_BUILT_IN: {
    status: 400,
    zh_CN: '内置角色不能删除，可恢复默认权限',
    en_GB: 'A built-in role cannot be deleted; you can restore its default permissions',
  },
  ROLE_NOT_BUILT_IN: {
    status: 400,
    zh_CN: '只有内置角色可以恢复默认权限',
    en_GB: 'Only built-in roles have default permissions to restore',
  },
  ROLE_IN_USE: {
    status: 400,
    zh_CN: '还有{count}名人员使用该角色，请先移除后再删除',
    en_GB: '{count} user(s) still hold this role; take it from them before deleting it',
  },
  ADMIN_ROLE_LOCKED: {
    status: 400,
    zh_CN: '系统管理员角色的权限和数据范围不能减少',
    en_GB: "The administrator role's permissions and data scope cannot be reduced",
  },
  ADMIN_ONLY: {
    status: 403,
    zh_CN: '只有系统管理员可以修改管理员角色',
    en_GB: 'Only an administrator may change the administrator role',
  },
  GRANT_NOT_HELD: {
    status: 403,
    zh_CN: '不能授予自己没有的权限：{code}',
    en_GB: 'You cannot grant a permission you do not hold: {code}',
  },
});
