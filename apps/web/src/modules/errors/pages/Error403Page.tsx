import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { BackHomeButton } from '../components/ErrorPageActions';

/** /error403: a signed-in user without access to a whole area. */
export default function Error403Page() {
  const { t } = useTranslation();
  return (
    <StandaloneFrame>
      <Card style={{ width: 560, maxWidth: '100%' }}>
        <Result
          status="403"
          title={t('errors.forbidden.title')}
          subTitle={t('errors.forbidden.body')}
          extra={<BackHomeButton />}
        />
      </Card>
    </StandaloneFrame>
  );
}
