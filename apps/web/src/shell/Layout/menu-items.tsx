import type { ReactNode } from 'react';
import { Flex, type MenuProps } from 'antd';
import {
  AccountBookOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { routeByName } from '../route-table';
import { translateKey } from '../i18n';
import type { MenuEntry } from '../menus/filter';
import { CountBadge } from './frame-parts';

/** Icons of the top-level groups (spec-shell §6), by resource name. */
const GROUP_ICONS: Record<string, ReactNode> = {
  order_manage: <FileTextOutlined />,
  customer_manage: <TeamOutlined />,
  conversation_manage: <CustomerServiceOutlined />,
  work_manage: <ToolOutlined />,
  stock_manage: <DatabaseOutlined />,
  finance_manage: <AccountBookOutlined />,
  operate_manage: <BarChartOutlined />,
  set_manage: <SettingOutlined />,
  chart_manage: <BarChartOutlined />,
};

export const routeKey = (routeName: string) => `route:${routeName}`;
export const groupKey = (id: number) => `group:${id}`;

/**
 * A built-in entry is named by its resource name (`menus.<resource_name>`), else by its page's
 * name; a custom entry shows its own name.
 */
export function entryLabel(entry: MenuEntry, t: TFunction): string {
  const { item } = entry;
  if (!item.routerName && entry.routeName) return item.name;
  const page = routeByName(entry.routeName);
  const fallback = page ? translateKey(t, page.nameKey, item.name) : item.name;
  return item.resource_name ? translateKey(t, `menus.${item.resource_name}`, fallback) : fallback;
}

type Item = NonNullable<MenuProps['items']>[number];

const LABEL_STYLE = { flex: '1 1 auto', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** antd menu items: first-level groups fold, deeper groups are headings, leaves open routes. */
export function toAntdItems(
  entries: readonly MenuEntry[],
  t: TFunction,
  badges: Record<string, number>,
  depth = 0,
): Item[] {
  return entries.map((entry): Item => {
    const label = entryLabel(entry, t);
    if (!entry.routeName) {
      const children = toAntdItems(entry.children, t, badges, depth + 1);
      if (depth > 0) return { type: 'group', key: groupKey(entry.id), label, children };
      const icon = GROUP_ICONS[entry.item.resource_name] ?? <AppstoreOutlined />;
      return { key: groupKey(entry.id), icon, label, children, disabled: entry.disabled };
    }
    const count = badges[entry.routeName] ?? 0;
    return {
      key: routeKey(entry.routeName),
      disabled: entry.disabled,
      // The label gives way (ellipsis, full text on hover) so that the badge always shows whole.
      label: (
        <Flex justify="space-between" align="center" gap={8}>
          <span title={label} style={LABEL_STYLE}>
            {label}
          </span>
          <CountBadge count={count} overflowCount={99} data-testid="menu-badge" />
        </Flex>
      ),
    };
  });
}
