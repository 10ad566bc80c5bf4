import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MENU_STATE,
  HOME_TAB,
  menuReducer,
  restoreMenuState,
  tabPath,
  type MenuAction,
  type MenuState,
  type Tab,
} from './state';

const tab = (key: string, query: Record<string, string> = {}): Tab => ({
  routerName: key.slice(1),
  routerKey: key,
  name: `routes.${key.slice(1)}`,
  params: {},
  query,
});
const open = (t: Tab, keepAlive = false): MenuAction => ({
  type: 'open',
  tab: t,
  keepAlive,
  breadcrumbs: [t.name],
});
const run = (...actions: MenuAction[]) => actions.reduce(menuReducer, DEFAULT_MENU_STATE);
const keys = (s: MenuState) => s.tags.map((t) => t.routerKey);

/** Home, then A, B, C, D opened in order; D active; A and C kept alive. */
const fourOpen = () =>
  run(open(HOME_TAB, true), open(tab('/a'), true), open(tab('/b')), open(tab('/c'), true), open(tab('/d')));

describe('tabs (spec-shell §4 "Menu and tabs")', () => {
  it('starts with the fixed home tab and the spec defaults', () => {
    expect(DEFAULT_MENU_STATE).toMatchObject({ menuType: 'main', tag: '-1', firstMenu: 1, chatMenu: '0-0' });
    expect(keys(DEFAULT_MENU_STATE)).toEqual(['/guideOne']);
    expect(DEFAULT_MENU_STATE.tags[0]!.stable).toBe(true);
  });

  it('adds a tab per opened route, makes it active and sets the breadcrumb', () => {
    const s = fourOpen();
    expect(keys(s)).toEqual(['/guideOne', '/a', '/b', '/c', '/d']);
    expect(s.tag).toBe('/d');
    expect(s.breadcrumbs).toEqual(['routes.d']);
    expect(s.keepAlive).toEqual(['/guideOne', '/a', '/c']);
  });

  it('replaces a tab with the same key in place, with its new query', () => {
    const s = menuReducer(fourOpen(), open(tab('/b', { keyword: 'x' })));
    expect(keys(s)).toEqual(['/guideOne', '/a', '/b', '/c', '/d']);
    expect(s.tags[2]!.query).toEqual({ keyword: 'x' });
    expect(s.tag).toBe('/b');
    expect(tabPath(s.tags[2]!)).toBe('/b?keyword=x');
  });

  it('keeps home fixed when it is opened again', () => {
    const s = menuReducer(fourOpen(), open({ ...HOME_TAB, stable: false }, true));
    expect(s.tags[0]!.stable).toBe(true);
    expect(s.tag).toBe('/guideOne');
    expect(menuReducer(s, { type: 'close', key: '/guideOne' })).toBe(s);
  });

  it('closes one tab; closing the active one activates its right, else its left neighbour', () => {
    const s = fourOpen();
    const b = menuReducer(s, { type: 'close', key: '/b' });
    expect(keys(b)).toEqual(['/guideOne', '/a', '/c', '/d']);
    expect(b.tag).toBe('/d');
    const d = menuReducer(s, { type: 'close', key: '/d' });
    expect(d.tag).toBe('/c');
    const mid = menuReducer(menuReducer(s, open(tab('/b'))), { type: 'close', key: '/b' });
    expect(mid.tag).toBe('/c');
  });

  it('drops a closed tab from the keep-alive list', () => {
    expect(menuReducer(fourOpen(), { type: 'close', key: '/a' }).keepAlive).toEqual(['/guideOne', '/c']);
  });

  it('closes the tabs left of one, never home', () => {
    const s = menuReducer(fourOpen(), { type: 'closeLeft', key: '/c' });
    expect(keys(s)).toEqual(['/guideOne', '/c', '/d']);
    expect(s.tag).toBe('/d');
    expect(s.keepAlive).toEqual(['/guideOne', '/c']);
  });

  it('closes the tabs right of one, moving to it when the active tab closed', () => {
    const s = menuReducer(fourOpen(), { type: 'closeRight', key: '/b' });
    expect(keys(s)).toEqual(['/guideOne', '/a', '/b']);
    expect(s.tag).toBe('/b');
  });

  it('closes all other tabs but home', () => {
    const s = menuReducer(fourOpen(), { type: 'closeOthers', key: '/b' });
    expect(keys(s)).toEqual(['/guideOne', '/b']);
    expect(s.tag).toBe('/b');
    expect(s.keepAlive).toEqual(['/guideOne']);
  });

  it('closes all: back to home and the main menu', () => {
    const s = run(
      ...fourOpen().tags.map((t) => open(t)),
      { type: 'setMenuType', menuType: 'setting' },
      { type: 'closeAll' },
    );
    expect(keys(s)).toEqual(['/guideOne']);
    expect(s.tag).toBe('/guideOne');
    expect(s.menuType).toBe('main');
  });

  it('answers the same state when nothing closes', () => {
    const s = fourOpen();
    expect(menuReducer(s, { type: 'closeLeft', key: '/guideOne' })).toBe(s);
    expect(menuReducer(s, { type: 'closeRight', key: '/d' })).toBe(s);
    expect(menuReducer(s, { type: 'close', key: '/nowhere' })).toBe(s);
  });

  it('remembers menu type, first menu, second-menu visibility and chat menu', () => {
    const s = run(
      { type: 'setMenuType', menuType: 'chart' },
      { type: 'setFirstMenu', id: 8 },
      { type: 'setSecondMenuVisible', visible: false },
      { type: 'setChatMenu', key: '1-2' },
    );
    expect(s).toMatchObject({ menuType: 'chart', firstMenu: 8, secondMenuVisible: false, chatMenu: '1-2' });
  });
});

describe('restoring the remembered menu state', () => {
  const exists = (name: string) => ['guideOne', 'a', 'b'].includes(name);

  it('round-trips a saved state', () => {
    const s = run(open(HOME_TAB, true), open(tab('/a'), true), open(tab('/b')));
    expect(restoreMenuState(JSON.parse(JSON.stringify(s)), exists)).toEqual(s);
  });

  it('drops tabs of routes that no longer exist and anything malformed', () => {
    const s = restoreMenuState(
      {
        menuType: 'nope',
        tags: [tab('/a'), tab('/gone'), { routerKey: 1 }],
        tag: '/gone',
        keepAlive: ['/a', '/gone'],
      },
      exists,
    );
    expect(keys(s)).toEqual(['/guideOne', '/a']);
    expect(s).toMatchObject({ menuType: 'main', tag: '-1', keepAlive: ['/a'], firstMenu: 1 });
    expect(restoreMenuState(null, exists)).toEqual(DEFAULT_MENU_STATE);
  });
});
