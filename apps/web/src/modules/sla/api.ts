import type {
  Page,
  PageQuery,
  SlaCalendar,
  SlaObjectKind,
  SlaOvertimeItem,
  SlaPolicy,
  SlaTimerView,
  slaCalendarSaveSchema,
  slaOvertimeQuerySchema,
  slaPolicySaveSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post } from '../../shell/request';

/** Everything cached about SLA starts with this key. */
export const SLA_KEY = ['sla'] as const;
export const POLICIES_KEY = [...SLA_KEY, 'policies'] as const;
export const OVERTIME_KEY = [...SLA_KEY, 'overtime'] as const;
export const CALENDAR_KEY = [...SLA_KEY, 'calendar'] as const;

export type PolicyInput = Body<typeof slaPolicySaveSchema>;
export type CalendarInput = Body<typeof slaCalendarSaveSchema>;
export type OvertimeFilters = Omit<Body<typeof slaOvertimeQuerySchema>, 't' | 'pageSize' | 'pageIndex'>;

/** Form fields a refusal can name. */
export const POLICY_FIELDS = [
  'name',
  'objectKind',
  'rank',
  'templateIds',
  'priorities',
  'customerIds',
  'customerTagIds',
  'productIds',
  'maintenanceContractIds',
  'salesContractIds',
  'steps',
] as const;

export const fetchPolicies = (query: { keyword?: string } & PageQuery) =>
  get<Page<SlaPolicy>>('/v2/sla/policy/list', { ...query });
export const fetchPolicy = (id: number) =>
  get<SlaPolicy>(`/v2/sla/policy/detail/${id}`, undefined, { silent: true });
export const savePolicy = (body: PolicyInput) =>
  post<{ id: number }>('/v2/sla/policy/save', { ...body }, { fieldErrors: POLICY_FIELDS });
export const deletePolicy = (id: number) => del(`/v2/sla/policy/delete/${id}`);
export const fetchCalendar = () => get<SlaCalendar>('/v2/sla/calendar');
export const saveCalendar = (body: CalendarInput) =>
  post<SlaCalendar>('/v2/sla/calendar/save', { ...body }, { fieldErrors: ['timeZone', 'week', 'daysOff'] });
export const fetchOvertime = (query: OvertimeFilters & PageQuery) =>
  get<Page<SlaOvertimeItem>>('/v2/sla/overtime/list', { ...query });
export const fetchTimers = (objectKind: SlaObjectKind, objectId: number) =>
  get<SlaTimerView[]>('/v2/sla/timers', { objectKind, objectId }, { silent: true });
