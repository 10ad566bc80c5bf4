import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes';
import { registerRoutes } from '../route-table';
import {
  allowedMenuTypes,
  allowedResourceKeys,
  filterMenus,
  menuPathTo,
  menuRouteName,
  shownMenuTypes,
  toMenuEntries,
  type MenuEntry,
} from './filter';
import type { MenuItem } from './types';

const item = (over: Partial<MenuItem> & Pick<MenuItem, 'id'>): MenuItem => ({
  parent_id: null,
  resource_name: '',
  inner_obj_id: null,
  routerName: null,
  name: `item ${over.id}`,
  icon: null,
  meta: { isDisabled: false },
  children: [],
  ...over,
});

const ALL_POWERS = [{ code: 'set_manage' }, { code: 'chart_manage' }, { code: '11101' }, { code: '11107' }];
const names = (items: MenuItem[]): unknown[] =>
  items.map((i) =>
    i.children.length ? [i.resource_name || i.name, names(i.children)] : i.resource_name || i.name,
  );

const tree: MenuItem[] = [
  item({
    id: 1,
    resource_name: 'order_manage',
    children: [
      item({ id: 11, parent_id: 1, resource_name: 'allOrder', routerName: 'allOrder' }),
      item({ id: 12, parent_id: 1, resource_name: 'orderRubbish', routerName: 'orderRubbish' }),
      item({ id: 13, parent_id: 1, name: 'Custom board' }),
    ],
  }),
  item({ id: 2, resource_name: 'customer_manage' }),
  item({
    id: 8,
    resource_name: 'set_manage',
    children: [
      item({
        id: 81,
        parent_id: 8,
        resource_name: 'organizationalStructure',
        routerName: 'organizationalStructure',
      }),
      item({ id: 82, parent_id: 8, resource_name: 'serviceGroup', routerName: 'serviceGroup' }),
    ],
  }),
  item({ id: 9, resource_name: 'chart_manage', children: [item({ id: 91, parent_id: 9, name: 'Report' })] }),
];

describe('menu filtering (spec-shell §6)', () => {
  it('shows only items whose key is allowed, children filtered the same way', () => {
    const allowed = ['order_manage', 'allOrder', 'set_manage', 'serviceGroup', 'chart_manage'];
    expect(names(filterMenus(tree, allowed, ALL_POWERS))).toEqual([
      ['order_manage', ['allOrder', 'Custom board']],
      ['set_manage', ['serviceGroup']],
      ['chart_manage', ['Report']],
    ]);
  });

  it('always shows items with an empty key', () => {
    expect(names(filterMenus(tree, [], ALL_POWERS))).toEqual([]);
    const loose = [item({ id: 5, name: 'Loose', children: [item({ id: 51, name: 'Inner' })] })];
    expect(names(filterMenus(loose, [], []))).toEqual([['Loose', ['Inner']]]);
  });

  it('hides the settings menu without set_manage and the chart menu without chart_manage', () => {
    const allowed = allowedResourceKeys(tree);
    const top = (powers: { code: string }[]) =>
      filterMenus(tree, allowed, powers).map((i) => i.resource_name);
    expect(top([{ code: 'chart_manage' }])).toEqual(['order_manage', 'customer_manage', 'chart_manage']);
    expect(top([{ code: 'set_manage' }])).toEqual(['order_manage', 'customer_manage', 'set_manage']);
  });

  it('does not count resources with an inner_obj_id as allowed', () => {
    const resources = [
      item({ id: 1, resource_name: 'order_manage' }),
      item({ id: 2, resource_name: 'customer_manage', inner_obj_id: 7 }),
      item({
        id: 3,
        resource_name: 'stock_manage',
        children: [item({ id: 31, resource_name: 'spareList', inner_obj_id: 2 })],
      }),
    ];
    expect([...allowedResourceKeys(resources)].sort()).toEqual(['order_manage', 'stock_manage']);
  });

  it('is idempotent: filtering its own answer again changes nothing', () => {
    const once = filterMenus(tree, allowedResourceKeys(tree), ALL_POWERS);
    expect(filterMenus(once, allowedResourceKeys(once), ALL_POWERS)).toEqual(once);
    expect(once).toEqual(tree);
  });

  it('offers the chart and setting menu types only with their powers', () => {
    expect(allowedMenuTypes([])).toEqual(['main']);
    expect(allowedMenuTypes([{ code: 'chart_manage' }])).toEqual(['main', 'chart']);
    expect(allowedMenuTypes(ALL_POWERS)).toEqual(['main', 'chart', 'setting']);
  });
});

describe('menu items and the route table', () => {
  // main.tsx registers the app's route table before anything renders; so does this test.
  beforeAll(() => registerRoutes(ROUTES));

  it('maps routerName to a route and custom entries to custom_<parentId>_<id>', () => {
    expect(menuRouteName({ id: 11, parent_id: 1, routerName: 'allOrder' })).toBe('allOrder');
    expect(menuRouteName({ id: 13, parent_id: 1, routerName: null })).toBe('custom_1_13');
  });

  it('shows only leaves whose route exists and is allowed, and groups with something in them', () => {
    const entries = toMenuEntries(tree, ALL_POWERS);
    expect(entries.map((e) => [e.id, e.children.map((c) => [c.routeName, c.path])])).toEqual([
      [
        8,
        [
          ['organizationalStructure', '/organizationalStructure'],
          ['serviceGroup', '/serviceGroup'],
        ],
      ],
    ]);
    const noTeams = toMenuEntries(tree, [{ code: '11101' }]);
    expect(noTeams[0]!.children.map((c) => c.routeName)).toEqual(['organizationalStructure']);
  });

  it('finds the path of entries leading to a route', () => {
    const entries = toMenuEntries(tree, ALL_POWERS);
    expect(menuPathTo(entries, 'serviceGroup').map((e) => e.id)).toEqual([8, 82]);
    expect(menuPathTo(entries, 'nowhere')).toEqual([]);
  });
});

describe('menu types shown as tabs', () => {
  const entry: MenuEntry = { id: 1, item: item({ id: 1 }), disabled: false, children: [] };
  it('hides a menu type whose menus hold no entry (its tab would hold only Home), never main', () => {
    const loaded = { main: [], chart: [], setting: [entry] };
    expect(shownMenuTypes(['main', 'chart', 'setting'], (type) => loaded[type], 'chart')).toEqual([
      'main',
      'setting',
    ]);
  });

  it('shows a type still loading only when it is the chosen one, so a remembered choice stays', () => {
    expect(shownMenuTypes(['main', 'chart', 'setting'], () => undefined, 'setting')).toEqual([
      'main',
      'setting',
    ]);
  });
});
