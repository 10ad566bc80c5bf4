import type { FieldValues, AttachmentValue } from '../forms/values';
import type { OrderAction } from './transitions';
import type { OrderAddress } from './order.schema';
import type { OrderFault } from '../faults';
import type { OrderPriority, OrderState, OrderType } from './constants';

interface UserRef {
  id: number;
  name: string;
}

/** A row of the order lists. */
export interface OrderRow {
  id: number;
  orderNo: string;
  title: string;
  state: OrderState;
  invalid: boolean;
  paused: boolean;
  archived: boolean;
  /** In the recycle bin. */
  deleted: boolean;
  overdue: boolean;
  /** In the open pool (state 1), and when the pool sweep returns it to assignment. */
  pooled?: boolean;
  poolExpiresAt?: string | null;
  priority: OrderPriority;
  orderType: OrderType;
  templateId: number;
  templateName: string;
  /** Null on an internal order raised without a customer. */
  customerId: number | null;
  customerName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  addressText: string | null;
  server: UserRef | null;
  createdBy: UserRef | null;
  appointmentAt: string | null;
  estimatedAt: string | null;
  createdAt: string;
  completedAt: string | null;
  totalAmount: string;
  /** In a list of one template (/templateView): the custom values the caller may see. */
  customValues?: FieldValues;
}

/** A row of the service person's day (GET /v2/order/myDay): where to go and what to do next. */
export interface OrderDayRow extends OrderRow {
  /** The service address's coordinates, when it has them. */
  lng: number | null;
  lat: number | null;
  /** The actions the caller may run now, as the detail answers them. */
  actions: OrderAction[];
}

export interface OrderServiceLine {
  serviceItemId: number;
  name: string;
  unit: string;
  price: string;
  quantity: number;
  amount: string;
}

export interface OrderPayment {
  lines: OrderServiceLine[];
  serviceAmount: string;
  sparepartAmount: string;
  otherAmount: string;
  preferentialAmount: string;
  totalAmount: string;
}

export interface OrderLogEntry {
  id: number;
  at: string;
  user: UserRef | null;
  action: string;
  fromState: OrderState | null;
  toState: OrderState | null;
  note: string | null;
  lng: number | null;
  lat: number | null;
  location: string | null;
  images: string[];
}

export interface OrderEvaluation {
  solved: boolean;
  quality: number;
  attitude: number;
  speed: number;
  suggestion: string | null;
  images: string[];
  at: string;
}

export interface OrderDetail extends OrderRow {
  description: string | null;
  images: string[];
  attachments: AttachmentValue[];
  address: OrderAddress | null;
  customerProductId: number | null;
  customerProductName: string | null;
  tags: { id: number; name: string; color?: string | null }[];
  customValues: FieldValues;
  collaborators: UserRef[];
  cc: UserRef[];
  approvers: UserRef[];
  acceptedAt: string | null;
  startedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  serviceMinutes: number | null;
  payment: OrderPayment;
  signature: string | null;
  receiptAt: string | null;
  evaluation: OrderEvaluation | null;
  /** Present for those who may send the evaluation link (the order's people and dispatchers). */
  evalUrl: string | null;
  /** The caller may rate this order now: an internal order's creator once it is completed. */
  canRate: boolean;
  /** The actions the caller may run now (the detail page's buttons). */
  actions: OrderAction[];
  /** Customer information is hidden from service staff on archived orders (spec-business §6). */
  customerHidden: boolean;
  version: number;
  /** The abnormal request waiting for approval (issue 22), if any. */
  abnormal?: PendingAbnormal | null;
  /** The order this one was split from, and the orders split from it (issue 22, the split node). */
  parent?: OrderFamilyRef | null;
  children?: OrderFamilyRef[];
  /** The server's request to end service early, waiting for a decision. */
  endRequest?: { at: string; reason: string } | null;
  /** Closed for good (no lifecycle action afterwards). */
  closedAt?: string | null;
  /** The fault phenomena named at completion (issue 28, modules/faults). */
  faults?: OrderFault[];
  /** The sales contract it belongs to (issue 25, belongSaleContractId). */
  belongSaleContract?: { id: number; contractNo: string; name: string } | null;
}

/** An order of the split family, as the detail links it. */
export interface OrderFamilyRef {
  id: number;
  orderNo: string;
  title: string;
  state: OrderState;
}

/** The pending abnormal request shown on the order detail. */
export interface PendingAbnormal {
  id: number;
  type: 1 | 2 | 3;
  reason: string;
  appointmentAt: string | null;
  newServerName: string | null;
  applicantName: string;
  createdAt: string;
}
