import { z } from 'zod';
import type { Messages } from '../i18n';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import { idSchema, keywordSchema, looseQuery, optionalText, requiredText } from '../organization/common';
import { ORDER_REASON_MAX } from './constants';
import { instantSchema } from './order.schema';

/**
 * Abnormal requests (issue 22, spec-business §4 "abnormal request", /abnormalOrder): the order's server
 * asks, from states 2-4, to cancel the order, hand it to someone else or move the appointment; a
 * holder of the approve code (10109) passes or rejects it. While one is pending the order cannot be
 * completed.
 */
export const ABNORMAL_TYPES = { cancel: 1, reassign: 2, reschedule: 3 } as const;
export type AbnormalType = (typeof ABNORMAL_TYPES)[keyof typeof ABNORMAL_TYPES];
export const ABNORMAL_TYPE_LIST = Object.values(ABNORMAL_TYPES) as AbnormalType[];
export const ABNORMAL_TYPE_LABELS: Record<AbnormalType, Messages> = {
  1: { zh_CN: '申请取消', en_GB: 'Cancel the order' },
  2: { zh_CN: '申请改派', en_GB: 'Reassign the order' },
  3: { zh_CN: '申请改约', en_GB: 'Reschedule' },
};

/** spec-business §4 "Approval": pending, passed, rejected. */
export const ABNORMAL_STATES = { pending: 0, passed: 1, rejected: 2 } as const;
export type AbnormalState = (typeof ABNORMAL_STATES)[keyof typeof ABNORMAL_STATES];
export const ABNORMAL_STATE_LIST = Object.values(ABNORMAL_STATES) as AbnormalState[];
export const ABNORMAL_STATE_LABELS: Record<AbnormalState, Messages> = {
  0: { zh_CN: '待审核', en_GB: 'Pending' },
  1: { zh_CN: '已通过', en_GB: 'Approved' },
  2: { zh_CN: '已驳回', en_GB: 'Rejected' },
};

Object.assign(FIELD_LABELS, {
  type: { zh_CN: '类型', en_GB: 'Type' },
  reason: { zh_CN: '原因', en_GB: 'Reason' },
  newServerId: { zh_CN: '新服务人员', en_GB: 'New engineer' },
  requestId: { zh_CN: '异常申请', en_GB: 'Abnormal request' },
});
Object.assign(VALIDATION_MESSAGES, {
  abnormalAppointmentRequired: {
    zh_CN: '申请改约时请填写新的预约时间',
    en_GB: 'Enter the new appointment time when asking to reschedule',
  },
});

/** POST /order/applyAbnormalOrder: the type, a reason, and the new appointment (reschedule) or server (reassign). */
export const abnormalApplySchema = z
  .strictObject({
    orderId: idSchema,
    type: z.coerce
      .number()
      .int()
      .refine((v) => (ABNORMAL_TYPE_LIST as number[]).includes(v), 'invalid')
      .transform((v) => v as AbnormalType),
    reason: requiredText(ORDER_REASON_MAX),
    appointmentAt: instantSchema.optional(),
    newServerId: idSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === ABNORMAL_TYPES.reschedule && !v.appointmentAt)
      ctx.addIssue({ code: 'custom', message: 'abnormalAppointmentRequired', path: ['appointmentAt'] });
    if (v.type !== ABNORMAL_TYPES.reschedule && v.appointmentAt)
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['appointmentAt'] });
    if (v.type !== ABNORMAL_TYPES.reassign && v.newServerId)
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['newServerId'] });
  });
export type AbnormalApplyInput = z.infer<typeof abnormalApplySchema>;

/** POST /order/examineAbnormalOrder: pass (reason optional) or reject (reason required). */
export const abnormalDecisionSchema = z
  .strictObject({
    requestId: idSchema,
    approved: z.boolean(),
    reason: optionalText(ORDER_REASON_MAX),
  })
  .superRefine((v, ctx) => {
    if (!v.approved && !v.reason) ctx.addIssue({ code: 'custom', message: 'required', path: ['reason'] });
  });
export type AbnormalDecisionInput = z.infer<typeof abnormalDecisionSchema>;

const inList = <T extends number>(list: readonly T[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => (list as readonly number[]).includes(v), 'invalid')
    .transform((v) => v as T)
    .optional();

/** GET /v2/order/abnormal/list: newest first, by state and type, keyword on the order. */
export const abnormalListQuerySchema = pageQuerySchema.extend({
  state: inList(ABNORMAL_STATE_LIST),
  type: inList(ABNORMAL_TYPE_LIST),
  keyword: keywordSchema,
  orderId: idSchema.optional(),
  ...looseQuery,
});
export type AbnormalListQuery = z.infer<typeof abnormalListQuerySchema>;

/** GET /v2/order/getAbnormalOrderCount?type=0: type 0 counts the pending requests the caller may decide. */
export const abnormalCountQuerySchema = z.object({
  type: z.coerce.number().int().min(0).max(3).default(0),
  ...looseQuery,
});

export interface AbnormalRow {
  id: number;
  orderId: number;
  orderNo: string;
  orderTitle: string;
  orderState: number;
  customerName: string | null;
  type: AbnormalType;
  state: AbnormalState;
  reason: string;
  appointmentAt: string | null;
  /** The appointment when the request was made (what a reschedule changes). */
  previousAppointmentAt: string | null;
  newServerId: number | null;
  newServerName: string | null;
  applicantId: number;
  applicantName: string;
  deciderName: string | null;
  decisionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}
