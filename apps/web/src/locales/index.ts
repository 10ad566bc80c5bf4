import zhCommon from './zh_CN/common.json';
import zhShell from './zh_CN/shell.json';
import zhAuth from './zh_CN/auth.json';
import zhHome from './zh_CN/home.json';
import zhErrors from './zh_CN/errors.json';
import enCommon from './en_GB/common.json';
import enShell from './en_GB/shell.json';
import enAuth from './en_GB/auth.json';
import enHome from './en_GB/home.json';
import enErrors from './en_GB/errors.json';

/** One file per module and language, merged under the module's name: t('auth.login.title'). */
export const zh_CN = { ...zhCommon, shell: zhShell, auth: zhAuth, home: zhHome, errors: zhErrors };
export const en_GB: typeof zh_CN = {
  ...enCommon,
  shell: enShell,
  auth: enAuth,
  home: enHome,
  errors: enErrors,
};

export const resources = { zh_CN: { translation: zh_CN }, en_GB: { translation: en_GB } };
