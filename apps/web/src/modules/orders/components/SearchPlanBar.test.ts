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
});
