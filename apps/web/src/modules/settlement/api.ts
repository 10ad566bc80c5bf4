import type {
  SystemSetting,
  BillLine,
  BillRow,
  FineRow,
  Page,
  PageQuery,
  RuleRow,
  SettlementKind,
  fineSaveSchema,
  ruleSaveSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post } from '../../shell/request';

/** Everything cached about settlement starts with this key. */
export const SETTLEMENT_KEY = ['settlement'] as const;
export const RULES_KEY = [...SETTLEMENT_KEY, 'rules'] as const;
export const BILLS_KEY = [...SETTLEMENT_KEY, 'bills'] as const;
export const FINES_KEY = [...SETTLEMENT_KEY, 'fines'] as const;

export type RuleInput = Body<typeof ruleSaveSchema>;
export type FineInput = Body<typeof fineSaveSchema>;
export const RULE_FIELDS = [
  'name',
  'kind',
  'priority',
  'mode',
  'value',
  'serverRatio',
  'templateIds',
  'target',
  'serviceItemIds',
  'partIds',
  'partTypeIds',
  'teamIds',
  'userIds',
] as const;
export const FINE_FIELDS = ['type', 'userId', 'reason', 'amount', 'date'] as const;
const RULES = '/v2/personSettlementCommissionRuleSetting/rule';
const kindName = (kind: SettlementKind) => (kind === 1 ? 'personal' : 'team');

export interface Option {
  id: number;
  name: string;
}
export interface SettlementOptions {
  templates: Option[];
  serviceItems: Option[];
  parts: Option[];
  partTypes: Option[];
  teams: Option[];
  users: Option[];
}
export interface BillDetail extends BillRow {
  lines: BillLine[];
}
export interface OrderSettlement {
  entered: boolean;
  personal: 'waiting' | 'settled' | null;
  team: 'waiting' | 'settled' | null;
}

export const fetchOptions = () => get<SettlementOptions>('/v2/settlement/options');
export const fetchRules = (query: { kind?: SettlementKind; keyword?: string } & PageQuery) =>
  get<Page<RuleRow>>(`${RULES}/list`, { ...query });
export const fetchRule = (id: number) => get<RuleRow>(`${RULES}/detail/${id}`, undefined, { silent: true });
export const saveRule = (body: RuleInput) =>
  post<{ id: number }>(`${RULES}/save`, { ...body }, { fieldErrors: RULE_FIELDS });
export const deleteRule = (id: number) => del<null>(`${RULES}/delete/${id}`);

export const generateBills = (body: { kind: SettlementKind; startMonth: string; months: number }) =>
  post<{ bills: number; amount: string; orders: number }>(
    '/v2/settlement/generate',
    { ...body },
    { fieldErrors: ['startMonth', 'months'] },
  );
export const fetchBills =
  (kind: SettlementKind) => (query: { state?: number; keyword?: string } & PageQuery) =>
    get<Page<BillRow>>(`/v2/settlement/${kindName(kind)}/list`, { ...query });
export const fetchBill = (kind: SettlementKind, id: number) =>
  get<BillDetail>(`/v2/settlement/${kindName(kind)}/detail/${id}`, undefined, { silent: true });
export const confirmBill = (kind: SettlementKind, id: number) =>
  post<{ id: number }>(`/v2/settlement/${kindName(kind)}/confirm`, { id });
export const fetchOrderSettlement = (orderId: number) =>
  get<OrderSettlement>(`/v2/settlement/order/${orderId}`, undefined, { silent: true });

export const fetchFines = (query: { auditState?: number; type?: number; keyword?: string } & PageQuery) =>
  get<Page<FineRow>>('/v2/rewards/list', { ...query });
export const fetchFineCounts = (query: { type?: number; keyword?: string }) =>
  get<{ total: number; pending: number; passed: number; rejected: number }>('/v2/rewards/count', {
    ...query,
  });
export const addFine = (body: Omit<FineInput, 'id'>) =>
  post<{ id: number }>('/v2/rewards/add', { ...body }, { fieldErrors: FINE_FIELDS });
export const reviewFine = (body: { id: number; passed: boolean; reason?: string }) =>
  post<{ id: number }>('/v2/rewards/approvalProcess', { ...body }, { fieldErrors: ['reason'] });

/** The finance settings (/financeSetting) in the system settings store, codes FINANCE_SETTING_CODES. */
export const SETTINGS_KEY = [...SETTLEMENT_KEY, 'settings'] as const;
export const fetchFinanceSettings = (codes: readonly number[]) =>
  get<SystemSetting[]>('/systemsetting/getByCodes', { codes: codes.join(',') });
export const saveFinanceSettings = (settings: { code: number; value: unknown }[]) =>
  post<SystemSetting[]>('/systemsetting/batchsave', { settings });
