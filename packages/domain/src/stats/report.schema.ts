import { z } from 'zod';
import type { Messages } from '../i18n';
import { idSchema, looseQuery } from '../organization/common';
import { addDays } from '../contracts/schedule';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';

/**
 * The shared report frame (issue 28, spec D9): every report takes the same period and filters and
 * answers with charts and one table, which is also what its Excel export holds.
 */

/** The last 7, 30 or 90 days, or a range (SB:95: a report or export covers at most two years). */
export const REPORT_WINDOWS = ['7', '30', '90', 'range'] as const;
export type ReportWindow = (typeof REPORT_WINDOWS)[number];
/** Two years, counted in days including both ends (731 covers a leap year). */
export const REPORT_RANGE_DAYS_MAX = 731;
/** The filters a report may offer; each report says which of them it honours. */
export const REPORT_FILTERS = ['teamId', 'templateId', 'engineerId', 'customerTagId'] as const;
export type ReportFilterKey = (typeof REPORT_FILTERS)[number];
export const REPORT_EXPORT_FILE_NAME_MAX = 60;

Object.assign(VALIDATION_MESSAGES, {
  reportPeriod: {
    zh_CN: '统计区间须从开始日期到结束日期，且不超过两年',
    en_GB: 'The period must run from the start date to the end date, at most two years',
  },
});
Object.assign(FIELD_LABELS, {
  window: { zh_CN: '统计周期', en_GB: 'Period' },
  teamId: { zh_CN: '服务团队', en_GB: 'Team' },
  templateId: { zh_CN: '工单模板', en_GB: 'Order template' },
  engineerId: { zh_CN: '服务人员', en_GB: 'Engineer' },
  customerTagId: { zh_CN: '客户标签', en_GB: 'Customer tag' },
  fileName: { zh_CN: '文件名称', en_GB: 'File name' },
  from: { zh_CN: '开始日期', en_GB: 'Start date' },
  to: { zh_CN: '结束日期', en_GB: 'End date' },
  mine: { zh_CN: '仅本人', en_GB: 'Mine only' },
} satisfies Record<string, Messages>);

const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid');

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (ISO dates). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The period and filters of a report (query string); `from`/`to` are read only with window=range. */
export const reportQuerySchemaBase = z.object({
  window: z.enum(REPORT_WINDOWS).default('30'),
  from: dateText.optional(),
  to: dateText.optional(),
  teamId: idSchema.optional(),
  templateId: idSchema.optional(),
  engineerId: idSchema.optional(),
  customerTagId: idSchema.optional(),
  ...looseQuery,
});
function checkRange(v: { window: ReportWindow; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (v.window !== 'range') return;
  if (!v.from) ctx.addIssue({ code: 'custom', message: 'required', path: ['from'] });
  if (!v.to) ctx.addIssue({ code: 'custom', message: 'required', path: ['to'] });
  if (!v.from || !v.to) return;
  const days = daysBetween(v.from, v.to);
  if (!(days >= 1 && days <= REPORT_RANGE_DAYS_MAX))
    ctx.addIssue({ code: 'custom', message: 'reportPeriod', path: ['to'] });
}
export const reportFilterSchema = reportQuerySchemaBase.superRefine((v, ctx) => checkRange(v, ctx));
export type ReportFilter = z.infer<typeof reportFilterSchema>;
/** A report's filter as the web sends it (the defaults optional). */
export interface ReportFilterInput {
  window?: ReportWindow;
  from?: string;
  to?: string;
  teamId?: number;
  templateId?: number;
  engineerId?: number;
  customerTagId?: number;
}

/**
 * The dashboard's query (GET /databoard/*): a report's period and filters, and `mine` for a service
 * person's own figures (the home page's personal view).
 */
export const dashboardQuerySchema = reportQuerySchemaBase
  .extend({
    mine: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => v === '1' || v === 'true'),
  })
  .superRefine((v, ctx) => checkRange(v, ctx));
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The body of a report's export: the file's name (the period and filters are the query's). */
export const reportExportSchema = z.strictObject({
  fileName: z
    .string()
    .trim()
    .min(1, 'required')
    .max(REPORT_EXPORT_FILE_NAME_MAX, 'tooLong')
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\\/:*?"<>|\u0000-\u001f]/.test(v), 'invalid'),
});

/** The days a filter covers, given today's date in the enterprise's time zone. */
export function reportPeriod(filter: Pick<ReportFilter, 'window' | 'from' | 'to'>, today: string) {
  if (filter.window === 'range' && filter.from && filter.to) return { from: filter.from, to: filter.to };
  const days = Number(filter.window === 'range' ? '30' : filter.window);
  return { from: addDays(today, 1 - days), to: today };
}

/** A column of a report's table; `kind` says how the web and the export show its cells. */
export interface ReportColumn {
  key: string;
  title: string;
  kind?: 'text' | 'count' | 'money' | 'percent' | 'minutes';
}
export type ReportCell = string | number | null;
/** A cell can link to the list it counts (a web path with the list's URL filters). */
export interface ReportTable {
  columns: ReportColumn[];
  rows: Record<string, ReportCell>[];
  /** The totals row (same keys), when adding up makes sense. */
  totals?: Record<string, ReportCell>;
  /** Per row (by index), the web path each linked cell opens: the list it counts, same filters. */
  links?: (Record<string, string> | null)[];
}
/** A chart as data: the web turns it into an ECharts option, so every report looks alike. */
export type ReportChart =
  | {
      kind: 'line' | 'bar' | 'stackedBar' | 'hbar';
      title: string;
      categories: string[];
      series: { name: string; data: number[] }[];
      /** Series drawn against a second, percentage axis (rates). */
      percentSeries?: string[];
    }
  | { kind: 'pie'; title: string; data: { name: string; value: number }[] }
  | { kind: 'heatmap'; title: string; x: string[]; y: string[]; data: [number, number, number][] };

export interface ReportResult {
  from: string;
  to: string;
  charts: ReportChart[];
  table: ReportTable;
  /** Headline figures shown above the charts. */
  figures?: { key: string; title: string; value: ReportCell; kind?: ReportColumn['kind'] }[];
}
