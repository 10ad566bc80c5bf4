import { Breadcrumb, Button, Flex, Layout, Segmented, Space, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { MessageBell } from '../../modules/messages';
import { PATHS } from '../paths';
import { DownloadCenter } from '../downloads/DownloadCenter';
import { translateKey } from '../i18n';
import { SearchSlot } from '../search/SearchSlot';
import { useCurrentRoute } from '../RouteGate';
import { useShellState } from '../tabs/ShellStateProvider';
import { HOME_TAB } from '../tabs/state';
import type { MenuType } from '../menus/types';
import { drilledIn } from './back';
import { BackButton } from './BackButton';
import { UpgradeEntry } from './UpgradeEntry';
import { UserMenu } from './UserMenu';

interface Props {
  collapsed: boolean;
  /** A phone: the current page's name instead of the trail, and fewer tools. */
  compact?: boolean;
  onToggleMenu(): void;
}

/**
 * Menu toggle, menu type, where the user is (on a phone, with a back control on pages drilled
 * into); on the right search, messages, downloads, upgrade, language, user.
 */
export function TopBar({ collapsed, compact = false, onToggleMenu }: Props) {
  const { t } = useTranslation();
  const { state, menuTypes, menuType, setMenuType, entries } = useShellState();
  const route = useCurrentRoute();
  const back = compact && drilledIn(route?.name, HOME_TAB.routerName, entries);
  const home = t('routes.guideOne');
  const trail = state.breadcrumbs.filter((key) => key !== 'routes.guideOne');
  const crumbs = [
    { key: 'home', title: trail.length ? <Link to={PATHS.home}>{home}</Link> : home },
    ...trail.map((key) => ({ key, title: translateKey(t, key) })),
  ];

  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 16px 0 8px',
        borderBottom: '1px solid #f0f0f0',
        height: 56,
        lineHeight: 'normal',
      }}
    >
      <Flex align="center" justify="space-between" style={{ height: '100%' }} gap={12}>
        <Flex align="center" gap={12} style={{ minWidth: 0 }}>
          <Button
            type="text"
            aria-label={collapsed ? t('shell.menu.expand') : t('shell.menu.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleMenu}
            data-testid="menu-toggle"
          />
          {back && <BackButton />}
          {!compact && menuTypes.length > 1 && (
            <Segmented<MenuType>
              value={menuType}
              onChange={setMenuType}
              options={menuTypes.map((type) => ({ value: type, label: t(`shell.menuType.${type}`) }))}
              data-testid="menu-type"
            />
          )}
          {compact ? (
            <Typography.Text strong ellipsis data-testid="breadcrumb">
              {crumbs.at(-1)!.title}
            </Typography.Text>
          ) : (
            <Breadcrumb items={crumbs} data-testid="breadcrumb" />
          )}
        </Flex>
        <Space size={4} className={compact ? 'topbar-tools-compact' : undefined}>
          {!compact && <SearchSlot />}
          <MessageBell />
          <DownloadCenter />
          {!compact && <UpgradeEntry />}
          <LanguageSwitch />
          <UserMenu />
        </Space>
      </Flex>
    </Layout.Header>
  );
}
