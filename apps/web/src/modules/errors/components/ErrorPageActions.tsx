import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shell/paths';
import { useSession, useSessionActions } from '../../../shell/session/useSession';

/** "Back to home" for pages a signed-in user can leave. */
export function BackHomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(PATHS.home)} data-testid="back-home">
      {t('actions.backHome')}
    </Button>
  );
}

/** For dead ends (no role, service expired): log out, or go to the login page when signed out. */
export function LeaveButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { signOut } = useSessionActions();
  if (!user) {
    return (
      <Button type="primary" onClick={() => void navigate(PATHS.login)}>
        {t('auth.forgot.backToLogin')}
      </Button>
    );
  }
  return (
    <Button type="primary" onClick={() => void signOut().catch(() => undefined)} data-testid="leave-logout">
      {t('actions.logout')}
    </Button>
  );
}
