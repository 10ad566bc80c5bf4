import { Breadcrumb, Button, Flex, Layout, Space } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PATHS } from '../../routes';
import { useCurrentRoute } from '../RouteGate';
import { UpgradeEntry } from './UpgradeEntry';
import { UserMenu } from './UserMenu';

interface Props {
  collapsed: boolean;
  onToggleMenu(): void;
}

/** Menu toggle, where the user is, and on the right: upgrade (free tier), language, user menu. */
export function TopBar({ collapsed, onToggleMenu }: Props) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const crumbs = [{ key: 'home', title: <Link to={PATHS.home}>{t('routes.guideOne')}</Link> }];
  if (route && route.path !== PATHS.home) crumbs.push({ key: route.path, title: <>{t(route.nameKey)}</> });

  return (
    <Layout.Header
      style={{ background: '#fff', padding: '0 16px 0 8px', borderBottom: '1px solid #f0f0f0', height: 64 }}
    >
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Space size={8}>
          <Button
            type="text"
            aria-label={collapsed ? t('shell.menu.expand') : t('shell.menu.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleMenu}
          />
          <Breadcrumb items={crumbs} data-testid="breadcrumb" />
        </Space>
        <Space size={4}>
          <UpgradeEntry />
          <LanguageSwitch />
          <UserMenu />
        </Space>
      </Flex>
    </Layout.Header>
  );
}
