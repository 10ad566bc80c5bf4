import {
  DISPATCH_MAP_ACCESS,
  SIGNED_IN,
  appointmentBoardQuerySchema,
  slotAssignSchema,
  densityQuerySchema,
  geoQuerySchema,
  latestPositionsQuerySchema,
  locatingQuerySchema,
  mapAssignSchema,
  mapCandidatesQuerySchema,
  mapSettingsSchema,
  markersQuerySchema,
  positionConsentSchema,
  positionListQuerySchema,
  positionReportSchema,
  scheduleListQuerySchema,
  scheduleReportQuerySchema,
  scheduleSaveSchema,
  scheduleTodayQuerySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { mapAssign } from './assign';
import { mapCandidates } from './engineers';
import { geo, locating } from './geo';
import { density, orderMarkers } from './markers';
import { latestPositions, myConsent, positionList, reportPosition, setConsent } from './positions';
import { saveSettings, settingsOf } from './settings';
import { saveSchedule, scheduleList, scheduleReport, scheduleToday } from './schedules';
import { appointmentBoard, assignSlot } from './slots';

const tags = ['dispatchMap'];
const { dispatch, view, serve, settings } = DISPATCH_MAP_ACCESS;

/** Map dispatch, the map view, positions and the map provider's calls (issue 26, spec D3). */
export const dispatchMapRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/dispatchMap/settings',
    access: SIGNED_IN,
    tags,
    summary: "The enterprise's map settings: map dispatch on or off, position reports, the tile URL template",
    handler: ({ tenant }) => settingsOf(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/dispatchMap/settings',
    access: settings,
    tags,
    summary: 'Save the map settings (the tile URL template needs {z}, {x} and {y}; empty for the default)',
    body: mapSettingsSchema,
    handler: ({ tenant, body }) => saveSettings(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/dispatchMap/candidates',
    access: dispatch,
    tags,
    summary:
      'Engineers for a pending-assignment order, nearest first (straight line, earth radius 6378137 m), with today’s load, skill tags and teams',
    query: mapCandidatesQuerySchema,
    handler: ({ tenant, query }) => mapCandidates(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/dispatchMap/assign',
    access: dispatch,
    tags,
    summary: "Assign an order from the map: the order list's assign action (same checks and refusals)",
    body: mapAssignSchema,
    handler: ({ tenant, body }) => mapAssign(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/dispatchMap/markers',
    access: view,
    tags,
    summary:
      "An order list's orders (its view and filters, a city, a rectangle) as grid clusters for the zoom; at most 400 markers with the total",
    query: markersQuerySchema,
    handler: ({ tenant, query }) => orderMarkers(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/dispatchMap/density',
    access: view,
    tags,
    summary: 'Orders created or customers added in a period, counted by city (/dataMap)',
    query: densityQuerySchema,
    handler: ({ tenant, query }) => density(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/position/latest',
    access: dispatch,
    tags,
    summary: 'Engineers (who may serve, in my data scope) with their last known position and its time',
    query: latestPositionsQuerySchema,
    handler: ({ tenant, query }) => latestPositions(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/position/list',
    access: dispatch,
    tags,
    summary: "One engineer's kept positions (90 days), newest first",
    query: positionListQuerySchema,
    handler: ({ tenant, query }) => positionList(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/position/consent',
    access: serve,
    tags,
    summary: 'Whether the enterprise takes position reports and whether I agreed to send them',
    handler: ({ tenant }) => myConsent(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/position/consent',
    access: serve,
    tags,
    summary: 'Agree (or stop agreeing) to report my position while serving an order',
    body: positionConsentSchema,
    handler: ({ tenant, body }) => setConsent(tenant, body.enabled),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/position/report',
    access: serve,
    tags,
    summary:
      'My position while I serve an order in service (opted in, reports on, at most once a minute); kept 90 days',
    body: positionReportSchema,
    handler: ({ tenant, body }) => reportPosition(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/schedule/list',
    access: dispatch,
    tags,
    summary:
      "The schedule table: engineers (a team's, by name or phone) with each day's duty, off or leave over at most a month",
    query: scheduleListQuerySchema,
    handler: ({ tenant, query }) => scheduleList(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/schedule/save',
    access: dispatch,
    tags,
    summary:
      'Set engineers’ days to on duty (1), off (2) or on leave (3), or clear them (kind null); at most 30 days ahead',
    body: scheduleSaveSchema,
    handler: ({ tenant, body }) => saveSchedule(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/schedule/report',
    access: dispatch,
    tags,
    summary:
      'Per engineer in a period: days on duty, off and on leave against days worked and orders completed',
    query: scheduleReportQuerySchema,
    handler: ({ tenant, query }) => scheduleReport(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/schedule/today',
    access: dispatch,
    tags,
    summary: "Today's duty, off or leave of the given engineers (userIds=1,2,3); unscheduled ones are absent",
    query: scheduleTodayQuerySchema,
    handler: ({ tenant, query }) => scheduleToday(tenant, query.userIds),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/schedule/appointments',
    access: dispatch,
    tags,
    summary:
      "The appointment board: engineers (a team's, by name or phone) with their duty days and the appointments they hold over at most a week",
    query: appointmentBoardQuerySchema,
    handler: ({ tenant, query }) => appointmentBoard(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/schedule/assignSlot',
    access: dispatch,
    tags,
    summary:
      "Drag-to-schedule: assign a pending order to an engineer with a free window's appointment (the list's assign and keep-date actions); 409 when the slot is taken",
    body: slotAssignSchema,
    handler: ({ tenant, body }) => assignSlot(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/map/locating',
    access: SIGNED_IN,
    tags,
    summary: 'Where an IP address is (the caller’s by default): status and rectangle "lng,lat;lng,lat"',
    query: locatingQuerySchema,
    handler: ({ tenant, query, req }) => locating(tenant, query.ip ?? req.ip),
  }),
  defineRoute({
    method: 'GET',
    url: '/map/geo',
    access: SIGNED_IN,
    tags,
    summary: 'Reverse geocoding: regeocode.formatted_address of the nearest known place',
    query: geoQuerySchema,
    handler: ({ tenant, query }) => geo(tenant, query),
  }),
];
