import { z } from 'zod';
import { SIGNED_IN } from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { listDownloads } from './service';

export const downloadRoutes = [
  defineRoute({
    method: 'GET',
    url: '/fileDownloadCenter/list',
    access: SIGNED_IN,
    tags: ['shell'],
    summary: 'My exports in the download centre: process_state 1 in progress, 2 finished',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(50),
      t: z.unknown().optional(),
    }),
    handler: ({ tenant, query }) => listDownloads(tenant, query.limit),
  }),
];
