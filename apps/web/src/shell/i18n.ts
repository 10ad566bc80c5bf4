import i18n, { type BackendModule, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type Dayjs from 'dayjs';
import { DEFAULT_LOCALE, LANG_STORAGE_KEY, isLocale, type Locale } from '@fieldline/domain';
import { LAZY_MODULES, LAZY_STRINGS, isLazyModule, type LazyModule } from '../locales/lazy';
import { antdLocaleForSwitch } from './antd-locale';

/** The first screen needs `translation` (locales/<lang>.base.ts); MODULE_STRINGS comes with the pages. */
const MODULE_STRINGS = 'modules';
type Part = { default: object };
const STRINGS: Record<Locale, Record<string, () => Promise<Part>>> = {
  zh_CN: {
    translation: () => import('../locales/zh_CN.base'),
    modules: () => import('../locales/zh_CN.modules'),
  },
  en_GB: {
    translation: () => import('../locales/en_GB.base'),
    modules: () => import('../locales/en_GB.modules'),
  },
};

/** Loads a language's strings on demand, so a page loads one language and only the parts it shows. */
const lazyStrings: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    if (!isLocale(language)) return done(null, {});
    // A module's own namespace holds its strings under its name, so t('<module>.<key>') finds them there.
    const load = isLazyModule(namespace)
      ? () => LAZY_STRINGS[language][namespace]().then((part) => ({ default: { [namespace]: part.default } }))
      : STRINGS[language][namespace];
    if (!load) return done(null, {});
    load().then(
      (part) => done(null, part.default as never),
      (error: unknown) => done(error as Error, null),
    );
  },
};

const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const DAYJS_LOCALE: Record<Locale, string> = { zh_CN: 'zh-cn', en_GB: 'en-gb' };
const HTML_LANG: Record<Locale, string> = { zh_CN: 'zh-CN', en_GB: 'en-GB' };

/** The language the user chose on this browser, if any. */
export function storedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(LANG_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The `lang` cookie tells the server which language to answer in when nobody is signed in. */
function writeLangCookie(locale: Locale) {
  document.cookie = `${LANG_STORAGE_KEY}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * dayjs and its two locales: nothing on the sign-in and error pages shows a date, so they load beside
 * the first screen rather than in it; every other page waits for them (`loadModuleStrings`).
 */
let dayjsModule: Promise<typeof Dayjs> | undefined;
const loadDayjs = () =>
  (dayjsModule ??= Promise.all([
    import('dayjs'),
    import('dayjs/locale/zh-cn'),
    import('dayjs/locale/en-gb'),
  ]).then(([module]) => module.default));
/** Settles once dayjs speaks the last language applied (later calls chain on the same module). */
let datesReady: Promise<void> = Promise.resolve();

function applyLocale(locale: Locale) {
  datesReady = loadDayjs().then((dayjs) => void dayjs.locale(DAYJS_LOCALE[locale]));
  // a failed load shows where it is awaited (a page's chunk error); here it is only noted
  datesReady.catch(() => (dayjsModule = undefined));
  document.documentElement.lang = HTML_LANG[locale];
  writeLangCookie(locale);
}

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);

/**
 * Shows the interface in `locale`. `remember` stores it as the user's choice on this browser
 * (localStorage `lang`); without it the language lasts until reload (e.g. the session user's own).
 */
export async function setLocale(locale: Locale, { remember }: { remember: boolean }) {
  if (remember) {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, locale);
    } catch {
      // Private mode or a full store: the cookie still carries the choice for this browser.
    }
  }
  applyLocale(locale);
  // dates re-render with the strings: dayjs (and antd's own strings) have the new language first (a failed
  // load leaves them as they were)
  await Promise.all([datesReady.catch(() => undefined), antdLocaleForSwitch(locale)]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

const initial = storedLocale() ?? DEFAULT_LOCALE;

/**
 * Settles once the first language's base strings are in: main.tsx renders after it (and the web tests'
 * setup waits for it). Not a top-level await, which would turn off Rolldown's chunk merging.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyStrings)
  .use(initReactI18next)
  .init({
    lng: initial,
    // Both languages have the same keys (locales.test.ts), so none falls back to the other (which would load it).
    fallbackLng: false,
    supportedLngs: ['zh_CN', 'en_GB'],
    ns: ['translation'],
    defaultNS: 'translation',
    // Keys of the modules' part are looked up there once it is loaded: t('orders.fields.title') as before;
    // then in the namespaces of the modules whose strings load with their pages (locales/lazy.ts).
    fallbackNS: [MODULE_STRINGS, ...LAZY_MODULES],
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    // Components re-render when a part arrives, not only when the language changes.
    react: { bindI18n: 'languageChanged loaded' },
  });
applyLocale(initial);

let moduleStringsWanted = false;
/**
 * The modules' strings in the current language, and dayjs in it: every page but sign-in and the error
 * pages awaits them (shell/chunks.ts). Once asked for, they follow every language change, even one already under way.
 */
export function loadModuleStrings(): Promise<void> {
  moduleStringsWanted = true;
  return Promise.all([i18n.loadNamespaces(MODULE_STRINGS), datesReady]).then(() => undefined);
}
/**
 * A module's own strings (locales/lazy.ts), for its pages and the parts it lends others. i18next keeps
 * a loaded namespace in every later language change.
 */
export function loadStringsOf(module: LazyModule): Promise<void> {
  return i18n.loadNamespaces(module);
}

i18n.on('languageChanged', () => {
  if (moduleStringsWanted) void i18n.loadNamespaces(MODULE_STRINGS);
});

export default i18n;

/**
 * Translates a key built at run time (menu resource names, tab and breadcrumb names); answers
 * `fallback` (a custom entry's own name) when there is no such key.
 */
export function translateKey(t: TFunction, key: string, fallback = key): string {
  return i18n.exists(key) ? (t as unknown as (k: string) => string)(key) : fallback;
}
