import { useRef } from 'react';
import { Layout } from 'antd';
import { FilePreviewHost } from '../../components/FilePreview/FilePreviewHost';
import { KeepAliveOutlet } from '../tabs/KeepAliveOutlet';
import { ShellStateProvider, useShellState } from '../tabs/ShellStateProvider';
import { SeatLimitBanner } from './SeatLimitBanner';
import { SideMenu } from './SideMenu';
import { TabBar } from './TabBar';
import { TopBar } from './TopBar';
import { UpgradeHost } from './UpgradeHost';

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

  return (
    <Layout style={{ height: '100vh', overflow: 'hidden' }}>
      <SideMenu collapsed={collapsed} />
      <Layout style={{ minWidth: 0 }}>
        <TopBar collapsed={collapsed} onToggleMenu={() => setSecondMenuVisible(collapsed)} />
        <TabBar />
        <div
          ref={scrollRef}
          style={{ flex: 1, overflow: 'auto', overflowAnchor: 'none', padding: 16 }}
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
