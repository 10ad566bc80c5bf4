import { z } from 'zod';
import { PHONE_LENGTH } from '../limits';
import { pageQuerySchema } from '../pagination';
import { phoneSchema } from '../auth/auth.schema';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import {
  boolQuery,
  idListSchema,
  idSchema,
  keywordSchema,
  looseQuery,
  optionalText,
  requiredText,
} from '../organization/common';
import { customFiltersParam } from '../forms/filters';
import { ADDRESS_TYPE_LIST, CUSTOMER_VISIBILITY, type AddressType } from './constants';
import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_PART_MAX,
  ADDRESSES_PER_CUSTOMER_MAX,
  CONTACT_NAME_MAX,
  CONTACTS_PER_CUSTOMER_MAX,
  CUSTOMER_BATCH_MAX,
  CUSTOMER_NAME_MAX,
  CUSTOMER_TAGS_MAX,
} from './limits';

Object.assign(VALIDATION_MESSAGES, {
  oneDefault: { zh_CN: '只能设置一个默认项', en_GB: 'Only one entry can be the default' },
});
Object.assign(FIELD_LABELS, {
  contacts: { zh_CN: '联系人', en_GB: 'Contacts' },
  addresses: { zh_CN: '地址', en_GB: 'Addresses' },
  customValues: { zh_CN: '自定义字段', en_GB: 'Custom fields' },
  customFilters: { zh_CN: '自定义字段筛选', en_GB: 'Custom field filters' },
  ownerUserId: { zh_CN: '负责人', en_GB: 'Owner' },
  serviceTeamId: { zh_CN: '服务团队', en_GB: 'Service team' },
  serviceGroupId: { zh_CN: '服务团队', en_GB: 'Service team' },
  customerId: { zh_CN: '客户', en_GB: 'Customer' },
  customerIds: { zh_CN: '客户', en_GB: 'Customers' },
  userIds: { zh_CN: '人员', en_GB: 'Users' },
  isDefault: { zh_CN: '默认', en_GB: 'Default' },
  detail: { zh_CN: '详细地址', en_GB: 'Detail address' },
  lng: { zh_CN: '经度', en_GB: 'Longitude' },
  lat: { zh_CN: '纬度', en_GB: 'Latitude' },
  located: { zh_CN: '坐标', en_GB: 'Coordinates' },
  visibility: { zh_CN: '客户可见范围', en_GB: 'Customer visibility' },
});

/** Marks the second default of a list of contacts or addresses. */
const oneDefault = (items: { isDefault?: boolean }[], ctx: z.RefinementCtx) => {
  const marked = items.flatMap((item, i) => (item.isDefault ? [i] : []));
  if (marked.length > 1)
    ctx.addIssue({ code: 'custom', message: 'oneDefault', path: [marked[1]!, 'isDefault'] });
};

/** spec-business §5: contact phone 11 digits; DECISIONS.md: contact name 1-18 characters. */
export const contactFields = {
  name: requiredText(CONTACT_NAME_MAX),
  phone: phoneSchema,
  isDefault: z.boolean().optional(),
};
export const contactInputSchema = z.strictObject(contactFields);
export type ContactInput = z.infer<typeof contactInputSchema>;

const addressTypeSchema = z.coerce
  .number()
  .refine((v): v is AddressType => ADDRESS_TYPE_LIST.includes(v as AddressType), 'invalid');
export const addressFields = {
  type: addressTypeSchema,
  province: requiredText(ADDRESS_PART_MAX),
  city: optionalText(ADDRESS_PART_MAX),
  region: optionalText(ADDRESS_PART_MAX),
  detail: optionalText(ADDRESS_DETAIL_MAX),
  lng: z.number().min(-180).max(180).nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  isDefault: z.boolean().optional(),
};
export const addressInputSchema = z.strictObject(addressFields);
export type AddressInput = z.infer<typeof addressInputSchema>;

const customValuesSchema = z.record(z.string().max(40), z.unknown());

/**
 * A new customer (POST /v2/customer/addCustomer): name, at least one contact, any addresses (one
 * of each is the default: the marked one, or else the first), tags, owner, service team and the
 * custom fields of the customer field set.
 */
export const customerCreateSchema = z.strictObject({
  name: requiredText(CUSTOMER_NAME_MAX),
  ownerUserId: idSchema.nullable().optional(),
  serviceTeamId: idSchema.nullable().optional(),
  tagIds: idListSchema(CUSTOMER_TAGS_MAX).optional(),
  contacts: z
    .array(contactInputSchema)
    .min(1, 'required')
    .max(CONTACTS_PER_CUSTOMER_MAX)
    .superRefine(oneDefault),
  addresses: z.array(addressInputSchema).max(ADDRESSES_PER_CUSTOMER_MAX).superRefine(oneDefault).default([]),
  customValues: customValuesSchema.default({}),
});
export type CustomerCreateInput = z.infer<typeof customerCreateSchema>;

/** Edit a customer's profile (contacts and addresses have their own calls); absent fields stay. */
export const customerUpdateSchema = z.strictObject({
  id: idSchema,
  name: requiredText(CUSTOMER_NAME_MAX).optional(),
  ownerUserId: idSchema.nullable().optional(),
  serviceTeamId: idSchema.nullable().optional(),
  tagIds: idListSchema(CUSTOMER_TAGS_MAX).optional(),
  customValues: customValuesSchema.optional(),
});
export type CustomerUpdateInput = z.infer<typeof customerUpdateSchema>;

/** Filters of the customer list (GET /v2/customer/epCustomerList and customerListCount). */
export const customerFilterSchema = z.object({
  /** Over the customer name, contact names and contact phones. */
  keyword: keywordSchema,
  ownerUserId: idSchema.optional(),
  /** The service team (spec-shell's query name for it). */
  serviceGroupId: idSchema.optional(),
  tagId: idSchema.optional(),
  customFilters: customFiltersParam,
  ...looseQuery,
});
export const customerListQuerySchema = pageQuerySchema.extend(customerFilterSchema.shape);
export type CustomerFilter = z.infer<typeof customerFilterSchema>;

export const recycleListQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema, ...looseQuery });

export const customerIdQuerySchema = z.object({ id: idSchema, ...looseQuery });
/** Ids in a query string: `ids=1,2,3`. */
export const idsQuerySchema = z.object({
  ids: z
    .string()
    .max(CUSTOMER_BATCH_MAX * 20)
    .transform((s): unknown[] => s.split(',').filter(Boolean))
    .pipe(idListSchema(CUSTOMER_BATCH_MAX).min(1, 'required')),
  ...looseQuery,
});
export const customerIdsSchema = z.strictObject({
  ids: idListSchema(CUSTOMER_BATCH_MAX).min(1, 'required'),
});

/** Add (no id) or edit a contact of a customer. */
export const contactSaveSchema = z.strictObject({
  id: idSchema.optional(),
  customerId: idSchema,
  ...contactFields,
});
export type ContactSaveInput = z.infer<typeof contactSaveSchema>;
/** Add (no id) or edit an address of a customer. */
export const addressSaveSchema = z.strictObject({
  id: idSchema.optional(),
  customerId: idSchema,
  ...addressFields,
});
export type AddressSaveInput = z.infer<typeof addressSaveSchema>;
export const setDefaultSchema = z.strictObject({ id: idSchema });

/** Contacts or addresses, of one customer or across the customers I may see. */
export const linkListQuerySchema = pageQuerySchema.extend({
  customerId: idSchema.optional(),
  keyword: keywordSchema,
  ...looseQuery,
});

/** Addresses across customers (GET /customer/address/list): also by whether they have coordinates. */
export const addressListQuerySchema = linkListQuerySchema.extend({ located: boolQuery });

/** Grants: the users who may see a customer beyond its owner and team. */
export const savePermissionSchema = z.strictObject({
  customerId: idSchema,
  userIds: idListSchema(CUSTOMER_BATCH_MAX),
});
export const batchPermissionSchema = z.strictObject({
  customerIds: idListSchema(CUSTOMER_BATCH_MAX).min(1, 'required'),
  userIds: idListSchema(CUSTOMER_BATCH_MAX).min(1, 'required'),
});

export const customerSettingSchema = z.strictObject({
  visibility: z.union([z.literal(CUSTOMER_VISIBILITY.all), z.literal(CUSTOMER_VISIBILITY.dataScope)]),
});

/** The length of a contact phone, for forms. */
export const CONTACT_PHONE_LENGTH = PHONE_LENGTH;
