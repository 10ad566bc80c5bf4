import { MENU_TYPES, type MenuType } from '../menus/types';
import { PATHS } from '../paths';

/** An open page tab (spec-shell §3 "Tab"). */
export interface Tab {
  /** Route name in the route table. */
  routerName: string;
  /** What makes a tab distinct: the path with its parameters. Same key: the tab is replaced. */
  routerKey: string;
  /** Translation key of the page's name, or a custom menu entry's own name. */
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The fixed first tab (home); it cannot be closed. */
  stable?: boolean;
}

/** What the shell remembers about menus and tabs between sessions (spec-shell §3, §4). */
export interface MenuState {
  menuType: MenuType;
  tags: Tab[];
  /** Key of the active tab; "-1" before any page opened. */
  tag: string;
  /** Breadcrumb of the active tab: translation keys or custom names, outermost first. */
  breadcrumbs: string[];
  /** Keys of open tabs whose page is kept alive. */
  keepAlive: string[];
  /** Id of the open first-level menu group. */
  firstMenu: number;
  /** Whether the second-level menu (the side menu's labels) is shown, or only its icons. */
  secondMenuVisible: boolean;
  /** Selected chat menu of the customer-service chat (spec default "0-0"). */
  chatMenu: string;
}

export const HOME_TAB: Tab = {
  routerName: 'guideOne',
  routerKey: PATHS.home,
  name: 'routes.guideOne',
  params: {},
  query: {},
  stable: true,
};

export const DEFAULT_MENU_STATE: MenuState = {
  menuType: 'main',
  tags: [HOME_TAB],
  tag: '-1',
  breadcrumbs: [],
  keepAlive: [],
  firstMenu: 1,
  secondMenuVisible: true,
  chatMenu: '0-0',
};

export type MenuAction =
  | { type: 'open'; tab: Tab; keepAlive: boolean; breadcrumbs: string[] }
  | { type: 'close' | 'closeLeft' | 'closeRight' | 'closeOthers'; key: string }
  | { type: 'closeAll' }
  | { type: 'setMenuType'; menuType: MenuType }
  | { type: 'setFirstMenu'; id: number }
  | { type: 'setSecondMenuVisible'; visible: boolean }
  | { type: 'setChatMenu'; key: string };

/** The path a tab opens: its key and its query. */
export function tabPath(tab: Pick<Tab, 'routerKey' | 'query'>): string {
  const qs = new URLSearchParams(tab.query).toString();
  return qs ? `${tab.routerKey}?${qs}` : tab.routerKey;
}

/** Keeps the given tabs (home always), drops closed ones from the keep-alive list, moves the active one if it closed. */
function keepTabs(
  state: MenuState,
  keep: (tab: Tab, index: number) => boolean,
  fallback?: string,
): MenuState {
  const tags = state.tags.filter((t, i) => t.stable || keep(t, i));
  if (tags.length === state.tags.length) return state;
  const open = new Set(tags.map((t) => t.routerKey));
  let tag = state.tag;
  if (!open.has(tag)) {
    // The active tab closed: the tab acted on, else its right neighbour, else its left one.
    const at = state.tags.findIndex((t) => t.routerKey === state.tag);
    const right = state.tags.slice(at + 1).find((t) => open.has(t.routerKey));
    const left = state.tags
      .slice(0, Math.max(at, 0))
      .reverse()
      .find((t) => open.has(t.routerKey));
    tag = fallback && open.has(fallback) ? fallback : (right ?? left ?? HOME_TAB).routerKey;
  }
  return {
    ...state,
    tags,
    tag,
    keepAlive: state.keepAlive.filter((k) => open.has(k)),
  };
}

/** Tabs and menus, as a pure reducer (spec-shell §4 "Menu and tabs"). */
export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open': {
      const { tab } = action;
      const at = state.tags.findIndex((t) => t.routerKey === tab.routerKey);
      const tags =
        at < 0
          ? [...state.tags, tab]
          : state.tags.map((t, i) => (i === at ? { ...tab, stable: t.stable || tab.stable } : t));
      const keepAlive = state.keepAlive.filter((k) => k !== tab.routerKey);
      if (action.keepAlive) keepAlive.push(tab.routerKey);
      return { ...state, tags, tag: tab.routerKey, breadcrumbs: action.breadcrumbs, keepAlive };
    }
    case 'close':
      return keepTabs(state, (t) => t.routerKey !== action.key);
    case 'closeLeft':
    case 'closeRight':
    case 'closeOthers': {
      const at = state.tags.findIndex((t) => t.routerKey === action.key);
      if (at < 0) return state;
      const keep = {
        closeLeft: (_: Tab, i: number) => i >= at,
        closeRight: (_: Tab, i: number) => i <= at,
        closeOthers: (_: Tab, i: number) => i === at,
      }[action.type];
      return keepTabs(state, keep, action.key);
    }
    case 'closeAll':
      return {
        ...keepTabs(state, () => false, HOME_TAB.routerKey),
        tag: HOME_TAB.routerKey,
        menuType: 'main',
      };
    case 'setMenuType':
      return { ...state, menuType: action.menuType };
    case 'setFirstMenu':
      return { ...state, firstMenu: action.id };
    case 'setSecondMenuVisible':
      return { ...state, secondMenuVisible: action.visible };
    case 'setChatMenu':
      return { ...state, chatMenu: action.key };
  }
}

const isRecord = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((x) => typeof x === 'string');

const isTab = (v: unknown): v is Tab => {
  const t = v as Tab;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof t.routerName === 'string' &&
    typeof t.routerKey === 'string' &&
    typeof t.name === 'string' &&
    isRecord(t.params) &&
    isRecord(t.query)
  );
};

/**
 * A remembered state made safe to use: unknown shapes fall back to defaults, tabs of routes the
 * table no longer has are dropped, and home is always the first tab.
 */
export function restoreMenuState(saved: unknown, routeExists: (name: string) => boolean): MenuState {
  if (typeof saved !== 'object' || saved === null) return DEFAULT_MENU_STATE;
  const s = saved as Partial<MenuState>;
  const tabs = (Array.isArray(s.tags) ? s.tags : []).filter(
    (t): t is Tab => isTab(t) && !t.stable && t.routerKey !== HOME_TAB.routerKey && routeExists(t.routerName),
  );
  const tags = [HOME_TAB, ...tabs];
  const open = new Set(tags.map((t) => t.routerKey));
  return {
    menuType: MENU_TYPES.includes(s.menuType as MenuType) ? (s.menuType as MenuType) : 'main',
    tags,
    tag: typeof s.tag === 'string' && open.has(s.tag) ? s.tag : DEFAULT_MENU_STATE.tag,
    breadcrumbs: Array.isArray(s.breadcrumbs) ? s.breadcrumbs.filter((b) => typeof b === 'string') : [],
    keepAlive: Array.isArray(s.keepAlive) ? s.keepAlive.filter((k) => open.has(k)) : [],
    firstMenu: typeof s.firstMenu === 'number' ? s.firstMenu : DEFAULT_MENU_STATE.firstMenu,
    secondMenuVisible: typeof s.secondMenuVisible === 'boolean' ? s.secondMenuVisible : true,
    chatMenu: typeof s.chatMenu === 'string' ? s.chatMenu : DEFAULT_MENU_STATE.chatMenu,
  };
}
