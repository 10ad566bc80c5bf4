import { Card, Result, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES } from '@fieldline/domain';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { useSession } from '../../../shell/session/useSession';
import { LeaveButton } from '../components/ErrorPageActions';

/** /errorOverdue: a trial or paid service has ended; the hotline renews it. */
export default function ErrorOverduePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const isTrial = user.isChargeUser === ACCOUNT_TYPES.trial;

  return (
    <StandaloneFrame>
      <Card style={{ width: 560, maxWidth: '100%' }}>
        <Result
          status="warning"
          title={t('errors.overdue.title')}
          subTitle={isTrial ? t('errors.overdue.trial') : t('errors.overdue.paid')}
          extra={<LeaveButton />}
        >
          <Typography.Paragraph style={{ textAlign: 'center', fontSize: 16, marginBottom: 0 }}>
            <PhoneOutlined />{' '}
            <Typography.Link href={`tel:${user.hotline}`}>
              {t('errors.overdue.hotline', { hotline: user.hotline })}
            </Typography.Link>
          </Typography.Paragraph>
        </Result>
      </Card>
    </StandaloneFrame>
  );
}
