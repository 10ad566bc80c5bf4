import { defineErrors } from '../../core/errors';

export const handoverErrors = defineErrors({
  HANDOVER_USER_NOT_FOUND: { status: 404, zh_CN: '人员不存在', en_GB: 'The user does not exist' },
  HANDOVER_SAME_USER: {
    status: 400,
    zh_CN: '不能把工作交接给自己',
    en_GB: 'Work cannot be handed over to the same user',
  },
  HANDOVER_TARGET_DISABLED: {
    status: 400,
    zh_CN: '接收人已停用，请选择启用的人员',
    en_GB: 'The receiving user is disabled; choose an enabled user',
  },
  HANDOVER_DISABLE_SELF: {
    status: 400,
    zh_CN: '不能在交接时停用自己的账号',
    en_GB: 'You cannot disable your own account in a handover',
  },
});
