import { ORG_ACCESS, handoverLogQuerySchema, handoverSchema } from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { handover, handoverLogList } from './service';

const tags = ['handover'];

export const handoverRoutes = [
  defineRoute({
    method: 'PUT',
    url: '/user/handover',
    access: ORG_ACCESS.handover,
    tags,
    summary:
      "Hand a departing user's work (teams and every registered kind) to an enabled user in one transaction; optionally disable the departing user",
    body: handoverSchema,
    handler: ({ tenant, body }) => handover(tenant, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/user/handover/logs',
    access: ORG_ACCESS.handover,
    tags,
    summary: 'One page of handover logs, newest first (optionally of one user, either side)',
    query: handoverLogQuerySchema,
    handler: ({ tenant, query }) => handoverLogList(tenant, query.userId, query),
  }),
];
