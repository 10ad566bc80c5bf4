import {
  MY_ORDER_TABS,
  ORDER_PRIORITIES,
  ORDER_STATE_LIST,
  ORDER_TYPES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  type MyOrderTab,
  type OrderPriority,
  type OrderState,
  type OrderType,
} from '@fieldline/domain';

/**
 * The filters of the order lists as they sit in the URL, under the spec's /allOrder query names
 * (spec-shell "Orders"): keyword, servicePersonalId (alias take_user_id), orderStateList (alias
 * states), takeStart, takeEnd, orderType, coordinationUserId, tab, customName, customerId,
 * orderExceed, serviceGroupId; plus templateId, priority and tagId, and the page.
 */
export interface OrderFilterState {
  keyword?: string;
  servicePersonalId?: number;
  orderStateList?: OrderState[];
  takeStart?: string;
  takeEnd?: string;
  orderType?: OrderType;
  coordinationUserId?: number;
  tab?: string;
  customName?: string;
  customerId?: number;
  orderExceed?: boolean;
  serviceGroupId?: number;
  templateId?: number;
  priority?: OrderPriority;
  tagId?: number;
}

export interface OrderPaging {
  pageIndex: number;
  pageSize: number;
}

/** The filter keys that are ids (positive integers) in the URL. */
const ID_KEYS = [
  'servicePersonalId',
  'coordinationUserId',
  'customerId',
  'serviceGroupId',
  'templateId',
  'tagId',
] as const;
const TEXT_KEYS = ['keyword', 'customName', 'tab'] as const;
const TEXT_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (v: string | null) => {
  if (!v || !/^\d{1,15}$/.test(v)) return undefined;
  const n = Number(v);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
};
const day = (v: string | null) => (v && DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined);
const text = (v: string | null) => {
  const trimmed = v?.trim().slice(0, TEXT_MAX);
  return trimmed ? trimmed : undefined;
};
const states = (v: string | null): OrderState[] | undefined => {
  if (!v) return undefined;
  const list = [...new Set(v.split(',').map((s) => Number(s.trim())))].filter((n): n is OrderState =>
    ORDER_STATE_LIST.includes(n as OrderState),
  );
  return list.length ? list.sort((a, b) => a - b) : undefined;
};
const oneOf = <T extends number>(v: string | null, allowed: readonly T[]) => {
  const n = Number(v);
  return v && allowed.includes(n as T) ? (n as T) : undefined;
};

/** Reads the filters from the URL; anything malformed is left out rather than sent. */
export function filtersFromParams(params: URLSearchParams): OrderFilterState {
  const f: OrderFilterState = {};
  for (const key of TEXT_KEYS) {
    const value = text(params.get(key));
    if (value) f[key] = value;
  }
  for (const key of ID_KEYS) {
    const value = positiveInt(params.get(key));
    if (value) f[key] = value;
  }
  // The spec names the server filter twice (servicePersonalId, take_user_id) and the states twice.
  const server = f.servicePersonalId ?? positiveInt(params.get('take_user_id'));
  if (server) f.servicePersonalId = server;
  const stateList = states(params.get('orderStateList')) ?? states(params.get('states'));
  if (stateList) f.orderStateList = stateList;
  const takeStart = day(params.get('takeStart'));
  const takeEnd = day(params.get('takeEnd'));
  if (takeStart) f.takeStart = takeStart;
  if (takeEnd) f.takeEnd = takeEnd;
  const orderType = oneOf(params.get('orderType'), Object.values(ORDER_TYPES));
  if (orderType) f.orderType = orderType;
  const priority = oneOf(params.get('priority'), Object.values(ORDER_PRIORITIES));
  if (priority) f.priority = priority;
  if (params.get('orderExceed') === '1') f.orderExceed = true;
  return f;
}

/** The filters as URL parameters (canonical names, nothing empty), in a stable order. */
export function filtersToParams(f: OrderFilterState): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') out[key] = String(value);
  };
  put('tab', f.tab);
  put('keyword', f.keyword);
  put('customName', f.customName);
  put('customerId', f.customerId);
  put('servicePersonalId', f.servicePersonalId);
  put('coordinationUserId', f.coordinationUserId);
  put('serviceGroupId', f.serviceGroupId);
  put('orderStateList', f.orderStateList?.length ? f.orderStateList.join(',') : undefined);
  put('takeStart', f.takeStart);
  put('takeEnd', f.takeEnd);
  put('orderType', f.orderType);
  put('priority', f.priority);
  put('templateId', f.templateId);
  put('tagId', f.tagId);
  if (f.orderExceed) out.orderExceed = '1';
  return out;
}

/** The page in the URL: zero-based pageIndex and pageSize (spec-shell §9 default 10). */
export function pagingFromParams(params: URLSearchParams, sizes: readonly number[]): OrderPaging {
  const size = positiveInt(params.get('pageSize'));
  const pageSize = size && size <= PAGE_SIZE_MAX && sizes.includes(size) ? size : PAGE_SIZE_DEFAULT;
  const index = Number(params.get('pageIndex'));
  const pageIndex = Number.isSafeInteger(index) && index > 0 ? index : 0;
  return { pageIndex, pageSize };
}

/** The whole URL of a list: filters, then the page when it is not the first / default size. */
export function listParams(f: OrderFilterState, paging?: Partial<OrderPaging>): Record<string, string> {
  const out = filtersToParams(f);
  if (paging?.pageIndex) out.pageIndex = String(paging.pageIndex);
  if (paging?.pageSize && paging.pageSize !== PAGE_SIZE_DEFAULT) out.pageSize = String(paging.pageSize);
  return out;
}

/** Whether the URL carries any filter (a saved default scheme applies only when it carries none). */
export const hasFilters = (f: OrderFilterState, ignore: readonly (keyof OrderFilterState)[] = ['tab']) =>
  Object.keys(f).some((k) => !ignore.includes(k as keyof OrderFilterState));

export const isMyOrderTab = (tab: string | undefined): tab is MyOrderTab =>
  MY_ORDER_TABS.includes(tab as MyOrderTab);

/** Filters that a saved scheme keeps: plain URL values (the scheme stores them as they are). */
export function planFilters(f: OrderFilterState): Record<string, string> {
  const out = filtersToParams(f);
  delete out.tab;
  return out;
}

/** A saved scheme's filters read back through the same URL rules (unknown keys are dropped). */
export function filtersOfPlan(saved: Record<string, unknown>): OrderFilterState {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(saved)) {
    if (Array.isArray(value)) params.set(key, value.join(','));
    else if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const f = filtersFromParams(params);
  delete f.tab;
  return f;
}
