import type {
  CustomerRow,
  Page,
  PageQuery,
  ServiceEventBatchAction,
  ServiceEventBatchOutcome,
  ServiceEventCounts,
  ServiceEventItems,
  ServiceItemRow,
  ServiceEventDetail,
  ServiceEventFilter,
  ServiceEventLogEntry,
  ServiceEventMessage,
  ServiceEventRow,
  serviceEventCreateSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post, put } from '../../shell/request';

/** Everything cached about events starts with this key. */
export const EVENTS_KEY = ['serviceEvents'] as const;
export const eventKey = (id: number) => [...EVENTS_KEY, 'detail', id] as const;

export type EventFilters = Omit<ServiceEventFilter, 't'>;
export type EventCreateBody = Body<typeof serviceEventCreateSchema>;
export const EVENT_FIELDS = [
  'title',
  'description',
  'priority',
  'customerId',
  'customerProductId',
  'contactName',
  'contactPhone',
  'principalUserId',
  'coordinatorIds',
  'tagIds',
  'durationMinutes',
] as const;

export const fetchEvents = (query: EventFilters & PageQuery) =>
  get<Page<ServiceEventRow>>('/v2/event/list', {
    ...query,
    states: query.states?.length ? query.states.join(',') : undefined,
  });
export const fetchEventCounts = (query: EventFilters) =>
  get<ServiceEventCounts>('/v2/event/count', {
    ...query,
    states: undefined,
  });
export const fetchEvent = (id: number) =>
  get<ServiceEventDetail>(`/v2/event/detail/${id}`, undefined, { silent: true });
export const fetchEventLog = (id: number) => get<ServiceEventLogEntry[]>(`/v2/event/log/${id}`);
export const fetchEventMessages = (id: number) => get<ServiceEventMessage[]>(`/v2/event/messages/${id}`);
export const fetchHandlers = () => get<{ id: number; name: string; phone: string }[]>('/v2/event/handlers');
export const fetchPrint = (ids: number[]) =>
  get<{ list: ServiceEventDetail[] }>('/v2/event/print', { ids: ids.join(',') });
export const createEvent = (body: EventCreateBody) =>
  post<{ id: number; eventNo: string; state: number }>(
    '/v2/event/save',
    { ...body },
    { fieldErrors: EVENT_FIELDS },
  );
export const addMessage = (body: { eventId: number; kind: 'note' | 'reply'; content: string }) =>
  post<{ id: number }>('/v2/event/message', { ...body }, { fieldErrors: ['content'] });
export const deleteEvent = (id: number) => del<null>(`/v2/event/delete/${id}`);
/** One action of the transitions table (its own fields beside id, version and note). */
export const runEventAction = (action: string, body: Record<string, unknown>) =>
  post<{ id: number; state: number; orderId?: number; orderNo?: string }>(`/v2/event/${action}`, body, {
    fieldErrors: [
      'note',
      'principalUserId',
      'escalateToUserId',
      'orderTemplateId',
      'appointmentAt',
      'serverUserId',
    ],
  });
export const fetchUnassignedCount = () =>
  get<number>('/v2/event/getUnDeliverEventListCount', { sortType: 1 }, { silent: true }).then(Number);
export const fetchPrincipalCount = () =>
  get<number>(
    '/v2/event/getPrincipalEventListCount',
    { sortType: 1, processStates: '0,1', close_state: 0 },
    { silent: true },
  ).then(Number);
/** The service desk's caller search: customers by name, contact name or phone (the customers' own list). */
export const searchCallers = (keyword: string) =>
  get<Page<CustomerRow>>('/v2/customer/epCustomerList', { keyword, pageIndex: 0, pageSize: 8 });
/** POST /v2/event/batch (620): one action on up to 50 events, answered per event. */
export const runBatch = (body: {
  action: ServiceEventBatchAction;
  ids: number[];
  principalUserId?: number;
  coordinatorIds?: number[];
  note?: string;
}) =>
  post<ServiceEventBatchOutcome>('/v2/event/batch', body, {
    fieldErrors: ['principalUserId', 'coordinatorIds', 'note', 'ids'],
  });
/** POST /v2/event/export: the chosen events (≤ 50) to Excel in the download centre. */
export const exportEvents = (ids: number[], fileName: string) =>
  post<{ id: number }>('/v2/event/export', { ids, fileName }, { fieldErrors: ['fileName', 'ids'] });
export const fetchEventItems = (id: number) =>
  get<ServiceEventItems>(`/v2/event/items/${id}`, undefined, { silent: true });
export const saveEventItems = (eventId: number, items: { serviceItemId: number; quantity: number }[]) =>
  put<ServiceEventItems>('/v2/event/items', { eventId, items }, { fieldErrors: ['items'] });
/** Service items usable on the event's template (enabled; bound to it or to none), for the picker. */
export const fetchUsableItems = (templateId: number) =>
  get<Page<ServiceItemRow>>(
    '/v2/serviceProject/list',
    { templateId, enabled: true, pageIndex: 0, pageSize: 50 },
    { silent: true },
  );
