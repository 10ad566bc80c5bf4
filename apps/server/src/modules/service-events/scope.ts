import { sql, type SQL } from 'drizzle-orm';
import { DATA_SCOPES, SERVICE_EVENT_ACCESS, SERVICE_EVENT_DATA_CODES } from '@fieldline/domain';
import { scopeUserIds } from '../../core/scope';
import { mineSql, type Tenant } from '../../core/tenant';

type Actor = Pick<Tenant, 'enterpriseId' | 'user' | 'dataScope' | 'powers' | 'admin'>;

/** The caller sees every event of the enterprise: an all-data role, or "see all events" (601). */
export const seesAllEvents = (t: Actor) =>
  t.admin || t.dataScope === DATA_SCOPES.all || t.powers.includes(SERVICE_EVENT_DATA_CODES.seeAll);

/**
 * The events a caller may see, alias `e` (spec-business §6 data permissions 601-604): all; or those
 * whose main owner or creator is in my role's data scope (team: my teams' people and me; personal: me),
 * those I coordinate or that were escalated to me; unassigned ones with 604; and pooled ones for
 * whoever may claim them (the pool is for events nobody has yet). Deleted events are never listed.
 */
export function visibleEvents(t: Actor): SQL {
  const base = sql`${mineSql(t, 'e')} and e.deleted_at is null`;
  if (seesAllEvents(t)) return base;
  const users = scopeUserIds(t);
  const parts: SQL[] = [
    sql`e.principal_user_id in (${users})`,
    sql`e.created_by in (${users})`,
    sql`e.escalated_to_user_id = ${t.user.id}`,
    sql`exists (select 1 from service_event_coordinators c where ${mineSql(t, 'c')}
                 and c.event_id = e.id and c.user_id = ${t.user.id})`,
  ];
  if (t.powers.includes(SERVICE_EVENT_DATA_CODES.seeUnassigned)) parts.push(sql`e.principal_user_id is null`);
  if (t.powers.includes(SERVICE_EVENT_ACCESS.handle)) parts.push(sql`e.pool is not null`);
  return sql`${base} and (${sql.join(parts, sql` or `)})`;
}
