import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import { amountSchema } from '../orders/money';
import {
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
} from '../organization/common';
import {
  AHEAD_DAYS,
  CONTRACT_NAME_MAX,
  CONTRACT_NO_MAX,
  CONTRACT_NOTE_MAX,
  CYCLE_UNITS,
  PLAN_CYCLE_MAX,
  PLAN_EQUIPMENT_MAX,
  PLAN_KINDS,
  PRODUCE_FREQUENCIES,
  MARKETING_BATCH_MAX,
  QUANTITY_MAX,
  SALES_PRODUCTS_MAX,
  TASK_STATE_LIST,
  type AheadDays,
  type TaskState,
} from './constants';
import { PROGRESS, SALES_STATE_LIST, type Progress, type SalesState } from './sales-states';
import { spanWithinYear } from './schedule';

Object.assign(VALIDATION_MESSAGES, {
  planSpan: {
    zh_CN: '任务跨度不能超过1年，且结束日期不能早于开始日期',
    en_GB: 'The task span may be at most one year, ending on or after the start date',
  },
  staffOrTeam: { zh_CN: '请选择服务人员或服务团队', en_GB: 'Choose a member of staff or a team' },
  customerOrTag: {
    zh_CN: '请选择一个客户或一个客户标签（二选一）',
    en_GB: 'Choose either one customer or one customer tag',
  },
  contractDates: {
    zh_CN: '结束日期不能早于开始日期',
    en_GB: 'The end date may not be before the start date',
  },
});
const labels = {
  name: { zh_CN: '名称', en_GB: 'Name' },
  customerId: { zh_CN: '客户', en_GB: 'Customer' },
  contractDate: { zh_CN: '合同日期', en_GB: 'Contract date' },
  amount: { zh_CN: '金额', en_GB: 'Amount' },
  contractId: { zh_CN: '合同', en_GB: 'Contract' },
  cycleUnit: { zh_CN: '周期单位', en_GB: 'Cycle unit' },
  cycleValue: { zh_CN: '周期', en_GB: 'Cycle' },
  startDate: { zh_CN: '开始日期', en_GB: 'Start date' },
  endDate: { zh_CN: '结束日期', en_GB: 'End date' },
  startTime: { zh_CN: '开始时间', en_GB: 'Start time' },
  staffUserId: { zh_CN: '服务人员', en_GB: 'Staff' },
  teamId: { zh_CN: '服务团队', en_GB: 'Team' },
  equipmentIds: { zh_CN: '设备', en_GB: 'Equipment' },
  aheadDays: { zh_CN: '提前生成天数', en_GB: 'Days ahead' },
  frequency: { zh_CN: '生成频率', en_GB: 'Production frequency' },
  autoOrder: { zh_CN: '自动生成工单', en_GB: 'Raise orders automatically' },
  contractNo: { zh_CN: '合同编号', en_GB: 'Contract no.' },
  signerUserId: { zh_CN: '签约人', en_GB: 'Signer' },
  products: { zh_CN: '产品', en_GB: 'Products' },
  quantity: { zh_CN: '数量', en_GB: 'Quantity' },
  price: { zh_CN: '单价', en_GB: 'Price' },
  reason: { zh_CN: '驳回原因', en_GB: 'Reason for rejection' },
  dueDate: { zh_CN: '计划回款日期', en_GB: 'Due date' },
  paymentPlanId: { zh_CN: '回款计划', en_GB: 'Payment plan' },
  paidOn: { zh_CN: '回款日期', en_GB: 'Date received' },
  shippingState: { zh_CN: '发货状态', en_GB: 'Shipping' },
  signingState: { zh_CN: '签收状态', en_GB: 'Signing' },
  customerTagId: { zh_CN: '客户标签', en_GB: 'Customer tag' },
  templateId: { zh_CN: '短信模板', en_GB: 'SMS template' },
  customerIds: { zh_CN: '客户', en_GB: 'Customers' },
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
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'invalid');
const customValues = z.record(z.string().max(40), z.unknown()).default({});
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/* ---------- maintenance ---------- */

/** POST /v2/maintenance/contract/save: name, customer, date and amount required (SB:32). */
export const maintenanceContractSaveSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText(CONTRACT_NAME_MAX),
  customerId: idSchema,
  contractDate: dateText,
  amount: amountSchema,
  note: optionalText(CONTRACT_NOTE_MAX),
  customValues,
});
export type MaintenanceContractSaveInput = z.infer<typeof maintenanceContractSaveSchema>;

export const contractListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  customerId: idSchema.optional(),
  ...looseQuery,
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/** A plan's cycle, people and production: shared by maintenance plans and customer service plans. */
const planFields = {
  id: idSchema.optional(),
  name: requiredText(CONTRACT_NAME_MAX),
  cycleUnit: z.enum(CYCLE_UNITS),
  cycleValue: z.coerce.number().int().min(1).max(PLAN_CYCLE_MAX),
  startDate: dateText,
  endDate: dateText,
  startTime: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid')
    .default('09:00'),
  staffUserId: idSchema.nullish(),
  teamId: idSchema.nullish(),
  aheadDays: oneOf<AheadDays>(AHEAD_DAYS).default(7),
  frequency: z.enum(PRODUCE_FREQUENCIES).default('daily'),
  autoOrder: z.boolean().default(false),
  enabled: z.boolean().default(true),
};
type PlanRuleInput = {
  startDate: string;
  endDate: string;
  staffUserId?: number | null;
  teamId?: number | null;
};
/** The span (≤ 1 year, SB:95) and who serves, refused naming the field. */
function planRules(v: PlanRuleInput, ctx: z.RefinementCtx) {
  if (!spanWithinYear(v.startDate, v.endDate))
    ctx.addIssue({ code: 'custom', message: 'planSpan', path: ['endDate'] });
  if (!v.staffUserId && !v.teamId)
    ctx.addIssue({ code: 'custom', message: 'staffOrTeam', path: ['staffUserId'] });
}

/** POST /v2/maintenance/plan/save: a plan of a contract, its cycle, people, equipment and production. */
export const maintenancePlanSaveSchema = z
  .strictObject({
    ...planFields,
    contractId: idSchema,
    equipmentIds: idListSchema(PLAN_EQUIPMENT_MAX)
      .default([])
      .transform((v) => [...new Set(v)]),
  })
  .superRefine(planRules);
export type MaintenancePlanSaveInput = z.infer<typeof maintenancePlanSaveSchema>;

export const maintenancePlanListQuerySchema = pageQuerySchema.extend({
  contractId: idSchema.optional(),
  equipmentId: idSchema.optional(),
  keyword: keywordSchema,
  ...looseQuery,
});
export type MaintenancePlanListQuery = z.infer<typeof maintenancePlanListQuerySchema>;

export const maintenanceTaskFilterSchema = z.object({
  planId: idSchema.optional(),
  contractId: idSchema.optional(),
  /** Maintenance tasks, or customer service plans' (the follow-up reminders, /followRemind). */
  kind: z.enum(PLAN_KINDS).optional(),
  customerId: idSchema.optional(),
  state: oneOf<TaskState>(TASK_STATE_LIST).optional(),
  from: dateText.optional(),
  to: dateText.optional(),
  keyword: keywordSchema,
  ...looseQuery,
});
export type MaintenanceTaskFilter = z.infer<typeof maintenanceTaskFilterSchema>;
export const maintenanceTaskListQuerySchema = maintenanceTaskFilterSchema.extend(pageQuerySchema.shape);
export type MaintenanceTaskListQuery = z.infer<typeof maintenanceTaskListQuerySchema>;

/** POST /v2/maintenance/task/save: disable (2) or enable (0) a task, or move its due date. */
export const maintenanceTaskSaveSchema = z.strictObject({
  id: idSchema,
  state: oneOf([0, 2] as const).optional(),
  note: optionalText(CONTRACT_NOTE_MAX),
});
export type MaintenanceTaskSaveInput = z.infer<typeof maintenanceTaskSaveSchema>;

export const contractIdBodySchema = z.strictObject({ id: idSchema });
export const contractIdParamsSchema = z.object({ id: idSchema });

/* ---------- sales ---------- */

export const salesProductSchema = z.strictObject({
  productId: idSchema.nullish(),
  name: requiredText(CONTRACT_NAME_MAX),
  quantity: z.coerce.number().int().min(1).max(QUANTITY_MAX),
  price: amountSchema,
});
export type SalesProductInput = z.infer<typeof salesProductSchema>;

/** POST /v2/salesContract/save (SB:31): the amount is the products' total, computed by the server. */
export const salesContractSaveSchema = z
  .strictObject({
    id: idSchema.optional(),
    contractNo: requiredText(CONTRACT_NO_MAX),
    name: requiredText(CONTRACT_NAME_MAX),
    customerId: idSchema,
    signerUserId: idSchema.nullish(),
    contractDate: dateText,
    startDate: dateText.nullish(),
    endDate: dateText.nullish(),
    products: z.array(salesProductSchema).min(1).max(SALES_PRODUCTS_MAX),
    note: optionalText(CONTRACT_NOTE_MAX),
    customValues,
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', message: 'contractDates', path: ['endDate'] });
  });
export type SalesContractSaveInput = z.infer<typeof salesContractSaveSchema>;

export const salesListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  state: oneOf<SalesState>(SALES_STATE_LIST).optional(),
  customerId: idSchema.optional(),
  mine: flag,
  ...looseQuery,
});
export type SalesListQuery = z.infer<typeof salesListQuerySchema>;

export const salesRejectSchema = z.strictObject({ id: idSchema, reason: requiredText(CONTRACT_NOTE_MAX) });

/** POST /v2/salesContract/paymentPlan/save: an instalment (new or changed while nothing is received). */
export const paymentPlanSaveSchema = z.strictObject({
  id: idSchema.optional(),
  contractId: idSchema,
  dueDate: dateText,
  amount: amountSchema,
  note: optionalText(CONTRACT_NOTE_MAX),
});
export type PaymentPlanSaveInput = z.infer<typeof paymentPlanSaveSchema>;

/** POST /v2/salesContract/payment/add: money received against an instalment. */
export const paymentAddSchema = z.strictObject({
  paymentPlanId: idSchema,
  amount: amountSchema,
  paidOn: dateText,
  note: optionalText(CONTRACT_NOTE_MAX),
});
export type PaymentAddInput = z.infer<typeof paymentAddSchema>;

/** POST /v2/salesContract/status: shipping and signing progress. */
export const salesStatusSchema = z.strictObject({
  id: idSchema,
  shippingState: oneOf<Progress>(Object.values(PROGRESS)).optional(),
  signingState: oneOf<Progress>(Object.values(PROGRESS)).optional(),
});
export type SalesStatusInput = z.infer<typeof salesStatusSchema>;

/* ---------- customer service plans (/cyclePlan) ---------- */

/**
 * POST /v2/cyclePlan/save: a periodic follow-up for one customer or every customer carrying a tag
 * (exactly one); its tasks are follow-up reminders, or work orders when `autoOrder`.
 */
export const servicePlanSaveSchema = z
  .strictObject({
    ...planFields,
    customerId: idSchema.nullish(),
    customerTagId: idSchema.nullish(),
    note: optionalText(CONTRACT_NOTE_MAX),
  })
  .superRefine((v, ctx) => {
    planRules(v, ctx);
    if (!v.customerId === !v.customerTagId)
      ctx.addIssue({ code: 'custom', message: 'customerOrTag', path: ['customerId'] });
  });
export type ServicePlanSaveInput = z.infer<typeof servicePlanSaveSchema>;

export const servicePlanListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  /** Plans reaching this customer: its own, and those of the tags it carries. */
  customerId: idSchema.optional(),
  ...looseQuery,
});
export type ServicePlanListQuery = z.infer<typeof servicePlanListQuerySchema>;

/** POST /v2/cyclePlan/remind/done: a follow-up reminder done (without an order), with a note. */
export const remindDoneSchema = z.strictObject({ id: idSchema, note: optionalText(CONTRACT_NOTE_MAX) });
export type RemindDoneInput = z.infer<typeof remindDoneSchema>;

/** SMS marketing to a plan's customers (/cyclePlan/SMSmarketing/{id}): all of them, or those chosen. */
export const marketingPreviewSchema = z.strictObject({
  planId: idSchema,
  customerIds: idListSchema(MARKETING_BATCH_MAX).optional(),
});
export type MarketingPreviewInput = z.infer<typeof marketingPreviewSchema>;
export const marketingSendSchema = marketingPreviewSchema.extend({
  templateId: idSchema,
  /** What the confirmation showed: a send that would now reach a different number is refused. */
  expected: z.coerce.number().int().min(1).max(MARKETING_BATCH_MAX),
});
export type MarketingSendInput = z.infer<typeof marketingSendSchema>;
export const marketingListQuerySchema = pageQuerySchema.extend({
  planId: idSchema.optional(),
  ...looseQuery,
});
export type MarketingListQuery = z.infer<typeof marketingListQuerySchema>;
