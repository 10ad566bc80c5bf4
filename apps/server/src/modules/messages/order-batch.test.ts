import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_RECIPIENTS, type DomainEventKind } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idArray, pgArray } from '../../core/sql';
import { messageSettings } from '../../db/schema';
import { asTenant, type TenantDb } from '../../core/tenant';
import { testApp, type TestApp } from '../../test/app';
import { idOf, userId } from '../../test/data';
import { appendEvent, type DomainEvent } from '../events';
import { deliver, deliverBatch } from './consumer';

let t: TestApp;
let enterpriseId: number;
let users: number[];
let roleIds: number[];
let orders: { id: number; orderNo: string }[];
const KINDS: DomainEventKind[] = ['order.created', 'order.assigned', 'order.completed'];

beforeAll(async () => {
  t = await testApp();
  const staff = await userId(t, 'serviceStaff');
  enterpriseId = await idOf(t, sql`select enterprise_id as id from users where id = ${staff}`);
  users = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from users where enterprise_id = ${enterpriseId} order by id limit 8`,
    )
  ).map((r) => r.id);
  roleIds = (
    await rows<{ id: number }>(
      t.database.db,
      sql`select id::int as id from roles where enterprise_id = ${enterpriseId} order by id limit 4`,
    )
  ).map((r) => r.id);
  orders = await rows<{ id: number; orderNo: string }>(
    t.database.db,
    sql`select id::int as id, order_no as "orderNo" from orders
         where enterprise_id = ${enterpriseId} and deleted_at is null order by id limit 3`,
  );
  // some read English, one is disabled (never told)
  await t.database.db.execute(
    sql`update users set locale = 'en_GB' where id = any(${idArray(users.slice(0, 3))})`,
  );
  await t.database.db.execute(sql`update users set enabled = false where id = ${users[7]!}`);
});
afterAll(() => t.close());

const user = () => fc.option(fc.nat(7), { nil: null });
const people = fc.record({
  createdBy: user(),
  assignedBy: user(),
  server: user(),
  collaborators: fc.uniqueArray(fc.nat(7), { maxLength: 3 }),
  cc: fc.uniqueArray(fc.nat(7), { maxLength: 2 }),
});
const setting = fc.record({
  enabled: fc.boolean(),
  recipients: fc.subarray([...MESSAGE_RECIPIENTS]),
  roles: fc.subarray([0, 1, 2, 3]),
});
const event = fc.record({
  kind: fc.nat(KINDS.length - 1),
  order: fc.nat(2),
  actor: user(),
  // titles with quotes, backslashes, braces and commas go through the batch's text arrays
  title: fc.string({ maxLength: 12 }).filter((s) => !s.includes('\u0000')),
});

class Rollback extends Error {}

/** Every message the events wrote, as the message centre keeps them. */
const written = (t: TenantDb, eventIds: number[]) =>
  rows<{ event_id: number; user_id: number }>(
    t.db,
    sql`select event_id::int as event_id, user_id::int as user_id, kind, title, body, object_kind, object_id::int as object_id
          from messages where enterprise_id = ${enterpriseId} and event_id = any(${idArray(eventIds)})
         order by event_id, user_id`,
  );

describe('a dispatch batch of order events writes the messages each event would write alone (order-batch.ts)', () => {
  it('for any settings (recipient kinds, roles, off), order people, actors and titles', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(people, { minLength: 3, maxLength: 3 }),
        fc.array(setting, { minLength: KINDS.length, maxLength: KINDS.length }),
        fc.array(event, { minLength: 1, maxLength: 6 }),
        async (orderPeople, settings, events) => {
          const outcome = asTenant(enterpriseId, () =>
            t.database.db.transaction(async (tx) => {
              const tdb = { db: tx, enterpriseId };
              for (const [i, p] of orderPeople.entries()) {
                const id = orders[i]!.id;
                const of = (n: number | null) => (n === null ? null : users[n]!);
                await tx.execute(sql`update orders set created_by = ${of(p.createdBy)}, assigned_by = ${of(p.assignedBy)},
                  server_user_id = ${of(p.server)} where enterprise_id = ${enterpriseId} and id = ${id}`);
                await tx.execute(
                  sql`delete from order_members where enterprise_id = ${enterpriseId} and order_id = ${id} and role in (1, 2)`,
                );
                for (const [role, list] of [
                  [1, p.collaborators],
                  [2, p.cc],
                ] as const)
                  for (const n of list)
                    await tx.execute(sql`insert into order_members (enterprise_id, order_id, role, user_id)
                      values (${enterpriseId}, ${id}, ${role}, ${users[n]!}) on conflict do nothing`);
              }
              await tx.execute(
                sql`delete from message_settings where enterprise_id = ${enterpriseId} and kind = any(${pgArray(KINDS)}::text[])`,
              );
              for (const [i, s] of settings.entries()) {
                const named = s.recipients.includes('roles') ? s.roles.map((r) => roleIds[r]!) : [];
                await tx.insert(messageSettings).values({
                  enterpriseId,
                  kind: KINDS[i]!,
                  enabled: s.enabled,
                  recipients: s.recipients,
                  roleIds: named,
                  channels: ['inApp'],
                });
              }
              const [{ last } = { last: 0 }] = await rows<{ last: number }>(
                tx,
                sql`select coalesce(max(id), 0)::int as last from domain_events where enterprise_id = ${enterpriseId}`,
              );
              for (const e of events) {
                const order = orders[e.order]!;
                const w = {
                  db: tx,
                  enterpriseId,
                  user: e.actor === null ? null : { id: users[e.actor]! },
                  written: { events: 0 },
                };
                await appendEvent(w, KINDS[e.kind]!, order.id, { orderNo: order.orderNo, title: e.title });
              }
              const appended = (
                await rows<Record<string, unknown>>(
                  tx,
                  sql`select * from domain_events where enterprise_id = ${enterpriseId} and id > ${last} order by id`,
                )
              ).map((r): DomainEvent => ({
                enterpriseId,
                id: Number(r.id),
                kind: r.kind as DomainEventKind,
                objectKind: String(r.object_kind),
                objectId: Number(r.object_id),
                actorUserId: r.actor_user_id === null ? null : Number(r.actor_user_id),
                payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<
                  string,
                  unknown
                >,
                createdAt: new Date(),
              }));
              const ids = appended.map((e) => e.id);
              const alone: number[] = [];
              for (const e of appended) alone.push(...(await deliver(tdb, e)));
              const each = await written(tdb, ids);
              await tx.execute(
                sql`delete from messages where enterprise_id = ${enterpriseId} and event_id = any(${idArray(ids)})`,
              );
              const together = await deliverBatch(tdb, appended);
              const batch = await written(tdb, ids);
              // numbered in the events' order, as the message centre lists them
              const byNumber = await rows(
                tx,
                sql`select event_id::int as event_id, user_id::int as user_id from messages
                     where enterprise_id = ${enterpriseId} and event_id = any(${idArray(ids)}) order by id`,
              );
              expect(byNumber).toEqual(batch.map((m) => ({ event_id: m.event_id, user_id: m.user_id })));
              throw new Rollback(
                JSON.stringify({ each, batch, alone: [...new Set(alone)].sort((a, b) => a - b), together }),
              );
            }),
          ).catch((e: unknown) => {
            if (e instanceof Rollback) return JSON.parse(e.message) as Record<string, unknown[]>;
            throw e;
          });
          const { each, batch, alone, together } = await outcome;
          expect(batch).toEqual(each);
          expect([...together!].sort((a, b) => Number(a) - Number(b))).toEqual(alone);
        },
      ),
      { numRuns: 60 },
    );
  });
});
