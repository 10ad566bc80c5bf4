import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS } from '../validation';
import { idSchema, looseQuery, optionalText } from '../organization/common';
import {
  OLD_PART_SN_MAX,
  OLD_PART_STATE_LIST,
  SPARE_NOTE_MAX,
  type OldPartState,
  type StockHolderKind,
} from './constants';
import { quantitySchema } from './spare-parts.schema';

Object.assign(FIELD_LABELS, {
  snCode: FIELD_LABELS.snCode ?? { zh_CN: 'SN码', en_GB: 'SN code' },
  engineerId: FIELD_LABELS.engineerId ?? { zh_CN: '工程师', en_GB: 'Engineer' },
  ids: FIELD_LABELS.ids ?? { zh_CN: '旧件', en_GB: 'Old parts' },
});

const oneOf = <T extends number>(values: readonly T[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v as T), 'invalid')
    .transform((v) => v as T);

/** A part used on an order: taken from the order's engineer's stock (or the default store) when recorded. */
export const orderPartAddSchema = z.strictObject({
  orderId: idSchema,
  partId: idSchema,
  quantity: quantitySchema,
});
/** A used part's quantity changed: the difference is posted (taken or given back). */
export const orderPartChangeSchema = z.strictObject({ id: idSchema, quantity: quantitySchema });
/** An old (replaced) part recorded on an order: the engineer must bring it back. */
export const oldPartAddSchema = z.strictObject({
  orderId: idSchema,
  partId: idSchema,
  quantity: quantitySchema,
  snCode: optionalText(OLD_PART_SN_MAX),
  note: optionalText(SPARE_NOTE_MAX),
});
export const oldPartListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  state: oneOf(OLD_PART_STATE_LIST).optional(),
  engineerId: idSchema.optional(),
  orderId: idSchema.optional(),
  keyword: optionalText(OLD_PART_SN_MAX),
  ...looseQuery,
});
/** The engineer returns old parts of theirs to a warehouse. */
export const oldPartReturnSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(200),
  warehouseId: idSchema,
});
/**
 * The keeper receives old parts: by id (the list, the scan page) or by SN code (the scan gun), into
 * the old-part store (a scrap warehouse): the one named, else the one they were returned to.
 */
export const oldPartReceiptSchema = z
  .strictObject({
    ids: z.array(idSchema).min(1).max(200).optional(),
    snCode: optionalText(OLD_PART_SN_MAX),
    warehouseId: idSchema.optional(),
  })
  .refine((v) => Boolean(v.ids?.length) || Boolean(v.snCode), { message: 'required', path: ['ids'] });
export type OrderPartAddInput = z.infer<typeof orderPartAddSchema>;
export type OrderPartChangeInput = z.infer<typeof orderPartChangeSchema>;
export type OldPartAddInput = z.infer<typeof oldPartAddSchema>;
export type OldPartListQuery = z.infer<typeof oldPartListQuerySchema>;
export type OldPartReturnInput = z.infer<typeof oldPartReturnSchema>;
export type OldPartReceiptInput = z.infer<typeof oldPartReceiptSchema>;

export interface OrderPartLine {
  id: number;
  orderId: number;
  partId: number;
  code: string;
  name: string;
  unit: string | null;
  holderKind: StockHolderKind;
  holderName: string | null;
  quantity: string;
  price: string;
  amount: string;
  personalCommission: string;
  teamCommission: string;
}
export interface OldPart {
  id: number;
  orderId: number;
  orderNo: string;
  partId: number;
  code: string;
  name: string;
  snCode: string | null;
  quantity: string;
  engineerId: number;
  engineerName: string | null;
  state: OldPartState;
  warehouseId: number | null;
  warehouseName: string | null;
  note: string | null;
  createdAt: string;
  returnedAt: string | null;
  receivedAt: string | null;
  /** Days since it was recorded while not returned (the reminder's age). */
  ageDays: number;
  /** Held in its engineer's personal old-part stock (personal old-part mode) until received. */
  personal: boolean;
}
/** Parts of an order as its detail shows them, and whether the caller may change them now. */
export interface OrderSpareParts {
  parts: OrderPartLine[];
  oldParts: OldPart[];
  sparepartAmount: string;
  editable: boolean;
}
