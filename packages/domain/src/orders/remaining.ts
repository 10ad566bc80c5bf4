import { z } from 'zod';
import { ORDER_TITLE_MAX } from '../limits';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import { idSchema, looseQuery, optionalText, requiredText } from '../organization/common';
import {
  ORDER_DESCRIPTION_MAX,
  ORDER_NOTE_MAX,
  ORDER_REASON_MAX,
  ORDER_STATES,
  type OrderState,
} from './constants';
import { instantSchema, type OrderCreateInput } from './order.schema';

/**
 * The remaining order actions of issue 22 (spec-business §4 line 71; docs/decisions.md "Remaining
 * order actions"): copy, pending and related orders, ending service early, sending back, closing
 * and splitting.
 */

Object.assign(FIELD_LABELS, {
  returnTo: { zh_CN: '回退到', en_GB: 'Send back to' },
  childOrders: { zh_CN: '子工单', en_GB: 'Child orders' },
  excludeId: { zh_CN: '工单', en_GB: 'Order' },
});
Object.assign(VALIDATION_MESSAGES, {
  pendingSubject: {
    zh_CN: '请选择客户或客户产品',
    en_GB: 'Choose a customer or a customer product',
  },
});

/** At most this many child orders in one split. */
export const SPLIT_CHILDREN_MAX = 10;
/** checkOrderPending names at most this many open orders (the count is exact). */
export const PENDING_ORDERS_SHOWN = 5;

/** The steps an order can be sent back to: assignment, or the server's acceptance. */
export const RETURN_TARGETS = [ORDER_STATES.assignment, ORDER_STATES.acceptance] as const;

/** POST /order/returnNode: back to assignment (1) or acceptance (2), reason required. */
export const orderReturnSchema = z.strictObject({
  orderId: idSchema,
  returnTo: z.coerce
    .number()
    .int()
    .refine((v) => (RETURN_TARGETS as readonly number[]).includes(v), 'invalid')
    .transform((v) => v as OrderState),
  reason: requiredText(ORDER_REASON_MAX),
});
export type OrderReturnInput = z.infer<typeof orderReturnSchema>;

/** POST /order/examineEndService: approve (reason optional) or reject (reason required). */
export const endServiceDecisionSchema = z
  .strictObject({ orderId: idSchema, approved: z.boolean(), reason: optionalText(ORDER_REASON_MAX) })
  .superRefine((v, ctx) => {
    if (!v.approved && !v.reason) ctx.addIssue({ code: 'custom', message: 'required', path: ['reason'] });
  });
export type EndServiceDecisionInput = z.infer<typeof endServiceDecisionSchema>;

/** POST /order/close: a note is optional. */
export const orderCloseSchema = z.strictObject({ orderId: idSchema, note: optionalText(ORDER_NOTE_MAX) });

/** One child of a split: its own title, and optionally its description, appointment and server. */
export const splitChildSchema = z.strictObject({
  title: requiredText(ORDER_TITLE_MAX),
  description: optionalText(ORDER_DESCRIPTION_MAX),
  appointmentAt: instantSchema.optional(),
  serverUserId: idSchema.nullable().optional(),
});
export type SplitChildInput = z.infer<typeof splitChildSchema>;
/** POST /order/split: the children keep a link to the parent. */
export const orderSplitSchema = z.strictObject({
  orderId: idSchema,
  childOrders: z.array(splitChildSchema).min(1).max(SPLIT_CHILDREN_MAX),
});
export type OrderSplitInput = z.infer<typeof orderSplitSchema>;

/** GET /order/checkOrderPending: open orders of the customer or of one of its products. */
export const orderPendingQuerySchema = z
  .object({
    customerId: idSchema.optional(),
    customerProductId: idSchema.optional(),
    /** Leave this order out (the order being copied or edited). */
    excludeId: idSchema.optional(),
    ...looseQuery,
  })
  .superRefine((v, ctx) => {
    if (!v.customerId && !v.customerProductId)
      ctx.addIssue({ code: 'custom', message: 'pendingSubject', path: ['customerId'] });
  });
export type OrderPendingQuery = z.infer<typeof orderPendingQuerySchema>;

/** GET /order/getOrderRefList: one page of the orders related to an order. */
export const orderRefListQuerySchema = pageQuerySchema.extend({ id: idSchema, ...looseQuery });
export type OrderRefListQuery = z.infer<typeof orderRefListQuerySchema>;

/** How an order relates to another: its parent, one of its children, same equipment, same customer. */
export const ORDER_RELATIONS = ['parent', 'child', 'equipment', 'customer'] as const;
export type OrderRelation = (typeof ORDER_RELATIONS)[number];

/** A short reference to an order (pending warnings, related lists, parent and children). */
export interface OrderRef {
  id: number;
  orderNo: string;
  title: string;
  state: OrderState;
  customerName: string | null;
  serverName: string | null;
  createdAt: string;
}
export interface RelatedOrder extends OrderRef {
  relation: OrderRelation;
}
export interface PendingOrders {
  total: number;
  /** The newest few (at most PENDING_ORDERS_SHOWN) the caller may open. */
  list: OrderRef[];
}

/** GET /order/checkFinish: whether the order can be completed now, and why not. */
export interface FinishCheck {
  ok: boolean;
  /** The transition refusal's key (endPending, unfinishedChildren, abnormal, paused, state...). */
  refusal: string | null;
  message: string | null;
  /** Open child orders the parent waits for. */
  openChildren: OrderRef[];
}

/** GET /order/copyOrder: the create form's values taken from an order (no appointment, no people). */
export type OrderCopyDraft = Pick<
  OrderCreateInput,
  | 'templateId'
  | 'orderType'
  | 'title'
  | 'priority'
  | 'description'
  | 'images'
  | 'attachments'
  | 'tagIds'
  | 'serviceItems'
  | 'customValues'
> & {
  customerId: number | null;
  customerProductId: number | null;
  contactName: string | null;
  contactPhone: string | null;
  address: OrderCreateInput['address'];
  copiedFrom: { id: number; orderNo: string };
};
