import { Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@fieldline/domain';
import { accountTypeLabel, roleLabel, serviceExpiryLabel } from '../account';

/** Who is signed in: name, mobile, enterprise, roles and the account's type and end date. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} bordered size="small" data-testid="profile">
      <Descriptions.Item label={t('shell.profile.name')}>{user.name}</Descriptions.Item>
      <Descriptions.Item label={t('shell.profile.phone')}>{user.phone}</Descriptions.Item>
      <Descriptions.Item label={t('shell.profile.enterprise')}>{user.enterpriseName}</Descriptions.Item>
      <Descriptions.Item label={t('shell.profile.roles')}>
        <Space size={[4, 4]} wrap>
          {user.allRoles.map((role) => (
            <Tag key={role.id} color="blue">
              {roleLabel(role, t)}
            </Tag>
          ))}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('shell.profile.accountType')}>
        {accountTypeLabel(user.isChargeUser, t)}
      </Descriptions.Item>
      <Descriptions.Item label={t('shell.profile.expires')}>
        {serviceExpiryLabel(user.epServiceExpireTime, t)}
      </Descriptions.Item>
    </Descriptions>
  );
}
