import type { Messages } from '../i18n';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';
import { ENTERPRISE_TIME_ZONE } from '../time-zone';

/**
 * Who may do what (spec D6 "permissions 10501-10507, 12803"): view, request parts, approve requests
 * and returns, stock in and out (and scrap, allocation), transfer, stocktaking, settings (warehouses,
 * mode, catalogue); 12803 is "personal spare stock" (the engineer's own stock and returns).
 */
export const SPARE_ACCESS = {
  view: fn('spareParts', 1) as TreeCode,
  request: fn('spareParts', 2) as TreeCode,
  approve: fn('spareParts', 3) as TreeCode,
  inOut: fn('spareParts', 4) as TreeCode,
  transfer: fn('spareParts', 5) as TreeCode,
  stocktaking: fn('spareParts', 6) as TreeCode,
  settings: fn('spareParts', 7) as TreeCode,
  personal: fn('personalTeam', 3) as TreeCode,
} as const;

/** spec-business §11 "spare type name ≤ 8". */
export const SPARE_TYPE_NAME_MAX = 8;
export const SPARE_CODE_MAX = 32;
export const SPARE_NAME_MAX = 50;
export const SPARE_MODEL_MAX = 50;
export const SPARE_UNIT_MAX = 10;
export const WAREHOUSE_NAME_MAX = 30;
export const WAREHOUSE_ADDRESS_MAX = 200;
export const SPARE_NOTE_MAX = 200;
/** Lines of one movement, request or count sheet at most. */
export const SPARE_LINES_MAX = 200;

/** Warehouse kinds (spec-business §3): genuine parts and scrap. */
export const WAREHOUSE_KINDS = { genuine: 1, scrap: 2 } as const;
export type WarehouseKind = (typeof WAREHOUSE_KINDS)[keyof typeof WAREHOUSE_KINDS];
export const WAREHOUSE_KIND_LABELS: Record<WarehouseKind, Messages> = {
  1: { zh_CN: '良品库', en_GB: 'Genuine' },
  2: { zh_CN: '废品库', en_GB: 'Scrap' },
};

/** Who holds stock: a warehouse or a person (an engineer's personal stock). */
export const STOCK_HOLDERS = { warehouse: 1, person: 2 } as const;
export type StockHolderKind = (typeof STOCK_HOLDERS)[keyof typeof STOCK_HOLDERS];

/**
 * Movement kinds of the one ledger. Each posting writes one row per holder it changes (a transfer
 * two: out of one, into the other, under the same batch).
 */
export const MOVEMENT_KINDS = {
  stockIn: 1,
  stockOut: 2,
  transfer: 3,
  allocation: 4,
  request: 5,
  return: 6,
  scrap: 7,
  stocktaking: 8,
  modeReset: 9,
  /** Parts used on an order, out of the order's engineer's personal stock or the default store. */
  orderUse: 10,
  /** A line taken off an order (edited, or the order cancelled): the parts go back where they came from. */
  orderReturn: 11,
  /** A leaving engineer's personal stock handed to a successor (handover). */
  handover: 12,
  /** Personal old-part mode: an old part recorded on an order goes into its engineer's old-part stock. */
  oldPartPersonal: 13,
  /** An old part received by the keeper into the old-part store (a scrap warehouse). */
  oldPartIn: 14,
} as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[keyof typeof MOVEMENT_KINDS];
export const MOVEMENT_KIND_LIST = Object.values(MOVEMENT_KINDS) as MovementKind[];
export const MOVEMENT_KIND_LABELS: Record<MovementKind, Messages> = {
  1: { zh_CN: '入库', en_GB: 'Stock in' },
  2: { zh_CN: '出库', en_GB: 'Stock out' },
  3: { zh_CN: '调拨', en_GB: 'Transfer' },
  4: { zh_CN: '分配', en_GB: 'Allocation' },
  5: { zh_CN: '申领', en_GB: 'Request' },
  6: { zh_CN: '退还', en_GB: 'Return' },
  7: { zh_CN: '报废', en_GB: 'Scrap' },
  8: { zh_CN: '盘点调整', en_GB: 'Stocktaking adjustment' },
  9: { zh_CN: '模式变更清空', en_GB: 'Cleared on mode change' },
  10: { zh_CN: '工单使用', en_GB: 'Used on an order' },
  11: { zh_CN: '工单退回', en_GB: 'Returned from an order' },
  12: { zh_CN: '离职交接', en_GB: 'Handover' },
  13: { zh_CN: '旧件入个人库', en_GB: 'Old part to personal stock' },
  14: { zh_CN: '旧件入库', en_GB: 'Old part received' },
};

/** Reasons of stock in and out (spec-business "stock in and out with reasons"). */
export const STOCK_IN_REASONS = ['purchase', 'returned', 'other'] as const;
export const STOCK_OUT_REASONS = ['sale', 'use', 'loss', 'other'] as const;
export type StockInReason = (typeof STOCK_IN_REASONS)[number];
export type StockOutReason = (typeof STOCK_OUT_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockInReason | StockOutReason, Messages> = {
  purchase: { zh_CN: '采购入库', en_GB: 'Purchase' },
  returned: { zh_CN: '退货入库', en_GB: 'Returned goods' },
  sale: { zh_CN: '销售出库', en_GB: 'Sale' },
  use: { zh_CN: '领用出库', en_GB: 'Internal use' },
  loss: { zh_CN: '丢失', en_GB: 'Loss' },
  other: { zh_CN: '其他', en_GB: 'Other' },
};

/** Applications that wait for a warehouse keeper (spec-business §3): a request (申领) or a return. */
export const APPLICATION_TYPES = { request: 1, return: 2 } as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[keyof typeof APPLICATION_TYPES];
export const APPLICATION_TYPE_LABELS: Record<ApplicationType, Messages> = {
  1: { zh_CN: '申领', en_GB: 'Request' },
  2: { zh_CN: '退还', en_GB: 'Return' },
};
/** Approval states: pending, passed, rejected (spec-business §3). */
export const AUDIT_STATES = { pending: 0, passed: 1, rejected: 2 } as const;
export type AuditState = (typeof AUDIT_STATES)[keyof typeof AUDIT_STATES];
export const AUDIT_STATE_LIST = Object.values(AUDIT_STATES) as AuditState[];
export const AUDIT_STATE_LABELS: Record<AuditState, Messages> = {
  0: { zh_CN: '待审批', en_GB: 'Pending' },
  1: { zh_CN: '已通过', en_GB: 'Approved' },
  2: { zh_CN: '已驳回', en_GB: 'Rejected' },
};
/** The approval's transitions as data: only a pending application is decided, once. */
export const AUDIT_TRANSITIONS: Record<AuditState, readonly AuditState[]> = {
  0: [AUDIT_STATES.passed, AUDIT_STATES.rejected],
  1: [],
  2: [],
};
export const canDecide = (from: AuditState, to: AuditState) => AUDIT_TRANSITIONS[from].includes(to);

/** Stocktaking sheets: open (counting) or posted (differences written as adjustments). */
export const STOCKTAKING_STATES = { open: 0, posted: 1 } as const;
export type StocktakingState = (typeof STOCKTAKING_STATES)[keyof typeof STOCKTAKING_STATES];
export const STOCKTAKING_STATE_LABELS: Record<StocktakingState, Messages> = {
  0: { zh_CN: '盘点中', en_GB: 'Counting' },
  1: { zh_CN: '已过账', en_GB: 'Posted' },
};

/** Old (replaced) parts (SB:44): not yet returned, returned to a warehouse, received by its keeper. */
export const OLD_PART_STATES = { unreturned: 0, returned: 1, received: 2 } as const;
export type OldPartState = (typeof OLD_PART_STATES)[keyof typeof OLD_PART_STATES];
export const OLD_PART_STATE_LIST = Object.values(OLD_PART_STATES) as OldPartState[];
export const OLD_PART_STATE_LABELS: Record<OldPartState, Messages> = {
  0: { zh_CN: '未返还', en_GB: 'Not returned' },
  1: { zh_CN: '待签收', en_GB: 'Awaiting receipt' },
  2: { zh_CN: '已签收', en_GB: 'Received' },
};
export const OLD_PART_SN_MAX = 64;
/**
 * The ledger's holder kind of an engineer's personal old-part stock (personal old-part mode): apart
 * from their genuine personal stock (2), so an old part is never used on an order as a new one.
 */
export const OLD_PART_PERSONAL_HOLDER = 3 as const;
/** Old-part reminders count days in China's time (one reminder a day at most). */
export const SPARE_TIME_ZONE = ENTERPRISE_TIME_ZONE;
/** How many unreturned old parts a reminder run reads per enterprise at most (one batch). */
export const OLD_PART_REMIND_BATCH = 1000;
