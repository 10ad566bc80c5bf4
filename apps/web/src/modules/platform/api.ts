import type {
  Page,
  PageQuery,
  SmsEnterpriseBalance,
  SmsOutboxMessage,
  SmsReviewItem,
  SmsReviewState,
  SmsSubject,
} from '@fieldline/domain';
import { get, post } from '../../shell/request';

export const SMS_OUTBOX_QUERY_KEY = ['platform', 'smsOutbox'] as const;

/** The built-in SMS outbox, newest first (platform administrators). */
export const fetchSmsOutbox = (query: PageQuery & { phone?: string }) =>
  get<Page<SmsOutboxMessage>>('/v2/platform/smsOutbox', query);

export const SMS_REVIEWS_QUERY_KEY = ['platform', 'smsReviews'] as const;
export const SMS_BALANCES_QUERY_KEY = ['platform', 'smsBalances'] as const;

/** Signatures or templates waiting for review (or in one state), every enterprise. */
export const fetchSmsReviews = (query: PageQuery & { subject: SmsSubject; state?: SmsReviewState }) =>
  get<Page<SmsReviewItem>>('/v2/platform/sms/reviews', query);
/** One review step: take up, approve, or reject with a reason. */
export const reviewSms = (body: {
  subject: SmsSubject;
  enterpriseId: number;
  id?: number;
  action: 'review' | 'approve' | 'reject';
  reason?: string;
}) => post<{ state: SmsReviewState }>('/v2/platform/sms/review', body);
/** Every enterprise with its SMS balance. */
export const fetchSmsBalances = (query: PageQuery & { keyword?: string }) =>
  get<Page<SmsEnterpriseBalance>>('/v2/platform/sms/balances', query);
/** Credits an enterprise's SMS balance. */
export const topUpSms = (body: { enterpriseId: number; amount: string; note: string }) =>
  post<{ enterpriseId: number; balance: string }>('/v2/platform/sms/topUp', body);
