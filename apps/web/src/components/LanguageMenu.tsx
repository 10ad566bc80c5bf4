import type { ReactNode } from 'react';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@fieldline/domain';

interface Props {
  current: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (locale: Locale) => void;
  children: ReactNode;
}

/** The language switch's menu: loaded on the switch's first click (components/LanguageSwitch.tsx). */
export function LanguageMenu({ current, open, onOpenChange, onChoose, children }: Props) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LOCALES.map((locale) => ({ key: locale, label: t(`languages.${locale}`) })),
        onClick: ({ key }) => {
          onOpenChange(false);
          onChoose(key as Locale);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
