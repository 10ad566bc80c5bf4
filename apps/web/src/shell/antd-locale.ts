import type { Locale as AntdLocale } from 'antd/es/locale';
import type { Locale } from '@fieldline/domain';

/**
 * antd's own strings (pickers, pagination, empty states) in one language at a time: the frame loads the
 * current language's (shell/router.tsx, with antd's providers), a language switch the other's before it
 * applies (shell/i18n.ts), so nothing shows in the old language for a moment.
 */
const LOADERS: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  zh_CN: () => import('antd/es/locale/zh_CN'),
  en_GB: () => import('antd/es/locale/en_GB'),
};

const loading: Partial<Record<Locale, Promise<AntdLocale>>> = {};
const loaded: Partial<Record<Locale, AntdLocale>> = {};

export function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  loading[locale] ??= LOADERS[locale]().then(
    (module) => (loaded[locale] = module.default),
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

/** The language's antd strings if they are in. */
export const antdLocaleIfLoaded = (locale: Locale): AntdLocale | undefined => loaded[locale];

/** Before a language switch: the new language's antd strings, once antd is on screen (not on the sign-in page). */
export const antdLocaleForSwitch = (locale: Locale): Promise<unknown> =>
  Object.keys(loading).length > 0 ? loadAntdLocale(locale).catch(() => undefined) : Promise.resolve();
