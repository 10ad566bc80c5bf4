import { SIGNED_IN, dashboardQuerySchema } from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { assertFilterIds } from '../../core/report-route';
import { withDb } from '../../core/tenant';
import { rebuildStats } from './aggregates';
import {
  areaData,
  baseInfo,
  boardOf,
  customerInfo,
  incomeInfo,
  orderTrendInfo,
  templateInfo,
  userOrderInfo,
} from './dashboard';
import { defineReport } from './report';
import { ORDER_REPORTS } from './reports';

const tags = ['dashboard'];
/** The seven dashboard calls of spec D9 (SS:442), all on the same query and the same access rule. */
const BOARD = [
  [
    'baseinfo',
    baseInfo,
    "Today's and the period's orders by state, overdue, SLA breached, income, new customers",
  ],
  ['areaDatas', areaData, 'Orders created in the period by city'],
  ['ordertmplinfo', templateInfo, 'Orders created in the period by template'],
  ['userorderinfo', userOrderInfo, 'The top engineers of the period by orders completed'],
  ['incomeinfo', incomeInfo, 'Income of the orders completed, per day or month'],
  ['ordertrendinfo', orderTrendInfo, 'Orders created and completed per day or month'],
  ['customerinfo', customerInfo, 'New customers per day or month, and customers in all'],
] as const;

/**
 * Statistics (issue 28): the dashboard (signed in; a manager needs 10801, a team leader 12804, and
 * anyone may ask for their own figures with mine=1), the order reports, and the catch-up rebuild.
 */
export const statsRoutes = [
  ...BOARD.map(([name, build, summary]) =>
    defineRoute({
      method: 'GET',
      url: `/databoard/${name}`,
      access: SIGNED_IN,
      tags,
      summary,
      query: dashboardQuerySchema,
      handler: async ({ tenant, query }) => {
        const board = boardOf(tenant, query);
        await assertFilterIds(tenant, query);
        return (build as (b: ReturnType<typeof boardOf>) => Promise<unknown>)(board);
      },
    }),
  ),
  ...ORDER_REPORTS.flatMap(defineReport),
  defineRoute({
    method: 'POST',
    url: '/v2/report/rebuild',
    access: SIGNED_IN,
    adminOnly: true,
    tags: ['reports'],
    summary:
      "Recount the enterprise's report aggregates from its orders (catch-up; the nightly job does it too)",
    handler: async ({ tenant }) => {
      await tenant.db.transaction((tx) => rebuildStats(withDb(tenant, tx as never)));
      return null;
    },
  }),
];
