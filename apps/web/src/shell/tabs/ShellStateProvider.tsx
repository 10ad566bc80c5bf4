import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { routeByName } from '../route-table';
import { localCache } from '../cache';
import { useMenus, useShownMenuTypes } from '../menus/api';
import { allowedMenuTypes, type MenuEntry } from '../menus/filter';
import type { MenuType } from '../menus/types';
import { useCurrentRoute } from '../RouteGate';
import { useSession } from '../session/useSession';
import { menuReducer, restoreMenuState, tabPath, type MenuAction, type MenuState } from './state';

type CloseAction = Extract<
  MenuAction,
  { type: 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll' }
>;

interface ShellState {
  state: MenuState;
  /** The menu types this user may switch to (chart and setting need their powers) that hold entries. */
  menuTypes: MenuType[];
  /** The menu type shown: the remembered one if still allowed, else main. */
  menuType: MenuType;
  /** Menu entries of the current menu type. */
  entries: MenuEntry[];
  /** True once the menus are built (spec-shell §4), and which menu types hold entries is known. */
  loadingOver: boolean;
  /** Closes tabs and, when the active one closed, goes to the tab that takes its place. */
  closeTabs(action: CloseAction): void;
  setMenuType(menuType: MenuType): void;
  setFirstMenu(id: number): void;
  setSecondMenuVisible(visible: boolean): void;
}

const ShellStateContext = createContext<ShellState | null>(null);

export function useShellState(): ShellState {
  const value = useContext(ShellStateContext);
  if (!value) throw new Error('useShellState outside ShellStateProvider');
  return value;
}

const routeExists = (name: string) => !!routeByName(name)?.layout;

/**
 * Menu type, tabs, breadcrumbs and the keep-alive list of the signed-in frame: opened from the
 * location, remembered per user in the local cache between sessions.
 */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const cacheKey = `menuState_${user?.enterpriseId ?? 0}_${user?.id ?? 0}`;
  const [state, dispatch] = useReducer(menuReducer, cacheKey, (key) =>
    restoreMenuState(localCache.get(key), routeExists),
  );
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const route = useCurrentRoute();
  const powers = user?.powers;
  const allowedTypes = useMemo(() => allowedMenuTypes(powers ?? []), [powers]);
  const { types: menuTypes, settled } = useShownMenuTypes(allowedTypes, state.menuType);
  const menuType = menuTypes.includes(state.menuType) ? state.menuType : 'main';
  const menus = useMenus(menuType);
  const entries = menus.entries;
  const loadingOver = menus.loadingOver && settled;

  useEffect(() => {
    localCache.set(cacheKey, state);
  }, [cacheKey, state]);

  const search = location.search;
  const paramsKey = JSON.stringify(matches.at(-1)?.params ?? {});
  useEffect(() => {
    if (!route?.layout) return;
    const query = Object.fromEntries(new URLSearchParams(search));
    dispatch({
      type: 'open',
      tab: {
        routerName: route.name,
        routerKey: location.pathname,
        name: route.nameKey,
        params: JSON.parse(paramsKey) as Record<string, string>,
        query,
      },
      keepAlive: !!route.keepAlive,
      breadcrumbs: route.menuKey ? [`menus.${route.menuKey}`, route.nameKey] : [route.nameKey],
    });
  }, [route, location.pathname, search, paramsKey]);

  const closeTabs = useCallback(
    (action: CloseAction) => {
      const next = menuReducer(state, action);
      dispatch(action);
      const target = next.tags.find((t) => t.routerKey === next.tag);
      if (next.tag !== state.tag && target) void navigate(tabPath(target));
    },
    [state, navigate],
  );

  const setters = useMemo(
    () => ({
      setMenuType: (type: MenuType) => dispatch({ type: 'setMenuType', menuType: type }),
      setFirstMenu: (id: number) => dispatch({ type: 'setFirstMenu', id }),
      setSecondMenuVisible: (visible: boolean) => dispatch({ type: 'setSecondMenuVisible', visible }),
    }),
    [],
  );
  const value = useMemo<ShellState>(
    () => ({ state, menuTypes, menuType, entries, loadingOver, closeTabs, ...setters }),
    [state, menuTypes, menuType, entries, loadingOver, closeTabs, setters],
  );
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}
