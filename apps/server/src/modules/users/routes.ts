import { z } from 'zod';
import { SIGNED_IN, pageQuerySchema } from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { countUsers, listUsers, namesByIds } from './queries';

const tags = ['users'];
const filterSchema = z.object({
  keyword: z.string().trim().max(50).optional(),
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
const listQuery = pageQuerySchema.extend(filterSchema.shape).extend({ t: z.unknown().optional() });

export const userRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/user/list',
    access: SIGNED_IN,
    tags,
    summary: "One page of my enterprise's users",
    query: listQuery,
    handler: async ({ req, auth, query }) => {
      const { db } = req.server.ctx;
      const [list, total] = await Promise.all([
        listUsers(db, auth.user.enterpriseId, query, query),
        countUsers(db, auth.user.enterpriseId, query),
      ]);
      return { list, total };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/user/count',
    access: SIGNED_IN,
    tags,
    summary: "Number of my enterprise's users matching the filter",
    query: filterSchema.extend({ t: z.unknown().optional() }),
    handler: ({ req, auth, query }) => countUsers(req.server.ctx.db, auth.user.enterpriseId, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/user/v2/names',
    access: SIGNED_IN,
    tags,
    summary: 'Names of users by id (ids of other enterprises are ignored)',
    body: z.strictObject({ ids: z.array(z.coerce.number().int().positive()).max(1000) }),
    handler: ({ req, auth, body }) => namesByIds(req.server.ctx.db, auth.user.enterpriseId, body.ids),
  }),
];
