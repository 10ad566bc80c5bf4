import { z } from 'zod';
import {
  MY_ORDER_TABS,
  ORDER_PRIORITIES,
  ORDER_STATE_LIST,
  ORDER_TYPES,
  type MyOrderTab,
  type OrderPriority,
  type OrderState,
  type OrderType,
} from '@fieldline/domain';
import { defineList, filterParams, readFilters } from '../../components/DataTable/list-state';

/**
 * The filters of the order lists as they sit in the URL, under the spec's /allOrder query names
 * (spec-shell "Orders"): keyword, servicePersonalId (alias take_user_id), orderStateList (alias
 * states), takeStart, takeEnd, orderType, coordinationUserId, tab, customName, customerId,
 * orderExceed, serviceGroupId; plus templateId, priority and tagId. The page, size and saved scheme
 * sit beside them in the list state (components/DataTable/list-state.ts).
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

const TEXT_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const id = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .optional();
const text = z.string().transform((v) => v.trim().slice(0, TEXT_MAX) || undefined);
const day = z
  .string()
  .regex(DAY)
  .refine((v) => !Number.isNaN(Date.parse(v)))
  .optional();
/** States in any order, unknown ones left out: `3,1,x` reads as [1, 3]. */
const states = z.string().transform((v) => {
  const list = [...new Set(v.split(',').map((s) => Number(s.trim())))].filter((n): n is OrderState =>
    ORDER_STATE_LIST.includes(n as OrderState),
  );
  return list.length ? list.sort((a, b) => a - b) : undefined;
});
const oneOf = <T extends number>(allowed: readonly T[]) =>
  z.coerce
    .number()
    .refine((n): n is T => allowed.includes(n as T))
    .transform((n) => n as T)
    .optional();

/**
 * The order lists' URL (web only: the server reads the list through the domain's orderFilterSchema,
 * which refuses what this drops). Keys in the order they are written; the spec's second names
 * take_user_id and states are read too.
 */
export const ORDER_LIST = defineList({
  filters: z.object({
    tab: text,
    keyword: text,
    customName: text,
    customerId: id,
    servicePersonalId: id,
    coordinationUserId: id,
    serviceGroupId: id,
    orderStateList: states,
    takeStart: day,
    takeEnd: day,
    orderType: oneOf(Object.values(ORDER_TYPES)),
    priority: oneOf(Object.values(ORDER_PRIORITIES)),
    templateId: id,
    tagId: id,
    orderExceed: z
      .literal('1')
      .transform(() => true)
      .optional(),
  }),
  aliases: { take_user_id: 'servicePersonalId', states: 'orderStateList' },
});

/** Reads the filters from the URL; anything malformed is left out rather than sent. */
export const filtersFromParams = (params: URLSearchParams): OrderFilterState =>
  readFilters(ORDER_LIST, params);

/** The filters as URL parameters (canonical names, nothing empty), in a stable order. */
export const filtersToParams = (f: OrderFilterState): Record<string, string> =>
  Object.fromEntries(filterParams(ORDER_LIST.filters, f));

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
