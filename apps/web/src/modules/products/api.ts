import type {
  CategoryNode,
  Page,
  PageQuery,
  ProductImportResult,
  ProductRow,
  categoryCreateSchema,
  categoryUpdateSchema,
  productCreateSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post, type CancelResult } from '../../shell/request';

/* ---------- Categories ---------- */

export const CATEGORIES_QUERY_KEY = ['product', 'category', 'tree'] as const;
export const CATEGORY_FIELDS = ['name', 'parentId', 'sort', 'enabled'] as const;
export const fetchCategoryTree = () => get<CategoryNode[]>('/v2/product/category/tree');
export type CategoryInput = Body<typeof categoryCreateSchema>;
export const addCategory = (body: CategoryInput) =>
  post<{ id: number }>('/v2/product/category/save', { ...body }, { fieldErrors: CATEGORY_FIELDS });
export const updateCategory = (body: Body<typeof categoryUpdateSchema>) =>
  post<null>('/v2/product/category/update', { ...body }, { fieldErrors: CATEGORY_FIELDS });
export const deleteCategory = (id: number) => del<null>('/v2/product/category/delete', { id });

/* ---------- Products ---------- */

export interface ProductConditions {
  keyword?: string;
  categoryId?: number;
  enabled?: boolean;
}
export const PRODUCTS_QUERY_KEY = ['product', 'list'] as const;
export const PRODUCT_QUERY_KEY = 'product';
export const fetchProducts = (query: ProductConditions & PageQuery) =>
  get<Page<ProductRow>>('/v2/product/list', { ...query });
export const fetchProduct = (id: number) => get<ProductRow>('/v2/product/detail', { id });

export type ProductInput = Body<typeof productCreateSchema>;
export const PRODUCT_FIELDS = [
  'name',
  'number',
  'model',
  'image',
  'categoryId',
  'unit',
  'price',
  'description',
  'enabled',
] as const;
export const addProduct = (body: ProductInput) =>
  post<{ id: number }>('/v2/product/save', { ...body }, { fieldErrors: PRODUCT_FIELDS });
export const updateProduct = (id: number, body: Partial<ProductInput>) =>
  post<null>('/v2/product/update', { id, ...body }, { fieldErrors: PRODUCT_FIELDS });
export const deleteProduct = (id: number) => del<null>('/v2/product/delete', { id });

/** The import template's address (a plain download; the session cookie signs it in). */
export const IMPORT_TEMPLATE_URL = '/api/v2/product/importTemplate';
export const importProducts = (file: Blob, name: string): Promise<ProductImportResult | CancelResult> => {
  const data = new FormData();
  data.append('file', file, name);
  return post<ProductImportResult>('/v2/product/import', data, { fieldErrors: ['file'] });
};
export const exportProducts = (filter: ProductConditions) =>
  post<{ id: number }>('/v2/product/export', {}, { params: { ...filter } });

/** Uploads a picture through the files module; answers its URL (/api/file/download/<id>). */
export const uploadImage = (file: Blob, name: string) => {
  const data = new FormData();
  data.append('file', file, name);
  return post<{ fileUrl: string }>('/file/upload', data, { fieldErrors: ['file'] });
};
