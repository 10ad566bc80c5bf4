import { describe, expect, it } from 'vitest';
import { MENU_DEFINITIONS, customMenuRouteName, filterMenuTree, type MenuItem } from './menus';

const item = (id: number, key: string, children: MenuItem[] = []): MenuItem => ({
  id,
  parent_id: null,
  resource_name: key,
  inner_obj_id: null,
  routerName: null,
  name: key,
  icon: null,
  meta: { isDisabled: false },
  children,
});

describe('spec-shell §6 menu filtering', () => {
  it('shows allowed keys and empty keys, and filters children the same way', () => {
    const tree = [item(1, 'a', [item(2, 'a1'), item(3, ''), item(4, 'a3')]), item(5, 'b'), item(6, '')];
    const out = filterMenuTree(tree, new Set(['a', 'a3']));
    expect(out.map((i) => i.id)).toEqual([1, 6]);
    expect(out[0]!.children.map((i) => i.id)).toEqual([3, 4]);
  });

  it('has the eight top-level groups', () => {
    const top = MENU_DEFINITIONS.filter((d) => !d.parent && d.key !== 'chart_manage').map((d) => d.key);
    expect(top).toEqual([
      'order_manage',
      'customer_manage',
      'conversation_manage',
      'work_manage',
      'stock_manage',
      'finance_manage',
      'operate_manage',
      'set_manage',
    ]);
  });

  it('builds custom entry route names from parent id and item id', () => {
    expect(customMenuRouteName(12, 34)).toBe('custom_12_34');
  });
});
