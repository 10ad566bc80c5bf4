import { z } from 'zod';
import { FIELD_LABELS } from '../validation';
import { idSchema, looseQuery, optionalText, requiredText } from '../organization/common';
import {
  EVAL_IMAGES_MAX,
  EVAL_SCORE_MAX,
  EVAL_SCORE_MIN,
  EVAL_SUGGESTION_MAX,
  SEARCH_PLAN_NAME_MAX,
} from './constants';
import { orderImagesSchema } from './order.schema';

/** List pages that keep saved filter schemes (spec-shell "search/plan CRUD and default"). */
export const SEARCH_PLAN_PAGES = [
  'allOrder',
  'myOrder',
  'assignOrder',
  'acceptanceOrder',
  'examineOrder',
  'sendMeOrder',
  'dueOrder',
  'orderRubbish',
  'teamworkOrder',
  'templateView',
] as const;
export type SearchPlanPage = (typeof SEARCH_PLAN_PAGES)[number];

export const searchPlanListQuerySchema = z.object({ page: z.enum(SEARCH_PLAN_PAGES), ...looseQuery });

/** A saved scheme: the list's filters as they sit in the URL (plain values only). */
export const searchPlanSaveSchema = z.strictObject({
  id: idSchema.optional(),
  page: z.enum(SEARCH_PLAN_PAGES),
  name: requiredText(SEARCH_PLAN_NAME_MAX),
  filters: z
    .record(
      z.string().max(40),
      z.union([
        z.string().max(200),
        z.number(),
        z.boolean(),
        z.array(z.union([z.string().max(50), z.number()])).max(50),
      ]),
    )
    .refine((f) => Object.keys(f).length <= 30, 'invalid'),
  isDefault: z.boolean().optional(),
});
export type SearchPlanSaveInput = z.infer<typeof searchPlanSaveSchema>;
export const searchPlanIdSchema = z.strictObject({ id: idSchema });
export const searchPlanIdQuerySchema = z.object({ id: idSchema, ...looseQuery });

export interface SearchPlan {
  id: number;
  page: SearchPlanPage;
  name: string;
  filters: Record<string, unknown>;
  isDefault: boolean;
}

/** POST /v2/order/receipt/sendCode: texts the receipt verification code to the order's contact. */
export const receiptSendCodeSchema = z.strictObject({ orderId: idSchema });

const score = z.coerce.number().int().min(EVAL_SCORE_MIN).max(EVAL_SCORE_MAX);
/**
 * The customer's evaluation through eval_url (no sign-in), once per order; `images` are photos
 * uploaded through the same link (POST /public/eval/:token/upload).
 */
export const evaluationSubmitSchema = z.strictObject({
  solved: z.boolean(),
  quality: score,
  attitude: score,
  speed: score,
  suggestion: optionalText(EVAL_SUGGESTION_MAX),
  images: orderImagesSchema.max(EVAL_IMAGES_MAX).optional(),
});
export type EvaluationSubmitInput = z.infer<typeof evaluationSubmitSchema>;
/** POST /v2/order/evaluate: the creator of an internal order rates it in the app, once. */
export const internalEvaluationSchema = evaluationSubmitSchema.extend({ orderId: idSchema });
export type InternalEvaluationInput = z.infer<typeof internalEvaluationSchema>;
export const evalTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid'),
});

/** What the public evaluation page shows. */
export interface EvaluationPage {
  orderNo: string;
  title: string;
  enterpriseName: string;
  serverName: string | null;
  completedAt: string | null;
  evaluated: boolean;
}

Object.assign(FIELD_LABELS, {
  solved: { zh_CN: '问题是否解决', en_GB: 'Solved' },
  quality: { zh_CN: '服务质量', en_GB: 'Service quality' },
  attitude: { zh_CN: '服务态度', en_GB: 'Attitude' },
  speed: { zh_CN: '服务速度', en_GB: 'Speed' },
  suggestion: { zh_CN: '建议', en_GB: 'Suggestion' },
  filters: { zh_CN: '筛选条件', en_GB: 'Filters' },
  page: { zh_CN: '页面', en_GB: 'Page' },
});
