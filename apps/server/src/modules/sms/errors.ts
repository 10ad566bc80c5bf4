import { defineErrors } from '../../core/errors';

/** The SMS module's refusals (spec-business §5 signature rules, placeholders, review, balance). */
export const smsErrors = defineErrors({
  SMS_SIGNATURE_LENGTH: {
    status: 400,
    zh_CN: '短信签名须为2-8个字符',
    en_GB: 'An SMS signature must be 2 to 8 characters',
  },
  SMS_SIGNATURE_WEB_ADDRESS: {
    status: 400,
    zh_CN: '短信签名不能包含网址',
    en_GB: 'An SMS signature cannot contain a web address',
  },
  SMS_SIGNATURE_BRACKETS: {
    status: 400,
    zh_CN: '短信签名不能包含括号',
    en_GB: 'An SMS signature cannot contain brackets',
  },
  SMS_SIGNATURE_SYMBOLS: {
    status: 400,
    zh_CN: '短信签名只能包含汉字、字母和数字，不能包含特殊符号',
    en_GB: 'An SMS signature may hold only Chinese characters, letters and digits, no special symbols',
  },
  SMS_SIGNATURE_SENSITIVE: {
    status: 400,
    zh_CN: '短信签名不能包含敏感词：{word}',
    en_GB: 'An SMS signature cannot contain the sensitive word "{word}"',
  },
  SMS_PLACEHOLDER_UNKNOWN: {
    status: 400,
    zh_CN: '不支持的占位符：${{name}}',
    en_GB: 'Unknown placeholder: ${{name}}',
  },
  SMS_PLACEHOLDER_NOT_BUILT: {
    status: 400,
    zh_CN: '占位符 ${{name}} 暂不支持，请删除后保存',
    en_GB: 'The placeholder ${{name}} is not available yet; remove it to save',
  },
  SMS_TEMPLATE_EXISTS: {
    status: 409,
    zh_CN: '该消息类型在此语言下已有短信模板',
    en_GB: 'This message kind already has an SMS template in this language',
  },
  SMS_REVIEW_NOT_ALLOWED: {
    status: 409,
    zh_CN: '当前审核状态下不能进行此操作',
    en_GB: 'This cannot be done in the current review state',
  },
  SMS_TOP_UP_NO_ENTERPRISE: {
    status: 404,
    zh_CN: '企业不存在',
    en_GB: 'The company does not exist',
  },
});
