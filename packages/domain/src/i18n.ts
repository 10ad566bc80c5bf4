export const LOCALES = ['zh_CN', 'en_GB'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_CN';
export const LANG_STORAGE_KEY = 'lang';

export const isLocale = (v: unknown): v is Locale => LOCALES.includes(v as Locale);

/** Maps an Accept-Language header or a loose tag ("en", "zh-CN", "en_GB") to a supported locale. */
export function pickLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  for (const part of tag.split(',')) {
    const lang = part.split(';')[0]!.trim().toLowerCase();
    if (lang.startsWith('zh')) return 'zh_CN';
    if (lang.startsWith('en')) return 'en_GB';
  }
  return undefined;
}

export type Messages = Record<Locale, string>;

/** Replaces {name} placeholders. */
export const format = (text: string, params?: Record<string, string | number>) =>
  params ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : text;
