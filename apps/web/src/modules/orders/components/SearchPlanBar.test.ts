import { describe, expect, it } from 'vitest';
import type { SearchPlan } from '@fieldline/domain';
import { currentPlan } from './SearchPlanBar';

const plan = (id: number, filters: Record<string, unknown>): SearchPlan => ({
  id,
  page: 'allOrder',
  name: `p${id}`,
  filters,
  isDefault: false,
});

describe('saved filter schemes: which one is on screen', () => {
  const plans = [plan(1, { orderStateList: '5', priority: '3' }), plan(2, {})];
  it('matches by the filters, whatever their order and the tab', () => {
    expect(currentPlan(plans, { priority: 3, orderStateList: [5], tab: 'archived' })?.id).toBe(1);
  });
  it('a scheme with no filters matches the unfiltered list; other filters match none', () => {
    expect(currentPlan(plans, {})?.id).toBe(2);
    expect(currentPlan(plans, { priority: 2 })).toBeUndefined();
  });
  it('of two schemes with the same filters, the one the URL names is on screen, if its filters still match', () => {
    const twins = [plan(3, { priority: '3' }), plan(4, { priority: '3' })];
    expect(currentPlan(twins, { priority: 3 })?.id).toBe(3);
    expect(currentPlan(twins, { priority: 3 }, 4)?.id).toBe(4);
    expect(currentPlan(twins, { priority: 2 }, 4)).toBeUndefined();
  });
});
