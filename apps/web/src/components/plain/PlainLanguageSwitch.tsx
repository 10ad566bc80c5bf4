import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@fieldline/domain';
import { useChooseLocale } from '../useChooseLocale';
import { PlainButton } from './PlainButton';
import { PlainIcon } from './icons';

/**
 * The language switch of the pages outside the signed-in frame (components/StandaloneFrame.tsx): the same
 * button and menu as LanguageSwitch (a text button with a globe, a menu of the languages), without antd.
 */
export function PlainLanguageSwitch() {
  const { t } = useTranslation();
  const { current, choose } = useChooseLocale();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    anchor.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="fl-menu-anchor" ref={anchor}>
      <PlainButton
        variant="text"
        icon={<PlainIcon name="global" />}
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switch"
        onClick={() => setOpen(!open)}
      >
        {t(`languages.${current}`)}
      </PlainButton>
      {open && (
        <ul className="fl-menu" role="menu" aria-label={t('language')}>
          {LOCALES.map((locale) => (
            <li key={locale} role="none">
              <button
                type="button"
                role="menuitem"
                aria-current={locale === current || undefined}
                className="fl-menu-item"
                onClick={() => {
                  setOpen(false);
                  void choose(locale);
                }}
              >
                {t(`languages.${locale}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
