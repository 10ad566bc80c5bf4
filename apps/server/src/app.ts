import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { SESSION_HINT_COOKIE } from '@fieldline/domain';
import type { Config } from './config';
import type { Database } from './db/client';
import './app-context';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  loadSession,
  sessionToken,
  setSessionHintCookie,
} from './core/auth';
import { installEnvelope, replyToFrameworkError } from './core/envelope';
import { startJobs } from './core/jobs';
import { registerRoutes } from './core/route';
import { outboxSmsProvider, type SmsProvider } from './core/sms';
import { webhookChatAppProvider, type ChatAppProvider } from './core/chat-app';
import { smtpEmailProvider, type EmailProvider } from './core/email';
import { mapProviderFor, type MapProvider } from './core/maps';
import { localDiskStorage, type FileStorage } from './core/storage';
import { authJobs, authRoutes } from './modules/auth';
import { customerRoutes } from './modules/customers';
import { downloadJobs, downloadRoutes } from './modules/downloads';
import { equipmentRoutes } from './modules/equipment';
import { menuRoutes } from './modules/menus';
import {
  installMessageStream,
  markOutboundInterrupted,
  messageConsumer,
  messageRoutes,
  sendQueuedOutbound,
} from './modules/messages';
import { noticeJobs, noticeRoutes, restoreDemoCover } from './modules/notices';
import { fileRoutes } from './modules/files';
import { formJobs, formRoutes } from './modules/forms';
import { organizationRoutes } from './modules/organization';
import { orderJobs, ordersRoutes } from './modules/orders';
import { createEventBus, eventJobs, type EventConsumer } from './modules/events';
import { platformRoutes } from './modules/platform';
import { productRoutes } from './modules/products';
import { qrCodeRoutes } from './modules/qrcodes';
import { returnVisitConsumer, returnVisitRoutes } from './modules/return-visits';
import { collectionConsumer, collectionRoutes } from './modules/collection';
import { reconciliationRoutes } from './modules/reconciliation';
import { serviceEventConsumer, serviceEventRoutes } from './modules/service-events';
import { knowledgeJobs, knowledgeRoutes, restoreDemoDocument } from './modules/knowledge';
import { spareConsumer, spareJobs, spareRoutes } from './modules/spare-parts';
import { faultJobs, faultRoutes } from './modules/faults';
import { actMsgJobs, faultReportRoutes, moreReportRoutes } from './modules/reports';
import { settlementConsumer, settlementRoutes } from './modules/settlement';
import { systemSettingRoutes } from './modules/system-settings';
import { contractConsumer, contractJobs, contractRoutes } from './modules/contracts';
import { dispatchMapConsumer, dispatchMapJobs, dispatchMapRoutes } from './modules/dispatch-map';
import { scheduleSlaJobs, slaConsumer, slaJobs, slaRoutes } from './modules/sla';
import { statsConsumer, statsJobs, statsRoutes } from './modules/stats';
import { serviceItemRoutes } from './modules/service-items';
import { sendQueuedSms, smsJobs, smsRoutes } from './modules/sms';
import { sessionUserRoutes } from './modules/session-user';
import { systemRoutes } from './modules/system';
import { userRoutes } from './modules/users';

export interface BuildOptions {
  config: Config;
  database: Database;
  sms?: SmsProvider;
  chatApp?: ChatAppProvider;
  email?: EmailProvider;
  maps?: MapProvider;
  storage?: FileStorage;
  logger?: boolean;
  /** The domain-event consumers; every module's by default (tests may pass their own). */
  consumers?: readonly EventConsumer[];
}

/** Every module's domain-event consumers (docs/events.md). */
const EVENT_CONSUMERS: readonly EventConsumer[] = [
  messageConsumer,
  returnVisitConsumer,
  collectionConsumer,
  settlementConsumer,
  spareConsumer,
  serviceEventConsumer,
  contractConsumer,
  slaConsumer,
  dispatchMapConsumer,
  statsConsumer,
];

/** Every module's routes, in one place. */
const ROUTES = [
  ...systemRoutes,
  ...authRoutes,
  ...sessionUserRoutes,
  ...userRoutes,
  ...fileRoutes,
  ...organizationRoutes,
  ...menuRoutes,
  ...downloadRoutes,
  ...formRoutes,
  ...productRoutes,
  ...customerRoutes,
  ...equipmentRoutes,
  ...qrCodeRoutes,
  ...ordersRoutes,
  ...serviceItemRoutes,
  ...platformRoutes,
  ...messageRoutes,
  ...smsRoutes,
  ...noticeRoutes,
  ...returnVisitRoutes,
  ...collectionRoutes,
  ...reconciliationRoutes,
  ...serviceEventRoutes,
  ...knowledgeRoutes,
  ...systemSettingRoutes,
  ...spareRoutes,
  ...faultRoutes,
  ...faultReportRoutes,
  ...moreReportRoutes,
  ...settlementRoutes,
  ...contractRoutes,
  ...dispatchMapRoutes,
  ...slaRoutes,
  ...statsRoutes,
];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false || config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < config.trustProxy : false,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: replyToFrameworkError,
  });

  app.decorate('ctx', {
    config,
    database,
    db: database.db,
    sms: opts.sms ?? outboxSmsProvider(database.db, app.log),
    chatApp: opts.chatApp ?? webhookChatAppProvider(config.chatAppHosts),
    email: opts.email ?? smtpEmailProvider(config.smtpUrl, config.mailFrom),
    maps: opts.maps ?? mapProviderFor(config.mapProvider),
    storage: opts.storage ?? localDiskStorage(path.join(config.dataDir, 'files')),
    routes: [],
    jobs: null,
    events: null as never,
  });
  // Domain events (docs/events.md): dispatched after the request that appended them, and at start.
  // After each pass, the SMS the consumers queued are sent through the provider (modules/sms).
  app.ctx.events = createEventBus(database.db, opts.consumers ?? EVENT_CONSUMERS, app.log, {
    afterPass: async () => {
      await sendQueuedSms(database.db, app.ctx.sms, app.log);
      // and the chat-app and email messages (modules/messages/outbound.ts)
      await sendQueuedOutbound(database.db, app.ctx, app.log);
      // the SLA clocks the pass armed or resumed get their pg-boss jobs (modules/sla)
      await scheduleSlaJobs(app.ctx);
    },
  });
  app.addHook('onReady', async () => {
    await markOutboundInterrupted(database.db);
    return app.ctx.events.kick();
  });
  app.addHook('onClose', async () => app.ctx.email.close());
  // the demo announcement's cover, in a data folder that does not have it yet
  app.addHook('onReady', () => restoreDemoCover(app.ctx.storage, app.log));
  app.addHook('onReady', () => restoreDemoDocument(app.ctx.storage, app.log));
  app.decorateRequest('auth', null);

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  // server-sent events and the message hub's one LISTEN (before the routes: it marks the stream's)
  await installMessageStream(app);

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const token = sessionToken(req);
    if (token) req.auth = await loadSession(app.ctx.database, token);
    // A cookie naming no session is dropped with its hint, so the web app stops asking with it.
    if (!req.auth && req.cookies[SESSION_COOKIE]) clearSessionCookie(reply);
  });
  // synchronous (done-style): no promise and no microtask of its own on every response
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    done(null, payload);
  });

  const indexHtml = config.webDist ? path.join(config.webDist, 'index.html') : undefined;
  const hasWeb = !!indexHtml && fs.existsSync(indexHtml);
  if (hasWeb) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    // `/` is left to the app page below (as a directory it would be refused with a 403).
    await app.register(fastifyStatic, {
      root: config.webDist!,
      wildcard: true,
      index: false,
      allowedPath: (pathname) => pathname !== '/',
      preCompressed: true,
      cacheControl: false,
      setHeaders: staticHeaders(config.webDist!),
    });
  }
  const serveSpa = (req: FastifyRequest, reply: FastifyReply) => {
    // A missing asset is a 404, not the app page, so a stale chunk fails as a chunk-load error.
    const isAsset = /\.[a-z0-9]{1,8}$/i.test(req.url.split('?')[0]!);
    if (hasWeb && req.method === 'GET' && !isAsset) {
      // Sessions begun before the hint cookie existed get it, so the app still asks for them.
      if (req.cookies[SESSION_COOKIE] && !req.cookies[SESSION_HINT_COOKIE])
        setSessionHintCookie(reply, config.cookieSecure);
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not found');
  };
  installEnvelope(app, serveSpa);

  registerRoutes(app, ROUTES);

  app.addHook('onClose', async () => {
    await app.ctx.events.stop();
    await app.ctx.jobs?.stop();
  });
  return app;
}

/**
 * Vite names files under /assets by content hash, so they never change: cached for a year. The
 * rest (index.html above all) is revalidated on every visit, so a new build is picked up at once.
 */
const staticHeaders = (root: string) => (res: SetHeadersResponse, filePath: string) => {
  const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('vary', 'accept-encoding');
};

/** Starts pg-boss with every module's jobs on the app's database. */
export async function startBackgroundJobs(app: FastifyInstance) {
  app.ctx.jobs = await startJobs(
    app.ctx.database,
    [
      ...authJobs(app.ctx.db),
      ...downloadJobs(app.ctx),
      ...formJobs(app.ctx),
      ...orderJobs(app.ctx),
      ...contractJobs(app.ctx),
      ...eventJobs(app.ctx),
      ...smsJobs(app.ctx, app.log),
      ...noticeJobs(app.ctx),
      ...knowledgeJobs(app.ctx),
      ...dispatchMapJobs(app.ctx),
      ...slaJobs(app.ctx),
      ...statsJobs(app.ctx),
      ...faultJobs(app.ctx),
      ...actMsgJobs(app.ctx),
      ...spareJobs(app.ctx),
    ],
    app.log,
  );
  // SLA clocks armed while jobs were not running (or before a crash) get their jobs now
  await scheduleSlaJobs(app.ctx);
}
