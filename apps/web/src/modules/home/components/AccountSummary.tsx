import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type PackageDetail, type SessionUser } from '@fieldline/domain';
import { accountTypeLabel, roleLabel, serviceExpiryLabel } from '../../../shell/account';

const ACCOUNT_COLOR: Record<number, string> = {
  [ACCOUNT_TYPES.free]: 'default',
  [ACCOUNT_TYPES.vip]: 'gold',
  [ACCOUNT_TYPES.trial]: 'cyan',
};

interface Props {
  user: SessionUser;
  packageDetail?: PackageDetail;
}

/** The user's enterprise, roles, account type and service end; seats for administrators. */
export function AccountSummary({ user, packageDetail }: Props) {
  const { t } = useTranslation();
  const daysLeft = user.epServiceExpireTime ? dayjs(user.epServiceExpireTime).diff(dayjs(), 'day') : null;

  return (
    <Card title={t('home.accountTitle')}>
      <Descriptions column={{ xs: 1, md: 2 }} data-testid="home-account">
        <Descriptions.Item label={t('home.enterprise')}>
          <span data-testid="home-enterprise">{user.enterpriseName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('home.roles')}>
          <Space size={[4, 4]} wrap data-testid="home-roles">
            {user.allRoles.map((role) => (
              <Tag key={role.id} color="blue" data-testid="home-role">
                {roleLabel(role, t)}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('home.accountType')}>
          <Tag color={ACCOUNT_COLOR[user.isChargeUser] ?? 'default'} data-testid="home-account-type">
            {accountTypeLabel(user.isChargeUser, t)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('home.expires')}>
          <span data-testid="home-expires">{serviceExpiryLabel(user.epServiceExpireTime, t)}</span>
          {daysLeft !== null && (
            <Typography.Text type={daysLeft < 0 ? 'danger' : 'secondary'} style={{ marginLeft: 8 }}>
              ({daysLeft < 0 ? t('home.expired') : t('home.expiresIn', { days: daysLeft })})
            </Typography.Text>
          )}
        </Descriptions.Item>
        {packageDetail && (
          <Descriptions.Item label={t('home.seats')}>
            {packageDetail.userNum} / {packageDetail.buy_person_num}
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
