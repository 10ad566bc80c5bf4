import type { Page, PageQuery, SmsOutboxMessage } from '@fieldline/domain';
import { get } from '../../shell/request';

export const SMS_OUTBOX_QUERY_KEY = ['platform', 'smsOutbox'] as const;

/** The built-in SMS outbox, newest first (platform administrators). */
export const fetchSmsOutbox = (query: PageQuery & { phone?: string }) =>
  get<Page<SmsOutboxMessage>>('/v2/platform/smsOutbox', query);
