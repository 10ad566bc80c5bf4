import { useQuery } from '@tanstack/react-query';
import {
  customFiltersToParam,
  type CustomFilter,
  type EquipmentDetail,
  type EquipmentRow,
  type FieldDef,
  type Page,
  type PageQuery,
  type ServiceRequestRow,
  type ServiceRequestState,
  type WarrantyFilter,
  type equipmentCreateSchema,
  type equipmentUpdateSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post } from '../../shell/request';

/** Query keys: every equipment query starts with EQUIPMENT_KEY, so one invalidation refreshes them. */
export const EQUIPMENT_KEY = 'equipment';
export const EQUIPMENT_LIST_KEY = [EQUIPMENT_KEY, 'list'] as const;
export const equipmentKey = (id: number) => [EQUIPMENT_KEY, 'detail', id] as const;
export const SERVICE_REQUESTS_KEY = [EQUIPMENT_KEY, 'serviceRequests'] as const;

/** Fields of the equipment form that the server may name in a refusal. */
export const EQUIPMENT_FIELDS = [
  'customerId',
  'productId',
  'serialNumber',
  'warrantyStart',
  'warrantyEnd',
  'purchaseDate',
  'deliveryDate',
  'installDate',
  'productionDate',
  'sceneImage',
] as const;

export interface EquipmentConditions {
  keyword?: string;
  customerId?: number;
  productId?: number;
  warranty?: WarrantyFilter;
  customFilters?: CustomFilter[];
}

export const fetchEquipmentPage = ({ customFilters, ...rest }: EquipmentConditions & PageQuery) =>
  get<Page<EquipmentRow>>('/v2/customerProduct/list', {
    ...rest,
    customFilters: customFilters ? customFiltersToParam(customFilters) : undefined,
  });

export const fetchEquipment = (id: number) => get<EquipmentDetail>('/v2/customerProduct/detail', { id });

export function useEquipment(id: number, enabled = true) {
  return useQuery({ queryKey: equipmentKey(id), queryFn: () => fetchEquipment(id), enabled, retry: false });
}

/** The customer-product field set (kind 3): the custom fields I may see and the system fields' view. */
export interface EquipmentTemplate {
  templateId: number;
  fields: FieldDef[];
  system: Record<string, { visible: boolean; required: boolean }>;
}
export function useEquipmentTemplate() {
  return useQuery({
    queryKey: [EQUIPMENT_KEY, 'template'],
    queryFn: () => get<EquipmentTemplate>('/v2/customerProduct/template'),
  });
}

export type EquipmentInput = Body<typeof equipmentCreateSchema>;

export const createEquipment = (body: EquipmentInput) =>
  post<{ id: number }>('/v2/customerProduct/save', { ...body }, { fieldErrors: EQUIPMENT_FIELDS });
export const updateEquipment = (id: number, body: Omit<Body<typeof equipmentUpdateSchema>, 'id'>) =>
  post<null>('/v2/customerProduct/update', { id, ...body }, { fieldErrors: EQUIPMENT_FIELDS });
export const deleteEquipment = (ids: number[]) =>
  del<{ count: number }>('/v2/customerProduct/delete', { ids: ids.join(',') });

/* ---------- pickers (the customers and products modules' lists) ---------- */

export interface PickOption {
  id: number;
  name: string;
  extra?: string | null;
}
const PICK_SIZE = 20;
export const searchCustomers = (keyword: string) =>
  get<Page<{ id: number; name: string; contactName: string | null }>>('/v2/customer/epCustomerList', {
    keyword: keyword || undefined,
    pageIndex: 0,
    pageSize: PICK_SIZE,
  }).then((p) => p.list.map((c): PickOption => ({ id: c.id, name: c.name, extra: c.contactName })));
export const searchProducts = (keyword: string) =>
  get<Page<{ id: number; name: string; model: string | null }>>('/v2/product/list', {
    keyword: keyword || undefined,
    enabled: 'true',
    pageIndex: 0,
    pageSize: PICK_SIZE,
  }).then((p) => p.list.map((c): PickOption => ({ id: c.id, name: c.name, extra: c.model })));

/** Customer products without a QR code yet, for binding a code to one. */
export const searchEquipment = (keyword: string) =>
  fetchEquipmentPage({ keyword: keyword || undefined, pageIndex: 0, pageSize: PICK_SIZE }).then((p) =>
    p.list.map((r): PickOption => ({
      id: r.id,
      name: `${r.productName}${r.serialNumber ? ` · ${r.serialNumber}` : ''}`,
      extra: r.qrCode ? `${r.customerName} · ${r.qrCode}` : r.customerName,
    })),
  );

/* ---------- service requests ---------- */

export interface ServiceRequestConditions {
  customerProductId?: number;
  state?: ServiceRequestState;
  keyword?: string;
}
export const fetchServiceRequests = (query: ServiceRequestConditions & PageQuery) =>
  get<Page<ServiceRequestRow>>('/v2/serviceRequest/list', { ...query });
export const handleServiceRequest = (id: number) => post<null>('/v2/serviceRequest/handle', { id });
