import type { Messages } from '../i18n';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';

/**
 * Who may do what with collection (issue 22, spec D2 "collected"): anyone who sees orders sees an
 * order's collection and the list of orders waiting for payment (their data scope applies); recording
 * a payment asks for the order's "accept and serve" (10106: the engineer collects on site) or the
 * finance "reconcile" code (10302); collection methods are order settings (10114).
 */
export const COLLECTION_ACCESS = {
  view: fn('workOrder', 1) as TreeCode,
  serve: fn('workOrder', 6) as TreeCode,
  reconcile: fn('finance', 2) as TreeCode,
  settings: fn('workOrder', 14) as TreeCode,
} as const;

/** An order's collection: 1 waiting for payment, 2 partly paid, 3 paid. Not order states. */
export const COLLECTION_STATES = { waiting: 1, partly: 2, paid: 3 } as const;
export type CollectionState = (typeof COLLECTION_STATES)[keyof typeof COLLECTION_STATES];
export const COLLECTION_STATE_LIST = [1, 2, 3] as const satisfies readonly CollectionState[];
export const COLLECTION_STATE_LABELS: Record<CollectionState, Messages> = {
  1: { zh_CN: '待收款', en_GB: 'Waiting for payment' },
  2: { zh_CN: '部分收款', en_GB: 'Partly paid' },
  3: { zh_CN: '已收款', en_GB: 'Paid' },
};

/** How money comes in: cash, bank transfer, online (the payment provider's QR / page). */
export const PAYMENT_KINDS = { cash: 1, transfer: 2, online: 3 } as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[keyof typeof PAYMENT_KINDS];
export const PAYMENT_KIND_LIST = [1, 2, 3] as const satisfies readonly PaymentKind[];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, Messages> = {
  1: { zh_CN: '现金', en_GB: 'Cash' },
  2: { zh_CN: '转账', en_GB: 'Bank transfer' },
  3: { zh_CN: '在线支付', en_GB: 'Online payment' },
};

/** The methods every enterprise starts with (created with its first collection, or by the demo). */
export const DEFAULT_COLLECTION_METHODS: { kind: PaymentKind; name: Messages }[] = [
  { kind: 1, name: { zh_CN: '现金', en_GB: 'Cash' } },
  { kind: 2, name: { zh_CN: '银行转账', en_GB: 'Bank transfer' } },
  { kind: 3, name: { zh_CN: '扫码支付', en_GB: 'Scan to pay' } },
];

export const COLLECTION_METHOD_NAME_MAX = 20;
export const COLLECTION_METHODS_MAX = 50;
export const PAYMENT_NOTE_MAX = 200;
/** spec-business §5: payment QR images are PNG or JPG, at most 200 KB, 1:1. */
export const PAYMENT_QR_MAX_BYTES = 200 * 1024;
export const PAYMENT_QR_TYPES = ['png', 'jpg', 'jpeg'] as const;
/** 1:1 within 2% (a scanned or cropped code is rarely exact to the pixel). */
export const qrRatioFits = (width: number, height: number) =>
  width > 0 && height > 0 && Math.abs(width / height - 1) <= 0.02;
/** How long a payment link (the local provider's page) stays valid. */
export const PAYMENT_LINK_MINUTES = 30;
