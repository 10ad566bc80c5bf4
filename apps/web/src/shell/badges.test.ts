import { describe, expect, it } from 'vitest';
import { fetchBadgeCounts, menuRouteNames, registerBadge } from './badges';
import type { MenuItem } from './menus/types';

describe('menu badge counts (spec-shell §3, §8)', () => {
  it('collects each registered count by route name and ignores failures silently', async () => {
    const off = [
      registerBadge('acceptanceOrder', () => Promise.resolve(3)),
      registerBadge('assignOrder', () => Promise.reject(new Error('500'))),
      registerBadge('dueOrder', () => Promise.resolve(0)),
    ];
    expect(await fetchBadgeCounts()).toEqual({ acceptanceOrder: 3 });
    off.forEach((f) => f());
    expect(await fetchBadgeCounts()).toEqual({});
  });

  it("asks only the counts of pages the user's menu shows (a page refused to them would answer 403)", async () => {
    const asked: string[] = [];
    const count = (name: string) => () => (asked.push(name), Promise.resolve(2));
    const off = [
      registerBadge('acceptanceOrder', count('acceptanceOrder')),
      registerBadge('dueOrder', count('dueOrder')),
    ];
    const entries = [
      {
        id: 1,
        item: {} as MenuItem,
        disabled: false,
        children: [{ id: 2, item: {} as MenuItem, routeName: 'dueOrder', disabled: false, children: [] }],
      },
    ];
    expect(await fetchBadgeCounts(menuRouteNames(entries))).toEqual({ dueOrder: 2 });
    expect(asked).toEqual(['dueOrder']);
    off.forEach((f) => f());
    expect(await fetchBadgeCounts()).toEqual({});
  });
});
