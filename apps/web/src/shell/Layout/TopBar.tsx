import { Suspense, useEffect } from 'react';
import { Button, Flex, Layout, Space, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACCOUNT_TYPES } from '@fieldline/domain';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { MessageBell } from '../../modules/messages';
import { PATHS } from '../paths';
import { DownloadCenter } from '../downloads/DownloadCenter';
import { translateKey } from '../i18n';
import { SearchSlot } from '../search/SearchSlot';
import { useCurrentRoute } from '../RouteGate';
import { useShellState } from '../tabs/ShellStateProvider';
import { lazyPart } from '../chunks';
import { useSession } from '../session/useSession';
import { HOME_TAB } from '../tabs/state';
import type { MenuType } from '../menus/types';
import { drilledIn } from './back';
import { Crumbs, SegmentedChoice } from './frame-parts';
import { UserMenu } from './UserMenu';

/** Shown only on a phone, on a page drilled into: its code loads with the frame on a phone only. */
const loadBackButton = () => import('./BackButton').then((m) => m.BackButton);
const BackButton = lazyPart(loadBackButton);
/** Shown only to free-tier accounts: its code loads for them alone. */
const UpgradeEntry = lazyPart(() => import('./UpgradeEntry').then((m) => m.UpgradeEntry));

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
  const free = useSession().user?.isChargeUser === ACCOUNT_TYPES.free;
  useEffect(() => {
    if (compact) void loadBackButton().catch(() => undefined); // ready before a page is drilled into
  }, [compact]);
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
          {back && (
            <Suspense fallback={null}>
              <BackButton />
            </Suspense>
          )}
          {!compact && menuTypes.length > 1 && (
            <SegmentedChoice<MenuType>
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
            <Crumbs items={crumbs} data-testid="breadcrumb" />
          )}
        </Flex>
        <Space size={4} className={compact ? 'topbar-tools-compact' : undefined}>
          {!compact && <SearchSlot />}
          <MessageBell />
          <DownloadCenter />
          {!compact && free && (
            <Suspense fallback={null}>
              <UpgradeEntry />
            </Suspense>
          )}
          <LanguageSwitch />
          <UserMenu />
        </Space>
      </Flex>
    </Layout.Header>
  );
}
