import { defineErrors } from '../../core/errors';

/** Refusals of the settings store, in both languages. */
export const systemSettingErrors = defineErrors({
  CONFIRM_REQUIRED: {
    status: 409,
    zh_CN: '该设置变更会产生影响：{what}，请确认后再保存',
    en_GB: 'This change has consequences: {what}. Confirm it to save',
  },
});
