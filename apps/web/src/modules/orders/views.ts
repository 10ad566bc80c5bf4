import {
  MY_ORDER_TABS,
  ORDER_ACCESS,
  ORDER_DATA_CODES,
  ORDER_STATES,
  checkTransition,
  type OrderAction,
  type OrderRow,
  type OrderView,
} from '@fieldline/domain';
import type { OrderFilterState } from './filters';
import { ORDER_LISTS, ORDER_LIST_ROUTES, type OrderListRoute } from './paths';

export { ORDER_LIST_ROUTES, type OrderListRoute };

/** A filter control of the filter bar; `takeRange` is takeStart + takeEnd. */
export type FilterKey = Exclude<keyof OrderFilterState, 'takeStart' | 'takeEnd' | 'tab'> | 'takeRange';

/** What can be done to the selected rows at once. */
export type BulkAction =
  | 'assign'
  | 'archive'
  | 'unarchive'
  | 'delete'
  | 'restore'
  | 'export'
  | 'print'
  /** Add approvers to the selected orders (issue 22: examine/batch/addExamineUsers). */
  | 'approvers';
/** What a row offers besides opening the detail. */
export type RowAction =
  | 'assign'
  | 'receptionAccept'
  | 'markInvalid'
  | 'archive'
  | 'unarchive'
  | 'delete'
  | 'restore'
  | 'cc'
  | 'edit'
  | 'putInPool'
  | 'recall';

export interface OrderListConfig {
  route: OrderListRoute;
  path: string;
  /** The server's named list (GET /v2/order/list?view=). */
  view: OrderView;
  /** Code the page needs (the menu entry uses the same). */
  permission: string;
  /** Tabs above the list, kept in the URL as `tab`; the first is the default. */
  tabs?: readonly string[];
  filters: readonly FilterKey[];
  bulk: readonly BulkAction[];
  rows: readonly RowAction[];
  /** The page first asks which template (templateView). */
  byTemplate?: boolean;
}

const BASIC: FilterKey[] = ['keyword', 'templateId', 'priority', 'tagId', 'takeRange'];
const FULL: FilterKey[] = [
  'keyword',
  'customName',
  'customerId',
  'orderStateList',
  'servicePersonalId',
  'coordinationUserId',
  'serviceGroupId',
  'orderType',
  'templateId',
  'priority',
  'tagId',
  'takeRange',
  'orderExceed',
];
const SELECT: BulkAction[] = ['export', 'print'];

/** /allOrder tabs: the working orders, or the archive. */
export const ALL_ORDER_TABS = ['working', 'archived'] as const;

export const ORDER_LIST_CONFIGS: Record<OrderListRoute, OrderListConfig> = {
  allOrder: {
    route: 'allOrder',
    ...ORDER_LISTS.allOrder,
    view: 'all',
    tabs: ALL_ORDER_TABS,
    filters: FULL,
    bulk: ['assign', 'archive', 'unarchive', 'delete', ...SELECT],
    rows: ['edit', 'assign', 'putInPool', 'recall', 'cc', 'archive', 'unarchive', 'delete'],
  },
  myOrder: {
    route: 'myOrder',
    ...ORDER_LISTS.myOrder,
    view: 'my',
    tabs: MY_ORDER_TABS,
    filters: BASIC,
    bulk: SELECT,
    rows: [],
  },
  assignOrder: {
    route: 'assignOrder',
    ...ORDER_LISTS.assignOrder,
    view: 'assign',
    filters: [...BASIC, 'customName', 'customerId', 'orderType'],
    bulk: ['assign', ...SELECT],
    rows: ['assign', 'putInPool', 'recall', 'edit'],
  },
  acceptanceOrder: {
    route: 'acceptanceOrder',
    ...ORDER_LISTS.acceptanceOrder,
    view: 'acceptance',
    filters: [...BASIC, 'customName', 'customerId'],
    bulk: SELECT,
    rows: ['receptionAccept', 'markInvalid', 'edit'],
  },
  examineOrder: {
    route: 'examineOrder',
    ...ORDER_LISTS.examineOrder,
    view: 'examine',
    filters: [...BASIC, 'customName', 'servicePersonalId'],
    bulk: ['approvers', ...SELECT],
    rows: [],
  },
  sendMeOrder: {
    route: 'sendMeOrder',
    ...ORDER_LISTS.sendMeOrder,
    view: 'sendMe',
    filters: [...BASIC, 'orderStateList', 'servicePersonalId'],
    bulk: SELECT,
    rows: [],
  },
  dueOrder: {
    route: 'dueOrder',
    ...ORDER_LISTS.dueOrder,
    view: 'due',
    filters: [...BASIC, 'orderStateList', 'servicePersonalId', 'serviceGroupId'],
    bulk: ['assign', ...SELECT],
    rows: ['assign', 'cc'],
  },
  orderRubbish: {
    route: 'orderRubbish',
    ...ORDER_LISTS.orderRubbish,
    view: 'rubbish',
    filters: [...BASIC, 'orderStateList', 'customName'],
    bulk: ['restore'],
    rows: ['restore'],
  },
  teamworkOrder: {
    route: 'teamworkOrder',
    ...ORDER_LISTS.teamworkOrder,
    view: 'teamwork',
    filters: [...BASIC, 'orderStateList', 'servicePersonalId'],
    bulk: SELECT,
    rows: [],
  },
  templateView: {
    route: 'templateView',
    ...ORDER_LISTS.templateView,
    view: 'all',
    filters: FULL.filter((k) => k !== 'templateId'),
    bulk: ['assign', 'archive', 'unarchive', 'delete', ...SELECT],
    rows: ['edit', 'assign', 'cc', 'archive', 'unarchive', 'delete'],
    byTemplate: true,
  },
};

export const isOrderListRoute = (name: string | undefined): name is OrderListRoute =>
  ORDER_LIST_ROUTES.includes(name as OrderListRoute);

/** The tab shown: the URL's when it is one of the page's tabs, else the first. */
export function activeTab(config: OrderListConfig, tab: string | undefined): string | undefined {
  if (!config.tabs) return undefined;
  return tab && config.tabs.includes(tab) ? tab : config.tabs[0];
}

/** The server list behind a page and tab (the archive is a tab of /allOrder and /templateView). */
export function serverView(config: OrderListConfig, tab: string | undefined): OrderView {
  if (config.view === 'all' && activeTab(config, tab) === 'archived') return 'archived';
  return config.view;
}

/** Everything the list query sends for a page: view, its tab, and the filters it shows. */
export function listQuery(config: OrderListConfig, f: OrderFilterState) {
  const tab = activeTab(config, f.tab);
  const view = serverView(config, f.tab);
  const shown = new Set<string>(config.filters);
  const keep = <K extends keyof OrderFilterState>(key: K, filter: FilterKey = key as FilterKey) =>
    shown.has(filter) ? f[key] : undefined;
  return {
    view,
    tab: view === 'my' ? tab : undefined,
    keyword: keep('keyword'),
    customName: keep('customName'),
    customerId: keep('customerId'),
    servicePersonalId: keep('servicePersonalId'),
    coordinationUserId: keep('coordinationUserId'),
    serviceGroupId: keep('serviceGroupId'),
    orderStateList: keep('orderStateList')?.join(','),
    takeStart: keep('takeStart', 'takeRange'),
    takeEnd: keep('takeEnd', 'takeRange'),
    orderType: keep('orderType'),
    templateId: config.byTemplate ? f.templateId : keep('templateId'),
    priority: keep('priority'),
    tagId: keep('tagId'),
    orderExceed: keep('orderExceed') ? '1' : undefined,
  };
}
export type OrderListQueryParams = ReturnType<typeof listQuery>;

/** Who is looking, as far as the list's buttons go. */
export interface ListCaller {
  can(code: string): boolean;
  admin: boolean;
}

const NO_TEMPLATE_OPTIONS = { allowRefuse: false, completionApproval: false };
/** Whether the transitions table lets `action` run on the row now (the server decides in the end). */
export function transitionOpen(action: OrderAction, row: OrderRow, deleted = row.deleted) {
  return checkTransition(action, { ...row, deleted }, NO_TEMPLATE_OPTIONS).ok;
}

const CLOSED_STATES: number[] = [ORDER_STATES.completed, ORDER_STATES.cancelled];

/** The row buttons a caller gets on one row of a page. */
export function rowActions(config: OrderListConfig, row: OrderRow, caller: ListCaller): RowAction[] {
  const deleted = row.deleted || config.view === 'rubbish';
  return config.rows.filter((action) => {
    switch (action) {
      case 'assign':
      case 'putInPool':
      case 'recall':
        return caller.can(ORDER_ACCESS.dispatch) && transitionOpen(action, row, deleted);
      case 'receptionAccept':
      case 'markInvalid':
        return caller.can(ORDER_ACCESS.reception) && transitionOpen(action, row, deleted);
      case 'archive':
        return !deleted && !row.archived && caller.can(ORDER_ACCESS.archive);
      case 'unarchive':
        return !deleted && row.archived && caller.can(ORDER_ACCESS.archive);
      case 'delete':
        return !deleted && caller.can(ORDER_ACCESS.delete);
      case 'restore':
        return deleted && caller.can(ORDER_ACCESS.recycleBin);
      case 'cc':
        return !deleted && caller.can(ORDER_ACCESS.view);
      case 'edit':
        return (
          !deleted && !row.archived && !CLOSED_STATES.includes(row.state) && caller.can(ORDER_ACCESS.edit)
        );
    }
  });
}

/** Batch work on several orders needs data permission 120; batch archiving, an administrator. */
export function canBatch(action: BulkAction, caller: ListCaller) {
  if (action === 'archive' || action === 'unarchive') return caller.admin;
  if (action === 'export' || action === 'print' || action === 'approvers') return true;
  return caller.admin || caller.can(ORDER_DATA_CODES.batch);
}

const BULK_CODES: Record<BulkAction, string> = {
  assign: ORDER_ACCESS.dispatch,
  archive: ORDER_ACCESS.archive,
  unarchive: ORDER_ACCESS.archive,
  delete: ORDER_ACCESS.delete,
  restore: ORDER_ACCESS.recycleBin,
  export: ORDER_ACCESS.export,
  print: ORDER_ACCESS.view,
  approvers: ORDER_ACCESS.approve,
};

/**
 * The toolbar buttons for the selection: the page's, that the caller holds the code of, that fit the
 * tab (archive on working orders, unarchive in the archive), and for more than one order only those
 * the caller may run as a batch.
 */
export function bulkActions(
  config: OrderListConfig,
  caller: ListCaller,
  selected: number,
  tab: string | undefined,
  options: { printAvailable: boolean },
): BulkAction[] {
  const archived = serverView(config, tab) === 'archived';
  return config.bulk.filter((action) => {
    if (!caller.can(BULK_CODES[action])) return false;
    if (action === 'print' && !options.printAvailable) return false;
    if (action === 'archive' && archived) return false;
    if (action === 'unarchive' && !archived) return false;
    if (action === 'assign' && archived) return false;
    return selected <= 1 || canBatch(action, caller);
  });
}
