import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { FileStorage } from './core/storage';
import type { SmsProvider } from './core/sms';
import type { ChatAppProvider } from './core/chat-app';
import type { EmailProvider } from './core/email';
import type { MapProvider } from './core/maps';
import type { RouteDef } from './core/route';
import type { Jobs } from './core/jobs';
import type { EventBus } from './modules/events';

/** What every route and service reaches through `req.server.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  sms: SmsProvider;
  /** The chat-app channel: the enterprise's WeCom or DingTalk group robot. */
  chatApp: ChatAppProvider;
  /** The email channel (SMTP_URL; `configured` is false without one). */
  email: EmailProvider;
  /** Geocoding (MAP_PROVIDER; the built-in local geocoder by default). */
  maps: MapProvider;
  storage: FileStorage;
  routes: RouteDef[];
  jobs: Jobs | null;
  /** The domain-event dispatcher (modules/events). */
  events: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
