import { useQueryClient } from '@tanstack/react-query';
import type { Locale, SessionUser } from '@fieldline/domain';
import { currentLocale, setLocale } from '../shell/i18n';
import { SESSION_QUERY_KEY, saveLocale } from '../shell/session/api';
import { useSession } from '../shell/session/useSession';

/**
 * The language switches' choice (LanguageSwitch, plain/PlainLanguageSwitch): shows the interface in
 * `locale` at once and remembers it on this browser (localStorage and the `lang` cookie); a signed-in
 * user's choice is also saved on the server.
 */
export function useChooseLocale() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const current = currentLocale();

  const choose = async (locale: Locale) => {
    if (locale === current) return;
    // saved on the server at once, beside loading the language's strings and antd's: a page left just after
    // the click still keeps the choice (the server writes the user's messages in it)
    const saved = user ? saveLocale(locale).catch(() => undefined) : undefined;
    await setLocale(locale, { remember: true });
    if (!user) return;
    await saved;
    queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (u) => (u ? { ...u, locale } : u));
  };

  return { current, choose };
}
