import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { phoneSchema } from '../auth/auth.schema';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import {
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
} from '../organization/common';
import { customFiltersParam } from '../forms/filters';
import { imageUrlSchema } from '../products/product.schema';
import {
  QR_CODE_PATTERN,
  QR_BATCH_NAME_PATTERN,
  QR_CODE_STATE_LIST,
  SERVICE_REQUEST_STATE_LIST,
  WARRANTY_FILTERS,
  type QrCodeState,
  type ServiceRequestState,
} from './constants';
import {
  EQUIPMENT_BATCH_MAX,
  QR_BATCH_NAME_MAX,
  QR_BATCH_SIZE_MAX,
  REPORT_DESCRIPTION_MAX,
  REPORT_NAME_MAX,
  SERIAL_NUMBER_MAX,
} from './limits';

Object.assign(VALIDATION_MESSAGES, {
  qrBatchName: {
    zh_CN: '批次名称只能包含字母、数字和下划线，不能包含符号或空格',
    en_GB: 'A batch name may hold only letters, digits and underscores (no symbols or spaces)',
  },
  warrantyRange: {
    zh_CN: '保修结束日期不能早于保修开始日期',
    en_GB: 'The warranty end cannot be before the warranty start',
  },
});
const labels = {
  productId: { zh_CN: '产品', en_GB: 'Product' },
  customerId: { zh_CN: '客户', en_GB: 'Customer' },
  serialNumber: { zh_CN: '序列号', en_GB: 'Serial number' },
  serial: { zh_CN: '序列号', en_GB: 'Serial number' },
  warrantyStart: { zh_CN: '保修开始日期', en_GB: 'Warranty start' },
  warrantyEnd: { zh_CN: '保修结束日期', en_GB: 'Warranty end' },
  purchaseDate: { zh_CN: '购买日期', en_GB: 'Purchase date' },
  deliveryDate: { zh_CN: '交付日期', en_GB: 'Delivery date' },
  installDate: { zh_CN: '安装日期', en_GB: 'Install date' },
  productionDate: { zh_CN: '生产日期', en_GB: 'Production date' },
  sceneImage: { zh_CN: '现场图片', en_GB: 'Scene image' },
  warranty: { zh_CN: '保修状态', en_GB: 'Warranty status' },
  customValues: { zh_CN: '自定义字段', en_GB: 'Custom fields' },
  customFilters: { zh_CN: '自定义字段筛选', en_GB: 'Custom field filters' },
  customerProductId: { zh_CN: '客户产品', en_GB: 'Customer product' },
  batchId: { zh_CN: '批次', en_GB: 'Batch' },
  count: { zh_CN: '数量', en_GB: 'Quantity' },
  state: { zh_CN: '状态', en_GB: 'State' },
  qrCode: { zh_CN: '二维码', en_GB: 'QR code' },
  qrCodeId: { zh_CN: '二维码', en_GB: 'QR code' },
  description: { zh_CN: '问题描述', en_GB: 'Description' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date 'YYYY-MM-DD' that exists. */
export const isCalendarDate = (v: string) => {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
};
/** An optional date 'YYYY-MM-DD'; '' or null clears it. */
export const optionalDate = z
  .preprocess((v) => (v === '' ? null : v), z.string().max(10).refine(isCalendarDate, 'invalid').nullable())
  .optional();

const customValuesSchema = z.record(z.string().max(40), z.unknown());

/** The product file's own fields (spec-business §3 "Product file"). */
const equipmentFields = {
  customerId: idSchema,
  productId: idSchema,
  serialNumber: optionalText(SERIAL_NUMBER_MAX),
  warrantyStart: optionalDate,
  warrantyEnd: optionalDate,
  purchaseDate: optionalDate,
  deliveryDate: optionalDate,
  installDate: optionalDate,
  productionDate: optionalDate,
  /** An image of our files module, at most 1 MB (spec-business §5 "image limit 1M"). */
  sceneImage: imageUrlSchema,
  customValues: customValuesSchema,
};

/** The warranty end may not come before its start. */
const warrantyInOrder = (
  v: { warrantyStart?: string | null; warrantyEnd?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.warrantyStart && v.warrantyEnd && v.warrantyEnd < v.warrantyStart)
    ctx.addIssue({ code: 'custom', message: 'warrantyRange', path: ['warrantyEnd'] });
};

/**
 * A new customer product (POST /v2/customerProduct/save). spec-business §5 "customer product
 * equipment form required": customer and product are required; the custom fields of kind 3 are
 * checked against the field set on the server.
 */
export const equipmentCreateSchema = z
  .strictObject({ ...equipmentFields, customValues: customValuesSchema.default({}) })
  .superRefine(warrantyInOrder);
export type EquipmentCreateInput = z.infer<typeof equipmentCreateSchema>;

/** Edit a customer product: the fields given change, null clears an optional one. */
export const equipmentUpdateSchema = z
  .strictObject({
    id: idSchema,
    ...equipmentFields,
    customerId: idSchema.optional(),
    productId: idSchema.optional(),
    customValues: customValuesSchema.optional(),
  })
  .superRefine(warrantyInOrder);
export type EquipmentUpdateInput = z.infer<typeof equipmentUpdateSchema>;

/** Filters of the customer product list (/productManage). */
export const equipmentFilterSchema = z.object({
  /** Serial number, the product's name, number or model, or the customer's name or contacts. */
  keyword: keywordSchema,
  /** Part of the serial number only, on its trigram index (the header search). */
  serial: keywordSchema,
  customerId: idSchema.optional(),
  productId: idSchema.optional(),
  /** in, out, or expiring (in warranty and ending within 30 days). */
  warranty: z.enum(WARRANTY_FILTERS).optional(),
  customFilters: customFiltersParam,
  ...looseQuery,
});
export const equipmentListQuerySchema = pageQuerySchema.extend(equipmentFilterSchema.shape);
export type EquipmentFilter = z.infer<typeof equipmentFilterSchema>;
export type EquipmentListQuery = z.infer<typeof equipmentListQuerySchema>;

export const equipmentIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
/** Ids in a query string: `ids=1,2,3`. */
export const equipmentIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(EQUIPMENT_BATCH_MAX * 20)
    .transform((s): unknown[] => s.split(',').filter(Boolean))
    .pipe(idListSchema(EQUIPMENT_BATCH_MAX).min(1, 'required')),
  ...looseQuery,
});

/* ---------- QR codes ---------- */

/** spec-business §5: letters, digits and underscores only; no symbols; not starting with a space. */
export const qrBatchNameSchema = z
  .string()
  .min(1, 'required')
  .max(QR_BATCH_NAME_MAX)
  .regex(QR_BATCH_NAME_PATTERN, 'qrBatchName');

/** Generate a batch of codes (POST /v2/qrcode/batch/save). */
export const qrBatchCreateSchema = z.strictObject({
  name: qrBatchNameSchema,
  count: z.coerce.number().int().min(1).max(QR_BATCH_SIZE_MAX),
});
export type QrBatchCreateInput = z.infer<typeof qrBatchCreateSchema>;

export const qrBatchListQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema, ...looseQuery });

const qrStateSchema = z.coerce
  .number()
  .refine((v): v is QrCodeState => QR_CODE_STATE_LIST.includes(v as QrCodeState), 'invalid');
export const qrCodeListQuerySchema = pageQuerySchema.extend({
  batchId: idSchema,
  state: qrStateSchema.optional(),
  /** The code, or the bound product's serial number. */
  keyword: keywordSchema,
  ...looseQuery,
});
export type QrCodeListQuery = z.infer<typeof qrCodeListQuerySchema>;
export const qrIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
export const qrLogQuerySchema = pageQuerySchema.extend({ qrCodeId: idSchema, ...looseQuery });

/** A code token as printed under the QR image (16 url-safe characters). */
export const qrCodeTokenSchema = z.string().trim().regex(QR_CODE_PATTERN, 'invalid');

/** Bind a code (scanned or typed) to a customer product; a used code cannot be bound again. */
export const qrBindSchema = z.strictObject({ qrCode: qrCodeTokenSchema, customerProductId: idSchema });
/** Unbind a code: it returns to unused. */
export const qrUnbindSchema = z.strictObject({ id: idSchema });

/* ---------- Public scan and service requests ---------- */

/** The path of the public scan routes: /public/scan/:qrCode. */
export const scanParamsSchema = z.strictObject({ qrCode: z.string().regex(QR_CODE_PATTERN, 'invalid') });

/** A fault report from the public scan page (no sign-in). */
export const scanReportSchema = z.strictObject({
  name: requiredText(REPORT_NAME_MAX),
  /** spec-business §5 "phone 11 digits". */
  phone: phoneSchema,
  description: requiredText(REPORT_DESCRIPTION_MAX),
});
export type ScanReportInput = z.infer<typeof scanReportSchema>;

const requestStateSchema = z.coerce
  .number()
  .refine(
    (v): v is ServiceRequestState => SERVICE_REQUEST_STATE_LIST.includes(v as ServiceRequestState),
    'invalid',
  );
export const serviceRequestListQuerySchema = pageQuerySchema.extend({
  customerProductId: idSchema.optional(),
  state: requestStateSchema.optional(),
  /** Contact name or phone, or the product's serial number. */
  keyword: keywordSchema,
  ...looseQuery,
});
export type ServiceRequestListQuery = z.infer<typeof serviceRequestListQuerySchema>;
export const serviceRequestHandleSchema = z.strictObject({ id: idSchema });
