import type {
  CollectionFilter,
  CollectionMethod,
  CollectionRow,
  MethodSaveInput,
  OrderCollection,
  Page,
  PageQuery,
} from '@fieldline/domain';
import { del, get, post } from '../../shell/request';

/** Everything cached about collection starts with this key. */
export const COLLECTION_KEY = ['collection'] as const;
export const METHODS_KEY = [...COLLECTION_KEY, 'methods'] as const;
export const orderCollectionKey = (orderId: number) => [...COLLECTION_KEY, 'order', orderId] as const;

export type CollectionFilters = Omit<CollectionFilter, 't'>;
export const PAY_FIELDS = ['methodId', 'amount', 'note'] as const;
export const METHOD_FIELDS = ['name', 'kind', 'templateIds', 'qrImage', 'note'] as const;

export const fetchOrderCollection = (orderId: number) =>
  get<OrderCollection | null>('/v2/collection/order', { orderId }, { silent: true });
export const recordPayment = (body: {
  orderId: number;
  methodId: number;
  amount: string;
  note?: string | null;
}) => post<OrderCollection>('/v2/collection/pay', { ...body }, { fieldErrors: PAY_FIELDS });
export const fetchCollections = (query: CollectionFilters & PageQuery) =>
  get<Page<CollectionRow>>('/v2/collection/list', { ...query });
export const fetchCollectionCount = () =>
  get<number>('/v2/collection/count', undefined, { silent: true }).then(Number);
export const fetchPaymentLink = (orderId: number, amount?: string) =>
  get<{ url: string; expiresAt: string; amount: string; image: string; provider: string }>(
    '/v2/order/paymentQrCode',
    { orderId, amount, format: 'json' },
    { fieldErrors: ['amount'] },
  );

export const fetchMethods = () => get<CollectionMethod[]>('/v2/collection/method/list');
export const saveMethod = (body: Partial<MethodSaveInput> & Pick<MethodSaveInput, 'name' | 'kind'>) =>
  post<{ id: number }>('/v2/collection/method/save', { ...body }, { fieldErrors: METHOD_FIELDS });
export const deleteMethod = (id: number) => del<null>(`/v2/collection/method/delete/${id}`);
export const uploadQrImage = (file: Blob, name: string) => {
  const data = new FormData();
  data.append('file', file, name);
  return post<{ fileUrl: string }>('/file/upload', data, { fieldErrors: ['file'], _noCancel: true });
};
