import { describe, expect, it } from 'vitest';
import type { PermissionGroup } from '@fieldline/domain';
import {
  checkedKeysOf,
  codesOfChecked,
  findNode,
  flattenTree,
  groupState,
  parentPickerTree,
  permissionTreeData,
  roleDisplayName,
  subtreeHeight,
  teamParentTree,
  type PickerNode,
} from './tree';

interface N {
  id: number;
  name: string;
  level: number;
  children: N[];
}
const n = (id: number, level: number, children: N[] = []): N => ({ id, name: `n${id}`, level, children });
const TREE = [n(1, 1, [n(2, 2, [n(3, 3)]), n(4, 2)]), n(5, 1)];
const disabledOf = (nodes: PickerNode[]): number[] =>
  nodes.flatMap((x) => [...(x.disabled ? [x.value] : []), ...disabledOf(x.children)]);

describe('tree helpers', () => {
  it('flattens depth first and finds nodes', () => {
    expect(flattenTree(TREE).map((x) => x.id)).toEqual([1, 2, 3, 4, 5]);
    expect(findNode(TREE, 3)?.name).toBe('n3');
    expect(findNode(TREE, 9)).toBeUndefined();
    expect(subtreeHeight(TREE[0]!)).toBe(3);
  });

  it('blocks a moving node and its descendants in the parent picker', () => {
    expect(disabledOf(parentPickerTree(TREE, 2))).toEqual([2, 3]);
    expect(disabledOf(parentPickerTree(TREE))).toEqual([]);
  });

  it('offers team parents that keep the tree within three levels', () => {
    // A new team: level-3 teams cannot take children.
    expect(disabledOf(teamParentTree(TREE))).toEqual([3]);
    // Moving team 2 (height 2): only level-1 teams other than itself may take it.
    expect(disabledOf(teamParentTree(TREE, 2))).toEqual([2, 3, 4]);
  });
});

const GROUPS: PermissionGroup[] = [
  {
    key: 'personnel',
    no: 11,
    name: { zh_CN: '人员', en_GB: 'Personnel' },
    permissions: [
      { code: '11101', name: { zh_CN: '查看', en_GB: 'View' } },
      { code: '11109', name: { zh_CN: '标签', en_GB: 'Tags' } },
    ],
  },
  {
    key: 'menus',
    no: 0,
    name: { zh_CN: '菜单', en_GB: 'Menus' },
    permissions: [{ code: 'set_manage', name: { zh_CN: '设置', en_GB: 'Settings' } }],
  },
];

describe('permission tree mapping', () => {
  it('builds tree data in either language', () => {
    const en = permissionTreeData(GROUPS, 'en_GB');
    expect(en[0]).toEqual({
      key: 'group:personnel',
      title: 'Personnel',
      children: [
        { key: '11101', title: 'View' },
        { key: '11109', title: 'Tags' },
      ],
    });
    expect(permissionTreeData(GROUPS, 'zh_CN')[1]!.title).toBe('菜单');
  });

  it('maps codes to checked leaves and back, dropping group keys and unknown codes', () => {
    expect(checkedKeysOf(GROUPS, ['11109', 'unknown', 'set_manage'])).toEqual(['11109', 'set_manage']);
    expect(codesOfChecked(GROUPS, ['group:personnel', 'set_manage', '11109', '11101'])).toEqual([
      '11101',
      '11109',
      'set_manage',
    ]);
    expect(codesOfChecked(GROUPS, [])).toEqual([]);
  });

  it('summarises a group as all, some or none', () => {
    expect(groupState(GROUPS[0]!, ['11101', '11109'])).toBe('all');
    expect(groupState(GROUPS[0]!, ['11101'])).toBe('some');
    expect(groupState(GROUPS[0]!, [])).toBe('none');
  });
});

describe('role names', () => {
  it('translates built-in roles that keep a default name, and keeps other names', () => {
    expect(roleDisplayName({ name: '系统管理员', type: 3, builtIn: true }, 'en_GB')).toBe('Administrator');
    expect(roleDisplayName({ name: 'Dispatcher', type: 1, builtIn: true }, 'zh_CN')).toBe('派单员');
    expect(roleDisplayName({ name: '我的派单', type: 1, builtIn: true }, 'en_GB')).toBe('我的派单');
    expect(roleDisplayName({ name: 'Custom', type: null, builtIn: false }, 'zh_CN')).toBe('Custom');
  });
});
