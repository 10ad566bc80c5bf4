import { z } from 'zod';
import { LOCALES, type Locale, type Messages } from '../i18n';
import { FIELD_LABELS } from '../validation';
import { pageQuerySchema } from '../pagination';
import { idSchema, keywordSchema, looseQuery, requiredText } from '../organization/common';
import { amountSchema } from '../orders/money';
import { messageKindSchema } from '../messages/messages.schema';
import { SMS_MARKETING_KIND, type SmsTemplateKind } from './placeholders';

/** spec-business §9: an SMS costs 0.1 yuan; charged to the enterprise's balance when it is queued. */
export const SMS_PRICE = '0.10';
/** A template's text (the carriers split long messages; 300 characters is five or so). */
export const SMS_TEMPLATE_MAX = 300;
export const SMS_REASON_MAX = 200;
export const SMS_NOTE_MAX = 200;
/** The most one top-up may credit, against typing slips (an amount in yuan). */
export const SMS_TOP_UP_MAX = '100000.00';

/**
 * spec-business §4: an SMS signature is submitted, then under operator review, then review complete
 * (passed or rejected). Templates go through the same review (the §3 "review status").
 */
export const SMS_REVIEW_STATES = { submitted: 1, reviewing: 2, passed: 3, rejected: 4 } as const;
export type SmsReviewState = (typeof SMS_REVIEW_STATES)[keyof typeof SMS_REVIEW_STATES];
export const SMS_REVIEW_STATE_LIST = Object.values(SMS_REVIEW_STATES) as SmsReviewState[];
export const SMS_REVIEW_STATE_LABELS: Record<SmsReviewState, Messages> = {
  1: { zh_CN: '已提交', en_GB: 'Submitted' },
  2: { zh_CN: '审核中', en_GB: 'Under review' },
  3: { zh_CN: '审核通过', en_GB: 'Passed' },
  4: { zh_CN: '审核驳回', en_GB: 'Rejected' },
};

/**
 * The review transitions as data: who may act is the action's `by` (the enterprise submits; the
 * platform administrator reviews). `null` in `from` is "nothing submitted yet". A signature under
 * review cannot be replaced until the review completes.
 */
export const SMS_REVIEW_ACTIONS = {
  submit: { by: 'enterprise', from: [null, 1, 3, 4], to: 1 },
  review: { by: 'platform', from: [1], to: 2 },
  approve: { by: 'platform', from: [1, 2], to: 3 },
  reject: { by: 'platform', from: [1, 2], to: 4 },
} as const satisfies Record<
  string,
  { by: 'enterprise' | 'platform'; from: readonly (SmsReviewState | null)[]; to: SmsReviewState }
>;
export type SmsReviewAction = keyof typeof SMS_REVIEW_ACTIONS;
export const SMS_PLATFORM_ACTIONS = ['review', 'approve', 'reject'] as const;
export const canSmsReview = (action: SmsReviewAction, from: SmsReviewState | null) =>
  (SMS_REVIEW_ACTIONS[action].from as readonly (SmsReviewState | null)[]).includes(from);

export const SMS_SUBJECTS = ['signature', 'template'] as const;
export type SmsSubject = (typeof SMS_SUBJECTS)[number];

/** A send log row's result. */
export const SMS_SEND_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type SmsSendStatus = (typeof SMS_SEND_STATUSES)[number];
export const SMS_SEND_STATUS_LABELS: Record<SmsSendStatus, Messages> = {
  queued: { zh_CN: '待发送', en_GB: 'Queued' },
  sending: { zh_CN: '发送中', en_GB: 'Sending' },
  sent: { zh_CN: '已发送', en_GB: 'Sent' },
  failed: { zh_CN: '发送失败', en_GB: 'Failed' },
  skipped: { zh_CN: '未发送', en_GB: 'Not sent' },
};
/** Why a message was not sent (skipped) or failed. */
export const SMS_SKIP_REASONS = [
  'freeTier',
  'noSignature',
  'noTemplate',
  'insufficientBalance',
  'providerFailed',
  'interrupted',
] as const;
export type SmsSkipReason = (typeof SMS_SKIP_REASONS)[number];
export const SMS_SKIP_REASON_LABELS: Record<SmsSkipReason, Messages> = {
  freeTier: { zh_CN: '免费版不支持短信签名', en_GB: 'The free version has no SMS signature' },
  noSignature: { zh_CN: '没有审核通过的短信签名', en_GB: 'No passed SMS signature' },
  noTemplate: { zh_CN: '没有审核通过的短信模板', en_GB: 'No passed SMS template' },
  insufficientBalance: { zh_CN: '短信余额不足', en_GB: 'Insufficient SMS balance' },
  providerFailed: { zh_CN: '短信网关发送失败（已退费）', en_GB: 'The SMS gateway failed (refunded)' },
  interrupted: {
    zh_CN: '发送中断，无法确认是否送达',
    en_GB: 'Sending was interrupted; delivery is unknown',
  },
};

Object.assign(FIELD_LABELS, {
  content: { zh_CN: '短信内容', en_GB: 'Message text' },
  reason: { zh_CN: '原因', en_GB: 'Reason' },
  amount: { zh_CN: '金额', en_GB: 'Amount' },
  note: { zh_CN: '备注', en_GB: 'Note' },
  subject: { zh_CN: '审核对象', en_GB: 'Subject' },
  action: { zh_CN: '操作', en_GB: 'Action' },
  status: { zh_CN: '状态', en_GB: 'Status' },
  state: { zh_CN: '状态', en_GB: 'State' },
});

const localeSchema = z.enum(LOCALES as unknown as [Locale, ...Locale[]]);
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** POST /v2/sms/signature: the rules of spec-business §5 are checked by smsSignatureProblem (coded). */
export const smsSignatureSubmitSchema = z.strictObject({ name: requiredText(50) });
export type SmsSignatureSubmit = z.infer<typeof smsSignatureSubmitSchema>;

/** POST /v2/sms/template; placeholders are checked by smsPlaceholderProblem (coded, naming it). */
export const smsTemplateCreateSchema = z.strictObject({
  kind: z.union([messageKindSchema, z.literal(SMS_MARKETING_KIND)]),
  locale: localeSchema,
  content: requiredText(SMS_TEMPLATE_MAX),
});
export type SmsTemplateCreate = z.infer<typeof smsTemplateCreateSchema>;
/** PUT /v2/sms/template/:id: new text; it goes back to review. */
export const smsTemplateUpdateSchema = smsTemplateCreateSchema.pick({ content: true });
export type SmsTemplateUpdate = z.infer<typeof smsTemplateUpdateSchema>;

export const smsSendListQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(emptyAsUndefined, z.enum(SMS_SEND_STATUSES).optional()),
  ...looseQuery,
});
export type SmsSendListQuery = z.infer<typeof smsSendListQuerySchema>;
export const smsTopUpListQuerySchema = pageQuerySchema.extend({ ...looseQuery });

/** GET /v2/platform/sms/reviews: what waits for the platform administrator (or any state). */
export const smsReviewListQuerySchema = pageQuerySchema.extend({
  subject: z.enum(SMS_SUBJECTS).default('signature'),
  state: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .pipe(z.union(SMS_REVIEW_STATE_LIST.map((s) => z.literal(s))))
      .optional(),
  ),
  ...looseQuery,
});
export type SmsReviewListQuery = z.infer<typeof smsReviewListQuerySchema>;

/** POST /v2/platform/sms/review: one review step; a rejection needs its reason (spec-business §5). */
export const smsReviewSchema = z
  .strictObject({
    subject: z.enum(SMS_SUBJECTS),
    enterpriseId: idSchema,
    /** The template's id (subject 'template'). */
    id: idSchema.optional(),
    action: z.enum(SMS_PLATFORM_ACTIONS),
    reason: z.string().trim().max(SMS_REASON_MAX).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'reject' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
    if (v.subject === 'template' && !v.id)
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'required' });
  });
export type SmsReviewInput = z.infer<typeof smsReviewSchema>;

export const smsBalanceListQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema, ...looseQuery });
export type SmsBalanceListQuery = z.infer<typeof smsBalanceListQuerySchema>;

/** POST /v2/platform/sms/topUp: the platform administrator credits an enterprise (with what it is for). */
export const smsTopUpSchema = z.strictObject({
  enterpriseId: idSchema,
  amount: amountSchema.refine((a) => Number(a) > 0 && Number(a) <= Number(SMS_TOP_UP_MAX), {
    message: 'invalid',
  }),
  note: requiredText(SMS_NOTE_MAX),
});
export type SmsTopUpInput = z.infer<typeof smsTopUpSchema>;

export interface SmsSignatureView {
  /** The signature last submitted and its review state; null when none was ever submitted. */
  name: string | null;
  state: SmsReviewState | null;
  rejectReason: string | null;
  /** The signature messages are sent with (the last passed one), or null. */
  activeName: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
}

export interface SmsTemplateItem {
  id: number;
  kind: SmsTemplateKind;
  locale: Locale;
  content: string;
  state: SmsReviewState;
  rejectReason: string | null;
  updatedAt: string;
}

export interface SmsSendItem {
  id: number;
  kind: string;
  objectKind: string | null;
  objectId: number | null;
  userId: number | null;
  userName: string | null;
  phone: string;
  content: string;
  cost: string;
  status: SmsSendStatus;
  reason: SmsSkipReason | null;
  createdAt: string;
  sentAt: string | null;
}

export interface SmsTopUpItem {
  id: number;
  amount: string;
  balanceAfter: string;
  note: string;
  byName: string;
  createdAt: string;
}

export interface SmsBalanceView {
  balance: string;
  price: string;
  /** Messages the balance still pays for. */
  messagesLeft: number;
}

/** A row of the platform administrator's review list. */
export interface SmsReviewItem {
  /** Unique in the list: subject, enterprise and template id. */
  key: string;
  subject: SmsSubject;
  enterpriseId: number;
  enterpriseName: string;
  id: number | null;
  kind: string | null;
  locale: string | null;
  text: string;
  state: SmsReviewState;
  rejectReason: string | null;
  submittedAt: string;
}

export interface SmsEnterpriseBalance {
  enterpriseId: number;
  enterpriseName: string;
  isChargeUser: number;
  balance: string;
}
