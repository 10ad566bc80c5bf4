import { defineErrors } from '../../core/errors';

export const messageErrors = defineErrors({
  MESSAGE_ROLE_NOT_FOUND: {
    status: 404,
    zh_CN: '所选角色不存在',
    en_GB: 'A chosen role does not exist',
  },
});
