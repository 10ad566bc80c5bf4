import type {
  Application,
  OldPart,
  OldPartSettings,
  OrderSpareParts,
  SpareImportResult,
  LedgerRow,
  Page,
  PageQuery,
  SparePart,
  SpareType,
  StockRow,
  SystemSetting,
  Warehouse,
} from '@fieldline/domain';
import { del, get, post, put, type CancelResult } from '../../shell/request';

/** Everything cached about spare parts starts with this key. */
export const SPARE_KEY = ['spareParts'] as const;
export const LINE_FIELDS = [
  'warehouseId',
  'fromWarehouseId',
  'toWarehouseId',
  'scrapWarehouseId',
  'userId',
  'reason',
  'note',
] as const;
export const PART_FIELDS = [
  'code',
  'name',
  'typeId',
  'model',
  'unit',
  'salePrice',
  'costPrice',
  'personalCommission',
  'teamCommission',
  'alertQty',
] as const;
export const WAREHOUSE_FIELDS = ['name', 'kind', 'headUserId', 'phone', 'address', 'note'] as const;

export type Line = { partId: number; quantity: string };
export type StockQuery = {
  holderKind?: 1 | 2;
  holderId?: number;
  partId?: number;
  keyword?: string;
  warning?: boolean;
};
export type LedgerQuery = { partId?: number; holderKind?: 1 | 2; holderId?: number; kind?: number };

export const fetchTypes = (q: PageQuery & { keyword?: string }) =>
  get<Page<SpareType>>('/v2/spare/sparePart/spareTypeList', { ...q });
export const saveType = (body: { id?: number; name: string }) =>
  post<{ id: number }>('/v2/spare/sparePart/spareType', body, { fieldErrors: ['name'] });
export const deleteType = (id: number) => del(`/v2/spare/sparePart/spareType/${id}`);

export const fetchParts = (q: PageQuery & { keyword?: string; typeId?: number }) =>
  get<Page<SparePart>>('/v2/spare/sparePart/spareList', { ...q });
export const fetchPart = (id: number) =>
  get<SparePart>(`/v2/spare/sparePart/details/${id}`, undefined, { silent: true });
export const savePart = (body: Record<string, unknown>) =>
  body.id
    ? put<{ id: number }>('/v2/spare/sparePart/operation', body, { fieldErrors: PART_FIELDS })
    : post<{ id: number }>('/v2/spare/sparePart/operation', body, { fieldErrors: PART_FIELDS });
export const deletePart = (id: number) => del(`/v2/spare/sparePart/${id}`);

export const fetchWarehouses = (q: PageQuery & { kind?: 1 | 2 }) =>
  get<Page<Warehouse>>('/warehouse/list', { ...q });
export const saveWarehouse = (body: Record<string, unknown>) =>
  post<{ id: number }>('/warehouse/save', body, { fieldErrors: WAREHOUSE_FIELDS });
export const deleteWarehouse = (id: number) => del(`/warehouse/${id}`);

export const fetchStock = (q: PageQuery & StockQuery) =>
  get<Page<StockRow>>('/v2/spare/stock/list', { ...q });
export const fetchMyStock = (q: PageQuery) => get<Page<StockRow>>('/v2/spare/stock/mine', { ...q });
export const fetchLedger = (q: PageQuery & LedgerQuery) =>
  get<Page<LedgerRow>>('/v2/spare/stock/log', { ...q });

/** The movements a form posts, by the path of their call. */
export const MOVEMENT_CALLS = {
  in: '/v2/spare/stock/in',
  out: '/v2/spare/stock/out',
  transfer: '/v2/spare/stock/transfer',
  allocate: '/v2/spare/stock/allocate',
  scrap: '/v2/spare/stock/scrap',
  apply: '/warehouse/spare/apply',
  return: '/warehouse/spare/return',
} as const;
export type MovementAction = keyof typeof MOVEMENT_CALLS;
export const postMovement = (action: MovementAction, body: Record<string, unknown>) =>
  post<unknown>(MOVEMENT_CALLS[action], body, { fieldErrors: LINE_FIELDS });

export const fetchApplications = (q: PageQuery & { type?: 1 | 2; auditState?: number; mine?: boolean }) =>
  get<Page<Application>>('/warehouse/spare/list', { ...q });
export const decideApplication = (body: { id: number; pass: boolean; rejectReason?: string }) =>
  post<Application>('/warehouse/spare/audit', body, { fieldErrors: ['rejectReason'] });
export const fetchApprovalCount = () =>
  get<{ count: number }>(
    '/spare/data/personalApprovalList',
    { state: 1, model: 1, audit_state: 0, types: '1,2' },
    { silent: true },
  ).then((d) => d.count);

export interface Sheet {
  id: number;
  warehouseId: number;
  warehouseName: string;
  state: 0 | 1;
  lines: {
    partId: number;
    code: string;
    name: string;
    unit: string | null;
    book: string;
    counted: string | null;
    difference: string | null;
  }[];
  note: string | null;
  createdAt: string;
  postedAt: string | null;
}
export const fetchSheets = (q: PageQuery) => get<Page<Sheet>>('/v2/spare/stocktaking/list', { ...q });
export const fetchSheet = (id: number) => get<Sheet>(`/v2/spare/stocktaking/detail/${id}`);
export const createSheet = (body: { warehouseId: number; note?: string }) =>
  post<{ id: number }>('/v2/spare/stocktaking/create', body, { fieldErrors: ['warehouseId', 'note'] });
export const postSheet = (body: { id: number; lines: { partId: number; counted: string }[] }) =>
  post<Sheet>('/v2/spare/stocktaking/post', body, { fieldErrors: ['lines'] });

export const fetchSettings = (codes: number[]) =>
  get<SystemSetting[]>('/systemsetting/getByCodes', { codes: codes.join(',') });
export const saveSettings = (settings: { code: number; value: unknown }[], confirm = false) =>
  post<SystemSetting[]>('/systemsetting/batchsave', { settings, confirm }, { silent: true });
export const fetchPeople = () =>
  get<Page<{ id: number; name: string }>>('/v2/user/list', { pageSize: 200, pageIndex: 0 }, { silent: true });

/** Parts used on an order and its old parts (the order detail's panel). */
export const ORDER_PART_FIELDS = ['partId', 'quantity', 'snCode', 'note'] as const;
export const fetchOrderParts = (orderId: number) =>
  get<OrderSpareParts>(`/v2/order/spareParts/${orderId}`, undefined, { silent: true });
export const addOrderPart = (body: { orderId: number; partId: number; quantity: string }) =>
  post<{ id: number; sparepartAmount: string }>('/v2/order/spareParts', body, {
    fieldErrors: ORDER_PART_FIELDS,
  });
export const changeOrderPart = (body: { id: number; quantity: string }) =>
  put<{ sparepartAmount: string }>('/v2/order/spareParts', body, { fieldErrors: ORDER_PART_FIELDS });
export const removeOrderPart = (id: number) => del(`/v2/order/spareParts/${id}`);
export const addOldPart = (body: { orderId: number; partId: number; quantity: string; snCode?: string }) =>
  post<{ id: number }>('/v2/order/oldParts', body, { fieldErrors: ORDER_PART_FIELDS });
export const removeOldPart = (id: number) => del(`/v2/order/oldParts/${id}`);
export const fetchOldParts = (q: PageQuery & { state?: number; engineerId?: number; keyword?: string }) =>
  get<Page<OldPart>>('/old/part/list', { ...q });
export const returnOldParts = (body: { ids: number[]; warehouseId: number }) =>
  post<{ returned: number }>('/old/part/return', body, { fieldErrors: ['warehouseId', 'ids'] });
export const receiveOldParts = (body: { ids?: number[]; snCode?: string; warehouseId?: number }) =>
  post<{ received: number; ids: number[] }>('/old/part/receipt', body, {
    fieldErrors: ['ids', 'snCode', 'warehouseId'],
  });
/** The old-part recycle pages (/oldPartsRecyle, /oldPartsRecyle/scan). */
export const fetchOldPartSettings = () => get<OldPartSettings>('/old/part/param');
export const findOldParts = (code: string) => get<OldPart[]>('/old/part/find', { code });
export const fetchPersonalOldStock = (q: PageQuery) =>
  get<Page<{ partId: number; code: string; name: string; unit: string | null; quantity: string }>>(
    '/old/part/personal',
    { ...q },
  );

/** Import and export through the download centre. */
export const IMPORT_TEMPLATE_URL = '/api/v2/spare/sparePart/importTemplate';
export const importParts = (
  file: Blob,
  name: string,
  warehouseId?: number | null,
): Promise<SpareImportResult | CancelResult> => {
  const data = new FormData();
  data.append('file', file, name);
  return post<SpareImportResult>('/v2/spare/sparePart/import', data, {
    fieldErrors: ['file', 'warehouseId'],
    params: warehouseId ? { warehouseId } : {},
  });
};
export const exportParts = (q: { keyword?: string; typeId?: number }) =>
  post<{ id: number }>('/v2/spare/sparePart/export', {}, { params: { ...q } });
export const exportStock = (q: StockQuery) =>
  post<{ id: number }>('/v2/spare/stock/export', {}, { params: { ...q } });
