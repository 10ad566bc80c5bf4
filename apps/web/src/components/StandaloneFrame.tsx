import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark';
import { PlainLanguageSwitch } from './plain/PlainLanguageSwitch';

/**
 * A page outside the signed-in frame: brand, language switch, and the content centred. Plain React
 * (components/plain/plain.css), so the sign-in page that sits in it loads no antd.
 */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="fl-plain fl-frame">
      <header className="fl-frame-head">
        <div className="fl-brand">
          <BrandMark />
          <span>{t('appName')}</span>
        </div>
        <PlainLanguageSwitch />
      </header>
      <main className="fl-frame-body">{children}</main>
    </div>
  );
}
