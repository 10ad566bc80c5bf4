import type { OrderState } from '@fieldline/domain';
import type { TenantDb } from '../../core/tenant';
import { orderLogs } from '../../db/schema';

export interface LogEntry {
  action: string;
  fromState?: OrderState | null;
  toState?: OrderState | null;
  note?: string | null;
  lng?: number | null;
  lat?: number | null;
  location?: string | null;
  images?: string[];
}

/** Writes one timeline row in the caller's transaction (DESIGN.md: every transition writes a log row). */
export const writeLog = (t: TenantDb, orderId: number, userId: number | null, e: LogEntry) =>
  t.db.insert(orderLogs).values({
    enterpriseId: t.enterpriseId,
    orderId,
    userId,
    action: e.action,
    fromState: e.fromState ?? null,
    toState: e.toState ?? null,
    note: e.note ?? null,
    lng: e.lng ?? null,
    lat: e.lat ?? null,
    location: e.location ?? null,
    images: e.images ?? [],
  });
