import type { z } from 'zod';
import { format, type Locale, type Messages } from './i18n';

/**
 * Messages for validation failures, shared by the server (400 answers) and the web (form rules).
 * Schemas put one of these keys in a refinement's message; generic zod failures map by issue kind.
 */
export const VALIDATION_MESSAGES = {
  required: { zh_CN: '{field}不能为空', en_GB: '{field} is required' },
  invalid: { zh_CN: '{field}格式不正确', en_GB: '{field} is not valid' },
  tooLong: { zh_CN: '{field}不能超过{max}个字符', en_GB: '{field} must be at most {max} characters' },
  tooShort: { zh_CN: '{field}至少需要{min}个字符', en_GB: '{field} must be at least {min} characters' },
  tooBig: { zh_CN: '{field}不能大于{max}', en_GB: '{field} must be at most {max}' },
  tooSmall: { zh_CN: '{field}不能小于{min}', en_GB: '{field} must be at least {min}' },
  unknownField: { zh_CN: '不支持的字段：{field}', en_GB: 'Unknown field: {field}' },
  phone: { zh_CN: '请输入11位手机号', en_GB: 'Enter an 11-digit mobile number' },
  passwordWeak: {
    zh_CN: '密码强度太弱：至少8位，且须包含大写字母、小写字母、数字和特殊字符',
    en_GB:
      'Password too weak: at least 8 characters with upper and lower case letters, digits and special characters',
  },
  passwordMismatch: { zh_CN: '两次输入的密码不一致', en_GB: 'The two passwords do not match' },
  verificationCode: { zh_CN: '请输入6位验证码', en_GB: 'Enter the 6-digit verification code' },
} satisfies Record<string, Messages>;

export type ValidationKey = keyof typeof VALIDATION_MESSAGES;
export const isValidationKey = (k: string): k is ValidationKey => k in VALIDATION_MESSAGES;

/** Field labels used in validation messages. Module schemas add their own. */
export const FIELD_LABELS: Record<string, Messages> = {
  phone: { zh_CN: '手机号', en_GB: 'Mobile number' },
  mobile: { zh_CN: '手机号', en_GB: 'Mobile number' },
  password: { zh_CN: '密码', en_GB: 'Password' },
  confirmPassword: { zh_CN: '确认密码', en_GB: 'Confirm password' },
  code: { zh_CN: '验证码', en_GB: 'Verification code' },
  name: { zh_CN: '姓名', en_GB: 'Name' },
  enterpriseName: { zh_CN: '企业名称', en_GB: 'Company name' },
  enterpriseId: { zh_CN: '企业', en_GB: 'Company' },
  purpose: { zh_CN: '用途', en_GB: 'Purpose' },
  locale: { zh_CN: '语言', en_GB: 'Language' },
  pageSize: { zh_CN: '每页条数', en_GB: 'Page size' },
  pageIndex: { zh_CN: '页码', en_GB: 'Page index' },
  file: { zh_CN: '文件', en_GB: 'File' },
  csrfToken: { zh_CN: 'CsrfToken', en_GB: 'CsrfToken' },
};

/** The translated message for a zod issue, naming the field by `label`; shared by server and web. */
export function issueText(issue: z.core.$ZodIssue, label: string, locale: Locale): string {
  const msg = (key: ValidationKey, params: Record<string, string | number> = {}) =>
    format(VALIDATION_MESSAGES[key][locale], { field: label, ...params });
  if (isValidationKey(issue.message)) return msg(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? msg('required') : msg('invalid');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? msg('required') : msg('tooShort', { min });
      return msg('tooSmall', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string' ? msg('tooLong', { max }) : msg('tooBig', { max });
    }
    default:
      return msg('invalid');
  }
}
