import { sql } from 'drizzle-orm';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';
import { contractErrors } from './errors';

/** Refuses a user who is not an enabled user of the enterprise (naming the field). */
export async function requireUser(t: TenantDb, id: number | null | undefined, field: string, enabled = true) {
  if (!id) return;
  const [u] = await rows<{ id: number }>(
    t.db,
    sql`select u.id::int as id from users u where ${mineSql(t, 'u')} and u.id = ${id}
          ${enabled ? sql`and u.enabled` : sql``}`,
  );
  if (!u)
    throw (field === 'staffUserId' ? contractErrors.STAFF_NOT_FOUND : contractErrors.USER_NOT_FOUND)({
      field,
    });
}

export async function requireTeam(t: TenantDb, id: number | null | undefined) {
  if (!id) return;
  const [team] = await rows<{ id: number }>(
    t.db,
    sql`select s.id::int as id from service_teams s where ${mineSql(t, 's')} and s.id = ${id}`,
  );
  if (!team) throw contractErrors.TEAM_NOT_FOUND({ field: 'teamId' });
}

/** The equipment covered must be live devices of the contract's customer. */
export async function requireEquipment(t: TenantDb, customerId: number, ids: number[]) {
  if (!ids.length) return;
  const [found] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from customer_products p
         where ${mineSql(t, 'p')} and p.customer_id = ${customerId} and p.deleted_at is null
           and p.id in (${idList(ids)})`,
  );
  if ((found?.n ?? 0) !== ids.length) throw contractErrors.EQUIPMENT_NOT_FOUND({ field: 'equipmentIds' });
}

/** Names for ids (users, teams, devices) in one query each, for details. */
export async function namesOf(
  t: TenantDb,
  table: 'users' | 'service_teams' | 'maintenance_contracts',
  ids: number[],
) {
  if (!ids.length) return new Map<number, string>();
  const found = await rows<{ id: number; name: string }>(
    t.db,
    sql`select x.id::int as id, x.name from ${sql.identifier(table)} x
         where ${mineSql(t, 'x')} and x.id in (${idList(ids)})`,
  );
  return new Map(found.map((r) => [r.id, r.name]));
}

export async function equipmentOf(t: TenantDb, ids: number[]) {
  if (!ids.length) return [];
  return rows<{ id: number; name: string; serialNumber: string | null }>(
    t.db,
    sql`select p.id::int as id, coalesce(pr.name, '') as name, p.serial_number as "serialNumber"
          from customer_products p
          left join products pr on pr.enterprise_id = p.enterprise_id and pr.id = p.product_id
         where ${mineSql(t, 'p')} and p.id in (${idList(ids)}) order by p.id`,
  );
}
