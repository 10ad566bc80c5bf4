import { sql, type SQL } from 'drizzle-orm';
import { RETURN_VISIT_ACCESS, ROLE_TYPES } from '@fieldline/domain';
import { rows } from '../../db/client';
import { idList } from '../../core/sql';
import { mineSql, type TenantDb } from '../../core/tenant';
import { returnVisitErrors } from './errors';

/** The user `u` may perform return visits: an administrator, or a role granting 10202. */
export const mayVisit = (t: TenantDb, u = 'u'): SQL =>
  sql`exists (select 1 from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
     where ${mineSql(t, 'ur')} and ur.user_id = ${sql.identifier(u)}.id
       and (r.type = ${ROLE_TYPES.administrator}
            or r.permissions @> ${JSON.stringify([RETURN_VISIT_ACCESS.perform])}::jsonb))`;

/** The enabled users who may perform return visits (the plan's visitor picker), by name. */
export const visitorOptions = (t: TenantDb) =>
  rows<{ id: number; name: string; phone: string }>(
    t.db,
    sql`select u.id::int as id, u.name, u.phone from users u
         where ${mineSql(t, 'u')} and u.enabled and ${mayVisit(t)} order by u.name, u.id limit 500`,
  );

/** Refuses visitors that are not enabled users of the enterprise who may perform visits (naming the field). */
export async function requireVisitors(t: TenantDb, ids: number[], field: string) {
  if (!ids.length) return;
  const found = await rows<{ id: number; may: boolean }>(
    t.db,
    sql`select u.id::int as id, ${mayVisit(t)} as may from users u
         where ${mineSql(t, 'u')} and u.enabled and u.id in (${idList(ids)})`,
  );
  if (found.length !== new Set(ids).size) throw returnVisitErrors.VISITOR_NOT_FOUND({ field });
  if (found.some((u) => !u.may)) throw returnVisitErrors.VISITOR_NOT_ALLOWED({ field });
}
