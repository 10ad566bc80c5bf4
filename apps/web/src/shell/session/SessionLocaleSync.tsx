import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@fieldline/domain';
import type { Locale } from '@fieldline/domain';
import { setLocale, storedLocale } from '../i18n';
import { SESSION_QUERY_KEY, saveLocale } from './api';
import { useSession } from './useSession';

/**
 * What to do with the language once the user is known: the browser's stored choice wins and is saved
 * for the user when it differs from theirs (also when they have none yet, as after a first sign-in in
 * a language picked on the sign-in page); without a stored choice, the user's saved language applies.
 */
export function localeStep(
  chosen: Locale | undefined,
  saved: Locale | null | undefined,
): { save: Locale } | { apply: Locale } | null {
  if (chosen) return chosen === saved ? null : { save: chosen };
  return saved ? { apply: saved } : null;
}

/**
 * Loads the session at start and settles the language: this browser's stored choice wins, else
 * the user's saved language. A stored choice the server does not know yet is saved for the user,
 * so server messages come back in the language on screen.
 */
export function SessionLocaleSync() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const userLocale = user?.locale;

  useEffect(() => {
    if (!userId) return;
    const step = localeStep(storedLocale(), userLocale);
    if (!step) return;
    if ('apply' in step) {
      void setLocale(step.apply, { remember: false });
      return;
    }
    const chosen = step.save;
    saveLocale(chosen, { silent: true })
      .then(() =>
        queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (u) =>
          u ? { ...u, locale: chosen } : u,
        ),
      )
      .catch(() => undefined);
  }, [userId, userLocale, queryClient]);

  return null;
}
