import { lazy, Suspense, useState } from 'react';
import { Button, Card, Flex, Tabs, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { ProfileDetails } from '../../../shell/Layout/ProfileDetails';
import { useSession } from '../../../shell/session/useSession';

const ChangePasswordModal = lazy(() => import('../../../shell/Layout/ChangePasswordModal'));

const SECTIONS = ['profile', 'security', 'preferences'] as const;
type Section = (typeof SECTIONS)[number];

/** /personIndex, the personal centre: profile, password, language. `?tab=` opens a section. */
export default function PersonIndexPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!user) return null;
  const requested = params.get('tab') as Section | null;
  const section: Section = requested && SECTIONS.includes(requested) ? requested : 'profile';

  const items = [
    { key: 'profile', label: t('personal.sections.profile'), children: <ProfileDetails user={user} /> },
    {
      key: 'security',
      label: t('personal.sections.security'),
      children: (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('personal.security.body')}
          </Typography.Paragraph>
          <Button
            icon={<KeyOutlined />}
            onClick={() => {
              setUsed(true);
              setPasswordOpen(true);
            }}
          >
            {t('shell.user.changePassword')}
          </Button>
        </Flex>
      ),
    },
    {
      key: 'preferences',
      label: t('personal.sections.preferences'),
      children: (
        <Flex align="center" gap={12}>
          <Typography.Text>{t('language')}</Typography.Text>
          <LanguageSwitch variant="default" />
        </Flex>
      ),
    },
  ];

  return (
    <Card title={t('routes.personIndex')}>
      <Tabs
        activeKey={section}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={items}
        data-testid="personal-sections"
      />
      {used && (
        <Suspense fallback={null}>
          <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
