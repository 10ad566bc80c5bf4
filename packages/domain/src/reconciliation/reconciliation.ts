import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import { idSchema, keywordSchema, looseQuery, optionalText } from '../organization/common';
import { PAYMENT_KIND_LIST, type PaymentKind } from '../collection/constants';
import { RECONCILE_DAYS_MAX, RECONCILE_NOTE_MAX } from './constants';

Object.assign(VALIDATION_MESSAGES, {
  financeRange: {
    zh_CN: `期间须从开始日期到结束日期，且不超过${RECONCILE_DAYS_MAX}天`,
    en_GB: `The period must run from the start date to the end date, at most ${RECONCILE_DAYS_MAX} days`,
  },
});
const labels = {
  from: { zh_CN: '开始日期', en_GB: 'Start date' },
  to: { zh_CN: '结束日期', en_GB: 'End date' },
  customerId: { zh_CN: '客户', en_GB: 'Customer' },
  reconciled: { zh_CN: '对账状态', en_GB: 'Reconciliation state' },
  period: { zh_CN: '统计周期', en_GB: 'Period' },
  note: { zh_CN: '备注', en_GB: 'Note' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid');

const periodShape = { from: dateText, to: dateText };
const inRange = (v: { from: string; to: string }, ctx: z.RefinementCtx) => {
  const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
  if (!(days >= 0 && days < RECONCILE_DAYS_MAX))
    ctx.addIssue({ code: 'custom', message: 'financeRange', path: ['to'] });
};

/** The reconcile list's filters (shared by the list, the count and the export). */
export const reconcileFilterSchema = z
  .object({
    ...periodShape,
    customerId: idSchema.optional(),
    keyword: keywordSchema,
    /** 1: reconciled for this period; 0: not yet. */
    reconciled: z.enum(['0', '1']).optional(),
    ...looseQuery,
  })
  .superRefine(inRange);
export type ReconcileFilter = z.infer<typeof reconcileFilterSchema>;
export const reconcileListQuerySchema = z
  .object({
    ...periodShape,
    customerId: idSchema.optional(),
    keyword: keywordSchema,
    reconciled: z.enum(['0', '1']).optional(),
    ...pageQuerySchema.shape,
    ...looseQuery,
  })
  .superRefine(inRange);
export type ReconcileListQuery = z.infer<typeof reconcileListQuerySchema>;

/** POST /v2/financeReconcile/mark: the customer and period to freeze. */
export const reconcileMarkSchema = z
  .strictObject({ ...periodShape, customerId: idSchema, note: optionalText(RECONCILE_NOTE_MAX) })
  .superRefine(inRange);
export type ReconcileMarkInput = z.infer<typeof reconcileMarkSchema>;

export const exportReconcileSchema = z
  .strictObject({
    ...periodShape,
    customerId: idSchema.optional(),
    keyword: keywordSchema,
    reconciled: z.enum(['0', '1']).optional(),
  })
  .superRefine(inRange);

export const INCOME_PERIODS = ['day', 'month'] as const;
export type IncomePeriod = (typeof INCOME_PERIODS)[number];
export const incomeQuerySchema = z
  .object({ ...periodShape, period: z.enum(INCOME_PERIODS).default('day'), ...looseQuery })
  .superRefine(inRange);
export type IncomeQuery = z.infer<typeof incomeQuerySchema>;

/** The figures of one customer in a period (amounts as exact two-decimal strings). */
export interface ReconcileFigures {
  orderCount: number;
  ordersBilled: string;
  ordersCollected: string;
  contractsBilled: string;
  contractsCollected: string;
  billed: string;
  collected: string;
  /** billed − collected: what the customer still owes for the period. */
  balance: string;
}
export interface ReconcileRow extends ReconcileFigures {
  customerId: number;
  customerName: string;
  /** The frozen record when this customer-period was marked reconciled. */
  reconciliation: {
    id: number;
    figures: ReconcileFigures;
    /** The live figures no longer equal the frozen ones (something changed after marking). */
    changed: boolean;
    byName: string | null;
    at: string;
    note: string | null;
  } | null;
}
export interface ReconcileCount {
  customers: number;
  reconciled: number;
  unreconciled: number;
  billed: string;
  collected: string;
  balance: string;
}

export interface IncomeStatistics {
  total: string;
  ordersCollected: string;
  contractsCollected: string;
  paymentCount: number;
  byPeriod: { period: string; orders: string; contracts: string; total: string }[];
  byKind: { kind: PaymentKind; amount: string; count: number }[];
  byMethod: { methodId: number | null; name: string; amount: string; count: number }[];
  byTemplate: { templateId: number; name: string; amount: string; count: number }[];
}
export const INCOME_KINDS = PAYMENT_KIND_LIST;
