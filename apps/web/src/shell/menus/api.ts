import { useCallback, useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { get, isApiError } from '../request';
import { useSession } from '../session/useSession';
import { allowedResourceKeys, filterMenus, shownMenuTypes, toMenuEntries, type MenuEntry } from './filter';
import type { MenuItem, MenuResponse, MenuType } from './types';

const MENU_STALE_MS = 5 * 60 * 1000;
const NO_ENTRIES: MenuEntry[] = [];

/**
 * The signed-in user's menu tree of one type, as the server filtered it. A server without the menu
 * route (404) has no menus to give: the frame then shows its home entry only.
 */
export async function fetchMenus(menuType: MenuType): Promise<MenuItem[]> {
  try {
    const data = await get<MenuResponse>('/menu/resources', { menuType }, { silent: true });
    return Array.isArray(data?.items) ? data.items : [];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/**
 * The menu entries to render for `menuType`: the server's tree, filtered again by the spec's rules
 * (defence in depth) and joined to the route table. `loadingOver` turns true once built (or failed).
 */
export function useMenus(menuType: MenuType): { entries: MenuEntry[]; loadingOver: boolean } {
  const menuQuery = useMenuQuery();
  const query = useQuery(menuQuery(menuType));
  return { entries: query.data ?? NO_ENTRIES, loadingOver: !query.isPending };
}

/**
 * Of the menu types the user may switch to, those with something to open (see shownMenuTypes);
 * `settled` once every type's menus are known.
 */
export function useShownMenuTypes(
  types: readonly MenuType[],
  chosen: MenuType,
): { types: MenuType[]; settled: boolean } {
  const menuQuery = useMenuQuery();
  const results = useQueries({ queries: types.map(menuQuery) });
  const shown = shownMenuTypes(types, (type) => results[types.indexOf(type)]?.data, chosen).join();
  const settled = results.every((q) => !q.isPending);
  return useMemo(() => ({ types: shown.split(',') as MenuType[], settled }), [shown, settled]);
}

/** The query of one menu type's entries for the signed-in user (one cache entry per type). */
function useMenuQuery() {
  const { user } = useSession();
  const powers = user?.powers;
  const select = useCallback(
    (items: MenuItem[]) =>
      toMenuEntries(filterMenus(items, allowedResourceKeys(items), powers ?? []), powers ?? []),
    [powers],
  );
  return useCallback(
    (menuType: MenuType) => ({
      queryKey: ['menus', user?.enterpriseId, user?.id, menuType],
      queryFn: () => fetchMenus(menuType),
      enabled: !!user,
      staleTime: MENU_STALE_MS,
      select,
    }),
    [user, select],
  );
}
