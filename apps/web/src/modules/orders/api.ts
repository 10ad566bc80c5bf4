import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerDetail,
  EquipmentRow,
  OrderCandidate,
  OrderPersonPart,
  OrderRow,
  OrderState,
  Page,
  PageQuery,
  SearchPlan,
  SearchPlanPage,
  ServiceItemRow,
  orderAssignSchema,
  orderCreateSchema,
  orderEditSchema,
  searchPlanSaveSchema,
  serviceLineSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, isCancel, post, put, type CancelResult } from '../../shell/request';
import type { OrderListQueryParams } from './views';

/** Query keys: every order query starts with ORDERS_KEY, so one invalidation refreshes the lists. */
export const ORDERS_KEY = 'orders';
export const orderListKey = (query: object) => [ORDERS_KEY, 'list', query] as const;
export const orderCountKey = (query: object) => [ORDERS_KEY, 'count', query] as const;
export const searchPlansKey = (page: SearchPlanPage) => [ORDERS_KEY, 'plans', page] as const;
/** The menu badges (shell/badges.ts) are cached under this key. */
const BADGES_KEY = ['badges'];

/* ---------- lists and counts ---------- */

export const fetchOrders = (query: OrderListQueryParams & PageQuery) =>
  get<Page<OrderRow>>('/v2/order/list', { ...query });
export const fetchOrderCount = (query: Partial<OrderListQueryParams>, silent = false) =>
  get<number>('/v2/order/getOrderListCount', { ...query }, { silent });

/** One page of a named list, the previous page kept on screen while the next loads. */
export function useOrderPage(query: OrderListQueryParams & PageQuery, enabled = true) {
  return useQuery({
    queryKey: orderListKey(query),
    queryFn: () => fetchOrders(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many orders a list with these filters holds (tab counts). */
export function useOrderCount(query: Partial<OrderListQueryParams>, enabled = true) {
  return useQuery({
    queryKey: orderCountKey(query),
    queryFn: () => fetchOrderCount(query, true),
    enabled,
  });
}

/* ---------- create and edit ---------- */

export type ServiceLineValue = Body<typeof serviceLineSchema>;
/** POST /v2/order/create (orderCreateSchema); dates as ISO instants. */
export type OrderCreateBody = Body<typeof orderCreateSchema>;
export interface OrderCreated {
  id: number;
  orderNo: string;
  state: OrderState;
  /** 'appointmentPast': the appointment is earlier than now, so the order may time out. */
  warnings: string[];
}
/** PUT /v2/order/edit (orderEditSchema): any subset of the editable fields. */
export type OrderEditBody = Body<typeof orderEditSchema>;

/** `fieldErrors`: the form's fields (custom fields included) it shows refusals on itself. */
export const createOrder = (body: OrderCreateBody, fieldErrors: readonly string[]) =>
  post<OrderCreated>('/v2/order/create', { ...body }, { fieldErrors });
export const editOrder = (body: OrderEditBody, fieldErrors: readonly string[]) =>
  put<{ id: number; changed: string[] }>('/v2/order/edit', { ...body }, { fieldErrors });

/* ---------- list actions ---------- */

export type AssignBody = Body<typeof orderAssignSchema>;
export const ASSIGN_FIELDS = ['serverUserId', 'collaboratorIds', 'note'] as const;
export const assignOrders = (body: AssignBody) =>
  post<unknown>('/v2/order/assign', { ...body }, { fieldErrors: ASSIGN_FIELDS });
export const receptionAccept = (orderId: number, note?: string) =>
  post<unknown>('/v2/order/acceptance/accept', { orderId, note: note || null });
export const markInvalid = (orderId: number, note?: string) =>
  post<unknown>('/v2/order/acceptance/invalid', { orderId, note: note || null });
export const archiveOrders = (ids: number[], archived: boolean) =>
  put<{ count: number }>('/v2/order/archive', { ids, archived });
export const deleteOrders = (ids: number[]) =>
  del<{ count: number }>('/v2/order/delete', { ids: ids.join(',') });
export const restoreOrders = (ids: number[]) => put<{ count: number }>('/v2/order/restore', { ids });
export const CC_FIELDS = ['userIds'] as const;
export const ccOrder = (orderId: number, userIds: number[]) =>
  post<unknown>('/v2/order/cc', { orderId, userIds }, { fieldErrors: CC_FIELDS });
// A refusal of the ids (over 50) is shown as a message; the file name's beside its field.
export const EXPORT_FIELDS = ['fileName'] as const;
/** Queues an .xlsx of the chosen orders (≤ 50) in the download centre. */
export const exportOrders = (ids: number[], fileName: string) =>
  post<{ id: number }>('/v2/order/export', { ids, fileName }, { fieldErrors: EXPORT_FIELDS });

/**
 * A mutation whose success refreshes every order list and the menu badges. It resolves with the
 * call's data, or undefined when the call was cancelled as a duplicate click.
 */
function useOrderMutation<V, T>(call: (vars: V) => Promise<T | CancelResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      const result = await call(vars);
      return isCancel(result) ? undefined : result;
    },
    onSuccess: (result) => {
      if (result === undefined) return;
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      void queryClient.invalidateQueries({ queryKey: BADGES_KEY });
    },
  });
}

export const useCreateOrder = () =>
  useOrderMutation((v: { body: OrderCreateBody; fields: readonly string[] }) =>
    createOrder(v.body, v.fields),
  );
export const useEditOrder = () =>
  useOrderMutation((v: { body: OrderEditBody; fields: readonly string[] }) => editOrder(v.body, v.fields));
export const useAssignOrders = () => useOrderMutation(assignOrders);
export const useReceptionAccept = () =>
  useOrderMutation((v: { orderId: number; note?: string }) => receptionAccept(v.orderId, v.note));
export const useMarkInvalid = () =>
  useOrderMutation((v: { orderId: number; note?: string }) => markInvalid(v.orderId, v.note));
/** The open pool from a list (the dispatcher's row actions). */
export const usePutInPool = () =>
  useOrderMutation((v: { orderId: number; note?: string }) =>
    post<unknown>('/v2/order/pool/put', { orderIds: [v.orderId], note: v.note }),
  );
export const useRecallFromPool = () =>
  useOrderMutation((v: { orderId: number; note?: string }) =>
    post<unknown>('/v2/order/pool/recall', { orderId: v.orderId, note: v.note }),
  );
export const useArchiveOrders = () =>
  useOrderMutation((v: { ids: number[]; archived: boolean }) => archiveOrders(v.ids, v.archived));
export const useDeleteOrders = () => useOrderMutation(deleteOrders);
export const useRestoreOrders = () => useOrderMutation(restoreOrders);
export const useCcOrder = () =>
  useOrderMutation((v: { orderId: number; userIds: number[] }) => ccOrder(v.orderId, v.userIds));
/** Queues an .xlsx of every order the list's filters match (the list's query) in the download centre. */
export const exportAllOrders = (query: Partial<OrderListQueryParams>, fileName: string) =>
  post<{ id: number }>('/v2/order/exportAll', { fileName }, { params: query, fieldErrors: EXPORT_FIELDS });
export const useExportOrders = () =>
  useOrderMutation((v: { ids: number[]; fileName: string }) => exportOrders(v.ids, v.fileName));

/* ---------- saved filter schemes (search/plan) ---------- */

export const SEARCH_PLAN_FIELDS = ['name'] as const;
export const fetchSearchPlans = (page: SearchPlanPage) => get<SearchPlan[]>('/v2/search/plan/list', { page });
export type SearchPlanBody = Body<typeof searchPlanSaveSchema>;
export const saveSearchPlan = (body: SearchPlanBody) =>
  post<{ id: number }>('/v2/search/plan/save', { ...body }, { fieldErrors: SEARCH_PLAN_FIELDS });
export const deleteSearchPlan = (id: number) => del<null>('/v2/search/plan/delete', { id });
export const setDefaultSearchPlan = (id: number) => put<null>('/v2/search/plan/setDefault', { id });

export function useSearchPlans(page: SearchPlanPage) {
  return useQuery({ queryKey: searchPlansKey(page), queryFn: () => fetchSearchPlans(page) });
}
function usePlanMutation<V, T>(page: SearchPlanPage, call: (vars: V) => Promise<T | CancelResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      const result = await call(vars);
      return isCancel(result) ? undefined : result;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: searchPlansKey(page) }),
  });
}
export const useSaveSearchPlan = (page: SearchPlanPage) => usePlanMutation(page, saveSearchPlan);
export const useDeleteSearchPlan = (page: SearchPlanPage) => usePlanMutation(page, deleteSearchPlan);
export const useSetDefaultSearchPlan = (page: SearchPlanPage) => usePlanMutation(page, setDefaultSearchPlan);

/* ---------- what the create form reads from other modules ---------- */

export const fetchCustomerOptions = (keyword: string) =>
  get<Page<{ id: number; name: string; contactName: string | null; contactPhone: string | null }>>(
    '/v2/customer/epCustomerList',
    { keyword: keyword || undefined, pageIndex: 0, pageSize: 20 },
  );
export const fetchCustomerDetail = (id: number) => get<CustomerDetail>('/v2/customer/detail', { id });
export function useCustomerDetail(id: number | undefined) {
  return useQuery({
    queryKey: ['customers', 'detail', id],
    queryFn: () => fetchCustomerDetail(id!),
    enabled: !!id,
    retry: false,
  });
}
/** The customer's products (equipment), for the order's "customer product". */
export function useCustomerProducts(customerId: number | undefined) {
  return useQuery({
    queryKey: ['equipment', 'list', 'ofCustomer', customerId],
    queryFn: () =>
      get<Page<EquipmentRow>>('/v2/customerProduct/list', { customerId, pageIndex: 0, pageSize: 100 }),
    enabled: !!customerId,
  });
}
/** Enabled service items usable on a template (bound to it or to none). */
export const SERVICE_ITEMS_PICK_SIZE = 100;
export function useServiceItems(templateId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: ['serviceProject', 'list', 'forTemplate', templateId],
    queryFn: () =>
      get<Page<ServiceItemRow>>(
        '/v2/serviceProject/list',
        { templateId, enabled: 'true', pageIndex: 0, pageSize: SERVICE_ITEMS_PICK_SIZE },
        { silent: true },
      ),
    enabled: enabled && !!templateId,
    retry: false,
  });
}
/** Names of users by id (for pickers showing an id from the URL). */
export const fetchUserNames = (ids: number[]) =>
  post<{ id: number; name: string }[]>('/user/v2/names', { ids }, { _noCancel: true, silent: true });
/** People an order accepts for a part (server, collaborator, approver), with their teams and load. */
export const fetchOrderCandidates = (part: OrderPersonPart, keyword: string | undefined, pageSize = 20) =>
  get<Page<OrderCandidate>>('/v2/order/candidates', { part, keyword, pageIndex: 0, pageSize });
