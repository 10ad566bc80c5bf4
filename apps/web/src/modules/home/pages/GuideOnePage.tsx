import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shell/session/useSession';
import { AccountSummary } from '../components/AccountSummary';

/** /guideOne, the home page: greets the user and shows their enterprise, roles and account. */
export default function GuideOnePage() {
  const { t } = useTranslation();
  const { user, packageDetail } = useSession();
  if (!user) return null;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="home-greeting">
          {t('home.greeting', { name: user.name })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('home.welcome', { enterprise: user.enterpriseName })}
        </Typography.Text>
      </Card>
      <AccountSummary user={user} packageDetail={packageDetail} />
    </Flex>
  );
}
