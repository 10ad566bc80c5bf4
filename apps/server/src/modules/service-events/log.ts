import { sql } from 'drizzle-orm';
import { ENTERPRISE_TIME_ZONE, type DomainEventKind, type ServiceEventState } from '@fieldline/domain';
import { rows } from '../../db/client';
import type { Tenant, TenantDb } from '../../core/tenant';
import { serviceEventLogs } from '../../db/schema';
import { appendEvent } from '../events';

export interface LogEntry {
  action: string;
  fromState?: ServiceEventState | null;
  toState?: ServiceEventState | null;
  note?: string | null;
  orderId?: number | null;
}

/** One log row in the caller's transaction (DESIGN.md: every transition writes a log row). */
export const writeEventLog = (t: TenantDb, eventId: number, userId: number | null, e: LogEntry) =>
  t.db.insert(serviceEventLogs).values({
    enterpriseId: t.enterpriseId,
    eventId,
    userId,
    action: e.action,
    fromState: e.fromState ?? null,
    toState: e.toState ?? null,
    note: e.note ?? null,
    orderId: e.orderId ?? null,
  });

/** What the SLA timers and messages read of every serviceEvent.* event (docs/events.md). */
export interface EventFacts {
  templateId: number;
  priority: number;
  customerId: number | null;
  principalUserId: number | null;
}

/** Appends serviceEvent.<kind> in the transition's transaction with the payload the SLA engineer reads. */
export const emit = (
  t: Tenant,
  kind: DomainEventKind,
  eventId: number,
  from: ServiceEventState | null,
  to: ServiceEventState,
  facts: EventFacts,
  extra: Record<string, unknown> = {},
) =>
  appendEvent(t, kind, eventId, {
    from,
    to,
    templateId: facts.templateId,
    priority: facts.priority,
    customerId: facts.customerId,
    principalUserId: facts.principalUserId,
    ...extra,
  });

/** Event numbers: SJ + the enterprise's day + a daily sequence, from a per-day counter row. */
export async function nextEventNo(t: TenantDb) {
  const [row] = await rows<{ no: string }>(
    t.db,
    sql`insert into service_event_counters (enterprise_id, day, last)
        values (${t.enterpriseId}, (now() at time zone ${ENTERPRISE_TIME_ZONE})::date, 1)
        on conflict (enterprise_id, day) do update set last = service_event_counters.last + 1
        returning 'SJ' || to_char(day, 'YYYYMMDD') || '-' || lpad(last::text, greatest(4, length(last::text)), '0') as no`,
  );
  return row!.no;
}
