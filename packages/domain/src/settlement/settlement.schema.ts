import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import { amountSchema, toCents } from '../orders/money';
import {
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
} from '../organization/common';
import {
  FINE_AUDIT_STATE_LIST,
  BILL_STATE_LIST,
  COMMISSION_MODES,
  COMMISSION_MODE_LIST,
  CYCLE_MONTHS_MAX,
  CYCLE_MONTHS_MIN,
  FINE_REASON_MAX,
  FINE_TYPE_LIST,
  REJECT_REASON_MAX,
  RULE_NAME_MAX,
  RULE_PRIORITY_DEFAULT,
  RULE_PRIORITY_MAX,
  RULE_PRIORITY_MIN,
  RULE_TARGETS,
  RULE_TARGETS_MAX,
  RULE_TARGET_LIST,
  SETTLEMENT_KIND_LIST,
  type RuleTarget,
  type FineAuditState,
  type BillState,
  type CommissionMode,
  type FineType,
  type SettlementKind,
} from './constants';

Object.assign(VALIDATION_MESSAGES, {
  percentMax: { zh_CN: '{field}不能超过100%', en_GB: '{field} cannot exceed 100%' },
  positiveAmount: { zh_CN: '{field}须大于0', en_GB: '{field} must be more than 0' },
  notForTarget: {
    zh_CN: '{field}不适用于该规则的提成对象',
    en_GB: "{field} does not apply to this rule's commission source",
  },
});
const labels = {
  kind: { zh_CN: '结算类型', en_GB: 'Settlement type' },
  priority: { zh_CN: '规则优先级', en_GB: 'Rule priority' },
  templateIds: { zh_CN: '适用模板', en_GB: 'Applicable templates' },
  serviceItemIds: { zh_CN: '服务项目', en_GB: 'Service items' },
  target: { zh_CN: '提成对象', en_GB: 'Commission source' },
  partIds: { zh_CN: '备件', en_GB: 'Spare parts' },
  partTypeIds: { zh_CN: '备件类型', en_GB: 'Spare part types' },
  teamIds: { zh_CN: '团队', en_GB: 'Teams' },
  userIds: { zh_CN: '人员', en_GB: 'People' },
  mode: { zh_CN: '计算方式', en_GB: 'Calculation' },
  value: { zh_CN: '提成金额/比例', en_GB: 'Amount or percentage' },
  serverRatio: { zh_CN: '负责人分配比例', en_GB: "Engineer's share" },
  enabled: { zh_CN: '启用', en_GB: 'Enabled' },
  startMonth: { zh_CN: '结算开始月份', en_GB: 'First month' },
  months: { zh_CN: '结算周期（月）', en_GB: 'Cycle (months)' },
  reason: { zh_CN: '原因', en_GB: 'Reason' },
  amount: { zh_CN: '金额', en_GB: 'Amount' },
  date: { zh_CN: '日期', en_GB: 'Date' },
  userId: { zh_CN: '人员', en_GB: 'Person' },
  passed: { zh_CN: '审批结果', en_GB: 'Decision' },
  auditState: { zh_CN: '审核状态', en_GB: 'Audit status' },
  type: { zh_CN: '类型', en_GB: 'Type' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const oneOf = <T extends number>(values: readonly T[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v as T), 'invalid')
    .transform((v) => v as T);
const targets = idListSchema(RULE_TARGETS_MAX)
  .default([])
  .transform((v) => [...new Set(v)].sort((a, b) => a - b));
const ratio = z.coerce.number().int().min(0).max(100);
const monthText = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid');
const dateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid');

/** POST /v2/personSettlementCommissionRuleSetting/rule/save: a new rule (no id) or the whole of one. */
export const ruleSaveSchema = z
  .strictObject({
    id: idSchema.optional(),
    name: requiredText(RULE_NAME_MAX),
    kind: oneOf<SettlementKind>(SETTLEMENT_KIND_LIST),
    priority: z.coerce
      .number()
      .int()
      .min(RULE_PRIORITY_MIN)
      .max(RULE_PRIORITY_MAX)
      .default(RULE_PRIORITY_DEFAULT),
    enabled: z.boolean().default(true),
    templateIds: targets,
    target: oneOf<RuleTarget>(RULE_TARGET_LIST).default(RULE_TARGETS.service),
    serviceItemIds: targets,
    partIds: targets,
    partTypeIds: targets,
    teamIds: targets,
    userIds: targets,
    mode: oneOf<CommissionMode>(COMMISSION_MODE_LIST),
    value: amountSchema,
    serverRatio: ratio.default(100),
  })
  .superRefine((v, ctx) => {
    // a service-line rule names no parts; a spare-part rule names no service items
    const foreign =
      v.target === RULE_TARGETS.service
        ? (['partIds', 'partTypeIds'] as const)
        : (['serviceItemIds'] as const);
    for (const key of foreign)
      if (v[key].length) ctx.addIssue({ code: 'custom', message: 'notForTarget', path: [key] });
    if (v.mode === COMMISSION_MODES.percent && toCents(v.value) > 10000n)
      ctx.addIssue({ code: 'custom', message: 'percentMax', path: ['value'] });
  });
export type RuleSaveInput = z.infer<typeof ruleSaveSchema>;

export const ruleFilterSchema = z.object({
  kind: oneOf<SettlementKind>(SETTLEMENT_KIND_LIST).optional(),
  keyword: keywordSchema,
  ...looseQuery,
});
export const ruleListQuerySchema = ruleFilterSchema.extend(pageQuerySchema.shape);
export type RuleListQuery = z.infer<typeof ruleListQuerySchema>;

/** POST .../rule/distributeRatio: the server's share of a rule. */
export const ruleRatioSchema = z.strictObject({ id: idSchema, serverRatio: ratio });
/** POST .../rule/applicTmpl: a rule's applicable templates (empty: all). */
export const ruleTemplatesSchema = z.strictObject({ id: idSchema, templateIds: targets });

/** POST /v2/settlement/generate: bills of one kind for a cycle of 1-12 months from `startMonth`. */
export const generateSchema = z.strictObject({
  kind: oneOf<SettlementKind>(SETTLEMENT_KIND_LIST),
  startMonth: monthText,
  months: z.coerce.number().int().min(CYCLE_MONTHS_MIN).max(CYCLE_MONTHS_MAX).default(1),
});
export type GenerateInput = z.infer<typeof generateSchema>;

export const billListQuerySchema = pageQuerySchema.extend({
  kind: oneOf<SettlementKind>(SETTLEMENT_KIND_LIST),
  state: oneOf<BillState>(BILL_STATE_LIST).optional(),
  keyword: keywordSchema,
  ...looseQuery,
});
export type BillListQuery = z.infer<typeof billListQuerySchema>;

export const billIdSchema = z.strictObject({ id: idSchema });

/** Rewards and penalties: a new bill (no id) or a pending one changed. */
export const fineSaveSchema = z.strictObject({
  id: idSchema.optional(),
  type: oneOf<FineType>(FINE_TYPE_LIST),
  userId: idSchema,
  reason: requiredText(FINE_REASON_MAX),
  amount: amountSchema.refine((v) => toCents(v) > 0n, 'positiveAmount'),
  date: dateText,
});
export type FineSaveInput = z.infer<typeof fineSaveSchema>;

export const fineFilterSchema = z.object({
  type: oneOf<FineType>(FINE_TYPE_LIST).optional(),
  auditState: oneOf<FineAuditState>(FINE_AUDIT_STATE_LIST).optional(),
  userId: idSchema.optional(),
  keyword: keywordSchema,
  ...looseQuery,
});
export const fineListQuerySchema = fineFilterSchema.extend(pageQuerySchema.shape);
export type FineListQuery = z.infer<typeof fineListQuerySchema>;

/** The approval of a reward or penalty: pass, or reject with a reason. */
export const fineApprovalSchema = z
  .strictObject({ id: idSchema, passed: z.boolean(), reason: optionalText(REJECT_REASON_MAX) })
  .superRefine((v, ctx) => {
    if (!v.passed && !v.reason) ctx.addIssue({ code: 'custom', message: 'required', path: ['reason'] });
  });
export type FineApprovalInput = z.infer<typeof fineApprovalSchema>;

export interface RuleRow {
  id: number;
  name: string;
  kind: SettlementKind;
  priority: number;
  enabled: boolean;
  templateIds: number[];
  target: RuleTarget;
  serviceItemIds: number[];
  partIds: number[];
  partTypeIds: number[];
  teamIds: number[];
  userIds: number[];
  mode: CommissionMode;
  value: string;
  serverRatio: number;
  createdAt: string;
}
export interface BillRow {
  id: number;
  billNo: string;
  kind: SettlementKind;
  title: string;
  payeeId: number;
  payeeName: string;
  cycleStart: string;
  cycleMonths: number;
  state: BillState;
  amount: string;
  lineCount: number;
  createdAt: string;
  confirmedAt: string | null;
  confirmedByName: string | null;
}
export interface BillLine {
  id: number;
  lineType: number;
  orderId: number | null;
  orderNo: string | null;
  serviceItemId: number | null;
  /** The spare part a part commission came from, or the part of a deducted old part. */
  partId: number | null;
  oldPartId: number | null;
  itemName: string | null;
  quantity: number | null;
  baseAmount: string | null;
  share: string | null;
  ruleId: number | null;
  ruleName: string | null;
  fineId: number | null;
  note: string | null;
  amount: string;
}
export interface FineRow {
  id: number;
  fineNo: string;
  type: FineType;
  userId: number;
  userName: string;
  reason: string;
  amount: string;
  date: string;
  auditState: FineAuditState;
  rejectReason: string | null;
  billId: number | null;
  createdAt: string;
}
