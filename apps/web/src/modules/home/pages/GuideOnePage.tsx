import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_TYPES } from '@fieldline/domain';
import { useSession } from '../../../shell/session/useSession';
import { AccountSummary } from '../components/AccountSummary';
import { MyDay } from '../components/MyDay';
import { HomeAnnouncements } from '../../notices';

/**
 * /guideOne, the home page: greets the user; service staff then get their day (appointments to
 * go to); everyone sees their enterprise, roles and account.
 */
export default function GuideOnePage() {
  const { t } = useTranslation();
  const { user, packageDetail } = useSession();
  if (!user) return null;
  const serves = user.allRoles.some((r) => r.type === ROLE_TYPES.serviceStaff);

  return (
    <Flex vertical gap={16}>
      <Card size={serves ? 'small' : 'default'}>
        <Typography.Title level={serves ? 4 : 3} style={{ margin: 0 }} data-testid="home-greeting">
          {t('home.greeting', { name: user.name })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t(serves ? 'home.day.intro' : 'home.welcome', { enterprise: user.enterpriseName })}
        </Typography.Text>
      </Card>
      {serves && <MyDay />}
      <HomeAnnouncements />
      <AccountSummary user={user} packageDetail={packageDetail} />
    </Flex>
  );
}
