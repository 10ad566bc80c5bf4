import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import type { FieldValues } from '../forms/values';
import { instantSchema } from '../orders/order.schema';
import { ORDER_TITLE_MAX } from '../limits';
import {
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
} from '../organization/common';
import {
  PLAN_DUE_DAYS_MAX,
  PLAN_NAME_MAX,
  PLAN_SAMPLE_COUNT_MAX,
  PLAN_TEMPLATES_MAX,
  PLAN_VISIT_TYPES,
  PLAN_VISITORS_MAX,
  REPORT_DAYS_MAX,
  REPORT_PERIODS,
  RETURN_VISIT_STATE_LIST,
  RETURN_VISIT_TYPE_LIST,
  SAMPLE_MODES,
  VISIT_NOTE_MAX,
  VISIT_SMS_MAX,
  type PlanVisitType,
  type ReportPeriod,
  type ReturnVisitState,
  type ReturnVisitType,
  type SampleMode,
} from './constants';

Object.assign(VALIDATION_MESSAGES, {
  reportRange: {
    zh_CN: '统计区间须从开始日期到结束日期，且不超过366天',
    en_GB: 'The period must run from the start date to the end date, at most 366 days',
  },
});
const labels = {
  visitType: { zh_CN: '回访类型', en_GB: 'Visit type' },
  templateIds: { zh_CN: '工单模板', en_GB: 'Order templates' },
  priorities: { zh_CN: '优先级', en_GB: 'Priorities' },
  sampleMode: { zh_CN: '抽样方式', en_GB: 'Sampling' },
  sampleRatio: { zh_CN: '抽样比例', en_GB: 'Sample ratio' },
  sampleCount: { zh_CN: '每日抽样数量', en_GB: 'Orders per day' },
  visitorIds: { zh_CN: '回访人员', en_GB: 'Visitors' },
  visitorUserId: { zh_CN: '回访人员', en_GB: 'Visitor' },
  dueDays: { zh_CN: '回访时限（天）', en_GB: 'Days to visit' },
  result: { zh_CN: '回访结果', en_GB: 'Visit result' },
  values: { zh_CN: '回访表单', en_GB: 'Visit form' },
  note: { zh_CN: '回访说明', en_GB: 'Visit notes' },
  content: { zh_CN: '内容', en_GB: 'Content' },
  followUp: { zh_CN: '跟进工单', en_GB: 'Follow-up order' },
  planId: { zh_CN: '回访计划', en_GB: 'Visit plan' },
  state: { zh_CN: '状态', en_GB: 'State' },
  from: { zh_CN: '开始日期', en_GB: 'Start date' },
  to: { zh_CN: '结束日期', en_GB: 'End date' },
  period: { zh_CN: '统计周期', en_GB: 'Period' },
  dataType: { zh_CN: '数据类型', en_GB: 'Data type' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const oneOf = <T extends number>(values: readonly T[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v as T), 'invalid')
    .transform((v) => v as T);
const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid');
const priorityList = z
  .array(oneOf([1, 2, 3] as const))
  .max(3)
  .transform((v) => [...new Set(v)]);

/** POST /v2/returnVisitPlan/save: a new plan (no id) or the whole of an existing one. */
export const planSaveSchema = z
  .strictObject({
    id: idSchema.optional(),
    name: requiredText(PLAN_NAME_MAX),
    enabled: z.boolean().default(true),
    visitType: oneOf<PlanVisitType>(PLAN_VISIT_TYPES),
    templateIds: idListSchema(PLAN_TEMPLATES_MAX)
      .default([])
      .transform((v) => [...new Set(v)]),
    priorities: priorityList.default([]),
    sampleMode: z.enum(SAMPLE_MODES),
    sampleRatio: z.coerce.number().int().min(1).max(100).nullish(),
    sampleCount: z.coerce.number().int().min(1).max(PLAN_SAMPLE_COUNT_MAX).nullish(),
    visitorIds: idListSchema(PLAN_VISITORS_MAX)
      .default([])
      .transform((v) => [...new Set(v)]),
    dueDays: z.coerce.number().int().min(1).max(PLAN_DUE_DAYS_MAX).default(3),
  })
  .superRefine((v, ctx) => {
    if (v.sampleMode === 'ratio' && v.sampleRatio == null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['sampleRatio'] });
    if (v.sampleMode === 'count' && v.sampleCount == null)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['sampleCount'] });
  })
  .transform((v) => ({
    ...v,
    sampleRatio: v.sampleMode === 'ratio' ? v.sampleRatio! : null,
    sampleCount: v.sampleMode === 'count' ? v.sampleCount! : null,
  }));
export type PlanSaveInput = z.infer<typeof planSaveSchema>;

export const planListQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema, ...looseQuery });
export type PlanListQuery = z.infer<typeof planListQuerySchema>;

/** The filters the task list and its counts share. */
export const taskFilterSchema = z.object({
  state: oneOf<ReturnVisitState>(RETURN_VISIT_STATE_LIST).optional(),
  visitType: oneOf<ReturnVisitType>(RETURN_VISIT_TYPE_LIST).optional(),
  planId: idSchema.optional(),
  visitorUserId: idSchema.optional(),
  /** Only the caller's work: tasks designated to them, and undesignated pending ones. */
  mine: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  keyword: keywordSchema,
  /** Created on or after / on or before (the enterprise's dates). */
  from: dateText.optional(),
  to: dateText.optional(),
  ...looseQuery,
});
export type TaskFilter = z.infer<typeof taskFilterSchema>;
export const taskListQuerySchema = taskFilterSchema.extend(pageQuerySchema.shape);
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/** A follow-up order a failed visit raises: the visited order's customer, template and address. */
export const followUpFieldsSchema = z.strictObject({
  title: optionalText(ORDER_TITLE_MAX),
  description: optionalText(VISIT_NOTE_MAX),
  appointmentAt: instantSchema.optional(),
  /** Custom values of the order's template, over the visited order's own (its required fields). */
  customValues: z.record(z.string().max(40), z.unknown()).optional(),
});
export type FollowUpFields = z.infer<typeof followUpFieldsSchema>;
export const followUpSchema = followUpFieldsSchema.extend({ id: idSchema });
export type FollowUpInput = z.infer<typeof followUpSchema>;

/**
 * POST /v2/returnvisitTask/submit: the visit form, the notes and the outcome (3 passed, 2 failed).
 * A failed visit raises its follow-up order with a second call (followUp), so a refused order
 * leaves the submitted visit as it is.
 */
export const taskSubmitSchema = z.strictObject({
  id: idSchema,
  result: z.enum(['passed', 'failed']),
  values: z.record(z.string().max(40), z.unknown()).default({}),
  note: optionalText(VISIT_NOTE_MAX),
});
export type TaskSubmitInput = z.infer<typeof taskSubmitSchema>;

/** POST /v2/returnvisitTask/sendSms: a message to the order's contact. */
export const taskSmsSchema = z.strictObject({ id: idSchema, content: requiredText(VISIT_SMS_MAX) });
export type TaskSmsInput = z.infer<typeof taskSmsSchema>;

/** POST /v2/returnvisitTask/create: a visit added by hand for a completed order (type 53). */
export const taskCreateSchema = z.strictObject({
  orderId: idSchema,
  visitorUserId: idSchema.nullish(),
});
export type TaskCreateInput = z.infer<typeof taskCreateSchema>;

/** GET /v2/order/getAllVisitCount?dataType=0: pending visits for the caller (0 all theirs, 1 designated only). */
export const visitCountQuerySchema = z.object({
  dataType: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => Number(v) as 0 | 1),
  ...looseQuery,
});

/** GET /v2/returnVisitReport: counts and rates of visits created in [from, to], by period and visitor. */
export const reportQuerySchema = z
  .object({
    from: dateText,
    to: dateText,
    period: z.enum(REPORT_PERIODS).default('day'),
    /** The spec's query names the plan `id`. */
    id: idSchema.optional(),
    visitType: oneOf<ReturnVisitType>(RETURN_VISIT_TYPE_LIST).optional(),
    ...looseQuery,
  })
  .superRefine((v, ctx) => {
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (!(days >= 0 && days < REPORT_DAYS_MAX))
      ctx.addIssue({ code: 'custom', message: 'reportRange', path: ['to'] });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export interface ReturnVisitPlan {
  id: number;
  name: string;
  enabled: boolean;
  visitType: PlanVisitType;
  templateIds: number[];
  priorities: number[];
  sampleMode: SampleMode;
  sampleRatio: number | null;
  sampleCount: number | null;
  visitorIds: number[];
  visitors: { id: number; name: string }[];
  dueDays: number;
  matched: number;
  created: number;
  createdAt: string;
}

export interface ReturnVisitTaskRow {
  id: number;
  orderId: number;
  orderNo: string;
  orderTitle: string;
  visitType: ReturnVisitType;
  state: ReturnVisitState;
  planId: number | null;
  planName: string | null;
  customerName: string;
  contactName: string | null;
  contactPhone: string | null;
  priority: number;
  visitor: { id: number; name: string } | null;
  server: { id: number; name: string } | null;
  dueAt: string | null;
  overdue: boolean;
  submittedAt: string | null;
  createdAt: string;
  followUpOrderId: number | null;
}

export interface ReturnVisitTaskDetail extends ReturnVisitTaskRow {
  templateId: number;
  values: FieldValues;
  note: string | null;
  submittedBy: { id: number; name: string } | null;
  smsCount: number;
  lastSmsAt: string | null;
  followUpOrderNo: string | null;
  /** What the caller may do now. */
  canSubmit: boolean;
  canFollowUp: boolean;
}

export interface ReturnVisitCounts {
  total: number;
  pending: number;
  failed: number;
  passed: number;
}

export interface ReturnVisitReportRow {
  created: number;
  pending: number;
  failed: number;
  passed: number;
  /** Done (passed + failed) / created, and passed / done, in percent with one decimal; null when none. */
  doneRate: number | null;
  passRate: number | null;
}
export interface ReturnVisitReport {
  period: ReportPeriod;
  totals: ReturnVisitReportRow & { followUps: number };
  byPeriod: (ReturnVisitReportRow & { period: string })[];
  byVisitor: (ReturnVisitReportRow & { visitor: { id: number; name: string } | null })[];
}
