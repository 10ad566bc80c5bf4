import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS } from '../validation';
import { amountSchema, toCents } from '../orders/money';
import { FILE_URL_PATTERN } from '../forms/values';
import {
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
} from '../organization/common';
import {
  COLLECTION_METHOD_NAME_MAX,
  COLLECTION_STATE_LIST,
  PAYMENT_KIND_LIST,
  PAYMENT_NOTE_MAX,
  type CollectionState,
  type PaymentKind,
} from './constants';

const labels = {
  orderId: { zh_CN: '工单', en_GB: 'Order' },
  amount: { zh_CN: '收款金额', en_GB: 'Amount' },
  methodId: { zh_CN: '收款方式', en_GB: 'Collection method' },
  kind: { zh_CN: '收款类型', en_GB: 'Payment type' },
  note: { zh_CN: '备注', en_GB: 'Note' },
  qrImage: { zh_CN: '收款码图片', en_GB: 'Payment QR image' },
  templateIds: { zh_CN: '工单模板', en_GB: 'Order templates' },
  enabled: { zh_CN: '启用', en_GB: 'Enabled' },
  state: { zh_CN: '状态', en_GB: 'State' },
  token: { zh_CN: '支付链接', en_GB: 'Payment link' },
  customerId: { zh_CN: '客户', en_GB: 'Customer' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const oneOf = <T extends number>(values: readonly T[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v as T), 'invalid')
    .transform((v) => v as T);

/** A payment amount: exact, two decimals, more than zero. */
export const positiveAmountSchema = amountSchema.refine((v) => toCents(v) > 0n, 'invalid');

/** POST /v2/collection/pay: a cash, transfer or online payment recorded against an order. */
export const collectPaymentSchema = z.strictObject({
  orderId: idSchema,
  methodId: idSchema,
  amount: positiveAmountSchema,
  note: optionalText(PAYMENT_NOTE_MAX),
});
export type CollectPaymentInput = z.infer<typeof collectPaymentSchema>;

export const collectionFilterSchema = z.object({
  state: oneOf<CollectionState>(COLLECTION_STATE_LIST).optional(),
  /** true: waiting or partly paid (the badge's list). */
  open: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  customerId: idSchema.optional(),
  keyword: keywordSchema,
  ...looseQuery,
});
export type CollectionFilter = z.infer<typeof collectionFilterSchema>;
export const collectionListQuerySchema = collectionFilterSchema.extend(pageQuerySchema.shape);
export type CollectionListQuery = z.infer<typeof collectionListQuerySchema>;

export const collectionOrderQuerySchema = z.object({ orderId: idSchema, ...looseQuery });

/** GET /v2/order/paymentQrCode: the order, and the amount to pay (default: what is still due). */
export const paymentQrQuerySchema = z.object({
  orderId: idSchema,
  amount: positiveAmountSchema.optional(),
  ...looseQuery,
});
export type PaymentQrQuery = z.infer<typeof paymentQrQuerySchema>;

export const payTokenParamsSchema = z.strictObject({
  token: z
    .string()
    .trim()
    .min(10)
    .max(400)
    .regex(/^[A-Za-z0-9_.-]+$/, 'invalid'),
});

/** POST /v2/collection/method/save: a new method (no id) or the whole of one. */
export const methodSaveSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText(COLLECTION_METHOD_NAME_MAX),
  kind: oneOf<PaymentKind>(PAYMENT_KIND_LIST),
  enabled: z.boolean().default(true),
  /** The templates it is offered on (empty: every template); bound, it cannot be deleted. */
  templateIds: idListSchema(100)
    .default([])
    .transform((v) => [...new Set(v)]),
  /** An uploaded payment QR image (the files module's URL): PNG/JPG, at most 200 KB, 1:1. */
  qrImage: z
    .string()
    .trim()
    .regex(FILE_URL_PATTERN, 'invalid')
    .nullish()
    .transform((v) => v ?? null),
  note: optionalText(PAYMENT_NOTE_MAX),
});
export type MethodSaveInput = z.infer<typeof methodSaveSchema>;

export interface CollectionMethod {
  id: number;
  name: string;
  kind: PaymentKind;
  enabled: boolean;
  templateIds: number[];
  templates: { id: number; name: string }[];
  qrImage: string | null;
  note: string | null;
}

export interface CollectionPayment {
  id: number;
  amount: string;
  kind: PaymentKind;
  methodId: number | null;
  methodName: string;
  note: string | null;
  /** 'manual' recorded by staff, 'online' confirmed through the payment provider. */
  source: 'manual' | 'online';
  createdByName: string | null;
  paidAt: string;
}

export interface CollectionRow {
  id: number;
  orderId: number;
  orderNo: string;
  orderTitle: string;
  customerId: number | null;
  customerName: string;
  templateId: number;
  amountDue: string;
  amountPaid: string;
  amountLeft: string;
  state: CollectionState;
  completedAt: string;
  paidAt: string | null;
}

export interface OrderCollection extends CollectionRow {
  payments: CollectionPayment[];
  methods: Pick<CollectionMethod, 'id' | 'name' | 'kind' | 'qrImage'>[];
  /** The caller may record payments. */
  mayCollect: boolean;
}
