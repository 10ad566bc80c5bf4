import { sql } from 'drizzle-orm';
import { ROLE_TYPES, SERVICE_EVENT_ACCESS } from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, type TenantDb } from '../../core/tenant';
import { serviceEventErrors } from './errors';

interface Person {
  id: number;
  name: string;
  handles: boolean;
}

/** Enabled users of the enterprise among `ids` (404 naming `field` otherwise), and whether each may handle events. */
export async function requirePeople(t: TenantDb, ids: number[], field: string): Promise<Person[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await rows<Person>(
    t.db,
    sql`select u.id::int as id, u.name,
               exists (select 1 from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
                        where ${mineSql(t, 'ur')} and ur.user_id = u.id
                          and (r.type = ${ROLE_TYPES.administrator}
                               or r.permissions @> ${JSON.stringify([SERVICE_EVENT_ACCESS.handle])}::jsonb)) as handles
          from users u
         where ${mineSql(t, 'u')} and u.enabled and u.id in (${sql.join(
           unique.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  if (found.length !== unique.length) throw serviceEventErrors.USER_NOT_FOUND({ field });
  return found;
}

/** The main owner: an enabled user who may handle events (11006, or an administrator). */
export async function requireHandler(t: TenantDb, id: number, field: string) {
  const [person] = await requirePeople(t, [id], field);
  if (!person!.handles)
    throw serviceEventErrors.PRINCIPAL_CANNOT_HANDLE({ field, params: { name: person!.name } });
  return person!;
}

/** GET /v2/event/handlers: enabled users who may be an event's main owner or escalation handler (the pickers). */
export const handlerOptions = (t: TenantDb) =>
  rows<{ id: number; name: string; phone: string }>(
    t.db,
    sql`select u.id::int as id, u.name, u.phone from users u
         where ${mineSql(t, 'u')} and u.enabled
           and exists (select 1 from user_roles ur join roles r on r.enterprise_id = ur.enterprise_id and r.id = ur.role_id
                        where ${mineSql(t, 'ur')} and ur.user_id = u.id
                          and (r.type = ${ROLE_TYPES.administrator}
                               or r.permissions @> ${JSON.stringify([SERVICE_EVENT_ACCESS.handle])}::jsonb))
         order by u.name, u.id`,
  );
