import { sql } from 'drizzle-orm';
import { PUBLIC } from '@fieldline/domain';
import { coreErrors } from '../../core/errors';
import { openApiDocument } from '../../core/openapi';
import { defineRoute } from '../../core/route';

export const APP_VERSION = '4.9.8';

export const systemRoutes = [
  defineRoute({
    method: 'GET',
    url: '/healthz',
    access: PUBLIC,
    tags: ['system'],
    summary: 'Answers when the database is reachable',
    handler: async ({ req }) => {
      try {
        await req.server.ctx.db.execute(sql`select 1`);
      } catch {
        throw coreErrors.SERVICE_UNAVAILABLE();
      }
      return { status: 'ok', engine: req.server.ctx.database.engine, version: APP_VERSION };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/docs/json',
    access: PUBLIC,
    raw: true,
    tags: ['system'],
    summary: 'OpenAPI document of every route with its permission code',
    handler: async ({ req, reply }) => reply.send(openApiDocument(req.server.ctx.routes, APP_VERSION)),
  }),
];
