import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PoolPage, PoolSettings, PoolSettingsInput } from '@fieldline/domain';
import { get, isCancel, post, put } from '../../../shell/request';
import { ORDERS_KEY } from '../api';

/** The pool's queries live under the orders key, so every order change refreshes them too. */
export const poolListKey = (query: object) => [ORDERS_KEY, 'pool', query] as const;
export const POOL_SETTINGS_KEY = [ORDERS_KEY, 'poolSettings'] as const;

export interface PoolQuery {
  keyword?: string;
  grabbable?: boolean;
  pageIndex: number;
  pageSize: number;
}

export const fetchPool = (q: PoolQuery) =>
  get<PoolPage>('/v2/order/pool/list', {
    keyword: q.keyword,
    grabbable: q.grabbable ? '1' : undefined,
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
  });

export const usePool = (q: PoolQuery) =>
  useQuery({ queryKey: poolListKey(q), queryFn: () => fetchPool(q), placeholderData: (prev) => prev });

// Refusals (someone was faster, the cap, the area) are shown by the request client as messages.
export const grabOrder = (orderId: number) =>
  post<{ id: number; state: number }>('/v2/order/grab', { orderId });
export const recallOrder = (orderId: number, note?: string) =>
  post<unknown>('/v2/order/pool/recall', { orderId, note });
export const putInPool = (orderIds: number[], note?: string) =>
  post<unknown>('/v2/order/pool/put', { orderIds, note });

/** A pool change: every order list, the pool and the menu badges load again (also after a refusal). */
function usePoolMutation<V>(call: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      const result = await call(vars);
      return isCancel(result) ? undefined : result;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [ORDERS_KEY] });
      void queryClient.invalidateQueries({ queryKey: ['badges'] });
    },
  });
}
export const useGrab = () => usePoolMutation(grabOrder);
export const useRecall = () =>
  usePoolMutation((v: { orderId: number; note?: string }) => recallOrder(v.orderId, v.note));
export const usePutInPool = () =>
  usePoolMutation((v: { orderIds: number[]; note?: string }) => putInPool(v.orderIds, v.note));

export type PoolSettingsView = PoolSettings & {
  teams: { id: number; name: string }[];
  tags: { id: number; name: string }[];
};
export const SETTINGS_FIELDS = [
  'audience',
  'teamIds',
  'tagIds',
  'duration',
  'durationUnit',
  'grabCap',
  'giveBack',
  'giveBackUnit',
] as const;
export const fetchPoolSettings = () => get<PoolSettingsView>('/v2/order/pool/settings');
export const savePoolSettings = (body: PoolSettingsInput) =>
  put<PoolSettingsView>('/v2/order/pool/settings', { ...body }, { fieldErrors: SETTINGS_FIELDS });
export const usePoolSettings = () => useQuery({ queryKey: POOL_SETTINGS_KEY, queryFn: fetchPoolSettings });
