import enCommon from './en_GB/common.json';
import enShell from './en_GB/shell.json';
import enMenus from './en_GB/menus.json';
import enComponents from './en_GB/components.json';
import enAuth from './en_GB/auth.json';
import enErrors from './en_GB/errors.json';
import type { base as zh } from './zh_CN.base';

/** Strings the sign-in, error and loading screens need: loaded before the first screen (shell/i18n.ts). */
const base: typeof zh = {
  ...enCommon,
  shell: enShell,
  menus: enMenus,
  components: enComponents,
  auth: enAuth,
  errors: enErrors,
};
export { base };
export default base;
