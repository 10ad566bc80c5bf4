import { defineErrors } from '../../core/errors';

export const authErrors = defineErrors({
  LOGIN_FAILED: { status: 400, zh_CN: '手机号或密码错误', en_GB: 'Wrong mobile number or password' },
  LOGIN_LOCKED: {
    status: 429,
    zh_CN: '登录失败次数过多，请15分钟后再试',
    en_GB: 'Too many failed sign-in attempts; please try again in 15 minutes',
  },
  ACCOUNT_NOT_FOUND: {
    status: 400,
    zh_CN: '该手机号未注册或已停用',
    en_GB: 'No active account uses this mobile number',
  },
  CODE_TOO_FREQUENT: {
    status: 429,
    zh_CN: '验证码发送过于频繁，请{seconds}秒后再试',
    en_GB: 'A code was sent recently; please wait {seconds} seconds',
  },
  CODE_INVALID: {
    status: 400,
    zh_CN: '验证码错误或已过期',
    en_GB: 'The verification code is wrong or has expired',
  },
  CODE_VOIDED: {
    status: 400,
    zh_CN: '验证码错误次数过多已失效，请重新获取',
    en_GB: 'Too many wrong tries; the code is void, please request a new one',
  },
  ENTERPRISE_NOT_FOUND: { status: 400, zh_CN: '所选企业不存在', en_GB: 'The chosen company does not exist' },
  WRONG_OLD_PASSWORD: { status: 400, zh_CN: '原密码错误', en_GB: 'The current password is wrong' },
});
