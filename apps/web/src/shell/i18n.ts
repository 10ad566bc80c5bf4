import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en-gb';
import { DEFAULT_LOCALE, LANG_STORAGE_KEY, isLocale, type Locale } from '@fieldline/domain';
import { resources } from '../locales';

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

function applyLocale(locale: Locale) {
  dayjs.locale(DAYJS_LOCALE[locale]);
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
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

const initial = storedLocale() ?? DEFAULT_LOCALE;

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['zh_CN', 'en_GB'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
applyLocale(initial);

export default i18n;

/**
 * Translates a key built at run time (menu resource names, tab and breadcrumb names); answers
 * `fallback` (a custom entry's own name) when there is no such key.
 */
export function translateKey(t: TFunction, key: string, fallback = key): string {
  return i18n.exists(key) ? (t as unknown as (k: string) => string)(key) : fallback;
}
