import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import { idListSchema, idSchema, keywordSchema, looseQuery, requiredText } from '../organization/common';
import {
  SLA_DAYS_OFF_MAX,
  SLA_LOG_KINDS,
  SLA_MATCH_IDS_MAX,
  SLA_MINUTES_MAX,
  SLA_OBJECT_KINDS,
  SLA_POLICY_NAME_MAX,
  SLA_PRIORITIES,
  SLA_RANK_DEFAULT,
  SLA_RANK_MAX,
  SLA_RANK_MIN,
  SLA_STEPS,
  SLA_TIME_ZONE_DEFAULT,
  type SlaLogKind,
  type SlaObjectKind,
  type SlaStep,
  type SlaTimerState,
} from './constants';
import { isTimeZone, minutesOf } from './clock';

Object.assign(VALIDATION_MESSAGES, {
  slaWarnTooLong: {
    zh_CN: '预警时间须短于时效与超时之和',
    en_GB: 'The warning must come before the deadline (shorter than timeliness plus time-out)',
  },
  slaStepTwice: { zh_CN: '同一环节只能设置一次', en_GB: 'Each step can be set only once' },
  slaHours: {
    zh_CN: '工作时间须为 HH:mm，且结束晚于开始',
    en_GB: 'Working hours are HH:mm, and the end is after the start',
  },
  slaNoWorkingDay: {
    zh_CN: '至少需要一个工作日',
    en_GB: 'At least one working day is needed',
  },
});
const labels = {
  objectKind: { zh_CN: '适用对象', en_GB: 'Applies to' },
  rank: { zh_CN: '规则优先级', en_GB: 'Rule priority' },
  useCalendar: { zh_CN: '按工作日历计时', en_GB: 'Count working hours only' },
  templateIds: { zh_CN: '模板', en_GB: 'Templates' },
  priorities: { zh_CN: '优先级', en_GB: 'Priorities' },
  customerIds: { zh_CN: '客户', en_GB: 'Customers' },
  customerTagIds: { zh_CN: '客户标签', en_GB: 'Customer tags' },
  productIds: { zh_CN: '设备产品', en_GB: 'Equipment products' },
  maintenanceContractIds: { zh_CN: '维保合同', en_GB: 'Maintenance contracts' },
  salesContractIds: { zh_CN: '销售合同', en_GB: 'Sales contracts' },
  steps: { zh_CN: 'SLA环节', en_GB: 'SLA steps' },
  step: { zh_CN: '环节', en_GB: 'Step' },
  minutes: { zh_CN: '时效（分钟）', en_GB: 'Timeliness (minutes)' },
  timeoutMinutes: { zh_CN: '超时（分钟）', en_GB: 'Time-out (minutes)' },
  warnMinutes: { zh_CN: '预警（分钟）', en_GB: 'Warning (minutes)' },
  timeZone: { zh_CN: '时区', en_GB: 'Time zone' },
  week: { zh_CN: '工作时间', en_GB: 'Working hours' },
  daysOff: { zh_CN: '休息日', en_GB: 'Days off' },
  kind: { zh_CN: '类型', en_GB: 'Type' },
  from: { zh_CN: '开始日期', en_GB: 'Start date' },
  to: { zh_CN: '结束日期', en_GB: 'End date' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const minutes = z.coerce.number().int().min(0).max(SLA_MINUTES_MAX);
const ids = idListSchema(SLA_MATCH_IDS_MAX)
  .default([])
  .transform((v) => [...new Set(v)]);
const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid');

/** One step's target: timeliness > 0, an optional time-out and a warning lead shorter than both. */
export const slaStepSchema = z
  .strictObject({
    step: z.enum(SLA_STEPS),
    minutes: minutes.min(1),
    timeoutMinutes: minutes.default(0),
    warnMinutes: minutes.default(0),
  })
  .superRefine((v, ctx) => {
    if (v.warnMinutes > 0 && v.warnMinutes >= v.minutes + v.timeoutMinutes)
      ctx.addIssue({ code: 'custom', message: 'slaWarnTooLong', path: ['warnMinutes'] });
  });
export type SlaStepInput = z.infer<typeof slaStepSchema>;

/** POST /v2/sla/policy/save: a new policy (no id) or the whole of an existing one. */
export const slaPolicySaveSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText(SLA_POLICY_NAME_MAX),
  objectKind: z.enum(SLA_OBJECT_KINDS),
  enabled: z.boolean().default(true),
  rank: z.coerce.number().int().min(SLA_RANK_MIN).max(SLA_RANK_MAX).default(SLA_RANK_DEFAULT),
  useCalendar: z.boolean().default(false),
  templateIds: ids,
  priorities: z
    .array(
      z.coerce
        .number()
        .int()
        .refine((v) => (SLA_PRIORITIES as readonly number[]).includes(v), 'invalid'),
    )
    .max(SLA_PRIORITIES.length)
    .default([])
    .transform((v) => [...new Set(v)]),
  customerIds: ids,
  customerTagIds: ids,
  productIds: ids,
  /** Contracts in force covering the object's customer or equipment (either kind; both empty = any). */
  maintenanceContractIds: ids,
  salesContractIds: ids,
  steps: z
    .array(slaStepSchema)
    .min(1)
    .max(SLA_STEPS.length)
    .superRefine((v, ctx) => {
      const seen = new Set<string>();
      v.forEach((s, i) => {
        if (seen.has(s.step)) ctx.addIssue({ code: 'custom', message: 'slaStepTwice', path: [i, 'step'] });
        seen.add(s.step);
      });
    }),
});
export type SlaPolicyInput = z.infer<typeof slaPolicySaveSchema>;

export const slaPolicyListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  objectKind: z.enum(SLA_OBJECT_KINDS).optional(),
  ...looseQuery,
});
export type SlaPolicyListQuery = z.infer<typeof slaPolicyListQuerySchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'slaHours');
const dayHours = z
  .strictObject({ start: hhmm, end: hhmm })
  .refine((v) => minutesOf(v.end) > minutesOf(v.start), { message: 'slaHours', path: ['end'] });

/** POST /v2/sla/calendar/save: the enterprise's business calendar (working hours Monday first, days off). */
export const slaCalendarSaveSchema = z.strictObject({
  timeZone: z.string().trim().max(64).refine(isTimeZone, 'invalid').default(SLA_TIME_ZONE_DEFAULT),
  week: z
    .array(dayHours.nullable())
    .length(7)
    .refine((w) => w.some(Boolean), 'slaNoWorkingDay'),
  daysOff: z
    .array(dateText)
    .max(SLA_DAYS_OFF_MAX)
    .default([])
    .transform((v) => [...new Set(v)].sort()),
});
export type SlaCalendarInput = z.infer<typeof slaCalendarSaveSchema>;

/** GET /v2/sla/overtime/list: the overtime log (/overtimeLog), newest first. */
export const slaOvertimeQuerySchema = pageQuerySchema.extend({
  kind: z.enum(SLA_LOG_KINDS).optional(),
  objectKind: z.enum(SLA_OBJECT_KINDS).optional(),
  step: z.enum(SLA_STEPS).optional(),
  policyId: idSchema.optional(),
  keyword: keywordSchema,
  /** Logged on or after / on or before (the calendar's dates). */
  from: dateText.optional(),
  to: dateText.optional(),
  ...looseQuery,
});
export type SlaOvertimeQuery = z.infer<typeof slaOvertimeQuerySchema>;

/** GET /v2/sla/timers?objectKind&objectId: an object's SLA clocks (order detail). */
export const slaTimersQuerySchema = z.object({
  objectKind: z.enum(SLA_OBJECT_KINDS),
  objectId: idSchema,
  ...looseQuery,
});

export interface SlaPolicy {
  id: number;
  name: string;
  objectKind: SlaObjectKind;
  enabled: boolean;
  rank: number;
  useCalendar: boolean;
  templateIds: number[];
  priorities: number[];
  customerIds: number[];
  customerTagIds: number[];
  productIds: number[];
  maintenanceContractIds: number[];
  salesContractIds: number[];
  steps: SlaStepInput[];
  createdAt: string;
}

export interface SlaCalendar {
  timeZone: string;
  week: ({ start: string; end: string } | null)[];
  daysOff: string[];
  /** False while the enterprise has saved none: the default (Monday-Friday 09:00-18:00). */
  saved: boolean;
}

export interface SlaOvertimeItem {
  id: number;
  kind: SlaLogKind;
  objectKind: SlaObjectKind;
  objectId: number;
  objectNo: string;
  objectTitle: string;
  step: SlaStep;
  policyId: number;
  policyName: string;
  startedAt: string;
  dueAt: string;
  loggedAt: string;
  /** The timer's state now (met later, still breached, ...). */
  state: SlaTimerState;
  metAt: string | null;
}

export interface SlaTimerView {
  step: SlaStep;
  state: SlaTimerState;
  policyId: number;
  policyName: string;
  startedAt: string;
  warnAt: string | null;
  dueAt: string;
  metAt: string | null;
}

/** The default calendar: Monday to Friday, 09:00-18:00, in the default zone. */
export const SLA_DEFAULT_WEEK = [
  ...Array.from({ length: 5 }, () => ({ start: '09:00', end: '18:00' })),
  null,
  null,
];
