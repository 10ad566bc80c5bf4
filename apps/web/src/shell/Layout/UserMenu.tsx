import { lazy, Suspense, useState } from 'react';
import { App, Button } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PLATFORM_PATHS } from '../../modules/platform/paths';
import { lazyPart } from '../chunks';
import { PATHS } from '../paths';
import { useSession, useSessionActions } from '../session/useSession';
import { IconAvatar } from './frame-parts';
import type { UserMenuKey } from './UserMenuDropdown';

const ChangePasswordModal = lazy(() => import('./ChangePasswordModal'));
const ProfileModal = lazy(() => import('./ProfileModal'));
/** The menu's entries and their icons are not in the frame's first load: the first click loads them. */
const UserMenuDropdown = lazyPart(() => import('./UserMenuDropdown').then((m) => m.UserMenuDropdown));

type Open = 'profile' | 'password' | null;

/** The signed-in user's name with profile, change password and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { user } = useSession();
  const { signOut } = useSessionActions();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  // The modals' code loads on first use, then stays mounted so they can animate closed.
  const [used, setUsed] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  if (!user) return null;

  const confirmLogout = () =>
    modal.confirm({
      title: t('shell.user.logoutConfirmTitle'),
      content: t('shell.user.logoutConfirmBody'),
      okText: t('shell.user.logout'),
      cancelText: t('actions.cancel'),
      onOk: () => signOut().catch(() => undefined),
    });

  const onChoose = (key: UserMenuKey) => {
    if (key === 'logout') confirmLogout();
    else if (key === 'personal') void navigate(PATHS.personal);
    else if (key === 'smsOutbox') void navigate(PLATFORM_PATHS.smsOutbox);
    else if (key === 'smsReview') void navigate(PLATFORM_PATHS.smsReview);
    else {
      setUsed(true);
      setOpen(key);
    }
  };

  const button = (
    <Button
      type="text"
      aria-label={t('shell.user.menu')}
      data-testid="user-menu"
      style={{ paddingInline: 8 }}
      onClick={
        menuLoaded
          ? undefined
          : () => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }
      }
    >
      <IconAvatar icon={<UserOutlined />} background="#1668dc" />
      {user.name}
    </Button>
  );

  return (
    <>
      {menuLoaded ? (
        <Suspense fallback={button}>
          <UserMenuDropdown
            platformAdmin={!!user.platformAdmin}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onChoose={onChoose}
          >
            {button}
          </UserMenuDropdown>
        </Suspense>
      ) : (
        button
      )}
      {used && (
        <Suspense fallback={null}>
          <ProfileModal open={open === 'profile'} onClose={() => setOpen(null)} />
          <ChangePasswordModal open={open === 'password'} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
