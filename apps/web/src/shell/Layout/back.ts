import { menuPathTo, type MenuEntry } from '../menus/filter';

/**
 * Whether the page was drilled into rather than opened from the menu (an order, a customer, a piece
 * of equipment...): home and the menu's own pages are where a phone user starts, so they get no
 * back control. Unknown while the menu is loading (no entries): no back control yet.
 */
export function drilledIn(routeName: string | undefined, homeName: string, entries: readonly MenuEntry[]) {
  if (!routeName || routeName === homeName || entries.length === 0) return false;
  return menuPathTo(entries, routeName).length === 0;
}

/**
 * Where back goes: the previous page of this visit when there is one (the router numbers its
 * history entries, `idx`), else home (a link opened straight from a message or a scan).
 */
export function backTarget(historyState: unknown): 'history' | 'home' {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0 ? 'history' : 'home';
}
