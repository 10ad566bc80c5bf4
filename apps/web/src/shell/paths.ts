import type { ComponentType, LazyExoticComponent } from 'react';
import type { zh_CN } from '../locales';

export type RouteNameKey = `routes.${keyof (typeof zh_CN)['routes']}`;
/** The eight top-level menu groups (spec-shell §6), by resource name. */
export type MenuGroupKey = keyof (typeof zh_CN)['menus'];

/**
 * One entry of the route table: every page the app has, and how the shell treats it. Each module
 * declares its own in its `routes.ts`; `src/routes.ts` concatenates them and hands them to the shell
 * (`registerRoutes`), so nothing in shell/ imports a module's routes.
 */
export interface AppRoute {
  /**
   * The route name: what a server menu item's `routerName` and a tab's `routerName` refer to. Custom
   * menu entries use `custom_<parentId>_<id>`.
   */
  name: string;
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Translation key of the page's name (title, breadcrumb, tab). */
  nameKey: RouteNameKey;
  /** Permission code the user needs (spec-shell §6); none means any signed-in user. */
  permission?: string;
  /** Keep-alive eligible: the page stays mounted (filters, scroll, input) while its tab is open. */
  keepAlive?: boolean;
  /** The top-level menu group the page belongs to (breadcrumb). */
  menuKey?: MenuGroupKey;
  /** Reachable without a session (spec-shell §4 step 7). */
  exempt?: boolean;
  /** Rendered inside the signed-in frame (top bar, side menu); otherwise a page of its own. */
  layout: boolean;
  /**
   * Built without antd (the sign-in page: plain React and a small stylesheet), so it renders outside
   * antd's providers and loads no antd (shell/router.tsx). Only a page the router starts with may be.
   */
  plain?: boolean;
}

/** The shell's own paths: home, sign-in and the error pages the gate sends to. */
export const PATHS = {
  home: '/guideOne',
  personal: '/personIndex',
  navigation: '/navigation',
  login: '/login',
  register: '/register',
  passwordForget: '/passwordForget',
  passwordSet: '/passwordset',
  notFound: '/Error404',
  noRole: '/errorRole',
  overdue: '/errorOverdue',
  forbidden: '/error403',
  noPermission: '/detailError',
} as const;

export const isAppRoute = (value: unknown): value is AppRoute =>
  typeof value === 'object' && value !== null && 'nameKey' in value && 'page' in value;
