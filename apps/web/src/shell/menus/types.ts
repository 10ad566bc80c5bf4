/** Menu types of the top bar (spec-shell §4): main is the default. */
export const MENU_TYPES = ['main', 'chart', 'setting'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** One entry of GET /api/menu/resources (spec-shell §3 "Menu resource"). */
export interface MenuItem {
  id: number;
  parent_id: number | null;
  resource_name: string;
  inner_obj_id: number | null;
  routerName: string | null;
  name: string;
  icon: string | null;
  meta: { isDisabled: boolean };
  children: MenuItem[];
}

export interface MenuResponse {
  menuType: MenuType;
  items: MenuItem[];
}
