import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackHomeButton } from '../components/ErrorPageActions';

/** /detailError: the page needs a permission code the user's roles do not hold. */
export default function DetailErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('errors.detail.title')}
      subTitle={t('errors.detail.body')}
      extra={<BackHomeButton />}
    />
  );
}
