import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowed, type Locale } from '@fieldline/domain';
import { currentLocale } from '../../../shell/i18n';
import { useSession } from '../../../shell/session/useSession';

/** Whether the signed-in user holds a permission code (buttons are hidden without it). */
export function useCan() {
  const { user } = useSession();
  const powers = user?.powers;
  return useCallback((code: string) => !!powers && isAllowed(code, powers), [powers]);
}

/** The language on screen; re-renders when it changes. */
export function useLocale(): Locale {
  useTranslation();
  return currentLocale();
}
