import { defineErrors } from '../../core/errors';

export const platformErrors = defineErrors({
  NOT_PLATFORM_ADMIN: {
    status: 403,
    zh_CN: '仅平台管理员可以查看',
    en_GB: 'Only a platform administrator may see this',
  },
  SMS_OUTBOX_OFF: {
    status: 404,
    zh_CN: '短信通过短信网关发送，系统内没有短信发件箱',
    en_GB: 'Text messages go through an SMS gateway; there is no outbox to read',
  },
});
