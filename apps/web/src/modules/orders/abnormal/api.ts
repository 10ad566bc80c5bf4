import type { AbnormalListQuery, AbnormalRow, Page } from '@fieldline/domain';
import { get } from '../../../shell/request';

/** Abnormal requests (issue 22): the /abnormalOrder list; apply and decide are in detail/api.ts. */
export const ABNORMAL_KEY = ['orders', 'abnormal'] as const;
export type AbnormalFilters = Omit<AbnormalListQuery, 't' | 'pageSize' | 'pageIndex'>;

export const fetchAbnormalPage = (query: AbnormalFilters & { pageSize?: number; pageIndex?: number }) =>
  get<Page<AbnormalRow>>('/v2/order/abnormal/list', { ...query });
