/**
 * Messages (issue 21, acceptance): what telling people costs an order transition. The transition is
 * the assignment (1 → 2, POST /v2/order/assign) of the large order enterprise's orders waiting for
 * it, by the users who see every order; its domain event is delivered by the dispatcher after the
 * request (docs/events.md), so the fan-out row times each transition until the dispatcher is idle
 * again (its messages written).
 *
 *   - fan-out: one transition at a time, its recipients 50 (the engineer and 49 members of a role
 *     the setting names), beside the same transition with the kind's messages switched off;
 *   - throughput: many in flight, messages on (the default setting: the engineer is told; and the
 *     50-recipient setting) beside off, in alternating slices. Target: on ≥ 0.8 × off. The row is
 *     the transitions' own rate; the note gives it again counted until every slice's messages were
 *     written (the dispatcher idle), which is what the dispatcher keeps up with.
 *
 * "Off" is the enterprise's setting (enabled = false), as a customer would switch it: the event is
 * still written and dispatched (receipts), only the messages are not.
 */
import { ORDER_STATES } from '@fieldline/domain';
import type { Database } from '@fieldline/server/src/db/client';
import type { LoadSample, LoadSummary } from './load';
import { summarize } from './load';
import type { Row } from './report';
import { csrfFor } from './order-scale';

/** Recipients of the fan-out rows: the engineer and 49 members of the bench's role. */
export const FAN_OUT = 50;
/** Transitions timed one at a time per side in the fan-out row. */
const FAN_OUT_TRANSITIONS = 20;
const ASSIGN_PATH = '/api/v2/order/assign';

type Slice = {
  concurrency: number;
  durationMs: number;
  warmupMs: number;
  maxRequests: number;
  offset?: number;
};

export interface MessageBenchDeps {
  database: Database;
  enterpriseId: number;
  /** Users of the enterprise who see every order, with generated sessions. */
  userIds: number[];
  salt: string;
  tokenFor(userId: number): string;
  port: number;
  /** Waits until the app's event dispatcher has nothing pending. */
  idle(): Promise<void>;
  /** The forked HTTP client (client.ts). */
  runHttp(s: {
    port: number;
    method: 'POST';
    path: string;
    headers: Record<string, string>[];
    bodies: string[];
    concurrency: number;
    durationMs: number;
    warmupMs: number;
    maxRequests: number;
    offset?: number;
  }): Promise<LoadSample>;
  /** run.ts measureGroup: alternating slices of each measure. */
  measureGroup(
    measures: { maxRequests?: number; concurrency?: number; run(s: Slice): Promise<LoadSample> }[],
  ): Promise<LoadSummary[]>;
  concurrency: number;
  only?: RegExp;
  log(...lines: string[]): void;
}

/** Requests per second over the time until delivered. */
const rate = (s: LoadSummary, deliveredMs: number) => (deliveredMs ? (s.requests / deliveredMs) * 1000 : 0);
const int = (v: number) => Math.round(v).toLocaleString('en-GB');
const cpuOf = (s: LoadSummary) => (s as LoadSummary & { cpuMsPerRequest?: number }).cpuMsPerRequest;

export async function messageRows(d: MessageBenchDeps): Promise<Row[]> {
  const q = (text: string, values: unknown[] = []) => d.database.sql.query(text, values).then((r) => r.rows);
  const e = d.enterpriseId;
  const [server] = await q(
    `select u.id::int as id from users u join user_roles ur on ur.enterprise_id = u.enterprise_id and ur.user_id = u.id
       join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
      where u.enterprise_id = $1 and u.enabled and r.built_in and r.type = 2 and u.id <> all($2::int[])
      order by u.id limit 1`,
    [e, d.userIds],
  );
  if (!server) throw new Error('messages bench: the large order enterprise has no service staff');
  const serverId = Number(server.id);
  // a role of 49 other enabled users: with the engineer, 50 recipients (the actor is never told)
  const [role] = await q(
    `insert into roles (enterprise_id, name, permissions) values ($1, 'Bench message recipients', '[]') returning id`,
    [e],
  );
  const roleId = Number(role!.id);
  await q(
    `insert into user_roles (enterprise_id, user_id, role_id)
     select $1, u.id, $2 from users u
      where u.enterprise_id = $1 and u.enabled and u.id <> $3 and u.id <> all($4::int[])
      order by u.id limit $5`,
    [e, roleId, serverId, d.userIds, FAN_OUT - 1],
  );
  const setting = (enabled: boolean, fanOut: boolean) =>
    q(
      `insert into message_settings (enterprise_id, kind, enabled, recipients, role_ids, channels)
       values ($1, 'order.assigned', $2, $3::text[], $4::bigint[], '{inApp}')
       on conflict (enterprise_id, kind) do update
         set enabled = excluded.enabled, recipients = excluded.recipients, role_ids = excluded.role_ids`,
      [e, enabled, fanOut ? '{server,roles}' : '{server,collaborators}', fanOut ? `{${roleId}}` : '{}'],
    );

  const waiting = (
    await q(
      `select id from orders where enterprise_id = $1 and state = $2 and deleted_at is null and archived_at is null
          and pooled_at is null
        order by id`,
      [e, ORDER_STATES.assignment],
    )
  ).map((r) => Number(r.id));
  let next = 0;
  const take = (n: number) => {
    const ids = waiting.slice(next, next + n);
    next += ids.length;
    return ids;
  };
  const variant = (orderId: number, i: number) => {
    const userId = d.userIds[i % d.userIds.length]!;
    return {
      headers: { token: d.tokenFor(userId), 'x-csrf-token': csrfFor(d.salt, userId) },
      body: JSON.stringify({ orderIds: [orderId], serverUserId: serverId }),
    };
  };
  const rows: Row[] = [];
  const messagesFor = async (orderIds: number[]) =>
    Number(
      (
        await q(
          `select count(*)::int as n from messages m join domain_events ev
              on ev.enterprise_id = m.enterprise_id and ev.id = m.event_id
            where m.enterprise_id = $1 and ev.kind = 'order.assigned' and ev.object_id = any($2::bigint[])`,
          [e, `{${orderIds.join(',')}}`],
        )
      )[0]?.n ?? 0,
    );

  // Fan-out: one at a time, each timed from the request to its messages written.
  const fanOutName = `POST /v2/order/assign, ${FAN_OUT} recipients told (1 in flight, until delivered)`;
  if (!d.only || d.only.test(fanOutName)) {
    const side = async (enabled: boolean) => {
      await setting(enabled, true);
      const ids = take(FAN_OUT_TRANSITIONS);
      const latencies = new Float64Array(ids.length);
      const t0 = performance.now();
      for (const [i, id] of ids.entries()) {
        const v = variant(id, i);
        const start = performance.now();
        const res = await fetch(`http://127.0.0.1:${d.port}${ASSIGN_PATH}`, {
          method: 'POST',
          headers: { ...v.headers, 'content-type': 'application/json' },
          body: v.body,
        });
        const text = await res.text();
        if (res.status !== 200 || !text.includes('"success":true'))
          throw new Error(`assign answered ${res.status}: ${text.slice(0, 200)}`);
        await d.idle();
        latencies[i] = performance.now() - start;
      }
      const sample: LoadSample = { latencies, errors: 0, elapsedMs: performance.now() - t0 };
      return { summary: summarize([sample]), written: await messagesFor(ids), ids };
    };
    if (waiting.length - next >= 2 * FAN_OUT_TRANSITIONS) {
      const on = await side(true);
      const off = await side(false);
      if (on.written !== FAN_OUT * on.ids.length)
        throw new Error(`fan-out: ${on.written} messages written, expected ${FAN_OUT * on.ids.length}`);
      rows.push({
        name: fanOutName,
        summary: on.summary,
        baseline: { name: 'same transition, its messages off (until dispatched)', summary: off.summary },
        note:
          `${on.written} messages written for ${on.ids.length} transitions (${FAN_OUT} each), none when off; ` +
          `p50 on ÷ off ${(on.summary.p50 / off.summary.p50).toFixed(2)}`,
      });
    } else d.log('  (messages fan-out row left out: too few orders waiting for assignment)');
  }

  // Throughput: many in flight, on and off in alternating slices; each slice ends when delivered.
  const throughputRows = [false, true];
  for (const [row, fanOut] of throughputRows.entries()) {
    const name = `POST /v2/order/assign, messages on (${fanOut ? `${FAN_OUT} recipients` : 'default: the engineer'}), ${d.concurrency} in flight`;
    if (d.only && !d.only.test(name)) continue;
    const left = waiting.length - next;
    if (left < 200) {
      d.log(`  (${name} left out: ${left} orders waiting for assignment)`);
      continue;
    }
    // what is left, shared by this row and the ones after it (warm-up orders apart)
    const share = Math.floor(
      (left - 4 * d.concurrency * (throughputRows.length - row)) / (throughputRows.length - row),
    );
    const perSide = Math.floor(Math.min(share, 4000) / 2);
    // per side: the time each slice took until the dispatcher was idle again (messages written)
    const delivered = [0, 0];
    const sides = [true, false].map((enabled, i) => {
      const variants = take(perSide).map(variant);
      return {
        maxRequests: variants.length,
        concurrency: d.concurrency,
        run: async (slice: Slice) => {
          await setting(enabled, fanOut);
          const t0 = performance.now();
          const sample = await d.runHttp({
            port: d.port,
            method: 'POST',
            path: ASSIGN_PATH,
            headers: variants.map((v) => v.headers),
            bodies: variants.map((v) => v.body),
            ...slice,
            warmupMs: 0,
          });
          await d.idle();
          delivered[i]! += Math.max(sample.elapsedMs, performance.now() - t0);
          return sample;
        },
      };
    });
    // warm-up, unmeasured, on orders of its own (the client's warm-up would reuse the measured ones)
    for (const side of [true, false]) {
      await setting(side, fanOut);
      const warmUp = take(d.concurrency * 2).map(variant);
      await d.runHttp({
        port: d.port,
        method: 'POST',
        path: ASSIGN_PATH,
        headers: warmUp.map((v) => v.headers),
        bodies: warmUp.map((v) => v.body),
        concurrency: d.concurrency,
        durationMs: 60_000,
        warmupMs: 0,
        maxRequests: warmUp.length,
      });
      await d.idle();
    }
    const [on, off] = await d.measureGroup(sides);
    rows.push({
      name,
      summary: on!,
      baseline: { name: 'same transition, messages off', summary: off! },
      note: [
        `ratio on ÷ off ${(on!.rps / off!.rps).toFixed(2)} (target ≥ 0.80)`,
        `counted until the dispatcher was idle after each slice (every message written): on ${int(rate(on!, delivered[0]!))} req/s, off ${int(rate(off!, delivered[1]!))} req/s, ratio ${(rate(on!, delivered[0]!) / rate(off!, delivered[1]!)).toFixed(2)}`,
        cpuOf(on!) && cpuOf(off!)
          ? `Node CPU per transition on ${cpuOf(on!)!.toFixed(2)} ms, off ${cpuOf(off!)!.toFixed(2)} ms`
          : '',
      ]
        .filter(Boolean)
        .join('; '),
    });
  }
  // leave the enterprise as the generator made it (default setting, role gone)
  await q(`delete from message_settings where enterprise_id = $1 and kind = 'order.assigned'`, [e]);
  await q(`delete from user_roles where enterprise_id = $1 and role_id = $2`, [e, roleId]);
  await q(`delete from roles where enterprise_id = $1 and id = $2`, [e, roleId]);
  return rows;
}
