import { z } from 'zod';
import type { Messages } from '../i18n';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS } from '../validation';
import { idSchema, keywordSchema, looseQuery, optionalText } from '../organization/common';
import { instantSchema } from '../orders/order.schema';
import { ORDER_NOTE_MAX } from '../orders/constants';
import { BOARD_DAYS_MAX, SLOT_DURATIONS, type SlotDuration } from './constants';

/**
 * Engineers' schedules (issue 26, spec D3 /schedule/list, /schedule/report): one entry per engineer
 * and day saying whether they are on duty, off or on leave. No entry is "not scheduled".
 */
export const SCHEDULE_KINDS = { duty: 1, off: 2, leave: 3 } as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[keyof typeof SCHEDULE_KINDS];
export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, Messages> = {
  1: { zh_CN: '值班', en_GB: 'On duty' },
  2: { zh_CN: '休息', en_GB: 'Off' },
  3: { zh_CN: '请假', en_GB: 'On leave' },
};
/** Planning ahead: 7, 14 or 30 days (SB:155); nothing further ahead than the longest. */
export const SCHEDULE_PLAN_DAYS = [7, 14, 30] as const;
export const SCHEDULE_AHEAD_DAYS_MAX = 30;
/** The grid shows at most a month (31 days) at once. */
export const SCHEDULE_SPAN_DAYS_MAX = 31;
/** The report covers at most a year. */
export const SCHEDULE_REPORT_DAYS_MAX = 366;
/** One save touches at most 100 engineers × 31 days. */
export const SCHEDULE_SAVE_USERS_MAX = 100;
export const SCHEDULE_NOTE_MAX = 50;

const labels = {
  from: { zh_CN: '开始日期', en_GB: 'From' },
  to: { zh_CN: '结束日期', en_GB: 'To' },
  userIds: { zh_CN: '人员', en_GB: 'Engineers' },
  days: { zh_CN: '日期', en_GB: 'Days' },
  teamId: { zh_CN: '服务团队', en_GB: 'Team' },
  note: { zh_CN: '备注', en_GB: 'Note' },
  start: { zh_CN: '预约时间', en_GB: 'Appointment' },
  duration: { zh_CN: '服务时长', en_GB: 'Duration' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid');

/** Whole days from `from` to `to` inclusive (UTC calendar arithmetic on YYYY-MM-DD). */
export const daySpan = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Every day from `from` to `to` inclusive, as YYYY-MM-DD. */
export function scheduleDays(from: string, to: string): string[] {
  const out: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i < daySpan(from, to); i++)
    out.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return out;
}

const period = (max: number) => (v: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const span = daySpan(v.from, v.to);
  if (span < 1) ctx.addIssue({ code: 'custom', message: 'invalid', path: ['to'] });
  else if (span > max) ctx.addIssue({ code: 'custom', message: 'invalid', path: ['to'] });
};

/** GET /v2/schedule/list: engineers (a team's, by name or phone) with their days in a week or month. */
export const scheduleListQuerySchema = pageQuerySchema
  .extend({ from: day, to: day, teamId: idSchema.optional(), keyword: keywordSchema, ...looseQuery })
  .superRefine(period(SCHEDULE_SPAN_DAYS_MAX));
export type ScheduleListQuery = z.infer<typeof scheduleListQuerySchema>;

/** GET /v2/schedule/report: scheduled against worked days per engineer in a period. */
export const scheduleReportQuerySchema = pageQuerySchema
  .extend({ from: day, to: day, teamId: idSchema.optional(), keyword: keywordSchema, ...looseQuery })
  .superRefine(period(SCHEDULE_REPORT_DAYS_MAX));
export type ScheduleReportQuery = z.infer<typeof scheduleReportQuerySchema>;

/** POST /v2/schedule/save: set engineers' days to a kind, or clear them (kind null). */
export const scheduleSaveSchema = z.strictObject({
  userIds: z.array(idSchema).min(1).max(SCHEDULE_SAVE_USERS_MAX),
  days: z.array(day).min(1).max(SCHEDULE_SPAN_DAYS_MAX),
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  note: optionalText(SCHEDULE_NOTE_MAX),
});
export type ScheduleSave = z.infer<typeof scheduleSaveSchema>;

/** GET /v2/schedule/today: today's kind for the given engineers (absent = not scheduled). */
export const scheduleTodayQuerySchema = z.object({
  userIds: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,199}$/, 'invalid')
    .transform((v) => [...new Set(v.split(',').map(Number))]),
  ...looseQuery,
});

export interface ScheduleDay {
  day: string;
  kind: ScheduleKind;
  note: string | null;
}
export interface ScheduleRow {
  id: number;
  name: string;
  teams: { id: number; name: string }[];
  days: ScheduleDay[];
}
export interface ScheduleReportRow {
  id: number;
  name: string;
  duty: number;
  off: number;
  leave: number;
  /** Days with a check-in or position report (the kept 90 days). */
  worked: number;
  /** Worked days among the duty days. */
  workedOnDuty: number;
  /** Orders completed as server in the period. */
  completed: number;
}

/** GET /v2/schedule/appointments: engineers with their appointments and duty over at most a week. */
export const appointmentBoardQuerySchema = pageQuerySchema
  .extend({ from: day, to: day, teamId: idSchema.optional(), keyword: keywordSchema, ...looseQuery })
  .superRefine(period(BOARD_DAYS_MAX));
export type AppointmentBoardQuery = z.infer<typeof appointmentBoardQuerySchema>;

/**
 * POST /v2/schedule/assignSlot: assign a pending order to an engineer with the appointment of a free
 * window (start, 30/60/120 minutes or 0 for all day).
 */
export const slotAssignSchema = z.strictObject({
  orderId: idSchema,
  serverUserId: idSchema,
  start: instantSchema,
  duration: z.literal<SlotDuration[]>([...SLOT_DURATIONS]),
  note: optionalText(ORDER_NOTE_MAX),
});
export type SlotAssignInput = z.infer<typeof slotAssignSchema>;

/** An engineer's appointment on the board; the order's number and title only when the caller may see it. */
export interface BoardAppointment {
  orderId: number | null;
  orderNo: string | null;
  title: string | null;
  state: number;
  start: string;
  end: string;
}
export interface BoardRow {
  id: number;
  name: string;
  teams: { id: number; name: string }[];
  days: ScheduleDay[];
  appointments: BoardAppointment[];
}
