import type {
  BoardRow,
  SlotDuration,
  ScheduleReportRow,
  ScheduleRow,
  scheduleSaveSchema,
  MapEngineer,
  MapSettings,
  MarkersAnswer,
  OrderRow,
  Page,
  densityQuerySchema,
  mapSettingsSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { get, post } from '../../shell/request';

/** Everything cached about the maps starts with this key. */
export const MAP_KEY = ['dispatchMap'] as const;

export type MarkerQuery = Record<string, string | number | undefined>;
export type DensityQuery = Omit<Body<typeof densityQuerySchema>, 't'>;
export interface Area {
  area: string | null;
  count: number;
  lng: number | null;
  lat: number | null;
}
export interface LatestPosition {
  id: number;
  name: string;
  phone: string | null;
  position: MapEngineer['position'];
}

export const fetchSettings = () => get<MapSettings>('/v2/dispatchMap/settings');
export const saveSettings = (body: Body<typeof mapSettingsSchema>) =>
  post<MapSettings>('/v2/dispatchMap/settings', { ...body }, { fieldErrors: ['tileUrl'] });
export const fetchMarkers = (query: MarkerQuery) => get<MarkersAnswer>('/v2/dispatchMap/markers', query);
export const fetchCandidates = (orderId: number) =>
  get<Page<MapEngineer> & { order: { lng: number; lat: number } }>(
    '/v2/dispatchMap/candidates',
    { orderId, pageSize: 100 },
    { silent: true },
  );
export const fetchEngineers = () => get<Page<LatestPosition>>('/v2/position/latest', { pageSize: 100 });
export const assignFromMap = (orderId: number, serverUserId: number) =>
  post<{ id: number; state: number }>('/v2/dispatchMap/assign', { orderId, serverUserId });
export const fetchConsent = () =>
  get<{ reportsEnabled: boolean; consented: boolean }>('/v2/position/consent', undefined, { silent: true });
export const saveConsent = (enabled: boolean) =>
  post<{ reportsEnabled: boolean; consented: boolean }>('/v2/position/consent', { enabled });
/** One position report (silent: the reporter reads the refusal and decides). */
export const reportPosition = (body: { orderId: number; lng: number; lat: number }) =>
  post<{ id: number; at: string }>('/v2/position/report', { ...body }, { silent: true, _noCancel: true });
export const fetchDensity = (query: DensityQuery) =>
  get<{ areas: Area[]; total: number }>('/v2/dispatchMap/density', { ...query });
/** The pending-assignment list (the orders module's /assignOrder list, first page). */
export const fetchPending = (pageIndex: number) =>
  get<Page<OrderRow>>('/v2/order/list', { view: 'assign', pageSize: 20, pageIndex });

export interface SchedulePageQuery {
  from: string;
  to: string;
  teamId?: number;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}
/** The schedule table: a page of engineers with their days in the period. */
export const fetchSchedules = (q: SchedulePageQuery) => get<Page<ScheduleRow>>('/v2/schedule/list', { ...q });
export const saveSchedules = (body: Body<typeof scheduleSaveSchema>) =>
  post<{ saved: number; cleared: number }>('/v2/schedule/save', { ...body }, { _noCancel: true });
export const fetchScheduleReport = (q: SchedulePageQuery) =>
  get<Page<ScheduleReportRow>>('/v2/schedule/report', { ...q });
/** Today's duty of some engineers (absent: not scheduled). */
export const fetchDutyToday = (userIds: number[]) =>
  get<{ list: { userId: number; kind: 1 | 2 | 3; note: string | null }[] }>(
    '/v2/schedule/today',
    { userIds: userIds.join(',') },
    { silent: true },
  );

/** The appointment board: a page of engineers with their duty days and appointments (at most a week). */
export const fetchBoard = (q: SchedulePageQuery) =>
  get<Page<BoardRow>>('/v2/schedule/appointments', { ...q });
/**
 * Drag-to-schedule: assign a pending order to an engineer with a window's appointment. Silent: the
 * board shows a refusal (a slot taken meanwhile) where the dispatcher looks.
 */
export const assignSlot = (body: {
  orderId: number;
  serverUserId: number;
  start: string;
  duration: SlotDuration;
}) =>
  post<{ id: number; state: number }>(
    '/v2/schedule/assignSlot',
    { ...body },
    { silent: true, _noCancel: true },
  );
