import type {
  IncomePeriod,
  IncomeStatistics,
  Page,
  PageQuery,
  ReconcileCount,
  ReconcileRow,
} from '@fieldline/domain';
import { del, get, post } from '../../shell/request';

export const RECONCILE_KEY = ['reconciliation'] as const;

export interface ReconcileConditions {
  from: string;
  to: string;
  keyword?: string;
  reconciled?: '0' | '1';
}

export const fetchReconcile = (query: ReconcileConditions & PageQuery) =>
  get<Page<ReconcileRow>>('/v2/financeReconcile/list', { ...query });
export const fetchReconcileCount = (query: ReconcileConditions) =>
  get<ReconcileCount>('/v2/financeReconcile/count', { ...query });
export const markReconciled = (body: { customerId: number; from: string; to: string; note?: string }) =>
  post<{ id: number }>('/v2/financeReconcile/mark', { ...body });
export const unmarkReconciled = (id: number) => del<null>(`/v2/financeReconcile/unmark/${id}`);
export const exportReconcile = (body: ReconcileConditions) =>
  post<{ id: number }>('/v2/financeReconcile/export', { ...body });
export const fetchIncome = (query: { from: string; to: string; period: IncomePeriod }) =>
  get<IncomeStatistics>('/v2/incomeStatistics', { ...query });
