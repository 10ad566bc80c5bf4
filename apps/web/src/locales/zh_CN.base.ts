import zhCommon from './zh_CN/common.json';
import zhShell from './zh_CN/shell.json';
import zhMenus from './zh_CN/menus.json';
import zhComponents from './zh_CN/components.json';
import zhAuth from './zh_CN/auth.json';
import zhErrors from './zh_CN/errors.json';

/** Strings the sign-in, error and loading screens need: loaded before the first screen (shell/i18n.ts). */
const base = {
  ...zhCommon,
  shell: zhShell,
  /** Built-in menu entries by resource name (spec-shell §6). */
  menus: zhMenus,
  components: zhComponents,
  auth: zhAuth,
  errors: zhErrors,
};
export { base };
export default base;
