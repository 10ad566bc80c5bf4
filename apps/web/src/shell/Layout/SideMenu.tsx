import { useEffect } from 'react';
import { Flex, Layout, Menu, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { routeByName } from '../route-table';
import { useBadgeCounts } from '../badges';
import { menuPathTo } from '../menus/filter';
import { useCurrentRoute } from '../RouteGate';
import { useShellState } from '../tabs/ShellStateProvider';
import { tabPath } from '../tabs/state';
import { groupKey, routeKey, toAntdItems } from './menu-items';

/** Wide enough for the longest built-in English entry with a "99+" badge ("Orders to approve"). */
const SIDER_WIDTH = 240;

/**
 * The left menu: home, then the server's menu tree of the chosen type, with badge counts. On a
 * phone it is the content of a drawer (`inDrawer`), closed again once a page is chosen.
 */
export function SideMenu({
  collapsed,
  inDrawer = false,
  onNavigate,
}: {
  collapsed: boolean;
  inDrawer?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const { entries, loadingOver, state, setFirstMenu } = useShellState();
  const badges = useBadgeCounts(entries);

  // Opening a page from anywhere unfolds its first-level group.
  const groupOfPage = route ? menuPathTo(entries, route.name)[0]?.id : undefined;
  useEffect(() => {
    if (groupOfPage !== undefined) setFirstMenu(groupOfPage);
  }, [groupOfPage, setFirstMenu]);

  const items = [
    { key: routeKey('guideOne'), icon: <HomeOutlined />, label: t('shell.menu.home') },
    ...toAntdItems(entries, t, badges),
  ];

  const content = (
    <div
      data-testid="side-menu"
      data-loading-over={loadingOver}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Flex
        align="center"
        gap={10}
        style={{ height: 56, padding: collapsed ? '0 24px' : '0 20px', overflow: 'hidden', flex: 'none' }}
      >
        <BrandMark size={28} />
        {!collapsed && (
          <Typography.Text strong style={{ color: '#fff', fontSize: 16, whiteSpace: 'nowrap' }}>
            {t('brand')}
          </Typography.Text>
        )}
      </Flex>
      <Menu
        theme="dark"
        mode="inline"
        style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}
        selectedKeys={route ? [routeKey(route.name)] : []}
        {...(collapsed ? {} : { openKeys: [groupKey(state.firstMenu)] })}
        onOpenChange={(keys) => {
          const opened = keys.find((k) => k !== groupKey(state.firstMenu));
          setFirstMenu(opened ? Number(opened.slice('group:'.length)) : 0);
        }}
        items={items}
        onClick={({ key }) => {
          const page = routeByName(key.slice('route:'.length));
          if (!page) return;
          // An open tab of the page comes back as it was left (its query too).
          const open = state.tags.find((tab) => tab.routerKey === page.path);
          void navigate(open ? tabPath(open) : page.path);
          onNavigate?.();
        }}
      />
    </div>
  );
  if (inDrawer) return <div style={{ height: '100%', background: '#001529' }}>{content}</div>;
  return (
    <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={SIDER_WIDTH} theme="dark">
      {content}
    </Layout.Sider>
  );
}
