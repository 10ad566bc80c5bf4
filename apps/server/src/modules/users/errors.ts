import { defineErrors } from '../../core/errors';

export const userErrors = defineErrors({
  PHONE_TAKEN: {
    status: 409,
    zh_CN: '手机号{phone}已被本企业的其他人员使用',
    en_GB: 'The mobile number {phone} is already used by another user of this company',
  },
  SEATS_EXCEEDED: {
    status: 400,
    zh_CN: '付费用户数超出限制：套餐最多{max}名启用人员，请减少人员或升级套餐',
    en_GB:
      'Paid user count exceeds the limit: the package allows {max} enabled users; reduce users or upgrade',
  },
  ADMIN_ONLY: {
    status: 403,
    zh_CN: '只有系统管理员可以分配管理员角色或修改管理员账号',
    en_GB: 'Only an administrator may assign the administrator role or change an administrator account',
  },
  ROLE_NOT_GRANTABLE: {
    status: 403,
    zh_CN: '不能分配权限超出自己的角色：{name}',
    en_GB: 'You cannot give a role with permissions you do not hold: {name}',
  },
  LAST_ADMIN: {
    status: 400,
    zh_CN: '企业至少需要保留一名启用的系统管理员',
    en_GB: 'The company must keep at least one enabled administrator',
  },
  CANNOT_DISABLE_SELF: {
    status: 400,
    zh_CN: '不能停用自己的账号',
    en_GB: 'You cannot disable your own account',
  },
});
