import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { LeaveButton } from '../components/ErrorPageActions';

/** /errorRole: the user has no role, so no page of the product applies to them. */
export default function ErrorRolePage() {
  const { t } = useTranslation();
  return (
    <StandaloneFrame>
      <Card style={{ width: 560, maxWidth: '100%' }}>
        <Result
          status="warning"
          title={t('errors.noRole.title')}
          subTitle={t('errors.noRole.body')}
          extra={<LeaveButton />}
        />
      </Card>
    </StandaloneFrame>
  );
}
