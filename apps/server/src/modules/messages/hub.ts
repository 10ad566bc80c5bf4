import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageItem } from '@fieldline/domain';
import { rows, type Database } from '../../db/client';
import { idArray } from '../../core/sql';
import { asTenant, mineSql } from '../../core/tenant';
import { MESSAGES_CHANNEL } from './deliver';

/** What the stream tells a user: their unread count, and the newest message when one arrived. */
export interface StreamNews {
  unread: number;
  latest?: MessageItem;
}

/** One open stream of one user (a browser tab). */
export interface StreamSink {
  send(event: 'message' | 'unread', news: StreamNews): void;
  close(): void;
  /** The session it was opened by (the start of its token hash): ending the session ends it. */
  session?: string;
}

/** A tab left open in many places is fine; more than this per user closes the oldest. */
export const MAX_STREAMS_PER_USER = 8;
const RECONNECT_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * A NOTIFY on `fl_messages`: users `u` of enterprise `e` have news (`r`: only the count changed), or,
 * with `x`, a session of theirs ended (the sessions table's delete trigger, migration 0032): its
 * streams close, on whichever server process holds them.
 */
type Notice = { e: number; u: number[]; r?: 1; x?: string };
const isNotice = (v: unknown): v is Notice =>
  !!v &&
  typeof v === 'object' &&
  Number.isSafeInteger((v as Notice).e) &&
  Array.isArray((v as Notice).u) &&
  (v as Notice).u.every(Number.isSafeInteger);

/** An open LISTEN on one engine: stop() awaits the UNLISTEN (PGlite) or the connection's end. */
interface Listening {
  stop(): Promise<void>;
}

/**
 * The message stream's one LISTEN per server process: NOTIFY payloads on `fl_messages` name an
 * enterprise and its users (deliverInApp, the consumer, mark read); the hub looks up the news of
 * those of them connected to this process, in one query per enterprise, and hands it to their
 * streams. Notices that arrive while a lookup runs are merged into the next one.
 */
export class MessageHub {
  private sinks = new Map<string, Set<StreamSink>>();
  private listening: Promise<Listening> | null = null;
  private stopped = false;
  /** enterprise → user → whether a new message arrived (else only the count changed) */
  private pending = new Map<number, Map<number, boolean>>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  get connected() {
    let n = 0;
    for (const set of this.sinks.values()) n += set.size;
    return n;
  }

  /** Adds a user's stream (listening from the first one on); answers its removal. */
  async add(enterpriseId: number, userId: number, sink: StreamSink): Promise<() => void> {
    const key = `${enterpriseId}:${userId}`;
    let set = this.sinks.get(key);
    if (!set) this.sinks.set(key, (set = new Set()));
    set.add(sink);
    if (set.size > MAX_STREAMS_PER_USER) {
      const oldest = set.values().next().value!;
      set.delete(oldest);
      oldest.close();
    }
    await this.listen();
    return () => {
      set.delete(sink);
      if (!set.size && this.sinks.get(key) === set) this.sinks.delete(key);
    };
  }

  /** The user's unread count now (the first event of a stream). */
  async unreadOf(enterpriseId: number, userId: number) {
    const news = await this.newsOf(enterpriseId, new Map([[userId, false]]));
    return news.get(userId)?.unread ?? 0;
  }

  /** Ends every stream and the LISTEN (app close: streams first, so the server can stop). */
  closeStreams() {
    for (const set of this.sinks.values()) for (const sink of set) sink.close();
    this.sinks.clear();
  }

  async stop() {
    this.stopped = true;
    this.closeStreams();
    await this.flushing;
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => null))?.stop();
  }

  private listen() {
    if (this.stopped) return Promise.resolve();
    this.listening ??= (
      this.database.pglite ? this.listenPglite() : this.listenPostgres(this.database.pool!)
    ).catch((err: unknown) => {
      this.listening = null;
      throw err;
    });
    return this.listening.then(() => undefined);
  }

  private async listenPglite(): Promise<Listening> {
    const unlisten = await this.database.pglite!.listen(MESSAGES_CHANNEL, (payload) => this.heard(payload));
    return { stop: () => unlisten() };
  }

  /**
   * A connection of its own (not one of the pool's): it holds the LISTEN for the process's life.
   * Lost, it is made again with back-off, and every connected user is sent their count afresh,
   * since what was notified in between is gone.
   */
  private async listenPostgres(pool: pg.Pool): Promise<Listening> {
    let client: pg.Client | null = null;
    let attempt = 0;
    let timer: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: pool.options.connectionString, keepAlive: true });
      c.on('notification', (n) => n.channel === MESSAGES_CHANNEL && this.heard(n.payload ?? ''));
      c.on('error', () => undefined);
      c.on('end', () => {
        if (client !== c || this.stopped) return;
        client = null;
        const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
        this.log.warn({ wait }, 'message stream: LISTEN connection lost, reconnecting');
        timer = setTimeout(() => {
          connect()
            .then(() => {
              attempt = 0;
              this.resyncAll();
            })
            .catch(() => c.emit('end'));
        }, wait);
      });
      client = c;
      await c.connect();
      await c.query(`listen ${MESSAGES_CHANNEL}`);
    };
    await connect();
    return {
      stop: async () => {
        if (timer) clearTimeout(timer);
        const c = client;
        client = null;
        await c?.end().catch(() => undefined);
      },
    };
  }

  private heard(payload: string) {
    let notice: unknown;
    try {
      notice = JSON.parse(payload);
    } catch {
      return;
    }
    if (!isNotice(notice)) return;
    if (typeof notice.x === 'string') return this.endSession(notice.e, notice.u, notice.x);
    for (const userId of notice.u) {
      if (!this.sinks.has(`${notice.e}:${userId}`)) continue;
      let users = this.pending.get(notice.e);
      if (!users) this.pending.set(notice.e, (users = new Map()));
      users.set(userId, (users.get(userId) ?? false) || !notice.r);
    }
    if (this.pending.size) this.flush();
  }

  /** The streams a session opened, closed when the session ends (sign-out, disabled, handed over). */
  private endSession(enterpriseId: number, userIds: number[], session: string) {
    for (const userId of userIds) {
      const key = `${enterpriseId}:${userId}`;
      const set = this.sinks.get(key);
      if (!set) continue;
      for (const sink of [...set])
        if (sink.session === session) {
          set.delete(sink);
          sink.close();
        }
      if (!set.size) this.sinks.delete(key);
    }
  }

  private resyncAll() {
    for (const key of this.sinks.keys()) {
      const [e, u] = key.split(':').map(Number) as [number, number];
      let users = this.pending.get(e);
      if (!users) this.pending.set(e, (users = new Map()));
      users.set(u, users.get(u) ?? false);
    }
    this.flush();
  }

  private flush() {
    this.flushing ??= (async () => {
      while (this.pending.size && !this.stopped) {
        const [enterpriseId, users] = this.pending.entries().next().value!;
        this.pending.delete(enterpriseId);
        try {
          const news = await this.newsOf(enterpriseId, users);
          for (const [userId, arrived] of users)
            for (const sink of this.sinks.get(`${enterpriseId}:${userId}`) ?? [])
              sink.send(arrived ? 'message' : 'unread', news.get(userId) ?? { unread: 0 });
        } catch (err) {
          if (!this.stopped) this.log.error({ err }, 'message stream: news lookup failed');
        }
      }
    })().finally(() => {
      this.flushing = null;
    });
  }

  /** Unread counts of these users, and the newest message of those told a new one arrived. */
  private newsOf(enterpriseId: number, users: Map<number, boolean>) {
    const ids = idArray([...users.keys()]);
    const arrived = idArray([...users].filter(([, a]) => a).map(([u]) => u));
    return asTenant(enterpriseId, async () => {
      const found = await rows<{
        user_id: number;
        unread: number;
        latest: (Omit<MessageItem, 'createdAt'> & { createdAt: string }) | null;
      }>(
        this.database.db,
        sql`select u.id::int as user_id,
                   (select count(*)::int from messages m
                     where ${mineSql(enterpriseId, 'm')} and m.user_id = u.id and m.read_at is null) as unread,
                   case when u.id = any(${arrived}) then (
                     select json_build_object('id', l.id, 'kind', l.kind, 'title', l.title, 'body', l.body,
                              'objectKind', l.object_kind, 'objectId', l.object_id, 'read', l.read_at is not null,
                              'createdAt', l.created_at)
                       from messages l where ${mineSql(enterpriseId, 'l')} and l.user_id = u.id
                      order by l.id desc limit 1) end as latest
              from unnest(${ids}) as u(id)`,
      );
      return new Map(
        found.map((r) => [
          Number(r.user_id),
          {
            unread: Number(r.unread),
            ...(r.latest
              ? { latest: { ...r.latest, createdAt: new Date(r.latest.createdAt).toISOString() } }
              : {}),
          },
        ]),
      );
    });
  }
}
