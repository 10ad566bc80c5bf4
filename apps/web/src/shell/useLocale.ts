import { useTranslation } from 'react-i18next';
import type { Locale } from '@fieldline/domain';
import { currentLocale } from './i18n';

/** The language on screen; re-renders when it changes. */
export function useLocale(): Locale {
  useTranslation();
  return currentLocale();
}
