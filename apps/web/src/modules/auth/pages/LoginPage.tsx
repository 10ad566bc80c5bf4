import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { PATHS } from '../../../shell/paths';
import { AuthCard } from '../components/AuthCard';
import { CodeLoginForm } from '../components/CodeLoginForm';
import { PasswordLoginForm } from '../components/PasswordLoginForm';

/** /login: verification-code login (default tab) and password login. */
export default function LoginPage() {
  const { t } = useTranslation();
  const phone = (useLocation().state as { phone?: string } | null)?.phone;

  return (
    <StandaloneFrame>
      <AuthCard
        title={t('auth.login.title')}
        subtitle={t('auth.tagline')}
        footer={
          <Flex justify="space-between" wrap gap={8}>
            <Link to={phone ? `${PATHS.passwordForget}/${phone}` : PATHS.passwordForget}>
              {t('auth.login.forgot')}
            </Link>
            <Typography.Text type="secondary">
              {t('auth.login.noAccount')} <Link to={PATHS.register}>{t('auth.login.register')}</Link>
            </Typography.Text>
          </Flex>
        }
      >
        <Tabs
          defaultActiveKey={phone ? 'password' : 'code'}
          items={[
            { key: 'code', label: t('auth.login.codeTab'), children: <CodeLoginForm phone={phone} /> },
            {
              key: 'password',
              label: t('auth.login.passwordTab'),
              children: <PasswordLoginForm phone={phone} />,
            },
          ]}
        />
      </AuthCard>
    </StandaloneFrame>
  );
}
