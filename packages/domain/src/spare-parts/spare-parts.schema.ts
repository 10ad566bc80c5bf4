import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import { amountSchema, toCents } from '../orders/money';
import {
  idSchema,
  keywordSchema,
  looseQuery,
  optionalPhone,
  optionalText,
  requiredText,
} from '../organization/common';
import {
  AUDIT_STATE_LIST,
  MOVEMENT_KIND_LIST,
  SPARE_CODE_MAX,
  SPARE_LINES_MAX,
  SPARE_MODEL_MAX,
  SPARE_NAME_MAX,
  SPARE_NOTE_MAX,
  SPARE_TYPE_NAME_MAX,
  SPARE_UNIT_MAX,
  STOCK_HOLDERS,
  STOCK_IN_REASONS,
  STOCK_OUT_REASONS,
  WAREHOUSE_ADDRESS_MAX,
  WAREHOUSE_KINDS,
  WAREHOUSE_NAME_MAX,
  type AuditState,
  type MovementKind,
  type StockHolderKind,
  type WarehouseKind,
} from './constants';

Object.assign(VALIDATION_MESSAGES, {
  quantity: {
    zh_CN: '{field}须为大于0、不超过13位整数且最多两位小数的数量',
    en_GB: '{field} must be above 0, with at most 13 digits and two decimals',
  },
  quantityZero: {
    zh_CN: '{field}须为不小于0、不超过13位整数且最多两位小数的数量',
    en_GB: '{field} must be 0 or more, with at most 13 digits and two decimals',
  },
  duplicatePart: { zh_CN: '{field}中有重复的备件', en_GB: '{field} lists a part twice' },
  sameWarehouse: {
    zh_CN: '调出与调入仓库不能相同',
    en_GB: 'The source and destination warehouses must differ',
  },
});
const labels = {
  typeId: { zh_CN: '备件类型', en_GB: 'Part type' },
  partId: { zh_CN: '备件', en_GB: 'Part' },
  model: { zh_CN: '型号', en_GB: 'Model' },
  unit: { zh_CN: '单位', en_GB: 'Unit' },
  salePrice: { zh_CN: '销售价', en_GB: 'Sale price' },
  costPrice: { zh_CN: '成本价', en_GB: 'Cost price' },
  personalCommission: { zh_CN: '个人提成', en_GB: 'Personal commission' },
  teamCommission: { zh_CN: '团队提成', en_GB: 'Team commission' },
  alertQty: { zh_CN: '预警数量', en_GB: 'Alert quantity' },
  quantity: { zh_CN: '数量', en_GB: 'Quantity' },
  counted: { zh_CN: '实盘数量', en_GB: 'Counted quantity' },
  items: { zh_CN: '备件明细', en_GB: 'Parts' },
  lines: { zh_CN: '盘点明细', en_GB: 'Count lines' },
  warehouseId: { zh_CN: '仓库', en_GB: 'Warehouse' },
  fromWarehouseId: { zh_CN: '调出仓库', en_GB: 'From warehouse' },
  toWarehouseId: { zh_CN: '调入仓库', en_GB: 'To warehouse' },
  scrapWarehouseId: { zh_CN: '废品库', en_GB: 'Scrap warehouse' },
  userId: { zh_CN: '人员', en_GB: 'Person' },
  headUserId: { zh_CN: '负责人', en_GB: 'Head' },
  reason: { zh_CN: '原因', en_GB: 'Reason' },
  rejectReason: { zh_CN: '驳回原因', en_GB: 'Reason for rejection' },
  holderKind: { zh_CN: '库存归属', en_GB: 'Held by' },
  holderId: { zh_CN: '库存归属', en_GB: 'Held by' },
  auditState: { zh_CN: '审批状态', en_GB: 'Approval state' },
  kind: { zh_CN: '类型', en_GB: 'Kind' },
  types: { zh_CN: '类型', en_GB: 'Types' },
  pass: { zh_CN: '审批结果', en_GB: 'Decision' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const oneOf = <T extends number>(values: readonly T[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v as T), 'invalid')
    .transform((v) => v as T);
const QTY = /^\d{1,13}(\.\d{1,2})?$/;
/** spec-business §11: a quantity is not empty, within 13 digits and two decimals; travels as "1.50". */
const qty = (allowZero: boolean) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const text = String(v).trim();
    if (!QTY.test(text) || (!allowZero && toCents(text) === 0n)) {
      ctx.addIssue({ code: 'custom', message: allowZero ? 'quantityZero' : 'quantity' });
      return z.NEVER;
    }
    return amountSchema.parse(text);
  });
export const quantitySchema = qty(false);
export const countedQuantitySchema = qty(true);
const optionalAmount = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? '0' : v),
  amountSchema,
);

// ---- catalogue ----
export const spareTypeSaveSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText(SPARE_TYPE_NAME_MAX),
});
export const spareTypeListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  keyword: keywordSchema,
  ...looseQuery,
});

export const sparePartSaveSchema = z.strictObject({
  id: idSchema.optional(),
  code: requiredText(SPARE_CODE_MAX),
  name: requiredText(SPARE_NAME_MAX),
  typeId: idSchema.nullable().optional(),
  model: optionalText(SPARE_MODEL_MAX),
  unit: optionalText(SPARE_UNIT_MAX),
  salePrice: optionalAmount,
  costPrice: optionalAmount,
  personalCommission: optionalAmount,
  teamCommission: optionalAmount,
  alertQty: z.preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), countedQuantitySchema),
  /** Values of the spare-part form's custom fields (kind 45), by field id; checked by the forms engine. */
  customValues: z.record(z.string(), z.unknown()).optional(),
});
export const sparePartListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  keyword: keywordSchema,
  typeId: idSchema.optional(),
  ...looseQuery,
});
export type SpareTypeSaveInput = z.infer<typeof spareTypeSaveSchema>;
export type SparePartSaveInput = z.infer<typeof sparePartSaveSchema>;
export type SparePartListQuery = z.infer<typeof sparePartListQuerySchema>;

// ---- warehouses ----
export const warehouseSaveSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText(WAREHOUSE_NAME_MAX),
  kind: oneOf(Object.values(WAREHOUSE_KINDS) as WarehouseKind[]),
  headUserId: idSchema.nullable().optional(),
  phone: optionalPhone,
  address: optionalText(WAREHOUSE_ADDRESS_MAX),
  note: optionalText(SPARE_NOTE_MAX),
});
export const warehouseListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  kind: oneOf(Object.values(WAREHOUSE_KINDS) as WarehouseKind[]).optional(),
  ...looseQuery,
});
export type WarehouseSaveInput = z.infer<typeof warehouseSaveSchema>;

// ---- movements ----
const line = z.strictObject({ partId: idSchema, quantity: quantitySchema });
const lines = z
  .array(line)
  .min(1)
  .max(SPARE_LINES_MAX)
  .refine((l) => new Set(l.map((x) => x.partId)).size === l.length, 'duplicatePart');
export type SpareLine = z.infer<typeof line>;
const note = optionalText(SPARE_NOTE_MAX);

export const stockInSchema = z.strictObject({
  warehouseId: idSchema,
  reason: z.enum(STOCK_IN_REASONS),
  items: lines,
  note,
});
export const stockOutSchema = z.strictObject({
  warehouseId: idSchema,
  reason: z.enum(STOCK_OUT_REASONS),
  items: lines,
  note,
});
export const transferSchema = z
  .strictObject({ fromWarehouseId: idSchema, toWarehouseId: idSchema, items: lines, note })
  .refine((v) => v.fromWarehouseId !== v.toWarehouseId, {
    message: 'sameWarehouse',
    path: ['toWarehouseId'],
  });
/** A keeper hands parts from a warehouse to an engineer's personal stock (no approval). */
export const allocationSchema = z.strictObject({
  warehouseId: idSchema,
  userId: idSchema,
  items: lines,
  note,
});
/** Scrap: out of a warehouse (or, without one, the caller's personal stock) into a scrap warehouse. */
export const scrapSchema = z.strictObject({
  warehouseId: idSchema.nullable().optional(),
  scrapWarehouseId: idSchema,
  items: lines,
  reason: requiredText(SPARE_NOTE_MAX),
});
export const applicationCreateSchema = z.strictObject({ warehouseId: idSchema, items: lines, note });
export const applicationDecideSchema = z
  .strictObject({ id: idSchema, pass: z.boolean(), rejectReason: optionalText(SPARE_NOTE_MAX) })
  .refine((v) => v.pass || Boolean(v.rejectReason), { message: 'required', path: ['rejectReason'] });
export const applicationListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  type: oneOf([1, 2] as const).optional(),
  auditState: oneOf(AUDIT_STATE_LIST).optional(),
  mine: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  ...looseQuery,
});
/** The badge call as the spec sends it: state=1&model=1&audit_state=0&types=1,2. */
export const approvalBadgeQuerySchema = z.strictObject({
  state: z.coerce.number().int().optional(),
  model: z.coerce.number().int().optional(),
  audit_state: oneOf(AUDIT_STATE_LIST).default(0),
  types: z.preprocess(
    (v) => (v === undefined ? ['1', '2'] : typeof v === 'string' && v.length <= 20 ? v.split(',') : v),
    z.array(oneOf([1, 2] as const)).min(1),
  ),
  ...looseQuery,
});
export type StockInInput = z.infer<typeof stockInSchema>;
export type StockOutInput = z.infer<typeof stockOutSchema>;
export type TransferInput = z.infer<typeof transferSchema>;
export type AllocationInput = z.infer<typeof allocationSchema>;
export type ScrapInput = z.infer<typeof scrapSchema>;
export type ApplicationCreateInput = z.infer<typeof applicationCreateSchema>;
export type ApplicationDecideInput = z.infer<typeof applicationDecideSchema>;
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

// ---- stock, ledger, alerts ----
export const stockListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  holderKind: oneOf(Object.values(STOCK_HOLDERS) as StockHolderKind[]).default(STOCK_HOLDERS.warehouse),
  holderId: idSchema.optional(),
  partId: idSchema.optional(),
  keyword: keywordSchema,
  /** Only rows at or under their part's alert quantity (/sparewarning). */
  warning: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  ...looseQuery,
});
export const ledgerQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  partId: idSchema.optional(),
  holderKind: oneOf(Object.values(STOCK_HOLDERS) as StockHolderKind[]).optional(),
  holderId: idSchema.optional(),
  kind: oneOf(MOVEMENT_KIND_LIST).optional(),
  ...looseQuery,
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

// ---- stocktaking ----
export const stocktakingCreateSchema = z.strictObject({ warehouseId: idSchema, note });
export const stocktakingPostSchema = z.strictObject({
  id: idSchema,
  lines: z
    .array(z.strictObject({ partId: idSchema, counted: countedQuantitySchema }))
    .min(1)
    .max(SPARE_LINES_MAX)
    .refine((l) => new Set(l.map((x) => x.partId)).size === l.length, 'duplicatePart'),
});
export type StocktakingPostInput = z.infer<typeof stocktakingPostSchema>;

/** The answers' shapes. */
export interface SpareType {
  id: number;
  name: string;
  parts: number;
}
export interface SparePart {
  id: number;
  code: string;
  name: string;
  typeId: number | null;
  typeName: string | null;
  model: string | null;
  unit: string | null;
  salePrice: string;
  costPrice: string;
  personalCommission: string;
  teamCommission: string;
  alertQty: string;
  /** Stock in genuine warehouses, summed. */
  stock: string;
  customValues: Record<string, unknown>;
}
export interface Warehouse {
  id: number;
  name: string;
  kind: WarehouseKind;
  headUserId: number | null;
  headName: string | null;
  phone: string | null;
  address: string | null;
  note: string | null;
}
export interface StockRow {
  partId: number;
  code: string;
  name: string;
  model: string | null;
  unit: string | null;
  holderKind: StockHolderKind;
  holderId: number;
  holderName: string;
  quantity: string;
  alertQty: string;
}
export interface LedgerRow {
  id: number;
  batch: number;
  kind: MovementKind;
  partId: number;
  code: string;
  name: string;
  holderKind: StockHolderKind;
  holderId: number;
  holderName: string;
  delta: string;
  balance: string;
  reason: string | null;
  note: string | null;
  actorName: string | null;
  createdAt: string;
}
export interface Application {
  id: number;
  type: 1 | 2;
  auditState: AuditState;
  applicantId: number;
  applicantName: string;
  warehouseId: number;
  warehouseName: string;
  items: { partId: number; code: string; name: string; unit: string | null; quantity: string }[];
  note: string | null;
  rejectReason: string | null;
  reviewerName: string | null;
  reviewedAt: string | null;
  createdAt: string;
}
