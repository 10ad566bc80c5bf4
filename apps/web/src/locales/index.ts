import { base as zhBase } from './zh_CN.base';
import { modules as zhModules } from './zh_CN.modules';
import { base as enBase } from './en_GB.base';
import { modules as enModules } from './en_GB.modules';

/**
 * One file per module and language, merged under the module's name: t('auth.login.title'). A new
 * file goes into `<lang>.base.ts` if the sign-in, error or loading screens show it, else into
 * `<lang>.modules.ts`; shell/i18n.ts loads the two parts of the current language only, on demand.
 */
export const zh_CN = { ...zhBase, ...zhModules };
export const en_GB: typeof zh_CN = { ...enBase, ...enModules };

export const resources = { zh_CN: { translation: zh_CN }, en_GB: { translation: en_GB } };
