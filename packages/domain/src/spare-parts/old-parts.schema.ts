import { z } from 'zod';
import { looseQuery } from '../organization/common';
import { FIELD_LABELS } from '../validation';
import { OLD_PART_SN_MAX } from './constants';

Object.assign(FIELD_LABELS, {
  code: FIELD_LABELS.code ?? { zh_CN: '编码', en_GB: 'Code' },
});

/**
 * The scan page (/oldPartsRecyle/scan): what was scanned or typed — an old part's SN code, or the
 * number of the order it was replaced on (old parts without an SN code are found by their order).
 */
export const oldPartFindQuerySchema = z.strictObject({
  code: z.string().trim().min(1).max(OLD_PART_SN_MAX),
  ...looseQuery,
});
export type OldPartFindQuery = z.infer<typeof oldPartFindQuerySchema>;

/** The old-part settings as the recycle pages read them (system settings 50014, 50016, 50017). */
export interface OldPartSettings {
  mode: 1 | 2;
  remindDays: number;
  /** The scrap warehouses old parts may be received into. */
  stores: { id: number; name: string }[];
}
