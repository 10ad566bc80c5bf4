import type { Page, PageQuery } from '@fieldline/domain';
import { del, get, post } from '../../shell/request';

export const CONTRACTS_KEY = ['contracts'] as const;
export const M_CONTRACTS_KEY = [...CONTRACTS_KEY, 'maintenance'] as const;
export const M_PLANS_KEY = [...CONTRACTS_KEY, 'plans'] as const;
export const M_TASKS_KEY = [...CONTRACTS_KEY, 'tasks'] as const;
export const SALES_KEY = [...CONTRACTS_KEY, 'sales'] as const;
export const SERVICE_PLANS_KEY = [...CONTRACTS_KEY, 'servicePlans'] as const;
export const REMINDERS_KEY = [...CONTRACTS_KEY, 'reminders'] as const;

export interface MaintenanceContract {
  id: number;
  name: string;
  customerId: number;
  customerName: string;
  contractDate: string;
  amount: string;
  note: string | null;
  planCount?: number;
  /** Custom fields of form kind 25, by field id (detail only). */
  customValues?: Record<string, unknown>;
}
export interface MaintenancePlan {
  id: number;
  contractId: number;
  name: string;
  cycleUnit: 'day' | 'month' | 'year';
  cycleValue: number;
  startDate: string;
  endDate: string;
  startTime: string;
  staffUserId: number | null;
  staffName: string | null;
  teamId: number | null;
  teamName: string | null;
  equipmentIds: number[];
  aheadDays: number;
  frequency: 'daily' | 'weekly' | 'monthly';
  autoOrder: boolean;
  enabled: boolean;
  producedThrough: string | null;
  contractName?: string;
  customerId?: number;
  customerName?: string;
  equipment?: { id: number; name: string; serialNumber: string | null }[];
}
export interface MaintenanceTask {
  id: number;
  planId: number;
  planName: string;
  planKind: 'maintenance' | 'service';
  contractId: number | null;
  contractName: string | null;
  customerId: number;
  customerName: string;
  dueDate: string;
  dueAt: string;
  state: 0 | 1 | 2 | 3;
  orderId: number | null;
  orderNo: string | null;
  note: string | null;
  equipment?: { id: number; name: string; serialNumber: string | null }[];
}
/** A customer service plan (/cyclePlan): a plan with one customer or one customer tag, no contract. */
export interface ServicePlan extends Omit<MaintenancePlan, 'contractId' | 'customerId' | 'customerName'> {
  customerId: number | null;
  customerName: string | null;
  customerTagId: number | null;
  tagName: string | null;
  note: string | null;
  openReminders: number;
  customersReached?: number;
}
export interface PlanCustomer {
  id: number;
  name: string;
  contactName: string | null;
  phone: string | null;
}

export interface SalesProduct {
  productId?: number | null;
  name: string;
  quantity: number;
  price: string;
  amount?: string;
}
export interface SalesContract {
  id: number;
  contractNo: string;
  name: string;
  customerId: number;
  customerName: string;
  signerUserId: number | null;
  signerName: string | null;
  contractDate: string;
  startDate: string | null;
  endDate: string | null;
  state: 1 | 2 | 3;
  rejectReason: string | null;
  amount: string;
  received: string;
  paymentState: 1 | 2 | 3;
  shippingState: 1 | 2 | 3;
  signingState: 1 | 2 | 3;
  actions: ('submit' | 'approve' | 'reject')[];
}
export interface PaymentPlan {
  id: number;
  dueDate: string;
  amount: string;
  received: string;
  state: 1 | 2 | 3;
  overdue: boolean;
  note: string | null;
}
export interface SalesDetail extends SalesContract {
  products: SalesProduct[];
  /** Custom fields of form kind 26, by field id. */
  customValues?: Record<string, unknown>;
  note: string | null;
  paymentPlans: PaymentPlan[];
  payments: {
    id: number;
    paymentPlanId: number;
    amount: string;
    paidOn: string;
    note: string | null;
    createdByName: string | null;
  }[];
  log: {
    action: string;
    fromState: number | null;
    toState: number | null;
    note: string | null;
    createdAt: string;
    userName: string | null;
  }[];
}

const M = '/v2/maintenance';
export const CONTRACT_FIELDS = ['name', 'customerId', 'contractDate', 'amount', 'note'] as const;
export const PLAN_FIELDS = [
  'name',
  'cycleUnit',
  'cycleValue',
  'startDate',
  'endDate',
  'startTime',
  'staffUserId',
  'teamId',
  'equipmentIds',
  'aheadDays',
  'frequency',
] as const;
export const SALES_FIELDS = [
  'contractNo',
  'name',
  'customerId',
  'signerUserId',
  'contractDate',
  'startDate',
  'endDate',
  'products',
  'note',
] as const;

export const fetchContracts = (q: { keyword?: string; customerId?: number } & PageQuery) =>
  get<Page<MaintenanceContract>>(`${M}/contract/list`, { ...q });
export const fetchContract = (id: number) =>
  get<MaintenanceContract>(`${M}/contract/detail/${id}`, undefined, { silent: true });
export const saveContract = (body: Record<string, unknown>) =>
  post<{ id: number }>(`${M}/contract/save`, body, { fieldErrors: CONTRACT_FIELDS });
export const deleteContract = (id: number) => del<null>(`${M}/contract/delete/${id}`);
export const produceContract = (id: number) =>
  post<{ tasks: number; orders: number }>(`${M}/contract/production`, { id });

export const fetchPlans = (q: { contractId?: number; equipmentId?: number } & PageQuery) =>
  get<Page<MaintenancePlan>>(`${M}/plan/list`, { ...q });
export const fetchPlan = (id: number) =>
  get<MaintenancePlan>(`${M}/plan/detail/${id}`, undefined, { silent: true });
export const savePlan = (body: Record<string, unknown>) =>
  post<{ id: number }>(`${M}/plan/save`, body, { fieldErrors: PLAN_FIELDS });
export const deletePlan = (id: number) => del<null>(`${M}/plan/delete/${id}`);
export const producePlan = (id: number) =>
  post<{ tasks: number; orders: number }>(`${M}/plan/production`, { id });

export const fetchTasks = (
  q: { planId?: number; contractId?: number; state?: number; keyword?: string } & PageQuery,
) => get<Page<MaintenanceTask>>(`${M}/task/list`, { ...q });
export const fetchTask = (id: number) =>
  get<MaintenanceTask>(`${M}/task/detail/${id}`, undefined, { silent: true });
export const saveTask = (body: { id: number; state?: 0 | 2; note?: string | null }) =>
  post<{ id: number }>(`${M}/task/save`, body);
export const produceTaskOrder = (id: number) => post<{ orderId: number }>(`${M}/task/production`, { id });

const C = '/v2/cyclePlan';
export const SERVICE_PLAN_FIELDS = [
  'name',
  'customerId',
  'customerTagId',
  'cycleUnit',
  'cycleValue',
  'startDate',
  'endDate',
  'startTime',
  'staffUserId',
  'teamId',
  'aheadDays',
  'frequency',
  'note',
] as const;
export const fetchServicePlans = (q: { keyword?: string; customerId?: number } & PageQuery) =>
  get<Page<ServicePlan>>(`${C}/list`, { ...q });
export const fetchServicePlan = (id: number) =>
  get<ServicePlan>(`${C}/detail/${id}`, undefined, { silent: true });
export const fetchPlanCustomers = (q: { id: number } & PageQuery) =>
  get<Page<PlanCustomer>>(`${C}/customers`, { ...q });
export const saveServicePlan = (body: Record<string, unknown>) =>
  post<{ id: number }>(`${C}/save`, body, { fieldErrors: SERVICE_PLAN_FIELDS });
export const deleteServicePlan = (id: number) => del<null>(`${C}/delete/${id}`);
export const produceServicePlan = (id: number) =>
  post<{ tasks: number; orders: number }>(`${C}/production`, { id });
export const fetchReminders = (
  q: { planId?: number; customerId?: number; state?: number; keyword?: string } & PageQuery,
) => get<Page<MaintenanceTask>>(`${C}/remind/list`, { ...q });
export const remindDone = (id: number, note?: string) =>
  post<{ id: number }>(`${C}/remind/done`, { id, note: note || undefined });

const S = '/v2/salesContract';
export const fetchSales = (q: { keyword?: string; state?: number; customerId?: number } & PageQuery) =>
  get<Page<SalesContract>>(`${S}/list`, { ...q });
export const fetchSalesDetail = (id: number) =>
  get<SalesDetail>(`${S}/detail/${id}`, undefined, { silent: true });
export const saveSales = (body: Record<string, unknown>) =>
  post<{ id: number; amount: string }>(`${S}/save`, body, { fieldErrors: SALES_FIELDS });
export const deleteSales = (id: number) => del<null>(`${S}/delete/${id}`);
export const salesAction = (action: 'submit' | 'approve', id: number) =>
  post<{ state: number }>(`${S}/${action}`, { id });
export const rejectSales = (id: number, reason: string) =>
  post<{ state: number }>(`${S}/reject`, { id, reason }, { fieldErrors: ['reason'] });
export const setSalesStatus = (body: { id: number; shippingState?: number; signingState?: number }) =>
  post<{ id: number }>(`${S}/status`, body);
export const savePaymentPlan = (body: Record<string, unknown>) =>
  post<{ id: number }>(`${S}/paymentPlan/save`, body, { fieldErrors: ['dueDate', 'amount', 'note'] });
export const deletePaymentPlan = (id: number) => del<null>(`${S}/paymentPlan/delete/${id}`);
export interface SalesOrder {
  id: number;
  orderNo: string;
  title: string;
  state: number;
  serverName: string | null;
  createdAt: string;
}
export const fetchSalesOrders = (q: { id: number } & PageQuery) =>
  get<Page<SalesOrder>>(`${S}/orders`, { ...q });
export const addPayment = (body: Record<string, unknown>) =>
  post<{ id: number }>(`${S}/payment/add`, body, { fieldErrors: ['amount', 'paidOn', 'note'] });

export const searchCustomers = (keyword: string) =>
  get<Page<{ id: number; name: string; contactName: string | null }>>('/v2/customer/epCustomerList', {
    keyword: keyword || undefined,
    pageIndex: 0,
    pageSize: 20,
  }).then((p) => p.list.map((c) => ({ id: c.id, name: c.name, extra: c.contactName })));
export const searchUsers = (keyword: string) =>
  get<Page<{ id: number; name: string; phone: string }>>('/v2/user/list', {
    keyword: keyword || undefined,
    enabled: true,
    pageIndex: 0,
    pageSize: 20,
  }).then((p) => p.list.map((u) => ({ id: u.id, name: u.name, extra: u.phone })));
export const customerDevices = (customerId: number) =>
  get<Page<{ id: number; productName: string; serialNumber: string | null }>>('/v2/customerProduct/list', {
    customerId,
    pageIndex: 0,
    pageSize: 100,
  }).then((p) => p.list);

/** SMS marketing to a service plan's customers (/cyclePlan/SMSmarketing/{id}). */
export interface MarketingTemplate {
  id: number;
  locale: string;
  content: string;
}
export interface MarketingPreview {
  chosen: number;
  recipients: number;
  skipped: number;
  sentToday: number;
  leftToday: number;
}
export interface MarketingCampaign {
  id: number;
  planId: number;
  templateId: number;
  content: string | null;
  userId: number;
  userName: string | null;
  chosen: number;
  recipients: number;
  skipped: number;
  queued: number;
  createdAt: string;
}
export const fetchMarketingTemplates = () => get<MarketingTemplate[]>(`${C}/marketing/templates`);
export const previewMarketing = (body: { planId: number; customerIds?: number[] }) =>
  post<MarketingPreview>(`${C}/marketing/preview`, body);
export const sendMarketing = (body: {
  planId: number;
  customerIds?: number[];
  templateId: number;
  expected: number;
}) => post<{ id: number; recipients: number; skipped: number; queued: number }>(`${C}/marketing/send`, body);
export const fetchMarketingCampaigns = (q: { planId: number } & PageQuery) =>
  get<Page<MarketingCampaign>>(`${C}/marketing/list`, { ...q });
