import { Drawer } from 'antd';
import { SideMenu } from './SideMenu';

/** Below 768 px the side menu opens in a drawer; its code loads only on such a screen. */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      width={248}
      closable={false}
      styles={{ body: { padding: 0 } }}
      data-testid="menu-drawer"
    >
      <SideMenu collapsed={false} inDrawer onNavigate={onClose} />
    </Drawer>
  );
}
