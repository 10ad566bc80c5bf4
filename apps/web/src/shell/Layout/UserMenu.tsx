import { lazy, Suspense, useState } from 'react';
import { App, Avatar, Button, Dropdown, type MenuProps } from 'antd';
import {
  AuditOutlined,
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  MessageOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PLATFORM_PATHS } from '../../modules/platform/paths';
import { PATHS } from '../paths';
import { useSession, useSessionActions } from '../session/useSession';

const ChangePasswordModal = lazy(() => import('./ChangePasswordModal'));
const ProfileModal = lazy(() => import('./ProfileModal'));

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
  if (!user) return null;

  const confirmLogout = () =>
    modal.confirm({
      title: t('shell.user.logoutConfirmTitle'),
      content: t('shell.user.logoutConfirmBody'),
      okText: t('shell.user.logout'),
      cancelText: t('actions.cancel'),
      onOk: () => signOut().catch(() => undefined),
    });

  const items: MenuProps['items'] = [
    { key: 'personal', icon: <SolutionOutlined />, label: t('shell.user.personal') },
    { key: 'profile', icon: <IdcardOutlined />, label: t('shell.user.profile') },
    { key: 'password', icon: <KeyOutlined />, label: t('shell.user.changePassword') },
    ...(user.platformAdmin
      ? [
          { key: 'smsOutbox', icon: <MessageOutlined />, label: t('platform.routes.smsOutbox') },
          { key: 'smsReview', icon: <AuditOutlined />, label: t('platform.routes.smsReview') },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.user.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') confirmLogout();
    else if (key === 'personal') void navigate(PATHS.personal);
    else if (key === 'smsOutbox') void navigate(PLATFORM_PATHS.smsOutbox);
    else if (key === 'smsReview') void navigate(PLATFORM_PATHS.smsReview);
    else {
      setUsed(true);
      setOpen(key as Open);
    }
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }}>
        <Button
          type="text"
          aria-label={t('shell.user.menu')}
          data-testid="user-menu"
          style={{ paddingInline: 8 }}
        >
          <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1668dc' }} />
          {user.name}
        </Button>
      </Dropdown>
      {used && (
        <Suspense fallback={null}>
          <ProfileModal open={open === 'profile'} onClose={() => setOpen(null)} />
          <ChangePasswordModal open={open === 'password'} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
