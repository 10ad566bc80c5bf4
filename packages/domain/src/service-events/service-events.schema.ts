import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS } from '../validation';
import { instantSchema, serviceLineSchema } from '../orders/order.schema';
import { ORDER_SERVICE_ITEMS_MAX } from '../orders/constants';
import type { OrderServiceLine } from '../orders/types';
import { phoneSchema } from '../auth/auth.schema';
import type { FieldValues } from '../forms/values';
import {
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
} from '../organization/common';
import {
  SERVICE_EVENT_COORDINATORS_MAX,
  SERVICE_EVENT_DESCRIPTION_MAX,
  SERVICE_EVENT_DURATION_MIN_MINUTES,
  SERVICE_EVENT_MESSAGE_KINDS,
  SERVICE_EVENT_MESSAGE_MAX,
  SERVICE_EVENT_NOTE_MAX,
  SERVICE_EVENT_PRINT_MAX,
  SERVICE_EVENT_SOURCES,
  SERVICE_EVENT_STATE_LIST,
  SERVICE_EVENT_TAGS_MAX,
  SERVICE_EVENT_TITLE_MAX,
  type ServiceEventMessageKind,
  type ServiceEventPool,
  type ServiceEventPriority,
  type ServiceEventState,
} from './constants';
import type { ServiceEventAction } from './transitions';

const labels = {
  principalUserId: { zh_CN: '负责人', en_GB: 'Main owner' },
  coordinatorIds: { zh_CN: '协同人', en_GB: 'Coordinators' },
  escalateToUserId: { zh_CN: '升级给', en_GB: 'Escalate to' },
  durationMinutes: { zh_CN: '预计时长（分钟）', en_GB: 'Expected duration (minutes)' },
  belongCallRecordId: { zh_CN: '通话记录', en_GB: 'Call record' },
  states: { zh_CN: '状态', en_GB: 'States' },
  eventId: { zh_CN: '事件', en_GB: 'Event' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const oneOf = <T extends number>(values: readonly T[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v as T), 'invalid')
    .transform((v) => v as T);
const priority = oneOf([1, 2, 3] as const);
const stateSchema = oneOf(SERVICE_EVENT_STATE_LIST);
/** "1,2,3" in a query string, or an array. */
const stateListSchema = z
  .union([z.string().trim().max(40), z.array(z.coerce.number())])
  .transform((v): unknown[] => (Array.isArray(v) ? v : v.split(',').filter(Boolean).map(Number)))
  .pipe(z.array(stateSchema).max(7));
const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid');

/** The editable fields of an event (spec-business §3 "Event"), shared by create and edit. */
const eventFields = {
  title: requiredText(SERVICE_EVENT_TITLE_MAX),
  description: optionalText(SERVICE_EVENT_DESCRIPTION_MAX),
  priority: priority.optional(),
  customerId: idSchema.nullable().optional(),
  customerProductId: idSchema.nullable().optional(),
  contactName: optionalText(18),
  contactPhone: z.preprocess((v) => (v === '' ? null : v), phoneSchema.nullable()).optional(),
  coordinatorIds: idListSchema(SERVICE_EVENT_COORDINATORS_MAX).optional(),
  tagIds: idListSchema(SERVICE_EVENT_TAGS_MAX).optional(),
  /** Expected duration: at least one minute (SB:88). */
  durationMinutes: z.coerce
    .number()
    .int()
    .min(SERVICE_EVENT_DURATION_MIN_MINUTES)
    .max(60 * 24 * 366)
    .nullable()
    .optional(),
  customValues: z.record(z.string().max(40), z.unknown()).optional(),
};

/** POST /v2/event/save: a new event (no id) from a template; with a main owner it starts assigned (2). */
export const serviceEventCreateSchema = z.strictObject({
  templateId: idSchema.optional(),
  ...eventFields,
  principalUserId: idSchema.nullable().optional(),
  source: oneOf(Object.values(SERVICE_EVENT_SOURCES)).optional(),
  belongCallRecordId: idSchema.nullable().optional(),
});
export type ServiceEventCreateInput = z.infer<typeof serviceEventCreateSchema>;

/** PUT /v2/event/edit: any subset of the editable fields. */
export const serviceEventEditSchema = z
  .strictObject({ id: idSchema, ...eventFields })
  .partial({ title: true });
export type ServiceEventEditInput = z.infer<typeof serviceEventEditSchema>;

/** The list's filters (also the count's). */
export const serviceEventFilterSchema = z.object({
  states: stateListSchema.optional(),
  priority: priority.optional(),
  principalUserId: idSchema.optional(),
  customerId: idSchema.optional(),
  customerProductId: idSchema.optional(),
  templateId: idSchema.optional(),
  /** principal: mine to handle; created: I created; coordinating: I assist; escalated: escalated to me. */
  mine: z.enum(['principal', 'created', 'coordinating', 'escalated']).optional(),
  /** Only events in a pool (the /shelters page): 1 collaboration, 2 escalation, 0 either. */
  pool: oneOf([0, 1, 2] as const).optional(),
  keyword: keywordSchema,
  from: dateText.optional(),
  to: dateText.optional(),
  ...looseQuery,
});
export type ServiceEventFilter = z.infer<typeof serviceEventFilterSchema>;
export const serviceEventListQuerySchema = pageQuerySchema.extend(serviceEventFilterSchema.shape);
export type ServiceEventListQuery = z.infer<typeof serviceEventListQuerySchema>;

/** The badges' queries (spec-shell SS:437-438); `processStates=0,1` is read as "open" (docs/decisions.md). */
export const serviceEventBadgeQuerySchema = z.object({
  sortType: z.coerce.number().int().min(0).max(9).optional(),
  processStates: z.string().trim().max(40).optional(),
  close_state: z.coerce.number().int().min(0).max(1).optional(),
  ...looseQuery,
});

const note = optionalText(SERVICE_EVENT_NOTE_MAX);
/** Most actions: the event and an optional note (the table says where a note is required). */
export const serviceEventActionSchema = z.strictObject({
  id: idSchema,
  note,
  version: z.number().int().min(0).optional(),
});
export type ServiceEventActionInput = z.infer<typeof serviceEventActionSchema>;
/** Assign and reassign: the main owner is required (SB:88), coordinators optional. */
export const serviceEventAssignSchema = serviceEventActionSchema.extend({
  principalUserId: idSchema,
  coordinatorIds: idListSchema(SERVICE_EVENT_COORDINATORS_MAX).optional(),
});
export type ServiceEventAssignInput = z.infer<typeof serviceEventAssignSchema>;
/** Escalate to a person, or into the escalation pool (no person). */
export const serviceEventEscalateSchema = serviceEventActionSchema.extend({
  escalateToUserId: idSchema.nullable().optional(),
});
export type ServiceEventEscalateInput = z.infer<typeof serviceEventEscalateSchema>;
/** Convert to a work order: the order template and appointment; the rest comes from the event. */
export const serviceEventConvertSchema = serviceEventActionSchema.extend({
  orderTemplateId: idSchema,
  appointmentAt: instantSchema,
  serverUserId: idSchema.nullable().optional(),
});
export type ServiceEventConvertInput = z.infer<typeof serviceEventConvertSchema>;

export const serviceEventMessageSchema = z.strictObject({
  eventId: idSchema,
  kind: z.enum(SERVICE_EVENT_MESSAGE_KINDS),
  content: requiredText(SERVICE_EVENT_MESSAGE_MAX),
});
export type ServiceEventMessageInput = z.infer<typeof serviceEventMessageSchema>;

/** Print and export take at most 50 events (SB:87, 150). */
export const serviceEventIdsQuerySchema = z.object({
  ids: z
    .union([z.string().trim().max(600), z.array(z.coerce.number())])
    .transform((v): unknown[] => (Array.isArray(v) ? v : v.split(',').filter(Boolean).map(Number)))
    .pipe(idListSchema(SERVICE_EVENT_PRINT_MAX).min(1)),
  ...looseQuery,
});

export interface UserRef {
  id: number;
  name: string;
}

export interface ServiceEventRow {
  id: number;
  eventNo: string;
  title: string;
  state: ServiceEventState;
  priority: ServiceEventPriority;
  pool: ServiceEventPool | null;
  templateId: number;
  templateName: string | null;
  customerId: number | null;
  customerName: string | null;
  customerProductId: number | null;
  contactName: string | null;
  contactPhone: string | null;
  principal: UserRef | null;
  escalatedTo: UserRef | null;
  orderId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ServiceEventDetail extends ServiceEventRow {
  description: string | null;
  durationMinutes: number | null;
  source: number;
  belongCallRecordId: number | null;
  pausedFrom: ServiceEventState | null;
  coordinators: UserRef[];
  tags: { id: number; name: string }[];
  customValues: FieldValues;
  customerProductName: string | null;
  orderNo: string | null;
  createdBy: UserRef | null;
  completedAt: string | null;
  closedAt: string | null;
  version: number;
  /** The actions the caller may take now (the buttons; the server checks again). */
  actions: ServiceEventAction[];
}

export interface ServiceEventLogEntry {
  id: number;
  action: string;
  fromState: ServiceEventState | null;
  toState: ServiceEventState | null;
  note: string | null;
  user: UserRef | null;
  at: string;
  orderId: number | null;
}

export interface ServiceEventMessage {
  id: number;
  kind: ServiceEventMessageKind;
  content: string;
  user: UserRef | null;
  at: string;
}

export type ServiceEventCounts = { total: number } & Record<`s${ServiceEventState}`, number>;

for (const [key, label] of Object.entries({
  action: { zh_CN: '操作', en_GB: 'Action' },
  ids: { zh_CN: '事件', en_GB: 'Events' },
}))
  FIELD_LABELS[key] ??= label;

/** Batch actions on events (data permission 620, SB "batch"): at most 50 events at a time. */
export const SERVICE_EVENT_BATCH_MAX = 50;
export const SERVICE_EVENT_BATCH_ACTIONS = ['assign', 'close', 'delete', 'putInPool', 'recall'] as const;
export type ServiceEventBatchAction = (typeof SERVICE_EVENT_BATCH_ACTIONS)[number];

/** POST /v2/event/batch: one action on many events; assign needs the main owner. */
export const serviceEventBatchSchema = z
  .strictObject({
    action: z.enum(SERVICE_EVENT_BATCH_ACTIONS),
    ids: idListSchema(SERVICE_EVENT_BATCH_MAX).min(1),
    principalUserId: idSchema.optional(),
    coordinatorIds: idListSchema(SERVICE_EVENT_COORDINATORS_MAX).optional(),
    note,
  })
  .superRefine((b, ctx) => {
    if (b.action === 'assign' && !b.principalUserId)
      ctx.addIssue({ code: 'custom', path: ['principalUserId'], message: 'required' });
  });
export type ServiceEventBatchInput = z.infer<typeof serviceEventBatchSchema>;

/** One event's outcome in a batch: done (its new state), or refused with the code and message. */
export type ServiceEventBatchResult =
  | { id: number; ok: true; state: ServiceEventState | null }
  | { id: number; ok: false; code: string; message: string };
export interface ServiceEventBatchOutcome {
  results: ServiceEventBatchResult[];
  succeeded: number;
  failed: number;
}

/** POST /v2/event/export: the chosen events (at most 50, SB:87, 150) to Excel in the download centre. */
export const SERVICE_EVENT_EXPORT_FILE_NAME_MAX = 60;
export const serviceEventExportSchema = z.strictObject({
  ids: idListSchema(SERVICE_EVENT_PRINT_MAX).min(1),
  fileName: requiredText(SERVICE_EVENT_EXPORT_FILE_NAME_MAX),
});
export type ServiceEventExportInput = z.infer<typeof serviceEventExportSchema>;

/**
 * PUT /v2/event/items: an event's service items, all at once (as an order's service lines); only
 * when its template has `enableServiceItem` on. Each item at most once.
 */
export const serviceEventItemsSchema = z.strictObject({
  eventId: idSchema,
  items: z
    .array(serviceLineSchema)
    .max(ORDER_SERVICE_ITEMS_MAX)
    .refine((list) => new Set(list.map((l) => l.serviceItemId)).size === list.length, 'invalid'),
});
export type ServiceEventItemsInput = z.infer<typeof serviceEventItemsSchema>;
/** An event's service items and their total (exact decimals as text). */
export interface ServiceEventItems {
  enabled: boolean;
  lines: OrderServiceLine[];
  amount: string;
}
