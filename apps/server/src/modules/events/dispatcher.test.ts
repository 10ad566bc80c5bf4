import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { rows } from '../../db/client';
import { freshDatabase } from '../../test/app';
import { allTenants, asTenant } from '../../core/tenant';
import { appendEvent, createEventBus, dispatchPending, MAX_ATTEMPTS, type EventConsumer } from '.';

const quiet = { error: () => undefined } as unknown as FastifyBaseLogger;
let database: Database;
let enterpriseId: number;
let userId: number;

beforeAll(async () => {
  database = await freshDatabase();
  const [u] = await rows<{ enterprise_id: number; id: number }>(
    database.db,
    sql`select enterprise_id, id from users order by id limit 1`,
  );
  enterpriseId = Number(u!.enterprise_id);
  userId = Number(u!.id);
});
afterAll(() => database.close());

/** A consumer that writes what it heard into a table of its own, in the receipt's transaction. */
function recorder(name: string, fail = () => false): EventConsumer & { heard: number[] } {
  const heard: number[] = [];
  return {
    name,
    kinds: ['order.assigned'],
    heard,
    async handle(t, event) {
      if (fail()) throw new Error('consumer down');
      await t.db.execute(
        sql`insert into event_test_effects (consumer, event_id) values (${name}, ${event.id})`,
      );
      heard.push(event.objectId);
    },
  };
}
const effects = async (consumer: string) =>
  Number(
    (
      await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from event_test_effects where consumer = ${consumer}`,
      )
    )[0]!.n,
  );

/** Appends an event for object `objectId` in a transaction, as a module's transition does. */
const transition = (objectId: number, rollBack = false) =>
  asTenant(enterpriseId, () =>
    database.db.transaction(async (tx) => {
      const t = { db: tx, enterpriseId, user: { id: userId } as never, written: { events: 0 } };
      await appendEvent(t, 'order.assigned', objectId, { note: 'x' });
      if (rollBack) tx.rollback();
    }),
  ).catch((err: unknown) => {
    if (!rollBack) throw err;
  });

describe('domain events: written with the change, delivered at least once, consumed at most once', () => {
  beforeAll(async () => {
    await database.db.execute(
      sql`create table event_test_effects (consumer text not null, event_id bigint not null)`,
    );
    // the demo seed may leave events of its own orders pending; these tests hear only their own
    await allTenants(() =>
      database.db.execute(sql`update domain_events set delivered_at = now() where delivered_at is null`),
    );
  });

  it('a rolled-back transition leaves no event, so nobody hears of it', async () => {
    const consumer = recorder('rolled-back');
    await transition(101, true);
    await dispatchPending(database.db, [consumer], quiet);
    expect(consumer.heard).toEqual([]);
    expect(await effects('rolled-back')).toBe(0);
  });

  it('an event committed while the worker was down is delivered once after a restart', async () => {
    const consumer = recorder('restart');
    const first = createEventBus(database.db, [consumer], quiet);
    await first.stop(); // the worker dies before it dispatched anything
    await transition(102);
    first.kick(); // a stopped worker dispatches nothing
    await first.idle();
    expect(consumer.heard).toEqual([]);

    const second = createEventBus(database.db, [consumer], quiet); // the restart
    second.kick();
    await second.idle();
    expect(consumer.heard).toEqual([102]);
    second.kick();
    await second.idle();
    expect(await effects('restart')).toBe(1);
  });

  it('a redelivered event (delivered mark lost in a crash) is not consumed twice', async () => {
    const consumer = recorder('redelivery');
    await transition(103);
    await dispatchPending(database.db, [consumer], quiet);
    await database.db.execute(sql`update domain_events set delivered_at = null where object_id = 103`);
    await dispatchPending(database.db, [consumer], quiet);
    expect(consumer.heard).toEqual([103]);
    expect(await effects('redelivery')).toBe(1);
  });

  it('a failing consumer keeps the event pending, others are not held up, and it catches up later', async () => {
    let down = true;
    const failing = recorder('flaky', () => down);
    const healthy = recorder('healthy');
    await transition(104);
    await dispatchPending(database.db, [healthy, failing], quiet);
    expect(healthy.heard).toContain(104);
    const [pending] = await rows<{ attempts: number; delivered: boolean }>(
      database.db,
      sql`select attempts, delivered_at is not null as delivered from domain_events where object_id = 104`,
    );
    expect(pending).toEqual({ attempts: 1, delivered: false });
    down = false;
    await dispatchPending(database.db, [healthy, failing], quiet);
    expect(failing.heard).toEqual([104]);
    // the healthy consumer's work in the pass's shared transaction rolled back with the failing one's and
    // was done again in its own: what counts is what committed, once
    expect(await effects('healthy')).toBe(1);
  });

  it("a pass's consumers and its delivered mark share one transaction: one commit, not one per consumer", async () => {
    const txids: string[] = [];
    const txOf = (name: string): EventConsumer => ({
      ...recorder(name),
      async handle(t) {
        const [row] = await rows<{ txid: string }>(t.db, sql`select txid_current()::text as txid`);
        txids.push(row!.txid);
      },
    });
    await transition(106);
    await dispatchPending(database.db, [txOf('tx-a'), txOf('tx-b'), txOf('tx-c')], quiet);
    expect(txids).toHaveLength(3);
    expect(new Set(txids).size).toBe(1);
    const [event] = await rows<{ delivered: boolean }>(
      database.db,
      sql`select delivered_at is not null as delivered from domain_events where object_id = 106`,
    );
    expect(event).toEqual({ delivered: true });
  });

  it('a batch of N pending events reaches each consumer once per event, in one transaction per consumer', async () => {
    const batches: number[][] = [];
    const batching: EventConsumer = {
      ...recorder('batching'),
      handle: () => Promise.reject(new Error('handleBatch is used for a batch')),
      async handleBatch(t, events) {
        batches.push(events.map((e) => e.objectId));
        for (const e of events)
          await t.db.execute(
            sql`insert into event_test_effects (consumer, event_id) values ('batching', ${e.id})`,
          );
      },
    };
    const plain = recorder('plain');
    for (const id of [201, 202, 203]) await transition(id);
    await dispatchPending(database.db, [batching, plain], quiet);
    expect(batches).toEqual([[201, 202, 203]]);
    expect(plain.heard).toEqual([201, 202, 203]);
    expect(await effects('batching')).toBe(3);
    expect(await effects('plain')).toBe(3);
    // delivered: the next pass finds nothing
    expect(await dispatchPending(database.db, [batching, plain], quiet)).toBe(0);
  });

  it("one consumer's failure on one event of a batch retries only that event, for that consumer only", async () => {
    let down = true;
    // fails on object 302 only: its batch rolls back, and it takes the three again one at a time
    const picky = recorder('picky', () => false);
    const pickyHandle = picky.handle.bind(picky);
    picky.handle = async (t, event) => {
      if (down && event.objectId === 302) throw new Error('consumer down for 302');
      await pickyHandle(t, event);
    };
    const healthy = recorder('healthy-batch');
    for (const id of [301, 302, 303]) await transition(id);
    await dispatchPending(database.db, [picky, healthy], quiet);
    const state = async () =>
      rows<{ object_id: number; attempts: number; delivered: boolean }>(
        database.db,
        sql`select object_id::int as object_id, attempts, delivered_at is not null as delivered
              from domain_events where object_id in (301, 302, 303) order by object_id`,
      );
    expect(await state()).toEqual([
      { object_id: 301, attempts: 0, delivered: true },
      { object_id: 302, attempts: 1, delivered: false },
      { object_id: 303, attempts: 0, delivered: true },
    ]);
    // the failed batch's writes rolled back: 301 and 303 are applied once, by the one-at-a-time retry
    expect(await effects('picky')).toBe(2);
    expect(await effects('healthy-batch')).toBe(3);
    down = false;
    await dispatchPending(database.db, [picky, healthy], quiet);
    expect((await state()).every((r) => r.delivered)).toBe(true);
    expect(await effects('picky')).toBe(3);
    expect(await effects('healthy-batch')).toBe(3); // its receipt for 302 skips it
  });

  it('kicks that come while a run is busy are not lost: their events reach the consumer together next', async () => {
    const batches: number[][] = [];
    const gathering: EventConsumer = {
      ...recorder('gathered'),
      async handle(_t, event) {
        batches.push([event.objectId]);
      },
      async handleBatch(_t, events) {
        batches.push(events.map((e) => e.objectId));
      },
    };
    let passes = 0;
    // the first run is still busy (its work after the pass) while three more events come, each kicking
    const bus = createEventBus(database.db, [gathering], quiet, {
      afterPass: async () => {
        if (passes++) return;
        for (const id of [402, 403, 404]) {
          await transition(id);
          bus.kick();
        }
      },
    });
    await transition(401);
    bus.kick();
    await bus.idle();
    expect(batches).toEqual([[401], [402, 403, 404]]);
    expect(passes).toBe(2);
    expect(await dispatchPending(database.db, [gathering], quiet)).toBe(0);
    await bus.stop();
  });

  it(`gives up on an event after ${MAX_ATTEMPTS} failed attempts, leaving it in the outbox`, async () => {
    const broken = recorder('broken', () => true);
    await transition(105);
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await dispatchPending(database.db, [broken], quiet);
    const [row] = await rows<{ attempts: number }>(
      database.db,
      sql`select attempts from domain_events where object_id = 105`,
    );
    expect(Number(row!.attempts)).toBe(MAX_ATTEMPTS);
  });
});
