import type { Messages } from '../i18n';
import { DESCRIPTION_MAX } from '../limits';

/** spec-business §4 order states 0-7, with the meanings DECISIONS.md gives them. */
export const ORDER_STATES = {
  reception: 0,
  assignment: 1,
  acceptance: 2,
  service: 3,
  inService: 4,
  completed: 5,
  cancelled: 6,
  approval: 7,
} as const;
export type OrderState = (typeof ORDER_STATES)[keyof typeof ORDER_STATES];
export const ORDER_STATE_LIST = Object.values(ORDER_STATES) as OrderState[];
/** States in which the order is still open work (overdue applies only to these). */
export const OPEN_ORDER_STATES: OrderState[] = [0, 1, 2, 3, 4, 7];

export const ORDER_STATE_LABELS: Record<OrderState, Messages> = {
  0: { zh_CN: '待受理', en_GB: 'Pending acceptance' },
  1: { zh_CN: '待指派', en_GB: 'Pending assignment' },
  2: { zh_CN: '待接单', en_GB: 'Pending acceptance by engineer' },
  3: { zh_CN: '待服务', en_GB: 'Pending service' },
  4: { zh_CN: '服务中', en_GB: 'In service' },
  5: { zh_CN: '已完成', en_GB: 'Completed' },
  6: { zh_CN: '已取消', en_GB: 'Cancelled' },
  7: { zh_CN: '待审核', en_GB: 'Pending approval' },
};

/** spec-business §3: priority 1 normal, 2 urgent, 3 very urgent (default normal). */
export const ORDER_PRIORITIES = { normal: 1, urgent: 2, veryUrgent: 3 } as const;
export type OrderPriority = (typeof ORDER_PRIORITIES)[keyof typeof ORDER_PRIORITIES];
export const ORDER_PRIORITY_LABELS: Record<OrderPriority, Messages> = {
  1: { zh_CN: '普通', en_GB: 'Normal' },
  2: { zh_CN: '紧急', en_GB: 'Urgent' },
  3: { zh_CN: '非常紧急', en_GB: 'Very urgent' },
};

/** External orders serve a customer; internal ones are raised by ordinary employees. */
export const ORDER_TYPES = { external: 1, internal: 2 } as const;
export type OrderType = (typeof ORDER_TYPES)[keyof typeof ORDER_TYPES];
export const ORDER_TYPE_LABELS: Record<OrderType, Messages> = {
  1: { zh_CN: '外部工单', en_GB: 'External order' },
  2: { zh_CN: '内部工单', en_GB: 'Internal order' },
};

/** Where an order came from; every source but staff starts at reception (state 0). */
export const ORDER_SOURCES = { staff: 1, portal: 2, chat: 3, callCentre: 4, qrScan: 5 } as const;
export type OrderSource = (typeof ORDER_SOURCES)[keyof typeof ORDER_SOURCES];

/** spec-business §6 "Order participants" kept beside the order (the rest are columns). */
export const ORDER_MEMBER_ROLES = { collaborator: 1, cc: 2, approver: 3 } as const;
export type OrderMemberRole = (typeof ORDER_MEMBER_ROLES)[keyof typeof ORDER_MEMBER_ROLES];

/** How the customer confirms the service (spec-business §5 "signature or confirmation code"). */
export const RECEIPT_MODES = ['signature', 'code', 'either'] as const;
export type ReceiptMode = (typeof RECEIPT_MODES)[number];

/** spec-business §5 and §9 limits for orders. */
export const ORDER_DESCRIPTION_MAX = DESCRIPTION_MAX;
export const CANCEL_REASON_MAX = DESCRIPTION_MAX;
export const ORDER_REASON_MAX = DESCRIPTION_MAX;
export const ORDER_NOTE_MAX = DESCRIPTION_MAX;
/** spec-business §5: at most 9 photos. */
export const ORDER_IMAGES_MAX = 9;
export const ORDER_ATTACHMENTS_MAX = 20;
export const ORDER_COLLABORATORS_MAX = 20;
export const ORDER_CC_MAX = 50;
export const ORDER_APPROVERS_MAX = 20;
export const ORDER_SERVICE_ITEMS_MAX = 50;
/** spec-business §9: at most 50 orders printed or exported at once. */
export const ORDER_PRINT_MAX = 50;
export const ORDER_BATCH_MAX = 50;
/** Rows of one "export everything matching the filter" at most; a larger list is narrowed first. */
export const ORDER_EXPORT_MAX_ROWS = 100_000;
export const EVAL_SCORE_MIN = 1;
export const EVAL_SCORE_MAX = 5;
export const EVAL_SUGGESTION_MAX = DESCRIPTION_MAX;
/** Issue 7: the customer's evaluation takes photos, as many as an order. */
export const EVAL_IMAGES_MAX = ORDER_IMAGES_MAX;
/** Uploads one evaluation link takes (room to replace a few photos before sending; no more). */
export const EVAL_UPLOADS_MAX = 2 * EVAL_IMAGES_MAX;
/**
 * Evaluation photos one client address may upload in a rolling hour, across every link (429 past
 * it): a customer needs at most EVAL_UPLOADS_MAX for their order, so 60 leaves room for a few
 * customers behind one shared (NAT) address while a stranger cannot fill the store through a pile
 * of links. IPv6 clients count by their /64, which one subscriber usually holds whole.
 */
export const EVAL_UPLOADS_PER_IP_PER_HOUR = 60;
export const EVAL_UPLOAD_WINDOW_MS = 60 * 60 * 1000;
/**
 * A photo uploaded through the link of an order still not rated this long after is removed by the
 * daily sweep, as is every photo the order's submitted evaluation did not name.
 */
export const EVAL_UPLOAD_UNRATED_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Image types the public evaluation upload takes (each at most IMAGE_MAX_BYTES). */
export const EVAL_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'webp'] as const;
/** Service item (spec-shell /serviceProject): name under 50, unit at most 5 (spec-business §5). */
export const SERVICE_ITEM_NAME_MAX = 50;
export const SERVICE_ITEM_UNIT_MAX = 5;
export const SERVICE_ITEM_QUANTITY_MAX = 99_999;
/** Saved filter schemes: the name is required (spec-business §5 "filter scheme name required"). */
export const SEARCH_PLAN_NAME_MAX = 20;
export const SEARCH_PLANS_PER_USER_MAX = 20;
/**
 * The service person's day (GET /v2/order/myDay): their own orders still to accept, serve or finish,
 * by appointment time; at most this many (the earliest).
 */
export const DAY_ORDER_STATES: OrderState[] = [2, 3, 4];
export const DAY_ORDERS_MAX = 50;
