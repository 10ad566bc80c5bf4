import type { FastifyInstance, FastifyReply } from 'fastify';
import sse from '@fastify/sse';
import { SIGNED_IN } from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { MessageHub, type StreamSink } from './hub';

/** A comment line every so often keeps proxies from closing an idle stream. */
export const STREAM_HEARTBEAT_MS = 25_000;
/** How long a browser waits before it reconnects a dropped stream (the SSE `retry` field). */
export const STREAM_RETRY_MS = 3000;

const hubs = new WeakMap<FastifyInstance, MessageHub>();
const hubOf = (app: FastifyInstance) => {
  const hub = hubs.get(app);
  if (!hub) throw new Error('installMessageStream(app) was not called');
  return hub;
};

/**
 * Server-sent events through @fastify/sse, and the process's one message hub (hub.ts). Call before
 * the routes are registered (the plugin marks the stream route when it is added). On close, the
 * streams end first (so the server can stop), then the LISTEN, awaited before the database closes.
 */
export async function installMessageStream(app: FastifyInstance) {
  const hub = new MessageHub(app.ctx.database, app.log);
  hubs.set(app, hub);
  await app.register(sse, { heartbeatInterval: STREAM_HEARTBEAT_MS });
  app.addHook('preClose', async () => hub.closeStreams());
  app.addHook('onClose', async () => hub.stop());
}

/** The hub of an app (tests read how many streams it holds). */
export const messageHubOf = hubOf;

/** How much of a session's token hash names it in the session-ended notice (the delete trigger). */
export const SESSION_KEY_LENGTH = 16;

function sinkOf(reply: FastifyReply, tokenHash: string): StreamSink {
  return {
    session: tokenHash.slice(0, SESSION_KEY_LENGTH),
    send: (event, news) => {
      if (reply.sse?.isConnected) reply.sse.send({ event, data: news }).catch(() => undefined);
    },
    close: () => reply.sse?.close(),
  };
}

export const messageStreamRoute = defineRoute({
  method: 'GET',
  url: '/v2/message/stream',
  access: SIGNED_IN,
  tags: ['messages'],
  summary:
    "The caller's message news as server-sent events (Accept: text/event-stream): `unread` {unread} on connect and when the count changes, `message` {unread, latest} when one arrives; other clients get the unread count as JSON",
  stream: true,
  handler: async ({ req, reply, tenant }) => {
    const hub = hubOf(req.server);
    const { enterpriseId } = tenant;
    const userId = tenant.user.id;
    if (!reply.sse) return { unread: await hub.unreadOf(enterpriseId, userId) };
    const sink = sinkOf(reply, tenant.auth.tokenHash);
    reply.sse.keepAlive();
    // joined before the count is read, so a message in between is heard (at worst twice)
    const remove = await hub.add(enterpriseId, userId, sink);
    reply.sse.onClose(remove);
    if (!reply.sse.isConnected) remove(); // gone while joining: onClose has already run
    const unread = await hub.unreadOf(enterpriseId, userId);
    await reply.sse.send({ event: 'unread', data: { unread }, retry: STREAM_RETRY_MS });
    return undefined;
  },
});
