import { sql } from 'drizzle-orm';
import { FORM_KINDS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';

type Option = { id: number; name: string };

/**
 * What the rule and reward forms pick from (finance may not see the user, team or item lists):
 * live order templates, live service items, live spare parts and part types, teams, enabled users;
 * ids and names only.
 */
export async function settlementOptions(t: TenantDb) {
  const list = (query: ReturnType<typeof sql>) => rows<Option>(t.db, query);
  const [templates, serviceItems, parts, partTypes, teams, users] = await Promise.all([
    list(sql`select x.id::int as id, x.name from form_templates x
              where ${mineSql(t, 'x')} and x.kind = ${FORM_KINDS.order} and x.deleted_at is null order by x.id`),
    list(
      sql`select x.id::int as id, x.name from service_items x where ${mineSql(t, 'x')} and x.deleted_at is null order by x.id`,
    ),
    list(
      sql`select x.id::int as id, x.code || ' ' || x.name as name from spare_parts x where ${mineSql(t, 'x')} and x.deleted_at is null order by x.id`,
    ),
    list(
      sql`select x.id::int as id, x.name from spare_types x where ${mineSql(t, 'x')} and x.deleted_at is null order by x.id`,
    ),
    list(sql`select x.id::int as id, x.name from service_teams x where ${mineSql(t, 'x')} order by x.id`),
    list(
      sql`select x.id::int as id, x.name from users x where ${mineSql(t, 'x')} and x.enabled order by x.id`,
    ),
  ]);
  return { templates, serviceItems, parts, partTypes, teams, users };
}
