import type { CategoryNode, FaultOption, FaultPhenomenon, Page, PageQuery } from '@fieldline/domain';
import { del, get, post, put } from '../../shell/request';

/** Everything cached about the fault dictionary starts with this key. */
export const FAULT_KEY = ['faults'] as const;
export const FAULT_FIELDS = ['name', 'categoryId', 'description', 'sort', 'enabled'] as const;

export type FaultQuery = { keyword?: string; categoryId?: number };
export type FaultBody = {
  name: string;
  categoryId?: number | null;
  description?: string | null;
  sort?: number;
  enabled?: boolean;
};

export const fetchFaults = (q: PageQuery & FaultQuery) =>
  get<Page<FaultPhenomenon>>('/v2/fault/phenomenon/list', { ...q });
export const createFault = (body: FaultBody) =>
  post<{ id: number }>('/v2/fault/phenomenon', body, { fieldErrors: FAULT_FIELDS });
export const updateFault = (id: number, body: FaultBody) =>
  put<{ id: number }>(`/v2/fault/phenomenon/${id}`, body, { fieldErrors: FAULT_FIELDS });
export const deleteFault = (id: number) => del(`/v2/fault/phenomenon/${id}`);
/** The completion's picker: phenomena fitting the order's customer product (general ones without). */
export const fetchFaultOptions = (customerProductId: number | null) =>
  get<FaultOption[]>('/v2/fault/phenomenon/options', customerProductId ? { customerProductId } : {});
/** The product categories, for the dictionary's category field and filter. */
export const fetchCategories = () => get<CategoryNode[]>('/v2/product/category/tree');
