import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from '../components/ErrorPageActions';

/** /Error404: where unmatched routes land. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('errors.notFound.title')}
      subTitle={t('errors.notFound.body')}
      extra={<BackHomeButton />}
    />
  );
}
