import { defineErrors } from '../../core/errors';

export const providerErrors = defineErrors({
  PROVIDER_NOT_FOUND: {
    status: 404,
    zh_CN: '外包服务商不存在',
    en_GB: 'The outsourced provider does not exist',
  },
  PROVIDER_NAME_TAKEN: {
    status: 409,
    zh_CN: '已有名为“{name}”的外包服务商',
    en_GB: 'An outsourced provider named "{name}" already exists',
  },
  PROVIDER_TEAM_TYPE: {
    status: 400,
    zh_CN: '外包服务商只能关联“服务商”类型的服务团队',
    en_GB: 'An outsourced provider can only be linked to a service team of the "service provider" type',
  },
  PROVIDER_HAS_STAFF: {
    status: 400,
    zh_CN: '该服务商还有{count}名人员，请先停用或移除后再删除',
    en_GB: 'The provider still has {count} staff user(s); remove them before deleting it',
  },
  PROVIDER_DISABLED: {
    status: 400,
    zh_CN: '外包服务商已停用，不能添加人员',
    en_GB: 'The outsourced provider is disabled; staff cannot be added',
  },
  PROVIDER_ROLE_MISSING: {
    status: 400,
    zh_CN: '缺少内置的外包服务商角色，请联系管理员',
    en_GB: 'The built-in outsourced-provider role is missing; contact the administrator',
  },
});
