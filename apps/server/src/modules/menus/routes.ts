import { z } from 'zod';
import { MENU_TYPES, SIGNED_IN } from '@fieldline/domain';
import { requestLocale } from '../../core/i18n';
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
    handler: async ({ req, auth, query }) => ({
      menuType: query.menuType,
      items: await menuFor(req.server.ctx.db, auth, query.menuType, requestLocale(req)),
    }),
  }),
];
