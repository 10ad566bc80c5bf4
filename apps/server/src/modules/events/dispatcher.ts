import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventKind } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { domainEvents, eventReceipts } from '../../db/schema';
import { allTenants, asTenant, mine, type TenantDb } from '../../core/tenant';

export interface DomainEvent {
  enterpriseId: number;
  id: number;
  kind: DomainEventKind;
  objectKind: string;
  objectId: number;
  actorUserId: number | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** A subscriber to domain events (messages, triggers, SLA, statistics). */
export interface EventConsumer {
  /** Stable: it keys the receipts, so renaming a consumer hands it every undelivered event again. */
  name: string;
  kinds: readonly DomainEventKind[];
  /**
   * Runs in a transaction with the consumer's receipt for the event: its writes commit with the
   * receipt, so a redelivered event finds the receipt and is skipped (at most once per consumer).
   */
  handle(t: TenantDb, event: DomainEvent): Promise<void>;
}

/** Events that failed this often stay in the outbox for an operator to look at. */
export const MAX_ATTEMPTS = 10;
const BATCH = 100;

export interface EventBus {
  /** Dispatches what is pending soon (after a request that appended events, at start, by the sweep job). */
  kick(): void;
  /** Resolves when nothing is being dispatched (tests; shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** The in-process dispatcher: one run at a time per process; several processes share by receipts. */
export function createEventBus(
  db: Db,
  consumers: readonly EventConsumer[],
  log: FastifyBaseLogger,
  opts: {
    /**
     * Work outside the database that consumers queued (docs/events.md "Consuming"), run once a pass
     * has committed every consumer's transaction: the SMS sender. Awaited, so idle() covers it.
     */
    afterPass?: () => Promise<unknown>;
  } = {},
): EventBus {
  // A consumer's name keys its receipts: listed twice, its second copy would never run.
  const names = consumers.map((c) => c.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`event consumer "${twice}" is listed twice`);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = async () => {
    while (!stopped && (await dispatchPending(db, consumers, log)) > 0);
    if (!stopped && opts.afterPass)
      await opts.afterPass().catch((err: unknown) => log.error({ err }, 'after-dispatch work failed'));
  };
  const bus: EventBus = {
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = run()
        .catch((err: unknown) => log.error({ err }, 'event dispatch failed'))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            bus.kick();
          }
        });
    },
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      await bus.idle();
    },
  };
  return bus;
}

/** One pass over the outbox, oldest first; answers how many events it handled. */
export async function dispatchPending(db: Db, consumers: readonly EventConsumer[], log: FastifyBaseLogger) {
  const pending = await allTenants(() =>
    rows<{ enterprise_id: number; id: number }>(
      db,
      sql`select enterprise_id, id from domain_events
           where delivered_at is null and attempts < ${MAX_ATTEMPTS} order by id limit ${BATCH}`,
    ),
  );
  for (const ref of pending) {
    const enterpriseId = Number(ref.enterprise_id);
    const id = Number(ref.id);
    await asTenant(enterpriseId, () => deliver(db, consumers, enterpriseId, id)).catch(
      async (err: unknown) => {
        log.error({ err, event: id }, 'event consumer failed; the event stays pending');
        await asTenant(enterpriseId, () =>
          db
            .update(domainEvents)
            .set({ attempts: sql`${domainEvents.attempts} + 1` })
            .where(mine(enterpriseId, domainEvents, eq(domainEvents.id, id))),
        );
      },
    );
  }
  return pending.length;
}

async function deliver(db: Db, consumers: readonly EventConsumer[], enterpriseId: number, id: number) {
  const [event] = await db
    .select()
    .from(domainEvents)
    .where(mine(enterpriseId, domainEvents, eq(domainEvents.id, id), isNull(domainEvents.deliveredAt)));
  if (!event) return;
  const shaped = {
    ...event,
    kind: event.kind as DomainEventKind,
    payload: event.payload as Record<string, unknown>,
  };
  for (const consumer of consumers) {
    if (!consumer.kinds.includes(shaped.kind)) continue;
    await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(eventReceipts)
        .values({ enterpriseId, eventId: id, consumer: consumer.name })
        .onConflictDoNothing()
        .returning({ eventId: eventReceipts.eventId });
      if (fresh) await consumer.handle({ db: tx, enterpriseId }, shaped);
    });
  }
  await db
    .update(domainEvents)
    .set({ deliveredAt: new Date() })
    .where(mine(enterpriseId, domainEvents, and(eq(domainEvents.id, id), isNull(domainEvents.deliveredAt))));
}
