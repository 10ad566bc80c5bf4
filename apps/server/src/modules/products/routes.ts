import { z } from 'zod';
import {
  PRODUCT_IMPORT_MAX_BYTES,
  categoryCreateSchema,
  categoryIdQuerySchema,
  categoryTreeQuerySchema,
  categoryUpdateSchema,
  PRODUCT_ACCESS,
  productBatchDeleteSchema,
  productCreateSchema,
  productFilterSchema,
  productIdQuerySchema,
  productListQuerySchema,
  productUpdateSchema,
} from '@fieldline/domain';
import { readXlsxUpload } from '../files';
import { defineRoute } from '../../core/route';
import * as categories from './categories';
import { productErrors } from './errors';
import { exportProducts } from './export';
import { importProducts, importTemplate } from './import';
import * as service from './service';

const tags = ['products'];
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const categoryRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/product/category/tree',
    access: PRODUCT_ACCESS.view,
    tags,
    summary: 'The product category tree (at most 3 levels) with product counts; `enabled` filters',
    query: categoryTreeQuerySchema,
    handler: ({ tenant, query }) => categories.categoryTree(tenant, query.enabled),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/product/category/save',
    access: PRODUCT_ACCESS.create,
    tags,
    summary: 'Add a category at the top or under a parent (name 1-8 characters, at most 3 levels)',
    body: categoryCreateSchema,
    handler: ({ tenant, body }) => categories.addCategory(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/product/category/update',
    access: PRODUCT_ACCESS.edit,
    tags,
    summary: 'Rename, reorder, enable or disable a category',
    body: categoryUpdateSchema,
    handler: async ({ tenant, body }) => {
      await categories.updateCategory(tenant, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/product/category/delete',
    access: PRODUCT_ACCESS.remove,
    tags,
    summary: 'Delete a category (id in the query) that has no sub-categories and no products',
    query: categoryIdQuerySchema,
    handler: async ({ tenant, query }) => {
      await categories.deleteCategory(tenant, query.id);
      return null;
    },
  }),
];

const productCrudRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/product/list',
    access: PRODUCT_ACCESS.view,
    tags,
    summary:
      'One page of products, newest first: keyword (name, number, model), category (with its sub-categories), enabled',
    query: productListQuerySchema,
    handler: ({ tenant, query }) => service.productPage(tenant, query, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/product/detail',
    access: PRODUCT_ACCESS.view,
    tags,
    summary: 'One product by id ("Product ID does not exist" when missing)',
    query: productIdQuerySchema,
    handler: ({ tenant, query }) => service.productDetail(tenant, query.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/product/save',
    access: PRODUCT_ACCESS.create,
    tags,
    summary: 'Add a product (number unique in the enterprise when given; image ≤ 1 MB of our files)',
    body: productCreateSchema,
    handler: ({ tenant, body }) => service.createProduct(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/product/update',
    access: PRODUCT_ACCESS.edit,
    tags,
    summary: 'Edit a product: the fields given change, null clears an optional one',
    body: productUpdateSchema,
    handler: async ({ tenant, body }) => {
      await service.updateProduct(tenant, body);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/product/delete',
    access: PRODUCT_ACCESS.remove,
    tags,
    summary: 'Delete a product (id in the query)',
    query: productIdQuerySchema,
    handler: async ({ tenant, query }) => {
      await service.deleteProducts(tenant, [query.id]);
      return null;
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/product/batchDelete',
    access: PRODUCT_ACCESS.remove,
    tags,
    summary: 'Delete several products (body `ids`); all must exist, else nothing is deleted',
    body: productBatchDeleteSchema,
    handler: ({ tenant, body }) => service.deleteProducts(tenant, body.ids, 'ids'),
  }),
];

const fileRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/product/importTemplate',
    access: PRODUCT_ACCESS.create,
    raw: true,
    tags,
    summary: 'The .xlsx import template: the header row in the caller’s language',
    query: z.object({ t: z.unknown().optional() }),
    handler: async ({ tenant, reply }) => {
      const locale = tenant.locale;
      const name = locale === 'zh_CN' ? '产品导入模板.xlsx' : 'Product import template.xlsx';
      return reply
        .header('content-type', XLSX_MIME)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(await importTemplate(locale));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/product/import',
    access: PRODUCT_ACCESS.create,
    multipart: true,
    tags,
    summary:
      'Import products from an .xlsx (multipart field "file"): answers counts and the refused rows; a row whose number exists overwrites that product',
    handler: async ({ req, tenant }) => {
      const bytes = await readXlsxUpload(req, tenant.auth, PRODUCT_IMPORT_MAX_BYTES, productErrors);
      return importProducts(tenant, bytes);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/product/export',
    access: PRODUCT_ACCESS.view,
    tags,
    summary: 'Export the products matching the list filters (query) to .xlsx in the download centre',
    query: productFilterSchema,
    handler: ({ tenant, query }) => exportProducts(tenant, query),
  }),
];

export const productRoutes = [...categoryRoutes, ...productCrudRoutes, ...fileRoutes];
