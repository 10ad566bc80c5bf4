import {
  SLA_ACCESS,
  idParamsSchema,
  slaCalendarSaveSchema,
  slaOvertimeQuerySchema,
  slaPolicyListQuerySchema,
  slaPolicySaveSchema,
  slaTimersQuerySchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { calendarOf, saveCalendar } from './calendar';
import { listOvertime, timersOf } from './overtime';
import { deletePolicy, listPolicies, policyDetail, savePolicy } from './policies';

const tags = ['sla'];
const { view, manage } = SLA_ACCESS;
/** The free tier cannot use SLA (spec-business §6): every route is gated. */
const feature = 'sla' as const;

/** SLA (issue 23, spec D5): policies, the business calendar, the overtime log, an object's clocks. */
export const slaRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/sla/policy/list',
    access: manage,
    feature,
    tags,
    summary: 'One page of SLA policies, newest first (name keyword, object kind)',
    query: slaPolicyListQuerySchema,
    handler: ({ tenant, query }) => listPolicies(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/sla/policy/detail/:id',
    access: manage,
    feature,
    tags,
    summary: 'One SLA policy: matching and step targets',
    params: idParamsSchema,
    handler: ({ tenant, params }) => policyDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/sla/policy/save',
    access: manage,
    feature,
    tags,
    summary:
      'Create (no id) or replace an SLA policy: object kind, rule priority, matching (templates, P1-P3, customers, customer tags, products), steps',
    body: slaPolicySaveSchema,
    handler: ({ tenant, body }) => savePolicy(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/sla/policy/delete/:id',
    access: manage,
    feature,
    tags,
    summary: 'Delete an SLA policy (running clocks finish under it)',
    params: idParamsSchema,
    handler: ({ tenant, params }) => deletePolicy(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/sla/calendar',
    access: manage,
    feature,
    tags,
    summary: "The enterprise's business calendar (working hours per weekday, days off), or the default",
    handler: ({ tenant }) => calendarOf(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/sla/calendar/save',
    access: manage,
    feature,
    tags,
    summary: 'Save the business calendar: time zone, working hours Monday first (null: day off), days off',
    body: slaCalendarSaveSchema,
    handler: ({ tenant, body }) => saveCalendar(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/sla/overtime/list',
    access: view,
    feature,
    tags,
    summary: 'The overtime log (/overtimeLog): SLA warnings and breaches, newest first, paged, with filters',
    query: slaOvertimeQuerySchema,
    handler: ({ tenant, query }) => listOvertime(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/sla/timers',
    access: view,
    feature,
    tags,
    summary: "An order's or event's SLA clocks per step (state, deadlines)",
    query: slaTimersQuerySchema,
    handler: ({ tenant, query }) => timersOf(tenant, query.objectKind, query.objectId),
  }),
];
