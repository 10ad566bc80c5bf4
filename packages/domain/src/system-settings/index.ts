import { z } from 'zod';
import type { Messages } from '../i18n';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';
import { FIELD_LABELS } from '../validation';
import { amountSchema } from '../orders/money';
import {
  CYCLE_MONTHS_MAX,
  CYCLE_MONTHS_MIN,
  OLD_PART_GRACE_DAYS_MAX,
  OLD_PART_PRICES,
  OLD_PART_PRICE_LIST,
  SETTING_DEDUCT_OLD_PARTS,
  SETTING_OLD_PART_FIXED_PRICE,
  SETTING_OLD_PART_GRACE_DAYS,
  SETTING_OLD_PART_PRICE,
  SETTING_SETTLEMENT_CYCLE,
  type OldPartPrice,
} from '../settlement/constants';

/**
 * The enterprise's parameters (spec-shell "/systemsetting list, getByCode, getByCodes, batchsave,
 * recovery"; D21): one value per numeric code, typed here per code. A code not saved answers its
 * default; recovery puts codes back to their defaults. Each code names the permission that may change
 * it (the module that owns the parameter); reading is for every signed-in user.
 *
 * Codes are the spec's where it gives one (50014 = the default spare store); the others are ours
 * (docs/decisions.md "System settings"). Later modules add their codes here.
 */
export interface SystemSettingDef<T> {
  name: Messages;
  schema: z.ZodType<T>;
  default: T;
  /** Who may change it (batchsave, recovery). */
  write: TreeCode;
}

const def = <T>(d: SystemSettingDef<T>) => d;
const spareSettings = fn('spareParts', 7) as TreeCode;
/** Finance settings (/financeSetting, issue 27) are changed by who may set settlement rules (10304). */
const financeSettings = fn('finance', 4) as TreeCode;

/** Spare-stock modes (spec-business §10): none; warehouse in/out/stock; warehouse plus personal stock. */
export const SPARE_STOCK_MODES = { none: 0, warehouse: 1, personal: 2 } as const;
export type SpareStockMode = (typeof SPARE_STOCK_MODES)[keyof typeof SPARE_STOCK_MODES];
/** Where returned old parts go (spec-business §10 "used-parts modes"): the general warehouse or personal. */
export const OLD_PART_MODES = { warehouse: 1, personal: 2 } as const;
export type OldPartMode = (typeof OLD_PART_MODES)[keyof typeof OLD_PART_MODES];

const oneOf = <T extends number>(values: readonly T[]) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v as T), 'invalid')
    .transform((v) => v as T);

/** Finance (/financeSetting, issue 27): codes and meanings in settlement/constants. */
const FINANCE_SETTINGS = {
  /** The cycle the bill generation proposes, in months (spec D8 "settlement periods 1 to 12 months"). */
  [SETTING_SETTLEMENT_CYCLE]: def<number>({
    name: { zh_CN: '默认结算周期（月）', en_GB: 'Default settlement cycle (months)' },
    schema: z.coerce.number().int().min(CYCLE_MONTHS_MIN).max(CYCLE_MONTHS_MAX),
    default: 1,
    write: financeSettings,
  }),
  /** Whether personal bills deduct the engineer's unreturned old parts. */
  [SETTING_DEDUCT_OLD_PARTS]: def<boolean>({
    name: { zh_CN: '扣除未返还旧件', en_GB: 'Deduct unreturned old parts' },
    schema: z.boolean(),
    default: false,
    write: financeSettings,
  }),
  /** The price per unit an old part is deducted at (OLD_PART_PRICES). */
  [SETTING_OLD_PART_PRICE]: def<OldPartPrice>({
    name: { zh_CN: '旧件扣款单价', en_GB: 'Old-part deduction price' },
    schema: oneOf(OLD_PART_PRICE_LIST),
    default: OLD_PART_PRICES.cost,
    write: financeSettings,
  }),
  /** The fixed price per unit when the price is "fixed" (13 digits, 2 decimals). */
  [SETTING_OLD_PART_FIXED_PRICE]: def<string>({
    name: { zh_CN: '旧件扣款固定单价', en_GB: 'Fixed old-part price' },
    schema: amountSchema as unknown as z.ZodType<string>,
    default: '0.00',
    write: financeSettings,
  }),
  /** Old parts recorded within this many days before the cycle's end are not deducted yet. */
  [SETTING_OLD_PART_GRACE_DAYS]: def<number>({
    name: { zh_CN: '旧件返还宽限天数', en_GB: 'Days to return old parts' },
    schema: z.coerce.number().int().min(0).max(OLD_PART_GRACE_DAYS_MAX),
    default: 0,
    write: financeSettings,
  }),
} as const;

export const SYSTEM_SETTINGS = {
  /** The default spare store: a genuine warehouse id, or none. */
  50014: def<number | null>({
    name: { zh_CN: '默认备件库', en_GB: 'Default spare store' },
    schema: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
    default: null,
    write: spareSettings,
  }),
  /** The spare-stock mode (SPARE_STOCK_MODES); leaving personal stock clears it after a confirmation. */
  50015: def<SpareStockMode>({
    name: { zh_CN: '备件库存模式', en_GB: 'Spare stock mode' },
    schema: oneOf(Object.values(SPARE_STOCK_MODES)),
    default: SPARE_STOCK_MODES.personal,
    write: spareSettings,
  }),
  /** Where returned old parts are received (OLD_PART_MODES). */
  50016: def<OldPartMode>({
    name: { zh_CN: '旧件回收模式', en_GB: 'Old-part mode' },
    schema: oneOf(Object.values(OLD_PART_MODES)),
    default: OLD_PART_MODES.warehouse,
    write: spareSettings,
  }),
  /** Days an old part may stay unreturned before its engineer is reminded, daily (0: never). */
  50017: def<number>({
    name: { zh_CN: '旧件返还提醒天数', en_GB: 'Old-part return reminder (days)' },
    schema: z.coerce.number().int().min(0).max(365),
    default: 7,
    write: spareSettings,
  }),
  ...FINANCE_SETTINGS,
} as const;

export type SystemSettingCode = keyof typeof SYSTEM_SETTINGS;
export type SystemSettingValue<C extends SystemSettingCode> =
  (typeof SYSTEM_SETTINGS)[C] extends SystemSettingDef<infer T> ? T : never;
export const SYSTEM_SETTING_CODES = Object.keys(SYSTEM_SETTINGS).map(Number) as SystemSettingCode[];
export const isSystemSettingCode = (code: number): code is SystemSettingCode => code in SYSTEM_SETTINGS;
export const SETTING_DEFAULT_STORE = 50014 as const;
export const SETTING_SPARE_MODE = 50015 as const;
export const SETTING_OLD_PART_MODE = 50016 as const;
export const SETTING_OLD_PART_REMIND_DAYS = 50017 as const;

/** One setting as the calls answer it. */
export interface SystemSetting {
  code: SystemSettingCode;
  value: unknown;
  /** True when the enterprise saved it; false when it is the default. */
  saved: boolean;
  updatedAt: string | null;
}

for (const [key, label] of Object.entries({
  code: { zh_CN: '参数编码', en_GB: 'Setting code' },
  codes: { zh_CN: '参数编码', en_GB: 'Setting codes' },
  settings: { zh_CN: '参数', en_GB: 'Settings' },
  value: { zh_CN: '参数值', en_GB: 'Setting value' },
  confirm: { zh_CN: '确认', en_GB: 'Confirmation' },
}))
  FIELD_LABELS[key] ??= label;

const codeSchema = z.coerce
  .number()
  .int()
  .refine((c) => isSystemSettingCode(c), 'invalid')
  .transform((c) => c as SystemSettingCode);
const looseQuery = { t: z.unknown().optional() };

export const settingCodeQuerySchema = z.strictObject({ code: codeSchema, ...looseQuery });
/** `codes` joined by commas, as the spec's getByCodes call sends them. */
export const settingCodesQuerySchema = z.strictObject({
  codes: z.preprocess(
    (v) => (typeof v === 'string' && v.length <= 500 ? v.split(',').filter((c) => c.trim() !== '') : v),
    z.array(codeSchema).min(1).max(SYSTEM_SETTING_CODES.length),
  ),
  ...looseQuery,
});
/** batchsave: values are checked per code by the code's schema (the server names the failing code). */
export const settingBatchSaveSchema = z.strictObject({
  settings: z
    .array(z.strictObject({ code: codeSchema, value: z.unknown() }))
    .min(1)
    .max(SYSTEM_SETTING_CODES.length),
  /** Confirms a change that has consequences (leaving personal stock clears it). */
  confirm: z.boolean().optional(),
});
export const settingRecoverySchema = z.strictObject({
  codes: z.array(codeSchema).min(1).max(SYSTEM_SETTING_CODES.length),
  confirm: z.boolean().optional(),
});
export type SettingBatchSaveInput = z.infer<typeof settingBatchSaveSchema>;
export type SettingRecoveryInput = z.infer<typeof settingRecoverySchema>;
