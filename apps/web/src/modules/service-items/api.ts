import type { Page, PageQuery, ServiceItemRow, serviceItemSaveSchema } from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post, put } from '../../shell/request';

/** Everything cached about service items starts with this key (the orders' pickers share it). */
export const SERVICE_ITEMS_QUERY_KEY = ['serviceProject'] as const;
export const SERVICE_ITEM_LIST_KEY = [...SERVICE_ITEMS_QUERY_KEY, 'list'] as const;
export const SERVICE_ITEM_CATEGORIES_KEY = [...SERVICE_ITEMS_QUERY_KEY, 'categories'] as const;
export const serviceItemKey = (id: number) => [...SERVICE_ITEMS_QUERY_KEY, 'detail', id] as const;

/** The list's filters (kept in the address). */
export interface ServiceItemConditions {
  keyword?: string;
  category?: string;
  enabled?: boolean;
}

/** A category in use and how many items it holds. */
export interface ServiceItemCategory {
  name: string;
  count: number;
}

/** What POST /v2/serviceProject/save takes (serviceItemSaveSchema). */
export type ServiceItemInput = Body<typeof serviceItemSaveSchema>;

/** Form fields a refusal can name (array fields arrive as `templateIds.0`). */
export const SERVICE_ITEM_FIELDS = [
  'name',
  'category',
  'price',
  'unit',
  'individualCommission',
  'teamCommission',
  'description',
  'sort',
  'enabled',
  'templateIds',
] as const;

export const fetchServiceItems = (query: ServiceItemConditions & PageQuery) =>
  get<Page<ServiceItemRow>>('/v2/serviceProject/list', { ...query });
export const fetchServiceItem = (id: number) =>
  get<ServiceItemRow>(`/v2/serviceProject/Detail/${id}`, undefined, { silent: true });
export const fetchServiceItemCategories = () => get<ServiceItemCategory[]>('/v2/serviceProject/categories');
export const saveServiceItem = (body: ServiceItemInput) =>
  post<{ id: number }>('/v2/serviceProject/save', { ...body }, { fieldErrors: SERVICE_ITEM_FIELDS });
export const enableServiceItems = (ids: number[], enabled: boolean) =>
  put<{ count: number }>('/v2/serviceProject/enable', { ids, enabled });
export const deleteServiceItems = (ids: number[]) =>
  del<{ count: number }>('/v2/serviceProject/delete', { ids: ids.join(',') });
