import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../shell/chunks';
import { useChooseLocale } from './useChooseLocale';

/** The menu (antd's Dropdown and Menu) is not on the sign-in page's first load: the first click loads it. */
const LanguageMenu = lazyPart(() => import('./LanguageMenu').then((m) => m.LanguageMenu));

/**
 * Switches the interface language (useChooseLocale), in the signed-in frame's top bar and on the pages
 * built on antd; the pages outside the frame have the plain one (plain/PlainLanguageSwitch.tsx).
 */
export function LanguageSwitch({ variant = 'text' }: { variant?: 'text' | 'default' }) {
  const { t } = useTranslation();
  const { current, choose } = useChooseLocale();

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
