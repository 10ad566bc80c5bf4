import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale, type SessionUser } from '@fieldline/domain';
import { currentLocale, setLocale } from '../shell/i18n';
import { SESSION_QUERY_KEY, saveLocale } from '../shell/session/api';
import { useSession } from '../shell/session/useSession';

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

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LOCALES.map((locale) => ({ key: locale, label: t(`languages.${locale}`) })),
        onClick: ({ key }) => void choose(key as Locale),
      }}
    >
      <Button
        type={variant}
        icon={<GlobalOutlined />}
        aria-label={t('language')}
        data-testid="language-switch"
      >
        {t(`languages.${current}`)}
      </Button>
    </Dropdown>
  );
}
