import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale, SessionUser } from '@fieldline/domain';
import { lazyPart } from '../shell/chunks';
import { currentLocale, setLocale } from '../shell/i18n';
import { SESSION_QUERY_KEY, saveLocale } from '../shell/session/api';
import { useSession } from '../shell/session/useSession';

/** The menu (antd's Dropdown and Menu) is not on the sign-in page's first load: the first click loads it. */
const LanguageMenu = lazyPart(() => import('./LanguageMenu').then((m) => m.LanguageMenu));

/**
 * Switches the interface language at once and remembers it on this browser (localStorage and the
 * `lang` cookie); a signed-in user's choice is also saved on the server.
 */
export function LanguageSwitch({ variant = 'text' }: { variant?: 'text' | 'default' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const current = currentLocale();

  const choose = async (locale: Locale) => {
    if (locale === current) return;
    await setLocale(locale, { remember: true });
    if (!user) return;
    await saveLocale(locale).catch(() => undefined);
    queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (u) => (u ? { ...u, locale } : u));
  };

  const [menuLoaded, setMenuLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type={variant}
      icon={<GlobalOutlined />}
      aria-label={t('language')}
      data-testid="language-switch"
      onClick={
        menuLoaded
          ? undefined
          : () => {
              setMenuLoaded(true);
              setOpen(true);
            }
      }
    >
      {t(`languages.${current}`)}
    </Button>
  );
  if (!menuLoaded) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu current={current} open={open} onOpenChange={setOpen} onChoose={(l) => void choose(l)}>
        {button}
      </LanguageMenu>
    </Suspense>
  );
}
