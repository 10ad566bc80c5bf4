import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../../db/client';
import { asTenant, mineSql } from '../../core/tenant';
import { as, loginAs, testApp, type Session, type TestApp } from '../../test/app';
import { idOf, otherEnterprise, userId } from '../../test/data';
import { announceMessages, deliverInApp, messageHubOf } from '.';

/**
 * The live message stream (GET /v2/message/stream) through a real listening server: inject does
 * not stream. Each stream is read with fetch and its events parsed as a browser's EventSource would.
 */
let t: TestApp;
let base: string;
let closed = false;
let staff: Session;
let staff2: Session;
let other: Awaited<ReturnType<typeof otherEnterprise>>;
let enterpriseId: number;
const ids = { staff: 0, staff2: 0 };
let listenCalls = 0;

beforeAll(async () => {
  t = await testApp();
  if (t.database.pglite) {
    const listen = t.database.pglite.listen.bind(t.database.pglite);
    vi.spyOn(t.database.pglite, 'listen').mockImplementation((...args) => {
      listenCalls++;
      return listen(...args);
    });
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  [staff, staff2] = await Promise.all([loginAs(t.app, 'serviceStaff'), loginAs(t.app, 'serviceStaff2')]);
  other = await otherEnterprise(t);
  ids.staff = await userId(t, 'serviceStaff');
  ids.staff2 = await userId(t, 'serviceStaff2');
  enterpriseId = await idOf(t, sql`select enterprise_id as id from users where id = ${ids.staff}`);
});
afterAll(async () => {
  if (!closed) await t.close();
});

interface Heard {
  event: string;
  data: { unread: number; latest?: { title: string; kind: string; objectId: number | null } };
  retry?: number;
}

/** Opens a stream as `s` and collects its events; `next()` waits for the next one not yet taken. */
async function openStream(s: Session | null) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/v2/message/stream`, {
    headers: { accept: 'text/event-stream', ...(s ? { token: s.token } : {}) },
    signal: abort.signal,
  });
  const heard: Heard[] = [];
  let taken = 0;
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  const reading = (async () => {
    if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((l) => l.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const data = field('data');
          if (data === undefined) continue; // a heartbeat comment
          const retry = field('retry');
          heard.push({
            event: field('event') ?? 'message',
            data: JSON.parse(data),
            ...(retry ? { retry: Number(retry) } : {}),
          });
          wake();
        }
      }
    } catch {
      // aborted by the test
    } finally {
      ended = true;
      wake();
    }
  })();
  const next = async (ms = 10_000): Promise<Heard> => {
    const until = Date.now() + ms;
    while (heard.length <= taken) {
      if (ended) throw new Error('stream ended');
      if (Date.now() > until) throw new Error('no event within the time');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return heard[taken++]!;
  };
  /** Nothing more arrives within `ms`. */
  const quiet = async (ms = 800) => {
    await new Promise((r) => setTimeout(r, ms));
    return heard.slice(taken);
  };
  return {
    res,
    next,
    quiet,
    ended: () => ended,
    reading,
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

const send = (userIds: number[], title: string) =>
  asTenant(enterpriseId, () =>
    t.database.db.transaction((tx) =>
      deliverInApp(
        { db: tx, enterpriseId },
        { userIds, kind: 'notice.announcement', title, objectKind: 'notice', objectId: 1 },
      ),
    ),
  );
const unreadOf = async (s: Session) =>
  (await as(t, s).get('/api/v2/message/unreadCount')).json().data.unread as number;
const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('message stream (GET /v2/message/stream)', () => {
  it('is for signed-in users only; a client not asking for events gets the unread count as JSON', async () => {
    const anonymous = await openStream(null);
    expect(anonymous.res.status).toBe(401);
    const body = (await anonymous.res.json()) as { success: boolean; code: string };
    expect(body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    const json = await fetch(`${base}/api/v2/message/stream`, { headers: { token: staff.token } });
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await json.json()) as { data: { unread: number } }).data.unread).toBe(await unreadOf(staff));
  });

  it("a message to A arrives on A's stream with the new unread count; B and another enterprise hear nothing", async () => {
    const a = await openStream(staff);
    const b = await openStream(staff2);
    const c = await openStream(other.session);
    expect(a.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await a.next();
    expect(first).toMatchObject({ event: 'unread', data: { unread: await unreadOf(staff) }, retry: 3000 });
    expect((await b.next()).event).toBe('unread');
    expect((await c.next()).data.unread).toBe(0);
    expect(messageHubOf(t.app).connected).toBe(3);

    await send([ids.staff], '设备巡检通知');
    const heard = await a.next();
    expect(heard.event).toBe('message');
    expect(heard.data.unread).toBe(first.data.unread + 1);
    expect(heard.data.latest).toMatchObject({
      title: '设备巡检通知',
      kind: 'notice.announcement',
      objectId: 1,
    });
    expect(await b.quiet()).toEqual([]);
    expect(await c.quiet(0)).toEqual([]);

    // B hears its own message; A hears nothing of it
    await send([ids.staff2], '给赵师傅的通知');
    expect((await b.next()).data.latest?.title).toBe('给赵师傅的通知');
    expect(await a.quiet()).toEqual([]);
    await Promise.all([a.close(), b.close(), c.close()]);
    await waitFor(() => messageHubOf(t.app).connected === 0);
  });

  it('every tab of the user hears it; marking read in one tells the others the count', async () => {
    const tab1 = await openStream(staff);
    const tab2 = await openStream(staff);
    await Promise.all([tab1.next(), tab2.next()]);
    await send([ids.staff], '两个标签页');
    const [h1, h2] = await Promise.all([tab1.next(), tab2.next()]);
    expect(h1.data).toEqual(h2.data);
    const id = (await as(t, staff).get('/api/v2/message/list?pageSize=1')).json().data.list[0].id;
    await as(t, staff).post('/api/v2/message/read', { ids: [id] });
    const after = await tab2.next();
    expect(after).toMatchObject({ event: 'unread', data: { unread: h1.data.unread - 1 } });
    expect(after.data.latest).toBeUndefined();
    expect((await tab1.next()).data.unread).toBe(h1.data.unread - 1);
    await as(t, staff).post('/api/v2/message/readAll');
    expect((await tab1.next()).data.unread).toBe(0);
    expect((await tab2.next()).data.unread).toBe(0);
    await Promise.all([tab1.close(), tab2.close()]);
  });

  it('one LISTEN serves the whole process, however many streams are open', async () => {
    const streams = await Promise.all([staff, staff2, staff, other.session].map(openStream));
    await Promise.all(streams.map((s) => s.next()));
    if (t.database.pglite) expect(listenCalls).toBe(1);
    else {
      const [row] = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and query ilike 'listen fl_messages%'`,
      );
      expect(row!.n).toBe(1);
    }
    // a long list of users is announced in NOTIFY chunks (one payload would pass PostgreSQL's 8000
    // bytes): 赵师傅, last of 1 201 ids, is in the fourth and hears it; 张师傅 is in none
    await send([ids.staff2], '大量收件人');
    const many = Array.from({ length: 1200 }, (_, i) => 20_000_000 + i).concat(ids.staff2);
    await asTenant(enterpriseId, () => announceMessages({ db: t.database.db, enterpriseId }, many));
    expect((await streams[1]!.next()).data.latest?.title).toBe('大量收件人');
    expect((await streams[1]!.next()).data.latest?.title).toBe('大量收件人');
    expect(await streams[0]!.quiet()).toEqual([]);
    await Promise.all(streams.map((s) => s.close()));
  });

  it("signing out ends that session's streams, and only those; a disabled user's streams end too", async () => {
    const second = await loginAs(t.app, 'serviceStaff');
    const mine = await openStream(second);
    const kept = await openStream(staff);
    await Promise.all([mine.next(), kept.next()]);
    const out = await as(t, second).post('/api/stand/logout');
    expect(out.statusCode).toBe(200);
    await mine.reading;
    expect(mine.ended()).toBe(true);
    expect(kept.ended()).toBe(false);
    await send([ids.staff], '退出后仍在线');
    expect((await kept.next()).data.latest?.title).toBe('退出后仍在线');
    // ending every session of a user (as disabling or a handover does) ends all their streams
    await asTenant(enterpriseId, () =>
      t.database.db.execute(
        sql`delete from sessions s where ${mineSql(enterpriseId, 's')} and s.user_id = ${ids.staff}`,
      ),
    );
    await kept.reading;
    expect(kept.ended()).toBe(true);
    await waitFor(() => messageHubOf(t.app).connected === 0);
    staff = await loginAs(t.app, 'serviceStaff');
  });

  it('closing the app ends the open streams and then the LISTEN, before the database closes', async () => {
    const open = await openStream(staff);
    await open.next();
    const errors = vi.spyOn(console, 'error');
    closed = true;
    await t.close();
    await open.reading;
    expect(open.ended()).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore(); // console is shared with the worker's next files
  });
});
