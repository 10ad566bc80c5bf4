import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEventKind } from '@fieldline/domain';
import { rows, type Db } from '../../db/client';
import { idArray } from '../../core/sql';
import { allTenants, asTenant, mineSql, type TenantDb } from '../../core/tenant';

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
  /**
   * Optional: the same work for several events of one enterprise at once (oldest first, each not
   * yet received by this consumer), in the one transaction that writes their receipts; for writing
   * set-based (one multi-row insert for the batch). It must do for each event exactly what
   * `handle` does. Without it the dispatcher calls `handle` for each event in that transaction.
   */
  handleBatch?(t: TenantDb, events: readonly DomainEvent[]): Promise<void>;
}

/** Events that failed this often stay in the outbox for an operator to look at. */
export const MAX_ATTEMPTS = 10;
/** Events claimed per pass: each consumer takes a pass's events of one enterprise in one transaction. */
export const BATCH = 100;
/** Under load (kicked while running, or a pass that caught up), how long the next run or pass waits to gather events (ms). */
export const GATHER_MS = 10;

export interface EventBus {
  /** Dispatches what is pending soon (after a request that appended events, at start, by the sweep job). */
  kick(): void;
  /** Resolves when nothing is being dispatched (tests; shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const gather = () => new Promise((resolve) => setTimeout(resolve, GATHER_MS));

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
  // Passes until one finds nothing (that last look also takes what consumers appended). A pass that
  // caught up (fewer than BATCH) means events are arriving: the next waits GATHER_MS first, so under
  // load it takes what came as one batch (its reads, transactions and marks once) rather than the few
  // that arrived while the last pass ran.
  const run = async () => {
    for (;;) {
      if (stopped) break;
      const found = await dispatchPending(db, consumers, log);
      if (!found || stopped) break;
      if (found < BATCH) await gather();
    }
    if (!stopped && opts.afterPass)
      await opts.afterPass().catch((err: unknown) => log.error({ err }, 'after-dispatch work failed'));
  };
  // Runs until no kick came in while it ran. A kick during a run means events are arriving faster
  // than one run: the next run waits GATHER_MS first, so it takes them as one batch rather than a
  // run (its reads, transactions and marks) for every few events. A kick into a quiet bus runs at once.
  const loop = async () => {
    for (;;) {
      again = false;
      await run();
      if (!again || stopped) return;
      await gather();
    }
  };
  const bus: EventBus = {
    kick() {
      if (stopped) return;
      again = true;
      if (running) return;
      running = loop()
        .catch((err: unknown) => log.error({ err }, 'event dispatch failed'))
        .finally(() => {
          running = null;
          // a kick between the loop's last look and here
          if (again) bus.kick();
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

/** A pending event as the pass reads it (bigints and the time as the drivers answer them). */
interface PendingRow {
  enterprise_id: number | string;
  id: number | string;
  kind: string;
  object_kind: string;
  object_id: number | string;
  actor_user_id: number | string | null;
  payload: unknown;
  created_ms: number | string;
}

/**
 * One pass over the outbox, oldest first; answers how many events it handled. It claims up to
 * BATCH pending events and groups them by enterprise; each consumer takes its kinds of a group in
 * one transaction that writes all their receipts first (docs/events.md "Delivery"). If that
 * transaction fails, it rolls back whole and the consumer takes the group's events again one at a
 * time, each in its own transaction, so only the events that fail again stay pending for it.
 */
export async function dispatchPending(db: Db, consumers: readonly EventConsumer[], log: FastifyBaseLogger) {
  // written as `from domain_events where delivered_at is null`: the create bench knows the
  // dispatcher's first look by that text and leaves it out of what a create sends (bench/src/order-scale.ts)
  const pending = await allTenants(() =>
    rows<PendingRow>(
      db,
      sql`select enterprise_id, id, kind, object_kind, object_id, actor_user_id, payload,
                 (extract(epoch from created_at) * 1000)::float8 as created_ms
            from domain_events where delivered_at is null and attempts < ${MAX_ATTEMPTS}
           order by id limit ${BATCH}`,
    ),
  );
  const groups = new Map<number, DomainEvent[]>();
  for (const row of pending) {
    const event: DomainEvent = {
      enterpriseId: Number(row.enterprise_id),
      id: Number(row.id),
      kind: row.kind as DomainEventKind,
      objectKind: row.object_kind,
      objectId: Number(row.object_id),
      actorUserId: row.actor_user_id === null ? null : Number(row.actor_user_id),
      payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<
        string,
        unknown
      >,
      createdAt: new Date(Number(row.created_ms)),
    };
    const group = groups.get(event.enterpriseId);
    if (group) group.push(event);
    else groups.set(event.enterpriseId, [event]);
  }
  for (const [enterpriseId, events] of groups)
    await asTenant(enterpriseId, () => deliverGroup(db, consumers, enterpriseId, events, log));
  return pending.length;
}

/**
 * One enterprise's events of a pass. First, every consumer over its events and the delivered mark in
 * one transaction (one commit for the pass, not one per consumer); if anything in it fails, it rolls
 * back whole and each consumer takes the events again in a transaction of its own (consumeApart).
 */
async function deliverGroup(
  db: Db,
  consumers: readonly EventConsumer[],
  enterpriseId: number,
  events: readonly DomainEvent[],
  log: FastifyBaseLogger,
) {
  const work = consumers
    .map((consumer) => ({ consumer, mine: events.filter((e) => consumer.kinds.includes(e.kind)) }))
    .filter((w) => w.mine.length);
  const together = await db
    .transaction(async (tx) => {
      for (const { consumer, mine } of work) await consumeIn(tx, consumer, enterpriseId, mine);
      await markDelivered(tx, enterpriseId, events);
    })
    // its error is not logged here: the careful way meets it again and logs it per consumer and event
    .then(
      () => true,
      () => false,
    );
  if (!together) await consumeApart(db, work, enterpriseId, events, log);
}

/**
 * After the shared transaction failed: each consumer in its own transaction, so one that throws holds
 * up no other; then the events delivered or counted as failed.
 */
async function consumeApart(
  db: Db,
  work: readonly { consumer: EventConsumer; mine: DomainEvent[] }[],
  enterpriseId: number,
  events: readonly DomainEvent[],
  log: FastifyBaseLogger,
) {
  const failed = new Set<number>();
  for (const { consumer, mine } of work) {
    try {
      await db.transaction((tx) => consumeIn(tx, consumer, enterpriseId, mine));
    } catch (err) {
      if (mine.length === 1) {
        log.error(
          { err, event: mine[0]!.id, consumer: consumer.name },
          'event consumer failed; the event stays pending',
        );
        failed.add(mine[0]!.id);
        continue;
      }
      // the batch rolled back whole: one at a time, so the events that do go through are not held up
      for (const event of mine)
        await db
          .transaction((tx) => consumeIn(tx, consumer, enterpriseId, [event]))
          .catch((err: unknown) => {
            log.error(
              { err, event: event.id, consumer: consumer.name },
              'event consumer failed; the event stays pending',
            );
            failed.add(event.id);
          });
    }
  }
  await markDelivered(
    db,
    enterpriseId,
    events.filter((e) => !failed.has(e.id)),
  );
  if (failed.size)
    await db.execute(
      sql`update domain_events set attempts = attempts + 1
           where ${mineSql({ enterpriseId })} and id = any(${idArray([...failed])})`,
    );
}

async function markDelivered(db: Db, enterpriseId: number, events: readonly DomainEvent[]) {
  if (!events.length) return;
  await db.execute(
    sql`update domain_events set delivered_at = now()
         where ${mineSql({ enterpriseId })} and id = any(${idArray(events.map((e) => e.id))})
           and delivered_at is null`,
  );
}

/**
 * One consumer over events of one enterprise, in the caller's transaction: the receipts of all of
 * them in one insert, then the consumer over those whose receipt was new (a redelivered event finds
 * its receipt and is skipped). Its writes commit with the receipts or roll back with them.
 */
async function consumeIn(
  tx: Db,
  consumer: EventConsumer,
  enterpriseId: number,
  events: readonly DomainEvent[],
) {
  // the ids as one array: the statement's text is the same however many events the pass took
  const fresh = await rows<{ event_id: number | string }>(
    tx,
    sql`insert into event_receipts (enterprise_id, event_id, consumer)
        select ${enterpriseId}::bigint, unnest(${idArray(events.map((e) => e.id))}), ${consumer.name}::text
        on conflict do nothing
        returning event_id`,
  );
  if (!fresh.length) return;
  const ids = new Set(fresh.map((r) => Number(r.event_id)));
  const todo = events.filter((e) => ids.has(e.id));
  const t = { db: tx, enterpriseId };
  if (consumer.handleBatch && todo.length > 1) await consumer.handleBatch(t, todo);
  else for (const event of todo) await consumer.handle(t, event);
}
