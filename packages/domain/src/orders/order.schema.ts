import { z } from 'zod';
import { ORDER_TITLE_MAX } from '../limits';
import { pageQuerySchema } from '../pagination';
import { phoneSchema } from '../auth/auth.schema';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import { FILE_URL_PATTERN } from '../forms/values';
import { customFiltersParam } from '../forms/filters';
import {
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
} from '../organization/common';
import { CONTACT_NAME_MAX, ADDRESS_DETAIL_MAX, ADDRESS_PART_MAX } from '../customers/limits';
import {
  CANCEL_REASON_MAX,
  ORDER_ATTACHMENTS_MAX,
  ORDER_BATCH_MAX,
  ORDER_CC_MAX,
  ORDER_COLLABORATORS_MAX,
  ORDER_DESCRIPTION_MAX,
  ORDER_IMAGES_MAX,
  ORDER_NOTE_MAX,
  ORDER_PRIORITIES,
  ORDER_PRINT_MAX,
  ORDER_REASON_MAX,
  ORDER_SERVICE_ITEMS_MAX,
  ORDER_STATE_LIST,
  ORDER_TYPES,
  SERVICE_ITEM_QUANTITY_MAX,
  type OrderState,
} from './constants';
import { amountSchema } from './money';
import { orderFaultIdsSchema } from '../faults';

Object.assign(FIELD_LABELS, {
  orderId: { zh_CN: '工单', en_GB: 'Order' },
  orderIds: { zh_CN: '工单', en_GB: 'Orders' },
  templateId: { zh_CN: '工单模板', en_GB: 'Order template' },
  title: { zh_CN: '工单标题', en_GB: 'Order title' },
  priority: { zh_CN: '优先级', en_GB: 'Priority' },
  orderType: { zh_CN: '工单类型', en_GB: 'Order type' },
  appointmentAt: { zh_CN: '预约时间', en_GB: 'Appointment time' },
  estimatedAt: { zh_CN: '预计完成时间', en_GB: 'Estimated completion' },
  description: { zh_CN: '详细描述', en_GB: 'Detailed description' },
  images: { zh_CN: '图片', en_GB: 'Images' },
  attachments: { zh_CN: '附件', en_GB: 'Attachments' },
  customerProductId: { zh_CN: '客户产品', en_GB: 'Customer product' },
  contactName: { zh_CN: '联系人', en_GB: 'Contact name' },
  contactPhone: { zh_CN: '联系电话', en_GB: 'Contact phone' },
  address: { zh_CN: '服务地址', en_GB: 'Service address' },
  tagIds: { zh_CN: '标签', en_GB: 'Tags' },
  serverUserId: { zh_CN: '服务人员', en_GB: 'Engineer' },
  collaboratorIds: { zh_CN: '协作人', en_GB: 'Collaborators' },
  ccUserIds: { zh_CN: '抄送人', en_GB: 'Copy to' },
  serviceItems: { zh_CN: '服务项目', en_GB: 'Service items' },
  serviceItemId: { zh_CN: '服务项目', en_GB: 'Service item' },
  quantity: { zh_CN: '数量', en_GB: 'Quantity' },
  reason: { zh_CN: '原因', en_GB: 'Reason' },
  note: { zh_CN: '备注', en_GB: 'Note' },
  sparepartAmount: { zh_CN: '备件金额', en_GB: 'Spare-part amount' },
  otherAmount: { zh_CN: '其他金额', en_GB: 'Other amount' },
  preferentialAmount: { zh_CN: '优惠金额', en_GB: 'Discount' },
  signature: { zh_CN: '客户签名', en_GB: "Customer's signature" },
  receiptCode: { zh_CN: '回执验证码', en_GB: 'Receipt code' },
  serviceMinutes: { zh_CN: '服务时长', en_GB: 'Service time' },
  fileName: { zh_CN: '文件名', en_GB: 'File name' },
  approved: { zh_CN: '审核结果', en_GB: 'Decision' },
  archived: { zh_CN: '归档', en_GB: 'Archived' },
});

/** An instant with its offset (ISO 8601), stored as timestamptz. */
export const instantSchema = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), 'invalid')
  .transform((v) => new Date(v).toISOString());

const fileUrl = z.string().max(60).regex(FILE_URL_PATTERN, 'invalid');
export const orderImagesSchema = z.array(fileUrl).max(ORDER_IMAGES_MAX);
const attachmentSchema = z.strictObject({ url: fileUrl, name: requiredText(120) });

export const orderAddressSchema = z.strictObject({
  province: optionalText(ADDRESS_PART_MAX),
  city: optionalText(ADDRESS_PART_MAX),
  region: optionalText(ADDRESS_PART_MAX),
  detail: optionalText(ADDRESS_DETAIL_MAX),
  lng: z.number().min(-180).max(180).nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

const priority = z.coerce.number().int().min(ORDER_PRIORITIES.normal).max(ORDER_PRIORITIES.veryUrgent);
const orderType = z.coerce.number().int().min(ORDER_TYPES.external).max(ORDER_TYPES.internal);

export const serviceLineSchema = z.strictObject({
  serviceItemId: idSchema,
  quantity: z.coerce.number().int().min(1).max(SERVICE_ITEM_QUANTITY_MAX),
});
export type ServiceLineInput = z.infer<typeof serviceLineSchema>;
const serviceLines = z.array(serviceLineSchema).max(ORDER_SERVICE_ITEMS_MAX);

/** The editable fields of an order, shared by create (which adds defaults) and edit. */
const orderFields = {
  title: requiredText(ORDER_TITLE_MAX),
  priority,
  appointmentAt: instantSchema,
  estimatedAt: instantSchema.nullable().optional(),
  description: optionalText(ORDER_DESCRIPTION_MAX),
  images: orderImagesSchema,
  attachments: z.array(attachmentSchema).max(ORDER_ATTACHMENTS_MAX),
  customerProductId: idSchema.nullable().optional(),
  /** A contact of the customer, or a name and phone typed in; empty = the default contact. */
  contactId: idSchema.nullable().optional(),
  contactName: optionalText(CONTACT_NAME_MAX),
  contactPhone: z.preprocess((v) => (v === '' ? null : v), phoneSchema.nullable()).optional(),
  /** An address of the customer, or one typed in; empty = the default address. */
  addressId: idSchema.nullable().optional(),
  address: orderAddressSchema.nullable().optional(),
  tagIds: idListSchema(20),
  serviceItems: serviceLines,
  customValues: z.record(z.string().max(40), z.unknown()),
};

const estimateAfterAppointment = (
  v: { appointmentAt?: string; estimatedAt?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.appointmentAt && v.estimatedAt && v.estimatedAt < v.appointmentAt)
    ctx.addIssue({ code: 'custom', message: 'estimateBeforeAppointment', path: ['estimatedAt'] });
};

/** An external order serves a customer; an internal one (an employee's own request) may have none. */
const customerForExternal = (v: { orderType: number; customerId?: number | null }, ctx: z.RefinementCtx) => {
  if (v.orderType === ORDER_TYPES.external && v.customerId == null)
    ctx.addIssue({ code: 'custom', message: 'required', path: ['customerId'] });
};

/** POST /v2/order/create (spec-business §3 "Work order", §5 validation). */
export const orderCreateSchema = z
  .strictObject({
    templateId: idSchema,
    orderType: orderType.default(ORDER_TYPES.external),
    /** Required for external orders; an internal one (raised by an employee) may have none. */
    customerId: idSchema.nullable().optional(),
    ...orderFields,
    priority: priority.default(ORDER_PRIORITIES.normal),
    images: orderImagesSchema.default([]),
    attachments: orderFields.attachments.default([]),
    tagIds: orderFields.tagIds.default([]),
    serviceItems: serviceLines.default([]),
    customValues: orderFields.customValues.default({}),
    serverUserId: idSchema.nullable().optional(),
    collaboratorIds: idListSchema(ORDER_COLLABORATORS_MAX).default([]),
    ccUserIds: idListSchema(ORDER_CC_MAX).default([]),
    /** Where the order was started from (spec-shell /createOrder query), kept as a reference. */
    eventId: idSchema.nullable().optional(),
    /** The sales contract it belongs to (/createOrder?belongSaleContractId, SS:173; issue 25). */
    belongSaleContractId: idSchema.nullable().optional(),
  })
  .superRefine(estimateAfterAppointment)
  .superRefine(customerForExternal);
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;

/** PUT /v2/order/edit: any subset of the editable fields. */
export const orderEditSchema = z
  .strictObject(orderFields)
  .partial()
  .extend({ id: idSchema, belongSaleContractId: idSchema.nullable().optional() })
  .superRefine(estimateAfterAppointment);
export type OrderEditInput = z.infer<typeof orderEditSchema>;

/** The named lists of spec-shell "Orders" routes; each is one view of the same query. */
export const ORDER_VIEWS = [
  'all',
  'my',
  'assign',
  'acceptance',
  'examine',
  'sendMe',
  'due',
  'rubbish',
  'teamwork',
  'archived',
] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];
/** /myOrder tabs: to accept, to serve, in service, done. */
export const MY_ORDER_TABS = ['toAccept', 'toServe', 'inService', 'done'] as const;
export type MyOrderTab = (typeof MY_ORDER_TABS)[number];

const stateList = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v.split(',').every((s) => ORDER_STATE_LIST.includes(Number(s) as OrderState)), 'invalid')
  .transform((v) => [...new Set(v.split(',').map(Number))] as OrderState[])
  .optional();
const dateQuery = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), 'invalid')
  .optional();
const flag = z
  .enum(['0', '1'])
  .transform((v) => v === '1')
  .optional();

/** GET /v2/order/list: the query parameters of spec-shell /allOrder, plus the view and its tab. */
export const orderFilterSchema = z.object({
  view: z.enum(ORDER_VIEWS).default('all'),
  tab: z.string().trim().max(20).optional(),
  keyword: keywordSchema,
  servicePersonalId: idSchema.optional(),
  take_user_id: idSchema.optional(),
  orderStateList: stateList,
  states: stateList,
  takeStart: dateQuery,
  takeEnd: dateQuery,
  orderType: orderType.optional(),
  coordinationUserId: idSchema.optional(),
  customName: keywordSchema,
  customerId: idSchema.optional(),
  orderExceed: flag,
  serviceGroupId: idSchema.optional(),
  templateId: idSchema.optional(),
  priority: priority.optional(),
  tagId: idSchema.optional(),
  /** The open pool: 1 only pooled orders, 0 none of them (spec-shell getOrderListCount?is_grab=1). */
  is_grab: z.enum(['0', '1']).optional(),
  customFilters: customFiltersParam,
  ...looseQuery,
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;
export const orderListQuerySchema = pageQuerySchema.extend(orderFilterSchema.shape);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
/**
 * GET /v2/order/myDay: `from` is the start of the caller's day (their device's midnight); orders
 * from then on come first, missed ones after them.
 */
export const orderDayQuerySchema = z.object({ from: instantSchema.optional(), ...looseQuery });
export const orderIdBodySchema = z.strictObject({ orderId: idSchema });
export const orderIdsSchema = z.strictObject({ ids: idListSchema(ORDER_BATCH_MAX).min(1) });

const reason = (max = ORDER_REASON_MAX) => requiredText(max);
const position = {
  lng: z.number().min(-180).max(180).nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  location: optionalText(ADDRESS_DETAIL_MAX),
};

export const orderNoteSchema = z.strictObject({ orderId: idSchema, note: optionalText(ORDER_NOTE_MAX) });
export const orderReasonSchema = z.strictObject({ orderId: idSchema, reason: reason() });
export const orderCancelSchema = z.strictObject({ orderId: idSchema, reason: reason(CANCEL_REASON_MAX) });
export const orderAssignSchema = z.strictObject({
  orderIds: idListSchema(ORDER_BATCH_MAX).min(1),
  serverUserId: idSchema,
  collaboratorIds: idListSchema(ORDER_COLLABORATORS_MAX).default([]),
  note: optionalText(ORDER_NOTE_MAX),
});
export const orderAppointmentSchema = z
  .strictObject({
    orderId: idSchema,
    appointmentAt: instantSchema,
    estimatedAt: instantSchema.nullable().optional(),
    note: optionalText(ORDER_NOTE_MAX),
  })
  .superRefine(estimateAfterAppointment);

/** POST /order/startService: the first check-in (time, location, photos). */
export const startServiceSchema = z.strictObject({
  orderId: idSchema,
  ...position,
  images: orderImagesSchema.default([]),
  note: optionalText(ORDER_NOTE_MAX),
});

/** The service payment: lines and the three amounts of the expenses block. */
export const paymentSchema = z.strictObject({
  serviceItems: serviceLines.optional(),
  sparepartAmount: amountSchema.optional(),
  otherAmount: amountSchema.optional(),
  preferentialAmount: amountSchema.optional(),
});
export type PaymentInput = z.infer<typeof paymentSchema>;
export const orderPaymentSchema = paymentSchema.extend({ orderId: idSchema });

/** POST /order/serviceComplete: the second check-in with the receipt and the expenses. */
export const serviceCompleteSchema = z.strictObject({
  orderId: idSchema,
  ...position,
  images: orderImagesSchema.default([]),
  note: optionalText(ORDER_NOTE_MAX),
  serviceMinutes: z.coerce.number().int().min(0).max(100_000).nullable().optional(),
  signature: fileUrl.nullable().optional(),
  receiptCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'verificationCode')
    .nullable()
    .optional(),
  payment: paymentSchema.optional(),
  customValues: z.record(z.string().max(40), z.unknown()).optional(),
  /** The fault phenomena found (issue 28, modules/faults); absent leaves the order's picks as they are. */
  faultIds: orderFaultIdsSchema.optional(),
});
export type ServiceCompleteInput = z.infer<typeof serviceCompleteSchema>;

/** POST /order/examine/save: approve (reason optional) or reject (reason required). */
export const examineSchema = z
  .strictObject({ orderId: idSchema, approved: z.boolean(), reason: optionalText(ORDER_REASON_MAX) })
  .superRefine((v, ctx) => {
    if (!v.approved && !v.reason) ctx.addIssue({ code: 'custom', message: 'required', path: ['reason'] });
  });
export const examineUsersSchema = z.strictObject({
  orderIds: idListSchema(ORDER_BATCH_MAX).min(1),
  userIds: idListSchema(20).min(1),
});
export const examineEditSchema = z.strictObject({ orderId: idSchema, userIds: idListSchema(20).min(1) });
export const examineTransSchema = z.strictObject({ orderId: idSchema, userId: idSchema });

export const orderArchiveSchema = z.strictObject({
  ids: idListSchema(ORDER_BATCH_MAX).min(1),
  archived: z.boolean(),
});
export const orderCcSchema = z.strictObject({
  orderId: idSchema,
  userIds: idListSchema(ORDER_CC_MAX).min(1),
});
/** spec-business §5: at most 50 orders printed or exported at once; export needs a file name. */
const printIds = idListSchema(ORDER_PRINT_MAX * 10)
  .min(1)
  .max(ORDER_PRINT_MAX, 'printMax');
export const orderExportSchema = z.strictObject({
  ids: printIds,
  fileName: requiredText(60),
});
/** POST /v2/order/exportAll: the file name (body); the list's filters travel in the query. */
export const orderExportAllSchema = z.strictObject({ fileName: requiredText(60) });
export const orderPrintQuerySchema = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d{1,15}(,\d{1,15})*$/, 'invalid')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= ORDER_PRINT_MAX, 'printMax'),
  ...looseQuery,
});

Object.assign(VALIDATION_MESSAGES, {
  printMax: {
    zh_CN: '一次最多打印或导出50个工单',
    en_GB: 'At most 50 orders can be printed or exported at once',
  },
  estimateBeforeAppointment: {
    zh_CN: '预计完成时间不能早于预约时间',
    en_GB: 'The estimated completion cannot be earlier than the appointment time',
  },
});
