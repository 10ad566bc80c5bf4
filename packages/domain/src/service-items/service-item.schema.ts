import { z } from 'zod';
import type { Messages } from '../i18n';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS } from '../validation';
import { NUMBER_DECIMALS, NUMBER_INTEGER_DIGITS } from '../forms/limits';
import { canonicalDecimal } from '../forms/values';
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
import { SERVICE_ITEM_NAME_MAX, SERVICE_ITEM_UNIT_MAX } from '../orders/constants';
// registers the 'amount' validation message ("at most 13 digits and two decimals")
import '../orders/money';
import {
  SERVICE_ITEM_BATCH_MAX,
  SERVICE_ITEM_CATEGORY_MAX,
  SERVICE_ITEM_DESCRIPTION_MAX,
  SERVICE_ITEM_TEMPLATES_MAX,
} from './limits';

/** spec-business §5 "Numbers within 13 digits; two decimals only", not negative: numeric(15,2) in SQL. */
export const SERVICE_ITEM_AMOUNT_PATTERN = new RegExp(
  `^\\d{1,${NUMBER_INTEGER_DIGITS}}(\\.\\d{1,${NUMBER_DECIMALS}})?$`,
);

/** Numbers are read as their text; text is trimmed; '' and null mean "none". */
const asText = (v: unknown) =>
  typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() || null : v;

/** An amount as a string in canonical form ("080.50" → "80.5"), never a binary float. */
const amountText = z
  .string()
  .regex(SERVICE_ITEM_AMOUNT_PATTERN, 'amount')
  .transform((v, ctx) => {
    const canonical = canonicalDecimal(v);
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: 'amount' });
      return z.NEVER;
    }
    return canonical;
  });

/** The price of one unit: required. */
export const serviceItemPriceSchema = z.preprocess((v) => asText(v) ?? undefined, amountText);
/** A commission (individual or team) per unit: optional; '' or null clears it. */
export const serviceItemCommissionSchema = z.preprocess(asText, amountText.nullable()).optional();

/**
 * Save a service item: without `id` it is added, with `id` that item is changed. Name, price and
 * unit are sent every time; the other fields change when given (null clears an optional one), and
 * `templateIds` replaces the bound order templates (none bound: usable on every order template).
 */
export const serviceItemSaveSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText(SERVICE_ITEM_NAME_MAX),
  category: optionalText(SERVICE_ITEM_CATEGORY_MAX),
  price: serviceItemPriceSchema,
  unit: requiredText(SERVICE_ITEM_UNIT_MAX),
  individualCommission: serviceItemCommissionSchema,
  teamCommission: serviceItemCommissionSchema,
  description: optionalText(SERVICE_ITEM_DESCRIPTION_MAX),
  enabled: z.boolean().optional(),
  sort: sortSchema.optional(),
  templateIds: idListSchema(SERVICE_ITEM_TEMPLATES_MAX).optional(),
});
export type ServiceItemSaveInput = z.infer<typeof serviceItemSaveSchema>;

export const serviceItemFilterSchema = z.object({
  /** The name contains it. */
  keyword: keywordSchema,
  /** Exactly this category. */
  category: z.string().trim().min(1).max(SERVICE_ITEM_CATEGORY_MAX).optional(),
  enabled: boolQuery,
  /** Items usable on this order template: bound to it, or bound to no template. */
  templateId: idSchema.optional(),
  ...looseQuery,
});
export const serviceItemListQuerySchema = pageQuerySchema.extend(serviceItemFilterSchema.shape);
export type ServiceItemFilter = z.infer<typeof serviceItemFilterSchema>;
export type ServiceItemListQuery = z.infer<typeof serviceItemListQuerySchema>;

export const serviceItemEnableSchema = z.strictObject({
  ids: idListSchema(SERVICE_ITEM_BATCH_MAX).min(1),
  enabled: z.boolean(),
});

/** `ids` of DELETE /v2/serviceProject/delete: "1,2,3" (or the key repeated). */
export const serviceItemDeleteQuerySchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v),
    idListSchema(SERVICE_ITEM_BATCH_MAX).min(1),
  ),
  ...looseQuery,
});

/** An order template an item is bound to. */
export interface ServiceItemTemplateRef {
  id: number;
  name: string;
}

/** One row of GET /v2/serviceProject/list, and the detail. Amounts are strings ("80.00"). */
export interface ServiceItemRow {
  id: number;
  name: string;
  category: string | null;
  price: string;
  unit: string;
  individualCommission: string | null;
  teamCommission: string | null;
  description: string | null;
  enabled: boolean;
  sort: number;
  /** Bound order templates (not deleted); empty: usable on every order template. */
  templates: ServiceItemTemplateRef[];
  createdAt: string;
  updatedAt: string;
}

/** What the orders module prices an order's service lines from. */
export interface ServiceItemForOrder {
  id: number;
  name: string;
  category: string | null;
  price: string;
  unit: string;
  individualCommission: string | null;
  teamCommission: string | null;
}

/** Labels of the service item fields in validation messages. */
export const SERVICE_ITEM_FIELD_LABELS: Record<string, Messages> = {
  category: { zh_CN: '分类', en_GB: 'Category' },
  price: { zh_CN: '价格', en_GB: 'Price' },
  unit: { zh_CN: '单位', en_GB: 'Unit' },
  individualCommission: { zh_CN: '个人提成', en_GB: 'Individual commission' },
  teamCommission: { zh_CN: '团队提成', en_GB: 'Team commission' },
  description: { zh_CN: '描述', en_GB: 'Description' },
  templateIds: { zh_CN: '适用模板', en_GB: 'Order templates' },
  templateId: { zh_CN: '工单模板', en_GB: 'Order template' },
  ids: { zh_CN: '服务项目', en_GB: 'Service items' },
};
for (const [key, label] of Object.entries(SERVICE_ITEM_FIELD_LABELS)) FIELD_LABELS[key] ??= label;
