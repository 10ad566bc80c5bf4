import {
  APPLICATION_TYPES,
  SPARE_ACCESS,
  allocationSchema,
  applicationCreateSchema,
  applicationDecideSchema,
  applicationListQuerySchema,
  approvalBadgeQuerySchema,
  idParamsSchema,
  ledgerQuerySchema,
  scrapSchema,
  sparePartListQuerySchema,
  sparePartSaveSchema,
  spareTypeListQuerySchema,
  spareTypeSaveSchema,
  stockInSchema,
  stockListQuerySchema,
  stockOutSchema,
  stocktakingCreateSchema,
  stocktakingPostSchema,
  pageQuerySchema,
  transferSchema,
  warehouseListQuerySchema,
  warehouseSaveSchema,
  SIGNED_IN,
  oldPartAddSchema,
  oldPartListQuerySchema,
  oldPartReceiptSchema,
  oldPartReturnSchema,
  orderPartAddSchema,
  orderPartChangeSchema,
  SPARE_IMPORT_MAX_BYTES,
  idSchema,
} from '@fieldline/domain';
import { z } from 'zod';
import { defineRoute } from '../../core/route';
import { readXlsxUpload } from '../files';
import { spareErrors } from './errors';
import { exportParts, exportStock, importParts, importTemplate } from './import-export';
import type { Tenant } from '../../core/tenant';
import {
  approvalCount,
  applicationDetail,
  createApplication,
  decideApplication,
  listApplications,
} from './applications';
import { deletePart, deleteType, listParts, listTypes, partDetail, savePart, saveType } from './catalogue';
import { allocate, scrap, stockIn, stockOut, transfer } from './movements';
import { listLedger, listStock } from './stock';
import { createSheet, listSheets, postSheet, sheetDetail } from './stocktaking';
import { deleteWarehouse, listWarehouses, saveWarehouse } from './warehouses';
import { addOrderPart, changeOrderPart, orderSpareParts, removeOrderPart } from './order-parts';
import { addOldPart, listOldParts, receiveOldParts, removeOldPart, returnOldParts } from './old-parts';
import { oldPartRoutes } from './old-parts-routes';

const tags = ['spareParts'];
const A = SPARE_ACCESS;
const mayApprove = (t: Tenant) => t.powers.includes(A.approve);
const sheetListSchema = z.strictObject({ ...pageQuerySchema.shape, t: z.unknown().optional() });

/** Catalogue, warehouses, stock and ledger (issue 24, spec D6). */
const catalogueRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/spare/sparePart/spareTypeList',
    access: A.view,
    tags,
    summary: 'Spare types, newest first, with how many live parts use each',
    query: spareTypeListQuerySchema,
    handler: ({ tenant, query }) => listTypes(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/sparePart/spareType',
    access: A.settings,
    tags,
    summary: 'Add (no id) or rename a spare type (name at most 8 characters, unique)',
    body: spareTypeSaveSchema,
    handler: ({ tenant, body }) => saveType(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/spare/sparePart/spareType/:id',
    access: A.settings,
    tags,
    summary: 'Delete a spare type no live part uses',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteType(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/spare/sparePart/spareList',
    access: A.view,
    tags,
    summary: 'Spare parts, newest first, by keyword (code, name, model) and type, with genuine stock',
    query: sparePartListQuerySchema,
    handler: ({ tenant, query }) => listParts(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/spare/sparePart/details/:id',
    access: A.view,
    tags,
    summary: 'One spare part with its genuine stock',
    params: idParamsSchema,
    handler: ({ tenant, params }) => partDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/sparePart/operation',
    access: A.settings,
    tags,
    summary: 'Add a spare part (code unique; prices, commissions and alert quantity exact decimals)',
    body: sparePartSaveSchema,
    handler: ({ tenant, body }) => savePart(tenant, { ...body, id: undefined }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/spare/sparePart/operation',
    access: A.settings,
    tags,
    summary: 'Change a spare part',
    body: sparePartSaveSchema.required({ id: true }),
    handler: ({ tenant, body }) => savePart(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/spare/sparePart/:id',
    access: A.settings,
    tags,
    summary: 'Delete a spare part (soft: the ledger keeps naming it)',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deletePart(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/warehouse/list',
    access: A.view,
    tags,
    summary: 'Warehouses (genuine 1, scrap 2), oldest first',
    query: warehouseListQuerySchema,
    handler: ({ tenant, query }) => listWarehouses(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/warehouse/save',
    access: A.settings,
    tags,
    summary: 'Add (no id) or change a warehouse: name, kind, head, phone, address, notes',
    body: warehouseSaveSchema,
    handler: ({ tenant, body }) => saveWarehouse(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/warehouse/:id',
    access: A.settings,
    tags,
    summary: 'Delete an empty warehouse',
    params: idParamsSchema,
    handler: async ({ tenant, params }) => {
      await deleteWarehouse(tenant, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/spare/stock/list',
    access: A.view,
    tags,
    summary: 'Stock per part of warehouses or people; warning=true keeps rows at or under the alert quantity',
    query: stockListQuerySchema,
    handler: ({ tenant, query }) => listStock(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/spare/stock/mine',
    access: A.personal,
    tags,
    summary: "The caller's personal stock",
    query: stockListQuerySchema,
    handler: ({ tenant, query }) => listStock(tenant, { ...query, holderKind: 2, holderId: tenant.user.id }),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/spare/stock/log',
    access: A.view,
    tags,
    summary: 'The movement ledger, newest first, by part, holder and kind',
    query: ledgerQuerySchema,
    handler: ({ tenant, query }) => listLedger(tenant, query),
  }),
];

/** Movements, applications with approval, stocktaking and the badge. */
const movementRoutes = [
  defineRoute({
    method: 'POST',
    url: '/v2/spare/stock/in',
    access: A.inOut,
    tags,
    summary: 'Stock in to a warehouse with a reason',
    body: stockInSchema,
    handler: ({ tenant, body }) => stockIn(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/stock/out',
    access: A.inOut,
    tags,
    summary: 'Stock out of a warehouse with a reason; never more than it holds',
    body: stockOutSchema,
    handler: ({ tenant, body }) => stockOut(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/stock/transfer',
    access: A.transfer,
    tags,
    summary: 'Transfer parts between two warehouses',
    body: transferSchema,
    handler: ({ tenant, body }) => transfer(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/stock/allocate',
    access: A.inOut,
    tags,
    summary: "Allocate parts from a genuine warehouse to an engineer's personal stock",
    body: allocationSchema,
    handler: ({ tenant, body }) => allocate(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/stock/scrap',
    access: A.inOut,
    tags,
    summary: "Scrap parts of a genuine warehouse (or the caller's personal stock) into a scrap warehouse",
    body: scrapSchema,
    handler: ({ tenant, body }) => scrap(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/warehouse/spare/apply',
    access: A.request,
    tags,
    summary: 'An engineer requests parts (申领) from a genuine warehouse; waits for approval',
    body: applicationCreateSchema,
    handler: ({ tenant, body }) => createApplication(tenant, APPLICATION_TYPES.request, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/warehouse/spare/return',
    access: A.personal,
    tags,
    summary: 'An engineer returns parts of their personal stock to a warehouse; waits for approval',
    body: applicationCreateSchema,
    handler: ({ tenant, body }) => createApplication(tenant, APPLICATION_TYPES.return, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/warehouse/spare/list',
    access: A.view,
    tags,
    summary: "Requests and returns, newest first: all for an approver, else the caller's own",
    query: applicationListQuerySchema,
    handler: ({ tenant, query }) => listApplications(tenant, query, mayApprove(tenant)),
  }),
  defineRoute({
    method: 'GET',
    url: '/warehouse/spare/detail/:id',
    access: A.view,
    tags,
    summary: 'One request or return with its parts',
    params: idParamsSchema,
    handler: ({ tenant, params }) => applicationDetail(tenant, params.id, mayApprove(tenant)),
  }),
  defineRoute({
    method: 'POST',
    url: '/warehouse/spare/audit',
    access: A.approve,
    tags,
    summary: 'Pass (posts the movement) or reject (reason required) a pending request or return, once',
    body: applicationDecideSchema,
    handler: ({ tenant, body }) => decideApplication(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/spare/data/personalApprovalList',
    access: A.approve,
    tags,
    summary: 'Menu badge: requests and returns waiting for approval ({count})',
    query: approvalBadgeQuerySchema,
    handler: ({ tenant, query }) => approvalCount(tenant, query.types, query.audit_state),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/spare/stocktaking/list',
    access: A.stocktaking,
    tags,
    summary: 'Stocktaking sheets, newest first',
    query: sheetListSchema,
    handler: ({ tenant, query }) => listSheets(tenant, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/spare/stocktaking/detail/:id',
    access: A.stocktaking,
    tags,
    summary: 'One stocktaking sheet with its lines',
    params: idParamsSchema,
    handler: ({ tenant, params }) => sheetDetail(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/stocktaking/create',
    access: A.stocktaking,
    tags,
    summary: 'Open a count sheet of a warehouse with its book quantities',
    body: stocktakingCreateSchema,
    handler: ({ tenant, body }) => createSheet(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/stocktaking/post',
    access: A.stocktaking,
    tags,
    summary: 'Post the counted quantities: differences become stocktaking adjustments, once',
    body: stocktakingPostSchema,
    handler: ({ tenant, body }) => postSheet(tenant, body),
  }),
];

/**
 * Parts on orders and old parts (spec D6 cross-links). Who may change an order's parts is the order's
 * rule (its server, 105, or an approver with 106), so these routes are open to any signed-in user and
 * the order's visibility answers 404 to anyone else.
 */
const orderRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/order/spareParts/:id',
    access: SIGNED_IN,
    tags,
    summary:
      "An order's used parts and old parts, its spare-part amount, and whether the caller may change them",
    params: idParamsSchema,
    handler: ({ tenant, params }) => orderSpareParts(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/spareParts',
    access: SIGNED_IN,
    tags,
    summary:
      "Parts used on an order: out of its server's personal stock (mode 2) or the default store (mode 1), priced from the catalogue",
    body: orderPartAddSchema,
    handler: ({ tenant, body }) => addOrderPart(tenant, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/order/spareParts',
    access: SIGNED_IN,
    tags,
    summary: "Change a used part's quantity: the difference is taken from or given back to its holder",
    body: orderPartChangeSchema,
    handler: ({ tenant, body }) => changeOrderPart(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/order/spareParts/:id',
    access: SIGNED_IN,
    tags,
    summary: 'Take a used part off an order: its parts go back to where they came from',
    params: idParamsSchema,
    handler: ({ tenant, params }) => removeOrderPart(tenant, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/order/oldParts',
    access: SIGNED_IN,
    tags,
    summary: "Record an old (replaced) part on an order, with its SN code; the order's server must return it",
    body: oldPartAddSchema,
    handler: ({ tenant, body }) => addOldPart(tenant, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/order/oldParts/:id',
    access: SIGNED_IN,
    tags,
    summary: 'Remove an old part recorded by mistake (not returned, the order still open)',
    params: idParamsSchema,
    handler: ({ tenant, params }) => removeOldPart(tenant, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/old/part/list',
    access: A.view,
    tags,
    summary:
      "Old parts, newest first, by state, engineer, order and SN code: all for a keeper (10503), else the caller's",
    query: oldPartListQuerySchema,
    handler: ({ tenant, query }) => listOldParts(tenant, query, mayApprove(tenant)),
  }),
  defineRoute({
    method: 'POST',
    url: '/old/part/return',
    access: A.personal,
    tags,
    summary: 'The engineer returns their own unreturned old parts to a warehouse (all or none)',
    body: oldPartReturnSchema,
    handler: ({ tenant, body }) => returnOldParts(tenant, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/old/part/receipt',
    access: A.approve,
    tags,
    summary:
      'The keeper receives old parts by id, or one by its SN code (scan), into a scrap warehouse through the ledger',
    body: oldPartReceiptSchema,
    handler: ({ tenant, body }) => receiveOldParts(tenant, body),
  }),
];

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Import and export of the catalogue and the stock through the download centre. */
const fileRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/spare/sparePart/importTemplate',
    access: A.settings,
    raw: true,
    tags,
    summary: 'The .xlsx import template of spare parts: the header row in the caller’s language',
    query: z.object({ t: z.unknown().optional() }),
    handler: async ({ tenant, reply }) => {
      const name = tenant.locale === 'zh_CN' ? '备件导入模板.xlsx' : 'Spare part import template.xlsx';
      return reply
        .header('content-type', XLSX_MIME)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(await importTemplate(tenant.locale));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/sparePart/import',
    access: A.settings,
    multipart: true,
    tags,
    summary:
      'Import spare parts from an .xlsx (multipart field "file"; warehouseId in the query for the "stock in" column): all rows or none, the refused ones listed',
    query: z.object({ warehouseId: idSchema.optional(), t: z.unknown().optional() }),
    handler: async ({ req, tenant, query }) => {
      const bytes = await readXlsxUpload(req, tenant.auth, SPARE_IMPORT_MAX_BYTES, spareErrors);
      return importParts(tenant, bytes, query.warehouseId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/sparePart/export',
    access: A.view,
    tags,
    summary: 'Export the spare parts matching the list filters (query) to .xlsx in the download centre',
    query: sparePartListQuerySchema,
    handler: ({ tenant, query }) => exportParts(tenant, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/spare/stock/export',
    access: A.view,
    tags,
    summary: 'Export the stock rows matching the stock list filters (query) to .xlsx in the download centre',
    query: stockListQuerySchema,
    handler: ({ tenant, query }) => exportStock(tenant, query),
  }),
];

export const spareRoutes = [
  ...catalogueRoutes,
  ...movementRoutes,
  ...orderRoutes,
  ...oldPartRoutes,
  ...fileRoutes,
];
