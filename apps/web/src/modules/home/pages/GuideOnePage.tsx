import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_TYPES, STATS_ACCESS } from '@fieldline/domain';
import { useSession } from '../../../shell/session/useSession';
import { useCan } from '../../../shell/session/useCan';
import { AccountSummary } from '../components/AccountSummary';
import { MyDay } from '../components/MyDay';
import { HomeAnnouncements } from '../../notices';
import { StatsDashboard } from '../../stats';

/**
 * /guideOne, the home page: greets the user; managers (10801) get the dashboard, team leaders (12804)
 * their teams' figures; service staff get their day (appointments to go to) and their own figures;
 * everyone sees their enterprise, roles and account.
 */
export default function GuideOnePage() {
  const { t } = useTranslation();
  const { user, packageDetail } = useSession();
  const can = useCan();
  if (!user) return null;
  const board = can(STATS_ACCESS.view) || can(STATS_ACCESS.teamDashboard);
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
      {board && <StatsDashboard />}
      {serves && <MyDay />}
      {serves && !board && <StatsDashboard mine />}
      <HomeAnnouncements />
      <AccountSummary user={user} packageDetail={packageDetail} />
    </Flex>
  );
}
