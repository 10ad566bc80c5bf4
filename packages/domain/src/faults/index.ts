import { z } from 'zod';
import type { Messages } from '../i18n';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS } from '../validation';
import {
  boolQuery,
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
  sortSchema,
} from '../organization/common';
import { FAULT_DESCRIPTION_MAX, FAULT_NAME_MAX, ORDER_FAULTS_MAX } from './constants';

export * from './constants';

/**
 * The fault dictionary (issue 28, spec D9 "fault data"): fault phenomena an engineer picks when
 * completing an order, each for one product category (and the categories under it) or for every
 * product (no category). The fault reports count the picks.
 */

export const faultSaveSchema = z.strictObject({
  name: requiredText(FAULT_NAME_MAX),
  /** Null: the phenomenon applies to every product. */
  categoryId: idSchema.nullable().optional(),
  description: optionalText(FAULT_DESCRIPTION_MAX),
  sort: sortSchema.optional(),
  enabled: z.boolean().optional(),
});
export type FaultSaveInput = z.infer<typeof faultSaveSchema>;

export const faultListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  keyword: keywordSchema,
  categoryId: idSchema.optional(),
  enabled: boolQuery,
  ...looseQuery,
});
export type FaultListQuery = z.infer<typeof faultListQuerySchema>;

/**
 * The picker's options: enabled phenomena fitting an order's customer product (its category, the
 * categories above it, and the general ones); without a product, the general ones only.
 */
export const faultOptionsQuerySchema = z.strictObject({
  customerProductId: idSchema.optional(),
  ...looseQuery,
});

/** The completion's pick (POST /order/serviceComplete `faultIds`). */
export const orderFaultIdsSchema = idListSchema(ORDER_FAULTS_MAX);

export interface FaultPhenomenon {
  id: number;
  name: string;
  categoryId: number | null;
  /** The category's path ("空调/家用空调"), null for a general phenomenon. */
  categoryPath: string | null;
  description: string | null;
  sort: number;
  enabled: boolean;
  /** Orders that named it. */
  uses: number;
}
export interface FaultOption {
  id: number;
  name: string;
  categoryId: number | null;
}
/** A phenomenon named on an order (the order detail's `faults`). */
export interface OrderFault {
  id: number;
  name: string;
}

const labels: Record<string, Messages> = {
  faultIds: { zh_CN: '故障现象', en_GB: 'Fault phenomena' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;
