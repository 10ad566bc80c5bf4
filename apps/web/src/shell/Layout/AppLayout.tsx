import { Suspense, useState } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { SeatLimitBanner } from './SeatLimitBanner';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const COLLAPSED_KEY = 'fl_menuCollapsed';

const readCollapsed = () => {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** The signed-in frame: side menu, top bar, the seat-limit banner and the page. */
export default function AppLayout() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    setCollapsed((c) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      } catch {
        // The menu still toggles; it just is not remembered.
      }
      return !c;
    });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SideMenu collapsed={collapsed} />
      <Layout>
        <TopBar collapsed={collapsed} onToggleMenu={toggle} />
        <Layout.Content style={{ padding: 24 }}>
          <SeatLimitBanner />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
