import {
  SERVICE_EVENT_ACCESS,
  SERVICE_EVENT_TRANSITIONS,
  idParamsSchema,
  serviceEventActionSchema,
  SERVICE_EVENT_DATA_CODES,
  serviceEventAssignSchema,
  serviceEventBatchSchema,
  serviceEventBadgeQuerySchema,
  serviceEventConvertSchema,
  serviceEventCreateSchema,
  serviceEventEditSchema,
  serviceEventEscalateSchema,
  serviceEventExportSchema,
  serviceEventFilterSchema,
  serviceEventItemsSchema,
  serviceEventIdsQuerySchema,
  serviceEventListQuerySchema,
  serviceEventMessageSchema,
  type RouteAccess,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { SIMPLE_ACTIONS, assignEvent, convertEvent, escalateEvent, simpleAction } from './actions';
import { batchEvents } from './batch';
import { exportEvents } from './export';
import { eventItems, saveEventItems } from './items';
import { addEventMessage } from './messages';
import { handlerOptions } from './people';
import { printEvents } from './print';
import {
  countEvents,
  eventDetail,
  eventLog,
  eventMessages,
  listEvents,
  principalCount,
  unassignedCount,
} from './queries';
import { createEvent, deleteEvent, editEvent } from './save';
import { eventStatisticsRoutes } from './statistics';

const tags = ['serviceEvents'];
const { view, create, edit } = SERVICE_EVENT_ACCESS;
const accessOf = (action: keyof typeof SERVICE_EVENT_TRANSITIONS) =>
  SERVICE_EVENT_TRANSITIONS[action].access as RouteAccess;

/** The service desk's events (issue 23, spec D5): lists, badges, detail, save, actions, log, messages. */
export const serviceEventRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/event/list',
    access: view,
    tags,
    summary:
      'One page of events I may see, newest first (states, priority, owner, customer, equipment, pool, mine, keyword, dates)',
    query: serviceEventListQuerySchema,
    handler: ({ tenant, query }) => listEvents(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/event/count',
    access: view,
    tags,
    summary: 'The filtered events counted by state (s1-s7) and in total',
    query: serviceEventFilterSchema,
    handler: ({ tenant, query }) => countEvents(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/event/getUnDeliverEventListCount',
    access: view,
    tags,
    summary: 'Menu badge: events pending assignment that I may see',
    query: serviceEventBadgeQuerySchema,
    handler: ({ tenant }) => unassignedCount(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/event/getPrincipalEventListCount',
    access: view,
    tags,
    summary: 'Menu badge: my open events as main owner (processStates=0,1 read as states 1-5)',
    query: serviceEventBadgeQuerySchema,
    handler: ({ tenant }) => principalCount(tenant),
  }),
  ...eventStatisticsRoutes,
  defineRoute({
    method: 'POST',
    url: '/v2/event/batch',
    access: SERVICE_EVENT_DATA_CODES.batch,
    tags,
    summary:
      'Batch (620): assign, close, delete, put in pool or recall up to 50 events; each event its own transaction, answered per row',
    body: serviceEventBatchSchema,
    handler: ({ tenant, body }) => batchEvents(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/event/handlers',
    access: view,
    tags,
    summary: "Enabled users who may be an event's main owner or escalation handler (the pickers)",
    handler: ({ tenant }) => handlerOptions(tenant),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/event/detail/:id',
    access: view,
    tags,
    summary: 'An event: fields, people, tags, custom values, the order it became, and the actions I may take',
    params: idParamsSchema,
    handler: ({ tenant, params }) => eventDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/event/log/:id',
    access: view,
    tags,
    summary: "The event's log, oldest first (who, when, from, to, note, the order it became)",
    params: idParamsSchema,
    handler: ({ tenant, params }) => eventLog(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/event/messages/:id',
    access: view,
    tags,
    summary: "The event's internal notes and replies to the customer, oldest first",
    params: idParamsSchema,
    handler: ({ tenant, params }) => eventMessages(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/event/items/:id',
    access: view,
    tags,
    summary: "The event's service items (name, unit, price, quantity, amount) and their total",
    params: idParamsSchema,
    handler: ({ tenant, params }) => eventItems(tenant, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/event/items',
    access: view,
    tags,
    summary:
      "Replace an event's service items (template switch on; the edit code 11003 or the main owner; not closed or converted)",
    body: serviceEventItemsSchema,
    handler: ({ tenant, body }) => saveEventItems(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/event/message',
    access: view,
    tags,
    summary: 'Add an internal note or a reply to the customer on an event I may see',
    body: serviceEventMessageSchema,
    handler: ({ tenant, body }) => addEventMessage(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/event/print',
    access: view,
    tags,
    summary: 'The details of at most 50 events to print or export (ids=1,2,...)',
    query: serviceEventIdsQuerySchema,
    handler: ({ tenant, query }) => printEvents(tenant, query.ids),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/event/export',
    access: view,
    tags,
    summary: 'Export at most 50 chosen events to Excel through the download centre (read as the caller)',
    body: serviceEventExportSchema,
    handler: ({ tenant, body }) => exportEvents(tenant, body.ids, body.fileName),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/event/save',
    access: create,
    tags,
    summary: 'Create an event from an event template; with a main owner it starts assigned (2)',
    body: serviceEventCreateSchema,
    handler: ({ tenant, body }) => createEvent(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/event/edit',
    access: edit,
    tags,
    summary:
      "Change an event's fields (title, description, priority, customer, equipment, contact, coordinators, tags, custom values)",
    body: serviceEventEditSchema,
    handler: ({ tenant, body }) => editEvent(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/event/delete/:id',
    access: SERVICE_EVENT_ACCESS.delete,
    tags,
    summary: 'Delete an event pending assignment or closed (its log stays)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteEvent(tenant, params.id);
      return null;
    },
  }),
  ...(['assign', 'reassign'] as const).map((action) =>
    defineRoute({
      method: 'POST',
      url: `/v2/event/${action}`,
      access: accessOf(action),
      tags,
      summary:
        action === 'assign'
          ? 'Assign an event pending assignment (1 → 2): the main owner is required'
          : 'Give an open event another main owner (and coordinators)',
      body: serviceEventAssignSchema,
      handler: ({ tenant, body }) => assignEvent(tenant, action, body),
    }),
  ),
  defineRoute({
    method: 'POST',
    url: '/v2/event/escalate',
    access: accessOf('escalate'),
    tags,
    summary: 'Escalate (2/3 → 4) to a person, or into the escalation pool; a note is required',
    body: serviceEventEscalateSchema,
    handler: ({ tenant, body }) => escalateEvent(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/event/convert',
    access: accessOf('convert'),
    tags,
    summary: 'Convert to a work order (2/3/4 → 6): the order keeps the link and shows on both logs',
    body: serviceEventConvertSchema,
    handler: ({ tenant, body }) => convertEvent(tenant, body),
  }),
  ...SIMPLE_ACTIONS.map((action) =>
    defineRoute({
      method: 'POST',
      url: `/v2/event/${action}`,
      access: accessOf(action),
      tags,
      summary: `Event action "${action}" as the transitions table allows it`,
      body: serviceEventActionSchema,
      handler: ({ tenant, body }) => simpleAction(tenant, action, body),
    }),
  ),
];
