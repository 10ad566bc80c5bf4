import type { ReactNode } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import {
  AuditOutlined,
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  MessageOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export type UserMenuKey = 'personal' | 'profile' | 'password' | 'smsOutbox' | 'smsReview' | 'logout';

interface Props {
  platformAdmin: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  onChoose(key: UserMenuKey): void;
  children: ReactNode;
}

/** The user menu's entries (and their icons): loaded on the user button's first click (UserMenu.tsx). */
export function UserMenuDropdown({ platformAdmin, open, onOpenChange, onChoose, children }: Props) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    { key: 'personal', icon: <SolutionOutlined />, label: t('shell.user.personal') },
    { key: 'profile', icon: <IdcardOutlined />, label: t('shell.user.profile') },
    { key: 'password', icon: <KeyOutlined />, label: t('shell.user.changePassword') },
    ...(platformAdmin
      ? [
          { key: 'smsOutbox', icon: <MessageOutlined />, label: t('platform.routes.smsOutbox') },
          { key: 'smsReview', icon: <AuditOutlined />, label: t('platform.routes.smsReview') },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.user.logout'), danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items,
        onClick: ({ key }) => {
          onOpenChange(false);
          onChoose(key as UserMenuKey);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
