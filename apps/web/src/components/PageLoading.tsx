import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or the session loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240, height: '100%' }}>
      <Spin size="large" description={t('loading')} />
    </Flex>
  );
}
