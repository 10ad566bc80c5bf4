import { z } from 'zod';
import { MENU_TYPES, SIGNED_IN } from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { menuFor } from './service';

export const menuRoutes = [
  defineRoute({
    method: 'GET',
    url: '/menu/resources',
    access: SIGNED_IN,
    tags: ['shell'],
    summary: "The signed-in user's menu of one type (main, chart, setting), filtered by their powers",
    query: z.object({ menuType: z.enum(MENU_TYPES).default('main'), t: z.unknown().optional() }),
    handler: async ({ tenant, query }) => ({
      menuType: query.menuType,
      items: await menuFor(tenant, query.menuType),
    }),
  }),
];
