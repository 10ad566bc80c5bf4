import type {
  FieldValues,
  OrderDetail,
  Page,
  PageQuery,
  ReturnVisitCounts,
  ReturnVisitPlan,
  ReturnVisitReport,
  ReturnVisitTaskDetail,
  ReturnVisitTaskRow,
  TaskFilter,
  followUpSchema,
  planSaveSchema,
  reportQuerySchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post } from '../../shell/request';

/** Everything cached about return visits starts with this key. */
export const RETURN_VISITS_KEY = ['returnVisits'] as const;
export const TASKS_KEY = [...RETURN_VISITS_KEY, 'tasks'] as const;
export const PLANS_KEY = [...RETURN_VISITS_KEY, 'plans'] as const;

export type TaskFilters = Omit<TaskFilter, 't'>;
export type PlanInput = Body<typeof planSaveSchema>;
export type FollowUpInput = Body<typeof followUpSchema>;
export type ReportQueryInput = Omit<Body<typeof reportQuerySchema>, 't'>;

/** Form fields a refusal can name. */
export const PLAN_FIELDS = [
  'name',
  'visitType',
  'templateIds',
  'priorities',
  'sampleMode',
  'sampleRatio',
  'sampleCount',
  'visitorIds',
  'dueDays',
] as const;
export const FOLLOW_UP_FIELDS = ['title', 'description', 'appointmentAt'] as const;

export const fetchTasks = (query: TaskFilters & PageQuery) =>
  get<Page<ReturnVisitTaskRow>>('/v2/returnvisitTask/list', { ...query });
export const fetchTaskCounts = (query: TaskFilters) =>
  get<ReturnVisitCounts>('/v2/returnvisitTask/count', { ...query });
export const fetchTask = (id: number) =>
  get<ReturnVisitTaskDetail>(`/v2/returnvisitTask/detail/${id}`, undefined, { silent: true });
export const fetchVisitOrder = (id: number) =>
  get<OrderDetail>(`/v2/returnvisitTask/visitOrderDetail/${id}`, undefined, { silent: true });
export const submitTask = (body: {
  id: number;
  result: 'passed' | 'failed';
  values: FieldValues;
  note?: string | null;
}) =>
  post<{ id: number; state: number }>('/v2/returnvisitTask/submit', { ...body }, { fieldErrors: ['note'] });
export const raiseFollowUp = (body: FollowUpInput) =>
  post<{ id: number; orderNo: string }>(
    '/v2/returnvisitTask/followUp',
    { ...body },
    { fieldErrors: FOLLOW_UP_FIELDS },
  );
export const sendTaskSms = (body: { id: number; content: string }) =>
  post<{ phone: string; smsCount: number }>(
    '/v2/returnvisitTask/sendSms',
    { ...body },
    { fieldErrors: ['content'] },
  );
export const fetchVisitCount = () =>
  get<number>('/v2/order/getAllVisitCount', { dataType: 0 }, { silent: true }).then(Number);

export const fetchPlans = (query: { keyword?: string } & PageQuery) =>
  get<Page<ReturnVisitPlan>>('/v2/returnVisitPlan/list', { ...query });
export const fetchPlan = (id: number) =>
  get<ReturnVisitPlan>(`/v2/returnVisitPlan/detail/${id}`, undefined, { silent: true });
export const fetchVisitors = () =>
  get<{ id: number; name: string; phone: string }[]>('/v2/returnVisitPlan/visitors');
export const savePlan = (body: PlanInput) =>
  post<{ id: number }>('/v2/returnVisitPlan/save', { ...body }, { fieldErrors: PLAN_FIELDS });
export const deletePlan = (id: number) => del<null>(`/v2/returnVisitPlan/delete/${id}`);

export const fetchReport = (query: ReportQueryInput) =>
  get<ReturnVisitReport>('/v2/returnVisitReport', { ...query });
