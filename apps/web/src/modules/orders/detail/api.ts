import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Body } from '../../../shell/body';
import type {
  abnormalApplySchema,
  abnormalDecisionSchema,
  EvaluationPage,
  OrderAction,
  OrderDetail,
  OrderLogEntry,
  OrderPayment,
  Page,
  ServiceItemRow,
  evaluationSubmitSchema,
  examineSchema,
  endServiceDecisionSchema,
  FinishCheck,
  OrderCopyDraft,
  orderCloseSchema,
  orderReturnSchema,
  orderSplitSchema,
  PendingOrders,
  RelatedOrder,
  internalEvaluationSchema,
  orderAppointmentSchema,
  orderAssignSchema,
  orderCancelSchema,
  orderNoteSchema,
  orderReasonSchema,
  paymentSchema,
  serviceCompleteSchema,
  startServiceSchema,
} from '@fieldline/domain';
import { del, get, isCancel, post, put, type RequestConfig } from '../../../shell/request';

/**
 * The order detail's calls (spec-shell §7 "Orders"): detail, timeline, every lifecycle action,
 * payment, archive, recycle bin, copy, receipt code, print sheets, the creator's rating of an
 * internal order and the public evaluation.
 * Actions are sent silently: the page puts a refusal on the form field it names, or shows it.
 */

export const ORDERS_KEY = 'orders';
export const orderDetailKey = (id: number) => [ORDERS_KEY, 'detail', id] as const;
export const orderTimelineKey = (id: number) => [ORDERS_KEY, 'timeline', id] as const;

export const fetchOrderDetail = (id: number) => get<OrderDetail>('/order/orderDetail', { id });
export const fetchOrderTimeline = (id: number) =>
  get<{ logs: OrderLogEntry[] }>(`/order/getOrderTab/${id}`).then((r) => r.logs);

export function useOrderDetail(id: number, enabled = true) {
  return useQuery({
    queryKey: orderDetailKey(id),
    queryFn: () => fetchOrderDetail(id),
    enabled,
    retry: false,
  });
}
export function useOrderTimeline(id: number, enabled = true) {
  return useQuery({ queryKey: orderTimelineKey(id), queryFn: () => fetchOrderTimeline(id), enabled });
}

/** After a change: the detail and timeline, the order lists and the menu badges load again. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['badges'] }),
      ]),
    [queryClient],
  );
}

const silent: Pick<RequestConfig, 'silent'> = { silent: true };

/* ---------- lifecycle actions (one call per row of the transitions table) ---------- */

export const ACTION_ENDPOINTS: Record<OrderAction, string> = {
  receptionAccept: '/v2/order/acceptance/accept',
  markInvalid: '/v2/order/acceptance/invalid',
  assign: '/v2/order/assign',
  accept: '/order/accept',
  refuse: '/order/refuseOrder',
  keepDate: '/order/keepDate',
  bespokeDate: '/order/bespokeDate',
  startService: '/order/startService',
  pause: '/order/pause',
  resume: '/order/continue',
  complete: '/order/serviceComplete',
  approve: '/order/examine/save',
  reject: '/order/examine/save',
  cancel: '/order/cancel',
  putInPool: '/v2/order/pool/put',
  recall: '/v2/order/pool/recall',
  grab: '/v2/order/grab',
  revokeGrab: '/v2/order/revokeGrab',
  applyAbnormal: '/order/applyAbnormalOrder',
  abnormalCancel: '/order/examineAbnormalOrder',
  abnormalReassign: '/order/examineAbnormalOrder',
  abnormalReschedule: '/order/examineAbnormalOrder',
  rejectAbnormal: '/order/examineAbnormalOrder',
  applyEndService: '/order/applyEndService',
  approveEndService: '/order/examineEndService',
  rejectEndService: '/order/examineEndService',
  returnNode: '/order/returnNode',
  close: '/order/close',
  split: '/order/split',
};

/* ---------- the remaining actions (issue 22) ---------- */

export const applyEndService = (body: Body<typeof orderReasonSchema>) =>
  post<unknown>(ACTION_ENDPOINTS.applyEndService, { ...body }, silent);
export const examineEndService = (body: Body<typeof endServiceDecisionSchema>) =>
  post<unknown>(ACTION_ENDPOINTS.approveEndService, { ...body }, silent);
export const returnOrder = (body: Body<typeof orderReturnSchema>) =>
  post<unknown>(ACTION_ENDPOINTS.returnNode, { ...body }, silent);
export const closeOrder = (body: Body<typeof orderCloseSchema>) =>
  post<unknown>(ACTION_ENDPOINTS.close, { ...body }, silent);
export const splitOrder = (body: Body<typeof orderSplitSchema>) =>
  post<{ children: { id: number; orderNo: string }[] }>(ACTION_ENDPOINTS.split, { ...body }, silent);
/** Check finish: whether the order can be completed now, and why not. */
export const fetchFinishCheck = (id: number) => get<FinishCheck>('/order/checkFinish', { id }, silent);
/** The create form's values copied from an order (a paid feature). */
export const fetchCopyDraft = (id: number) => get<OrderCopyDraft>('/order/copyOrder', { id });
export const fetchPendingOrders = (q: { customerId?: number; customerProductId?: number }) =>
  get<PendingOrders>('/order/checkOrderPending', q, silent);
export const fetchRelatedOrders = (id: number, pageIndex: number, pageSize: number) =>
  get<Page<RelatedOrder>>('/order/getOrderRefList', { id, pageIndex, pageSize });
export const fetchRelatedCount = (id: number) => get<number>('/order/getOrderRefCount', { id }, silent);
/** Replace an order's approvers, or add approvers to several orders (paid: approval). */
export const editApprovers = (orderId: number, userIds: number[]) =>
  post<null>('/order/examine/editUser', { orderId, userIds }, silent);
export const addApprovers = (orderIds: number[], userIds: number[]) =>
  post<null>('/order/examine/batch/addExamineUsers', { orderIds, userIds }, silent);

/** The server's abnormal request, and a decision on one (issue 22). */
export const applyAbnormal = (body: Body<typeof abnormalApplySchema>) =>
  post<{ id: number }>(ACTION_ENDPOINTS.applyAbnormal, { ...body }, silent);
export const decideAbnormal = (body: Body<typeof abnormalDecisionSchema>) =>
  post<unknown>(ACTION_ENDPOINTS.rejectAbnormal, { ...body }, silent);

export const sendNoteAction = (
  action:
    'receptionAccept' | 'markInvalid' | 'accept' | 'pause' | 'resume' | 'recall' | 'grab' | 'revokeGrab',
  body: Body<typeof orderNoteSchema>,
) => post<unknown>(ACTION_ENDPOINTS[action], { ...body }, silent);
export const sendReasonAction = (action: 'refuse' | 'cancel', body: Body<typeof orderReasonSchema>) =>
  post<unknown>(ACTION_ENDPOINTS[action], { ...(body as Body<typeof orderCancelSchema>) }, silent);
export const sendAppointment = (
  action: 'keepDate' | 'bespokeDate',
  body: Body<typeof orderAppointmentSchema>,
) => post<unknown>(ACTION_ENDPOINTS[action], { ...body }, silent);
/** Puts orders pending assignment in the open pool (one from the detail, several from the list). */
export const putOrdersInPool = (orderIds: number[], note?: string) =>
  post<unknown>(ACTION_ENDPOINTS.putInPool, { orderIds, note }, silent);
export const assignOrder = (body: Body<typeof orderAssignSchema>) =>
  post<unknown>(ACTION_ENDPOINTS.assign, { ...body }, silent);
export const startService = (body: Body<typeof startServiceSchema>) =>
  post<unknown>(ACTION_ENDPOINTS.startService, { ...body }, silent);
export const completeService = (body: Body<typeof serviceCompleteSchema>) =>
  post<unknown>(ACTION_ENDPOINTS.complete, { ...body }, silent);
export const examineOrder = (body: Body<typeof examineSchema>) =>
  post<unknown>(ACTION_ENDPOINTS.approve, { ...body }, silent);

/* ---------- other changes ---------- */

export const transferApproval = (orderId: number, userId: number) =>
  post<null>('/order/examine/trans', { orderId, userId }, silent);
export const editPayment = (orderId: number, body: Body<typeof paymentSchema>) =>
  put<Omit<OrderPayment, 'lines'>>('/v2/order/payment', { orderId, ...body }, silent);
export const archiveOrder = (id: number, archived: boolean) =>
  put<{ count: number }>('/v2/order/archive', { ids: [id], archived });
export const deleteOrder = (id: number) => del<{ count: number }>('/v2/order/delete', { ids: String(id) });
export const restoreOrder = (id: number) => put<{ count: number }>('/v2/order/restore', { ids: [id] });
export const copyOrderTo = (orderId: number, userIds: number[]) =>
  post<null>('/v2/order/cc', { orderId, userIds }, silent);

/** The creator rates a completed internal order, once (the detail's `canRate`). */
export const rateOrder = (body: Body<typeof internalEvaluationSchema>) =>
  post<null>('/v2/order/evaluate', { ...body }, silent);

/** Texts the receipt code to the order's contact (the lead's route; 60 s between sends). */
export const sendReceiptCode = (orderId: number) =>
  post<{ sentAt: string; resendAfterSeconds: number }>('/v2/order/receipt/sendCode', { orderId });

/* ---------- pickers ---------- */

export interface PersonOption {
  id: number;
  name: string;
  phone: string;
}
/** Enabled users by name or phone (the caller's data scope), for server, collaborator and approver pickers. */
export const fetchPeople = (keyword: string | undefined) =>
  get<Page<PersonOption>>('/v2/user/list', { keyword, enabled: true, pageIndex: 0, pageSize: 20 });

/** Service items usable on the order's template (enabled; bound to it or to none). */
export const SERVICE_ITEM_PICK_SIZE = 50;
export const fetchServiceItems = (templateId: number, keyword: string | undefined) =>
  get<Page<ServiceItemRow>>(
    '/v2/serviceProject/list',
    { templateId, keyword, enabled: true, pageIndex: 0, pageSize: SERVICE_ITEM_PICK_SIZE },
    silent,
  );

/* ---------- print sheets ---------- */

export const fetchPrintSheets = (ids: number[]) =>
  get<{ list: OrderDetail[] }>('/v2/order/print', { ids: ids.join(',') });

/* ---------- the public evaluation page (no session) ---------- */

const evalPath = (token: string) => `/public/eval/${encodeURIComponent(token)}`;
export const fetchEvaluationPage = (token: string) => get<EvaluationPage>(evalPath(token), undefined, silent);
export type EvaluationBody = Body<typeof evaluationSubmitSchema>;
export const submitEvaluation = (token: string, body: EvaluationBody) =>
  post<null>(evalPath(token), { ...body }, silent);
/**
 * A photo of the customer's evaluation (multipart "file", no session), answered as its URL; null when
 * cancelled as a duplicate. Refusals reject silently: the picker shows them.
 */
export async function uploadEvaluationImage(token: string, file: Blob, name: string) {
  const data = new FormData();
  data.append('file', file, name);
  const result = await post<{ fileUrl: string }>(`${evalPath(token)}/upload`, data, {
    ...silent,
    _noCancel: true,
  });
  return isCancel(result) ? null : result.fileUrl;
}
