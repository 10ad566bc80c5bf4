import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { StandaloneFrame } from '../../../components/StandaloneFrame';
import { PATHS } from '../../../shell/paths';
import { AuthCard } from '../components/AuthCard';
import { CodeLoginForm, PasswordLoginForm } from '../plain/LoginForms';

type TabKey = 'code' | 'password';

/**
 * antd's Tabs, without antd: a tab list (role tab, aria-selected) over its panes; a pane is built when
 * first shown and kept (hidden) after, so what was typed survives a switch.
 */
function Tabs({
  initial,
  items,
}: {
  initial: TabKey;
  items: { key: TabKey; label: string; children: ReactNode }[];
}) {
  const id = useId();
  const [active, setActive] = useState(initial);
  const [visited, setVisited] = useState<TabKey[]>([initial]);
  const show = (key: TabKey) => {
    setActive(key);
    setVisited((keys) => (keys.includes(key) ? keys : [...keys, key]));
  };
  return (
    <div>
      <div className="fl-tabs-nav" role="tablist">
        {items.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={key === active}
            aria-controls={`${id}-panel-${key}`}
            tabIndex={key === active ? 0 : -1}
            className="fl-tab"
            onClick={() => show(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {items
        .filter(({ key }) => visited.includes(key))
        .map(({ key, children }) => (
          <div
            key={key}
            role="tabpanel"
            id={`${id}-panel-${key}`}
            aria-labelledby={`${id}-tab-${key}`}
            hidden={key !== active}
          >
            {children}
          </div>
        ))}
    </div>
  );
}

/**
 * /login: verification-code login (default tab) and password login. Plain React (modules/auth/plain,
 * components/plain/plain.css): the sign-in page loads no antd (issue 20's bundle budget).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const phone = (useLocation().state as { phone?: string } | null)?.phone;

  return (
    <StandaloneFrame>
      <AuthCard
        title={t('auth.login.title')}
        subtitle={t('auth.tagline')}
        footer={
          <div className="fl-spread">
            <Link to={phone ? `${PATHS.passwordForget}/${phone}` : PATHS.passwordForget}>
              {t('auth.login.forgot')}
            </Link>
            <span className="fl-secondary">
              {t('auth.login.noAccount')} <Link to={PATHS.register}>{t('auth.login.register')}</Link>
            </span>
          </div>
        }
      >
        <Tabs
          initial={phone ? 'password' : 'code'}
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
