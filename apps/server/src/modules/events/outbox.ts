import type { DomainEventKind } from '@fieldline/domain';
import { DOMAIN_EVENT_KINDS } from '@fieldline/domain';
import { domainEvents } from '../../db/schema';
import type { Tenant } from '../../core/tenant';

/**
 * What appending needs of the tenant: its handle (the record's transaction), enterprise, user and
 * tally. `user` is null for work nobody signed in did (a customer's answer through a public link).
 */
export type EventWriter = Pick<Tenant, 'db' | 'enterpriseId' | 'written'> & {
  user: Pick<Tenant['user'], 'id'> | null;
};

/**
 * Appends a domain event in the caller's transaction: it commits or rolls back with the change it
 * reports. The request that wrote it wakes the dispatcher once its work is done (core/route.ts).
 */
export async function appendEvent(
  t: EventWriter,
  kind: DomainEventKind,
  objectId: number,
  payload: Record<string, unknown> = {},
) {
  await t.db.insert(domainEvents).values({
    enterpriseId: t.enterpriseId,
    kind,
    objectKind: DOMAIN_EVENT_KINDS[kind],
    objectId,
    actorUserId: t.user?.id ?? null,
    payload,
  });
  t.written.events += 1;
}
