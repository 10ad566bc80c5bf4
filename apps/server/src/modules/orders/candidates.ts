import { asc, and, sql } from 'drizzle-orm';
import {
  ORDER_ACCESS,
  SERVER_LOAD_STATES,
  orderCandidatesQuerySchema,
  type OrderCandidate,
  type OrderCandidatesQuery,
  type Page,
} from '@fieldline/domain';
import { users } from '../../db/schema';
import { defineRoute } from '../../core/route';
import type { Tenant } from '../../core/tenant';
import { userWhere } from '../users';
import { mayTakePart } from './people';

// Correlated subqueries name the outer table literally (see users/queries.ts rolesOfUser).
const teamsOfUser = sql<OrderCandidate['teams']>`(
  select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name) order by t.name, t.id), '[]'::jsonb)
    from team_members tm join service_teams t on t.enterprise_id = tm.enterprise_id and t.id = tm.team_id
   where tm.enterprise_id = users.enterprise_id and tm.user_id = users.id)`;

// Counted on orders_server_idx (enterprise_id, server_user_id, state) under its working condition.
const loadOfUser = sql<number>`(
  select count(*)::int from orders o
   where o.enterprise_id = users.enterprise_id and o.server_user_id = users.id
     and o.state in (${sql.join(
       SERVER_LOAD_STATES.map((s) => sql.raw(String(s))),
       sql`, `,
     )})
     and o.deleted_at is null and o.archived_at is null)`;

/**
 * The enabled users I may see (the user list's data scope) whom an order accepts for the part, by
 * name or phone, each with their service teams and load; in the user list's index order.
 */
export async function orderCandidates(t: Tenant, q: OrderCandidatesQuery): Promise<Page<OrderCandidate>> {
  const where = and(
    userWhere(t, { enabled: true, keyword: q.keyword }),
    mayTakePart(t, sql`users.id`, q.part),
  );
  const [list, total] = await Promise.all([
    t.db
      .select({ id: users.id, name: users.name, phone: users.phone, teams: teamsOfUser, load: loadOfUser })
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { list, total };
}

export const candidateRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/order/candidates',
    access: ORDER_ACCESS.view,
    tags: ['orders'],
    summary:
      'People an order accepts for a part (server, collaborator, approver): enabled, in my data scope, with the part’s permission; each with service teams and load (orders in states 2-4)',
    query: orderCandidatesQuerySchema,
    handler: ({ tenant, query }) => orderCandidates(tenant, query),
  }),
];
