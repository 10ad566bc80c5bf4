import { lazy, Suspense, useRef, useState } from 'react';
import { Layout } from 'antd';
import { FilePreviewHost } from '../../components/FilePreview/FilePreviewHost';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet';
import { ShellStateProvider, useShellState } from '../tabs/ShellStateProvider';
import { usePhone } from '../usePhone';
import { SeatLimitBanner } from './SeatLimitBanner';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';
import { UpgradeHost } from './UpgradeHost';

const MenuDrawer = lazy(() => import('./MenuDrawer'));

/** The signed-in frame: side menu, top bar, tabs, the seat-limit banner and the pages. */
export default function AppLayout() {
  return (
    <ShellStateProvider>
      <Frame />
    </ShellStateProvider>
  );
}

function Frame() {
  const { state, setSecondMenuVisible } = useShellState();
  const scrollRef = useRef<HTMLDivElement>(null);
  const collapsed = !state.secondMenuVisible;
  // Below 768 px (a phone, or the mobile and enterprise-chat apps) the menu is a drawer and the
  // pages get the whole width.
  const phone = usePhone();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout style={{ height: '100vh', overflow: 'hidden' }}>
      {phone ? (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : (
        <SideMenu collapsed={collapsed} />
      )}
      <Layout style={{ minWidth: 0 }}>
        <TopBar
          collapsed={phone ? !drawerOpen : collapsed}
          compact={phone}
          onToggleMenu={() => (phone ? setDrawerOpen(!drawerOpen) : setSecondMenuVisible(collapsed))}
        />
        {!phone && <TabBar />}
        <div
          ref={scrollRef}
          style={{ flex: 1, overflow: 'auto', overflowAnchor: 'none', padding: phone ? 8 : 16 }}
          data-testid="page-area"
        >
          <SeatLimitBanner />
          <KeepAliveOutlet keepAlive={state.keepAlive} scrollRef={scrollRef} />
        </div>
      </Layout>
      <UpgradeHost />
      <FilePreviewHost />
    </Layout>
  );
}
