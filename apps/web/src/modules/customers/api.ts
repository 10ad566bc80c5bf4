import {
  type AddressGeocodeResult,
  type AddressRow,
  type AddressSaveResult,
  type CustomFilter,
  type CustomerDetail,
  type CustomerRow,
  type CustomerSetting,
  type CustomerChangeRow,
  type CustomerCreateResult,
  type CustomerImportResult,
  type LinkPersonRow,
  type Page,
  type PageQuery,
  type addressSaveSchema,
  type contactSaveSchema,
  type customerCreateSchema,
  type customerUpdateSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post, put, type CancelResult } from '../../shell/request';

/** Query keys: every customer query starts with CUSTOMERS_KEY, so one invalidation refreshes them. */
export const CUSTOMERS_KEY = 'customers';
export const CUSTOMER_LIST_KEY = [CUSTOMERS_KEY, 'list'] as const;
export const RECYCLE_LIST_KEY = [CUSTOMERS_KEY, 'recycle'] as const;
export const customerKey = (id: number) => [CUSTOMERS_KEY, 'detail', id] as const;
export const LINK_PERSON_KEY = [CUSTOMERS_KEY, 'linkPersons'] as const;
export const ADDRESS_LIST_KEY = [CUSTOMERS_KEY, 'addresses'] as const;

/** Fields of the customer form that the server may name in a refusal. */
export const CUSTOMER_FIELDS = [
  'name',
  'ownerUserId',
  'serviceTeamId',
  'tagIds',
  'contacts',
  'addresses',
  'customValues',
] as const;
export const CONTACT_FIELDS = ['name', 'phone', 'isDefault'] as const;
export const ADDRESS_FIELDS = ['type', 'province', 'city', 'region', 'detail', 'isDefault'] as const;

export interface CustomerConditions {
  keyword?: string;
  ownerUserId?: number;
  serviceGroupId?: number;
  tagId?: number;
  customFilters?: CustomFilter[];
}

const listParams = ({ customFilters, ...rest }: CustomerConditions & Partial<PageQuery>) => ({
  ...rest,
  customFilters: customFilters?.length ? JSON.stringify(customFilters) : undefined,
});

export const fetchCustomers = (query: CustomerConditions & PageQuery) =>
  get<Page<CustomerRow>>('/v2/customer/epCustomerList', listParams(query));
export const fetchCustomer = (id: number) => get<CustomerDetail>('/v2/customer/detail', { id });
export const fetchRecycleBin = (query: { keyword?: string } & PageQuery) =>
  get<Page<CustomerRow>>('/v2/customer/recycleBin', { ...query });
export const fetchLinkPersons = (query: { customerId?: number; keyword?: string } & PageQuery) =>
  get<Page<LinkPersonRow>>('/v2/customer/epLinkPersonList', { ...query });
export interface AddressConditions {
  customerId?: number;
  keyword?: string;
  /** true: only addresses with coordinates; false: only those without. */
  located?: boolean;
}
/** The query of the address list: `located` as the server reads it (1 with, 0 without coordinates). */
export const addressListParams = ({ located, ...query }: AddressConditions & Partial<PageQuery>) => ({
  ...query,
  located: located === undefined ? undefined : located ? '1' : '0',
});
export const fetchAddresses = (query: AddressConditions & PageQuery) =>
  get<Page<AddressRow>>('/customer/address/list', addressListParams(query));
export const fetchCustomerSetting = () => get<CustomerSetting>('/v2/customer/setting');
export const saveCustomerSetting = (body: CustomerSetting) => put<null>('/v2/customer/setting', { ...body });

export type CustomerCreateBody = Body<typeof customerCreateSchema>;
/** A change of the customer's profile (customerUpdateSchema without the id). */
export type CustomerUpdateBody = Omit<Body<typeof customerUpdateSchema>, 'id'>;

/** `fieldErrors`: the form's field names (lists and custom fields included) it shows refusals on. */
export const addCustomer = (body: CustomerCreateBody, fieldErrors: readonly string[] = CUSTOMER_FIELDS) =>
  post<CustomerCreateResult>('/v2/customer/addCustomer', { ...body }, { fieldErrors });
export const updateCustomer = (
  id: number,
  body: CustomerUpdateBody,
  fieldErrors: readonly string[] = CUSTOMER_FIELDS,
) => put<null>('/v2/customer/update', { id, ...body }, { fieldErrors });
export const deleteCustomers = (ids: number[]) =>
  del<{ count: number }>('/v2/customer/delete', { ids: ids.join(',') });
export const restoreCustomers = (ids: number[]) => put<{ count: number }>('/v2/customer/reduction', { ids });
export const purgeCustomers = (ids: number[]) =>
  del<{ count: number }>('/v2/customer/purge', { ids: ids.join(',') });

export const saveContact = (body: Body<typeof contactSaveSchema>) =>
  post<{ id: number }>('/customer/linkperson/save', { ...body }, { fieldErrors: CONTACT_FIELDS });
export const setDefaultContact = (id: number) => post<null>('/customer/linkperson/setDefault', { id });
export const deleteContact = (id: number) => del<null>('/customer/linkperson/delete', { id });

export type AddressBody = Body<typeof addressSaveSchema>;
/** Saves an address; the server places it with the map provider (warnings: none found). */
export const saveAddress = (body: AddressBody) =>
  post<AddressSaveResult>('/customer/address/save', { ...body }, { fieldErrors: ADDRESS_FIELDS });
/** Places a stored address again with the map provider; refused with NO_COORDINATES when it cannot. */
export const locateAddress = (id: number) => post<AddressGeocodeResult>('/customer/address/geocode', { id });
export const setDefaultAddress = (id: number) => post<null>('/customer/address/setDefault', { id });
export const deleteAddress = (id: number) => del<null>('/customer/address/delete', { id });

/* ---------- Import, export and the timeline (issue 6) ---------- */

/** The import template's address (a plain download; the session cookie signs it in). */
export const CUSTOMER_IMPORT_TEMPLATE_URL = '/api/v2/customer/importTemplate';
export const importCustomers = (file: Blob, name: string): Promise<CustomerImportResult | CancelResult> => {
  const data = new FormData();
  data.append('file', file, name);
  return post<CustomerImportResult>('/v2/customer/import', data, { fieldErrors: ['file'] });
};
/** Queues an export of the list as filtered, under `fileName`, to the download centre. */
export const exportCustomers = (conditions: CustomerConditions, fileName: string) =>
  post<{ id: number }>(
    '/v2/customer/export',
    { fileName },
    { params: listParams(conditions), fieldErrors: ['fileName'] },
  );
export const timelineKey = (id: number) => [CUSTOMERS_KEY, 'timeline', id] as const;
export const fetchTimeline = (id: number, page: PageQuery) =>
  get<Page<CustomerChangeRow>>('/v2/customer/timeline', { id, ...page });
