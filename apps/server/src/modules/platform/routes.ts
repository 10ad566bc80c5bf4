import { SIGNED_IN, smsOutboxQuerySchema } from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { listSmsOutbox } from './service';

const tags = ['platform'];

export const platformRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/platform/smsOutbox',
    // Not an enterprise permission: the service admits platform administrators only.
    access: SIGNED_IN,
    tags,
    summary: 'The built-in SMS outbox, newest first, optionally for one phone (platform administrators)',
    query: smsOutboxQuerySchema,
    handler: ({ tenant, query }) => listSmsOutbox(tenant, query),
  }),
];
