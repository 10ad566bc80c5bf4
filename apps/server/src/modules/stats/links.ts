import type { ResolvedReportFilter } from '../../core/report-route';
import { daysBetween } from '@fieldline/domain';

/**
 * The web path of the order list a figure counts, under the list's own URL filters (web
 * modules/orders/filters.ts: takeStart, takeEnd, orderStateList, templateId, servicePersonalId,
 * serviceGroupId, orderExceed), so a click lands on the orders behind the number.
 */
export function ordersLink(
  f: Pick<ResolvedReportFilter, 'from' | 'to' | 'templateId' | 'engineerId' | 'teamId'>,
  extra: {
    from?: string;
    to?: string;
    states?: readonly number[];
    templateId?: number;
    engineerId?: number;
    overdue?: boolean;
    /** Leave the period out (a live figure such as overdue). */
    anyTime?: boolean;
  } = {},
): string {
  const q = new URLSearchParams();
  if (!extra.anyTime) {
    q.set('takeStart', extra.from ?? f.from);
    q.set('takeEnd', extra.to ?? f.to);
  }
  if (extra.states?.length) q.set('orderStateList', extra.states.join(','));
  const template = extra.templateId ?? f.templateId;
  if (template) q.set('templateId', String(template));
  const engineer = extra.engineerId ?? f.engineerId;
  if (engineer) q.set('servicePersonalId', String(engineer));
  if (f.teamId) q.set('serviceGroupId', String(f.teamId));
  if (extra.overdue) q.set('orderExceed', '1');
  return `/allOrder?${q.toString()}`;
}

/** The first and last day of a bucket (a day, or a month clipped to the period). */
export function bucketRange(bucket: string, f: { from: string; to: string }) {
  if (bucket.length === 10) return { from: bucket, to: bucket };
  const first = `${bucket}-01`;
  const [y, m] = bucket.split('-').map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10);
  return {
    from: daysBetween(f.from, first) > 0 ? first : f.from,
    to: daysBetween(last, f.to) > 0 ? last : f.to,
  };
}
