import { Flex, Layout, Menu, Typography } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { BrandMark } from '../../components/BrandMark';
import { PATHS } from '../../routes';

/** The left menu. Entries come from pages that exist; the server-driven menu replaces this list. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = [{ key: PATHS.home, icon: <HomeOutlined />, label: t('shell.menu.home') }];

  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={208}
      theme="dark"
      data-testid="side-menu"
    >
      <Flex
        align="center"
        gap={10}
        style={{ height: 64, padding: collapsed ? '0 24px' : '0 20px', overflow: 'hidden' }}
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
        selectedKeys={[pathname]}
        items={items}
        onClick={({ key }) => void navigate(key)}
      />
    </Layout.Sider>
  );
}
