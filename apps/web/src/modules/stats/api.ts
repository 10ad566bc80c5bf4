import type { ReportFilterInput } from '@fieldline/domain';
import { get } from '../../shell/request';

/** Everything cached about the dashboard starts with this key. */
export const DASHBOARD_KEY = ['dashboard'] as const;

export interface Linked {
  link: string;
}
export interface StateCount extends Linked {
  state: number;
  name: string;
  orders: number;
}
export interface BaseInfo {
  from: string;
  to: string;
  today: { created: number; completed: number; byState: StateCount[] } & Linked;
  period: { created: number; completed: number; byState: StateCount[] } & Linked;
  overdue: { count: number } & Linked;
  slaBreached: { count: number } & Linked;
  income: { amount: string; completed: number } & Linked;
  newCustomers: number | null;
}
export interface TemplateCount extends Linked {
  templateId: number;
  name: string;
  orders: number;
}
export interface TopEngineer extends Linked {
  userId: number;
  name: string;
  completed: number;
  amount: string;
  avgScore: number | null;
}

export type BoardQuery = ReportFilterInput & { mine?: boolean };
const params = ({ mine, ...q }: BoardQuery) => ({ ...q, ...(mine ? { mine: 1 } : {}) });

/** GET /databoard/<name> (spec D9): the dashboard's calls, on the report period and filters. */
export const fetchBoard = {
  base: (q: BoardQuery) => get<BaseInfo>('/databoard/baseinfo', params(q)),
  areas: (q: BoardQuery) => get<{ city: string; orders: number }[]>('/databoard/areaDatas', params(q)),
  templates: (q: BoardQuery) => get<TemplateCount[]>('/databoard/ordertmplinfo', params(q)),
  engineers: (q: BoardQuery) => get<TopEngineer[]>('/databoard/userorderinfo', params(q)),
  income: (q: BoardQuery) =>
    get<{ period: string; amount: string; completed: number }[]>('/databoard/incomeinfo', params(q)),
  trend: (q: BoardQuery) =>
    get<{ period: string; created: number; completed: number }[]>('/databoard/ordertrendinfo', params(q)),
  customers: (q: BoardQuery) =>
    get<{ total: number | null; series: { period: string; customers: number }[] }>(
      '/databoard/customerinfo',
      params(q),
    ),
};
