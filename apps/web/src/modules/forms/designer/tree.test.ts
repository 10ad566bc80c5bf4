import { describe, expect, it } from 'vitest';
import type { CascadeOption } from '@fieldline/domain';
import { addNode, canHaveChildren, removeNode, renameNode } from './tree';

const tree: CascadeOption[] = [
  { label: 'Asia', children: [{ label: 'China', children: [{ label: 'Hangzhou' }] }] },
  { label: 'Europe' },
];

describe('cascade tree editing', () => {
  it('adds nodes at the root and under a node, up to three levels', () => {
    expect(addNode(tree, [], 'Africa').map((n) => n.label)).toEqual(['Asia', 'Europe', 'Africa']);
    expect(addNode(tree, [1], 'UK')[1]).toEqual({ label: 'Europe', children: [{ label: 'UK' }] });
    expect(addNode(tree, [0, 0], 'Beijing')[0]!.children![0]!.children!.map((n) => n.label)).toEqual([
      'Hangzhou',
      'Beijing',
    ]);
    expect(addNode(tree, [0, 0, 0], 'Xihu')).toBe(tree);
    expect(canHaveChildren([0, 0])).toBe(true);
    expect(canHaveChildren([0, 0, 0])).toBe(false);
  });

  it('renames one node without touching the others', () => {
    const next = renameNode(tree, [0, 0, 0], 'Ningbo');
    expect(next[0]!.children![0]!.children![0]!.label).toBe('Ningbo');
    expect(tree[0]!.children![0]!.children![0]!.label).toBe('Hangzhou');
    expect(next[1]).toBe(tree[1]);
  });

  it('removes a node with its children, and a node left without children loses the list', () => {
    expect(removeNode(tree, [0]).map((n) => n.label)).toEqual(['Europe']);
    expect(removeNode(tree, [0, 0, 0])[0]!.children![0]).toEqual({ label: 'China' });
  });
});
