import { z } from 'zod';
import type { Messages } from '../i18n';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS } from '../validation';
import { FILE_URL_PATTERN } from '../forms/values';
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
import {
  CATEGORY_NAME_MAX,
  CATEGORY_PATH_SEPARATOR,
  PRICE_DECIMALS,
  PRICE_INTEGER_DIGITS,
  PRODUCT_BATCH_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_MODEL_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NUMBER_MAX,
  PRODUCT_UNIT_MAX,
} from './limits';

/** A non-negative amount with at most 13 integer digits and 2 decimals, as a string (never a float). */
export const PRICE_PATTERN = new RegExp(`^\\d{1,${PRICE_INTEGER_DIGITS}}(\\.\\d{1,${PRICE_DECIMALS}})?$`);

/** A price from a form, JSON or a spreadsheet cell: '' or null clears it; numbers are read as text. */
export const priceSchema = z
  .preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.union([z.literal('').transform(() => null), z.string().regex(PRICE_PATTERN, 'invalid')]).nullable(),
  )
  .optional();

/** An image of our files module (/api/file/download/<id>); '' or null clears it. */
export const imageUrlSchema = z
  .preprocess((v) => (v === '' ? null : v), z.string().max(60).regex(FILE_URL_PATTERN, 'invalid').nullable())
  .optional();

const productFields = {
  name: requiredText(PRODUCT_NAME_MAX),
  number: optionalText(PRODUCT_NUMBER_MAX),
  model: optionalText(PRODUCT_MODEL_MAX),
  image: imageUrlSchema,
  categoryId: idSchema.nullable().optional(),
  unit: optionalText(PRODUCT_UNIT_MAX),
  price: priceSchema,
  description: optionalText(PRODUCT_DESCRIPTION_MAX),
  enabled: z.boolean().optional(),
};

/** Create a product; the same schema checks every row of an import. */
export const productCreateSchema = z.strictObject(productFields);
/** Edit a product: the fields given change; null clears an optional one. */
export const productUpdateSchema = z.strictObject({
  id: idSchema,
  ...productFields,
  name: productFields.name.optional(),
});
export const productIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
export const productBatchDeleteSchema = z.strictObject({ ids: idListSchema(PRODUCT_BATCH_MAX).min(1) });

export const productFilterSchema = z.object({
  /** Name, number or model contains it. */
  keyword: keywordSchema,
  /** The category and all its sub-categories. */
  categoryId: idSchema.optional(),
  enabled: boolQuery,
  ...looseQuery,
});
export const productListQuerySchema = pageQuerySchema.extend(productFilterSchema.shape);

export type ProductCreateInput = z.infer<typeof productCreateSchema>;
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;
export type ProductFilter = z.infer<typeof productFilterSchema>;
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** A category name: 1-8 characters, no path separator (import files name categories by path). */
export const categoryNameSchema = requiredText(CATEGORY_NAME_MAX).refine(
  (v) => !v.includes(CATEGORY_PATH_SEPARATOR),
  'invalid',
);
export const categoryCreateSchema = z.strictObject({
  /** Absent or null: a top-level category. */
  parentId: idSchema.nullable().optional(),
  name: categoryNameSchema,
  sort: sortSchema.optional(),
  enabled: z.boolean().optional(),
});
export const categoryUpdateSchema = z.strictObject({
  id: idSchema,
  name: categoryNameSchema.optional(),
  sort: sortSchema.optional(),
  enabled: z.boolean().optional(),
});
export const categoryIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
export const categoryTreeQuerySchema = z.object({ enabled: boolQuery, ...looseQuery });
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

/** One node of GET /v2/product/category/tree. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  /** 1 top level … CATEGORY_LEVEL_MAX. */
  level: number;
  name: string;
  sort: number;
  enabled: boolean;
  /** Products placed directly in this category. */
  productCount: number;
  /** Products of this category and all its sub-categories. */
  totalProductCount: number;
  children: CategoryNode[];
}

/** One row of GET /v2/product/list, and the detail. */
export interface ProductRow {
  id: number;
  name: string;
  number: string | null;
  model: string | null;
  image: string | null;
  categoryId: number | null;
  /** The category's path from the top ("空调/家用空调"). */
  categoryPath: string | null;
  unit: string | null;
  price: string | null;
  description: string | null;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A refused row of an import: its row number in the sheet, the column and why (caller's language). */
export interface ProductImportError {
  row: number;
  column: string;
  message: string;
}
export interface ProductImportResult {
  /** Data rows read (the header row not counted; blank rows skipped). */
  total: number;
  created: number;
  /** Rows whose number matched a product, which they overwrote (spec-business §5). */
  updated: number;
  failed: number;
  errors: ProductImportError[];
}

/** Columns of the import template, in order; the header may be in either language. */
export const PRODUCT_IMPORT_COLUMNS = [
  { key: 'name', required: true, label: { zh_CN: '产品名称', en_GB: 'Product name' } },
  { key: 'number', required: false, label: { zh_CN: '产品编号', en_GB: 'Product number' } },
  { key: 'model', required: false, label: { zh_CN: '型号', en_GB: 'Model' } },
  { key: 'category', required: false, label: { zh_CN: '产品分类', en_GB: 'Category' } },
  { key: 'unit', required: false, label: { zh_CN: '单位', en_GB: 'Unit' } },
  { key: 'price', required: false, label: { zh_CN: '价格', en_GB: 'Price' } },
  { key: 'description', required: false, label: { zh_CN: '描述', en_GB: 'Description' } },
] as const satisfies readonly { key: string; required: boolean; label: Messages }[];
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number]['key'];

/** The header cell of a column as the template writes it: required columns end with '*'. */
export const importHeaderText = (column: (typeof PRODUCT_IMPORT_COLUMNS)[number], locale: keyof Messages) =>
  `${column.label[locale]}${column.required ? '*' : ''}`;

const normaliseHeader = (text: string) => text.replace(/[*＊\s]/g, '').toLowerCase();
/** Which import column a header cell names, in either language (with or without the '*'). */
export function importColumnOf(header: string): ProductImportColumn | undefined {
  const h = normaliseHeader(header);
  if (!h) return undefined;
  return PRODUCT_IMPORT_COLUMNS.find((c) => Object.values(c.label).some((l) => normaliseHeader(l) === h))
    ?.key;
}

/** Labels of the product payload fields in validation messages. */
export const PRODUCT_FIELD_LABELS: Record<string, Messages> = {
  number: { zh_CN: '编号', en_GB: 'Number' },
  model: { zh_CN: '型号', en_GB: 'Model' },
  image: { zh_CN: '图片', en_GB: 'Image' },
  categoryId: { zh_CN: '产品分类', en_GB: 'Category' },
  unit: { zh_CN: '单位', en_GB: 'Unit' },
  price: { zh_CN: '价格', en_GB: 'Price' },
};
for (const [key, label] of Object.entries(PRODUCT_FIELD_LABELS)) FIELD_LABELS[key] ??= label;
