import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../menus/filter';
import { backTarget, drilledIn } from './back';

const leaf = (id: number, routeName: string): MenuEntry => ({
  id,
  item: { id, parent_id: null, routerName: routeName, children: [] } as unknown as MenuEntry['item'],
  routeName,
  path: `/${routeName}`,
  disabled: false,
  children: [],
});
const entries: MenuEntry[] = [
  { ...leaf(1, 'group'), routeName: undefined, children: [leaf(2, 'allOrder'), leaf(3, 'allCustomer')] },
];

describe('the phone back control', () => {
  it('shows on pages drilled into (not home, not a menu page), and not while the menu is unknown', () => {
    expect(drilledIn('orderDetail', 'guideOne', entries)).toBe(true);
    expect(drilledIn('productDetail', 'guideOne', entries)).toBe(true);
    expect(drilledIn('allOrder', 'guideOne', entries)).toBe(false);
    expect(drilledIn('guideOne', 'guideOne', entries)).toBe(false);
    expect(drilledIn('orderDetail', 'guideOne', [])).toBe(false);
    expect(drilledIn(undefined, 'guideOne', entries)).toBe(false);
  });

  it('goes back in this visit when there is a previous page, else home', () => {
    expect(backTarget({ idx: 2 })).toBe('history');
    expect(backTarget({ idx: 0 })).toBe('home');
    expect(backTarget(null)).toBe('home');
    expect(backTarget({})).toBe('home');
  });
});
