import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { translateKey } from '../i18n';
import { useShellState } from '../tabs/ShellStateProvider';
import { tabPath, type Tab } from '../tabs/state';

type CloseKind = 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

/** The open pages as tabs: switch, close one, close left, right, others or all (spec-shell §4). */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, closeTabs } = useShellState();
  const { tags, tag } = state;

  const closeMenu = (tab: Tab): MenuProps => {
    const at = tags.findIndex((x) => x.routerKey === tab.routerKey);
    const items: { key: CloseKind; label: string; disabled: boolean }[] = [
      { key: 'close', label: t('shell.tabs.close'), disabled: !!tab.stable },
      {
        key: 'closeLeft',
        label: t('shell.tabs.closeLeft'),
        disabled: !tags.slice(0, at).some((x) => !x.stable),
      },
      { key: 'closeRight', label: t('shell.tabs.closeRight'), disabled: at === tags.length - 1 },
      {
        key: 'closeOthers',
        label: t('shell.tabs.closeOthers'),
        disabled: !tags.some((x, i) => i !== at && !x.stable),
      },
      { key: 'closeAll', label: t('shell.tabs.closeAll'), disabled: tags.length === 1 },
    ];
    return {
      items,
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        const kind = key as CloseKind;
        closeTabs(kind === 'closeAll' ? { type: kind } : { type: kind, key: tab.routerKey });
      },
    };
  };

  const active = tags.find((x) => x.routerKey === tag);

  return (
    <div style={{ background: '#fff', padding: '6px 12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={tag}
        // Every click, not only a change of antd's active key: the active tab follows the location one
        // render later, so a click just after a switch (URL already moved, tab not yet) must still count.
        onTabClick={(key) => {
          const target = tags.find((x) => x.routerKey === key);
          if (target && target.routerKey !== window.location.pathname) void navigate(tabPath(target));
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') closeTabs({ type: 'close', key });
        }}
        tabBarStyle={{ margin: 0 }}
        tabBarExtraContent={
          active && (
            <Dropdown trigger={['click']} menu={closeMenu(active)}>
              <Button size="small" type="text" icon={<DownOutlined />} data-testid="tab-actions">
                {t('shell.tabs.actions')}
              </Button>
            </Dropdown>
          )
        }
        items={tags.map((tab) => ({
          key: tab.routerKey,
          closable: !tab.stable,
          label: (
            <Dropdown trigger={['contextMenu']} menu={closeMenu(tab)}>
              <span data-testid="page-tab" data-key={tab.routerKey}>
                {translateKey(t, tab.name)}
              </span>
            </Dropdown>
          ),
        }))}
        data-testid="page-tabs"
      />
    </div>
  );
}
