import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@fieldline/domain';
import { setLocale, storedLocale } from '../i18n';
import { SESSION_QUERY_KEY, saveLocale } from './api';
import { useSession } from './useSession';

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
    if (!userId || !userLocale) return;
    const chosen = storedLocale();
    if (!chosen) {
      void setLocale(userLocale, { remember: false });
      return;
    }
    if (chosen === userLocale) return;
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
