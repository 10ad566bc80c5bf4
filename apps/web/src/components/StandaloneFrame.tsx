import type { ReactNode } from 'react';
import { Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';

/** A page outside the signed-in frame: brand, language switch, and the content centred. */
export function StandaloneFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #e8f1ff 0%, #f5f7fa 55%)' }}>
      <Flex align="center" justify="space-between" style={{ padding: '16px 32px' }}>
        <Flex align="center" gap={10}>
          <BrandMark />
          <Typography.Text strong style={{ fontSize: 18 }}>
            {t('appName')}
          </Typography.Text>
        </Flex>
        <LanguageSwitch />
      </Flex>
      <Flex flex={1} align="center" justify="center" style={{ padding: '24px 16px 64px' }}>
        {children}
      </Flex>
    </Layout>
  );
}
