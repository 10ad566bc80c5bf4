import { sql } from 'drizzle-orm';
import { ORDER_STATES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';

export interface OpenWork {
  userId: number;
  toAccept: number;
  toServe: number;
  inService: number;
}

const { acceptance, service, inService } = ORDER_STATES;

/**
 * Each user's open orders as their server, by the /myOrder tabs (to accept, to serve, in service),
 * on the working shelf: the daily to-do push (notices). One grouped scan of orders_server_idx.
 */
export async function openWorkByServer(t: TenantDb): Promise<OpenWork[]> {
  const found = await rows<{ user_id: number; to_accept: number; to_serve: number; in_service: number }>(
    t.db,
    sql`select o.server_user_id::int as user_id,
               (count(*) filter (where o.state = ${acceptance}))::int as to_accept,
               (count(*) filter (where o.state = ${service}))::int as to_serve,
               (count(*) filter (where o.state = ${inService}))::int as in_service
          from orders o
         where ${mineSql(t, 'o')} and o.server_user_id is not null
           and o.state in (${acceptance}, ${service}, ${inService})
           and o.deleted_at is null and o.archived_at is null
         group by o.server_user_id
         order by o.server_user_id`,
  );
  return found.map((r) => ({
    userId: Number(r.user_id),
    toAccept: Number(r.to_accept),
    toServe: Number(r.to_serve),
    inService: Number(r.in_service),
  }));
}
