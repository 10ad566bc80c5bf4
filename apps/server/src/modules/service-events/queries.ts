import { sql, type SQL } from 'drizzle-orm';
import {
  OPEN_SERVICE_EVENT_STATES,
  TOTAL_COUNT_CAP,
  SERVICE_EVENT_STATE_LIST,
  TAG_OBJECT_KINDS,
  availableServiceEventActions,
  type ServiceEventCounts,
  type ServiceEventDetail,
  type ServiceEventFilter,
  type ServiceEventListQuery,
  type ServiceEventLogEntry,
  type ServiceEventMessage,
  type ServiceEventPool,
  type ServiceEventRow,
  type ServiceEventState,
  ENTERPRISE_TIME_ZONE,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { likePattern } from '../../core/sql';
import { mineSql, type Tenant } from '../../core/tenant';
import { serviceEventErrors } from './errors';
import { visibleEvents } from './scope';

/** The enterprise's calendar for date filters (as orders and return visits). */
const TZ = ENTERPRISE_TIME_ZONE;
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
const userJson = (column: string) =>
  sql.raw(`(select json_build_object('id', u.id, 'name', u.name) from users u
     where u.enterprise_id = e.enterprise_id and u.id = ${column})`);
const stateIn = (states: readonly ServiceEventState[]) => sql.raw(states.map(Number).join(', '));

function filterSql(t: Tenant, f: ServiceEventFilter, withState = true): SQL {
  // my own events as main owner are visible to me whatever my scope: the plain tenant condition
  // lets the (enterprise, owner, state, id) index answer without the visibility subqueries per row
  const own = f.mine === 'principal' || f.principalUserId === t.user.id;
  const parts: SQL[] = [own ? sql`${mineSql(t, 'e')} and e.deleted_at is null` : visibleEvents(t)];
  if (withState && f.states?.length) parts.push(sql`e.state in (${stateIn(f.states)})`);
  if (f.priority) parts.push(sql`e.priority = ${f.priority}`);
  if (f.principalUserId) parts.push(sql`e.principal_user_id = ${f.principalUserId}`);
  if (f.customerId) parts.push(sql`e.customer_id = ${f.customerId}`);
  if (f.customerProductId) parts.push(sql`e.customer_product_id = ${f.customerProductId}`);
  if (f.templateId) parts.push(sql`e.template_id = ${f.templateId}`);
  if (f.pool !== undefined) parts.push(f.pool === 0 ? sql`e.pool is not null` : sql`e.pool = ${f.pool}`);
  if (f.mine === 'principal') parts.push(sql`e.principal_user_id = ${t.user.id}`);
  if (f.mine === 'created') parts.push(sql`e.created_by = ${t.user.id}`);
  if (f.mine === 'escalated') parts.push(sql`e.escalated_to_user_id = ${t.user.id}`);
  if (f.mine === 'coordinating')
    parts.push(sql`exists (select 1 from service_event_coordinators c where c.enterprise_id = e.enterprise_id
                            and c.event_id = e.id and c.user_id = ${t.user.id})`);
  if (f.keyword) parts.push(sql`e.search_text like ${likePattern(f.keyword.toLowerCase())}`);
  if (f.from) parts.push(sql`e.created_at >= (${f.from}::date::timestamp at time zone ${TZ})`);
  if (f.to) parts.push(sql`e.created_at < ((${f.to}::date + 1)::timestamp at time zone ${TZ})`);
  return sql.join(parts, sql` and `);
}

const ROW_COLUMNS = sql`e.id::int as id, e.event_no as "eventNo", e.title, e.state, e.priority, e.pool,
  e.template_id::int as "templateId",
  (select ft.name from form_templates ft where ft.enterprise_id = e.enterprise_id and ft.id = e.template_id) as "templateName",
  e.customer_id::int as "customerId", e.customer_name as "customerName",
  e.customer_product_id::int as "customerProductId", e.contact_name as "contactName", e.contact_phone as "contactPhone",
  ${userJson('e.principal_user_id')} as principal, ${userJson('e.escalated_to_user_id')} as "escalatedTo",
  e.order_id::int as "orderId", ${iso('e.created_at')} as "createdAt", ${iso('e.updated_at')} as "updatedAt"`;

/**
 * GET /v2/event/list: one page, newest first, on the (enterprise, [state | owner | customer,] id)
 * indexes. The total stops at TOTAL_COUNT_CAP (`totalCapped`): a deep exact count of a large
 * enterprise would cost more than the page (the tabs' exact counts are GET /v2/event/count).
 */
export async function listEvents(t: Tenant, q: ServiceEventListQuery) {
  const where = filterSql(t, q);
  const [list, [counted]] = await Promise.all([
    rows<ServiceEventRow>(
      t.db,
      // the page's ids first: the row's subqueries then run for its rows only, not for the skipped ones
      sql`select ${ROW_COLUMNS} from service_events e
           join (select e.id from service_events e where ${where}
                  order by e.id desc limit ${q.pageSize} offset ${q.pageIndex * q.pageSize}) p on p.id = e.id
          where ${mineSql(t, 'e')} order by e.id desc`,
    ),
    rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (select 1 from service_events e where ${where} limit ${TOTAL_COUNT_CAP + 1}) c`,
    ),
  ]);
  const n = counted?.n ?? 0;
  return n > TOTAL_COUNT_CAP ? { list, total: TOTAL_COUNT_CAP, totalCapped: true } : { list, total: n };
}

/** GET /v2/event/count: the filtered events by state (the list's tabs). */
export async function countEvents(t: Tenant, f: ServiceEventFilter): Promise<ServiceEventCounts> {
  const states = SERVICE_EVENT_STATE_LIST.map(
    (s) => sql`count(*) filter (where e.state = ${sql.raw(String(s))})::int as ${sql.raw(`s${s}`)}`,
  );
  const [c] = await rows<ServiceEventCounts>(
    t.db,
    sql`select count(*)::int as total, ${sql.join(states, sql`, `)}
          from service_events e where ${filterSql(t, f, false)}`,
  );
  return c!;
}

/** Badge: events waiting for assignment that I may see (GET /v2/event/getUnDeliverEventListCount). */
export async function unassignedCount(t: Tenant) {
  const [c] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from service_events e where ${visibleEvents(t)} and e.state = 1`,
  );
  return c?.n ?? 0;
}

/** Badge: my open events as main owner (GET /v2/event/getPrincipalEventListCount). */
export async function principalCount(t: Tenant) {
  const [c] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from service_events e
         where ${visibleEvents(t)} and e.principal_user_id = ${t.user.id}
           and e.state in (${stateIn(OPEN_SERVICE_EVENT_STATES)})`,
  );
  return c?.n ?? 0;
}

export interface EventRecord {
  id: number;
  eventNo: string;
  title: string;
  state: ServiceEventState;
  priority: number;
  pool: ServiceEventPool | null;
  pausedFrom: ServiceEventState | null;
  templateId: number;
  customerId: number | null;
  customerName: string | null;
  customerProductId: number | null;
  contactName: string | null;
  contactPhone: string | null;
  description: string | null;
  customValues: Record<string, unknown>;
  principalUserId: number | null;
  escalatedToUserId: number | null;
  createdBy: number | null;
  orderId: number | null;
  version: number;
}

const RECORD_COLUMNS = sql`e.id::int as id, e.event_no as "eventNo", e.title, e.state, e.priority, e.pool,
  e.paused_from as "pausedFrom", e.template_id::int as "templateId", e.customer_id::int as "customerId",
  e.customer_name as "customerName", e.customer_product_id::int as "customerProductId",
  e.contact_name as "contactName", e.contact_phone as "contactPhone", e.description,
  e.custom_values as "customValues", e.principal_user_id::int as "principalUserId",
  e.escalated_to_user_id::int as "escalatedToUserId", e.created_by::int as "createdBy",
  e.order_id::int as "orderId", e.version`;

/**
 * An event the caller may see (404 otherwise, another enterprise's too); `lock` holds its row to the
 * end of the transaction. `anyOfEnterprise` reads any live event of the enterprise (claiming from the
 * pool is open to whoever may claim, whatever their data scope).
 */
export async function requireEvent(
  t: Tenant,
  id: number,
  opts: { lock?: boolean; anyOfEnterprise?: boolean } = {},
): Promise<EventRecord> {
  const where = opts.anyOfEnterprise
    ? sql`e.enterprise_id = ${t.enterpriseId} and e.deleted_at is null`
    : visibleEvents(t);
  const [found] = await rows<EventRecord>(
    t.db,
    sql`select ${RECORD_COLUMNS} from service_events e
         where ${where} and e.id = ${id}${opts.lock ? sql` for update` : sql``}`,
  );
  if (!found) throw serviceEventErrors.EVENT_NOT_FOUND({ field: 'id' });
  return found;
}

/** Who the caller is to the event (the actor rule of each action). */
export const callerOf = (t: Tenant, e: Pick<EventRecord, 'principalUserId' | 'escalatedToUserId'>) => ({
  powers: t.powers,
  admin: t.admin,
  isPrincipal: e.principalUserId === t.user.id,
  isEscalationHandler: e.escalatedToUserId === t.user.id,
});

/** GET /v2/event/detail/:id: the row, people, tags, custom values, the order it became, and my buttons. */
export async function eventDetail(t: Tenant, id: number): Promise<ServiceEventDetail> {
  const [row] = await rows<
    Omit<ServiceEventDetail, 'actions'> & { principalUserId: number | null; escalatedToUserId: number | null }
  >(
    t.db,
    sql`select ${ROW_COLUMNS}, e.description, e.duration_minutes as "durationMinutes", e.source,
               e.belong_call_record_id::int as "belongCallRecordId", e.paused_from as "pausedFrom",
               e.custom_values as "customValues", e.version,
               e.principal_user_id::int as "principalUserId", e.escalated_to_user_id::int as "escalatedToUserId",
               (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) order by c.created_at), '[]')
                  from service_event_coordinators c join users u on u.enterprise_id = c.enterprise_id and u.id = c.user_id
                 where c.enterprise_id = e.enterprise_id and c.event_id = e.id) as coordinators,
               (select coalesce(json_agg(json_build_object('id', tg.id, 'name', tg.name) order by tg.sort, tg.id), '[]')
                  from object_tags ot join tags tg on tg.enterprise_id = ot.enterprise_id and tg.id = ot.tag_id
                 where ot.enterprise_id = e.enterprise_id and ot.object_kind = ${sql.raw(String(TAG_OBJECT_KINDS.event))}
                   and ot.object_id = e.id) as tags,
               (select p.name || coalesce(' · ' || cp.serial_number, '') from customer_products cp
                  join products p on p.enterprise_id = cp.enterprise_id and p.id = cp.product_id
                 where cp.enterprise_id = e.enterprise_id and cp.id = e.customer_product_id) as "customerProductName",
               (select o.order_no from orders o where o.enterprise_id = e.enterprise_id and o.id = e.order_id) as "orderNo",
               ${userJson('e.created_by')} as "createdBy",
               ${iso('e.completed_at')} as "completedAt", ${iso('e.closed_at')} as "closedAt"
          from service_events e where ${visibleEvents(t)} and e.id = ${id}`,
  );
  if (!row) throw serviceEventErrors.EVENT_NOT_FOUND({ field: 'id' });
  const { principalUserId, escalatedToUserId, ...detail } = row;
  const actions = availableServiceEventActions(
    { state: row.state, pool: row.pool, pausedFrom: row.pausedFrom, orderId: row.orderId },
    callerOf(t, { principalUserId, escalatedToUserId }),
  );
  return { ...detail, actions };
}

/** GET /v2/event/log/:id: the event's log, oldest first. */
export async function eventLog(t: Tenant, id: number): Promise<ServiceEventLogEntry[]> {
  await requireEvent(t, id);
  return rows<ServiceEventLogEntry>(
    t.db,
    sql`select l.id::int as id, l.action, l.from_state as "fromState", l.to_state as "toState", l.note,
               l.order_id::int as "orderId", ${iso('l.created_at')} as at,
               (select json_build_object('id', u.id, 'name', u.name) from users u
                 where u.enterprise_id = l.enterprise_id and u.id = l.user_id) as user
          from service_event_logs l where l.enterprise_id = ${t.enterpriseId} and l.event_id = ${id}
         order by l.id`,
  );
}

/** GET /v2/event/messages/:id: internal notes and replies, oldest first. */
export async function eventMessages(t: Tenant, id: number): Promise<ServiceEventMessage[]> {
  await requireEvent(t, id);
  return rows<ServiceEventMessage>(
    t.db,
    sql`select m.id::int as id, m.kind, m.content, ${iso('m.created_at')} as at,
               (select json_build_object('id', u.id, 'name', u.name) from users u
                 where u.enterprise_id = m.enterprise_id and u.id = m.user_id) as user
          from service_event_messages m where m.enterprise_id = ${t.enterpriseId} and m.event_id = ${id}
         order by m.id`,
  );
}
