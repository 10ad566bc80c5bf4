import { describe, expect, it } from 'vitest';
import { fetchBadgeCounts, registerBadge } from './badges';

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
});
