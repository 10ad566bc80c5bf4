import {
  and,
  desc,
  eq,
  gte,
  ilike,
  like,
  lt,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  MY_ORDER_TABS,
  OPEN_ORDER_STATES,
  ORDER_MEMBER_ROLES,
  ORDER_STATES,
  TAG_OBJECT_KINDS,
  TOTAL_COUNT_CAP,
  type MyOrderTab,
  type OrderFilter,
  type OrderState,
  type PageQuery,
} from '@fieldline/domain';
import { mine, mineSql, type TenantDb } from '../../core/tenant';
import type { Database, Db } from '../../db/client';
import { formTemplates, orderSearch, orders, users } from '../../db/schema';
import { ShapedQuery, shapedCondition, type ShapedCondition } from '../../db/shapes';
import { likePattern } from '../../core/sql';
import {
  memberOf,
  orderScope,
  SHELVES,
  subjectOf,
  visibilityShapeOf,
  visibleOrders,
  type OrderActor,
  type OrderShelf,
  type VisibilityShape,
} from './scope';

const { acceptance, service, inService, completed, approval } = ORDER_STATES;

const MY_TAB_STATES: Record<MyOrderTab, OrderState[]> = {
  toAccept: [acceptance],
  toServe: [service],
  inService: [inService],
  done: [completed, approval],
};

const shelfOfView = (view: OrderFilter['view']): keyof typeof SHELVES =>
  view === 'rubbish' ? 'deleted' : view === 'archived' ? 'archived' : 'working';

/** The first day after a date filter's day (takeEnd is inclusive). */
const dayAfter = (day: string) => {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * An order list's condition, and whether it reads the keyword search's table: a keyword list
 * matches on `order_search` (enterprise, shelf, pattern) and joins `orders` for its other filters.
 */
export interface OrderCondition {
  where: SQL | ShapedCondition;
  bySearch: boolean;
}

/** A condition on `orders` alone (the page's keys come from the orders indexes). */
export const onOrders = (where: SQL): OrderCondition => ({ where, bySearch: false });

/** The filters of /allOrder that narrow a list, by the name their value is bound under. */
const FILTERS = [
  'customName',
  'server',
  'takeStart',
  'takeEnd',
  'orderType',
  'coordinationUserId',
  'customerId',
  'orderExceed',
  'serviceGroupId',
  'templateId',
  'priority',
  'tagId',
  'pooled',
] as const;
type FilterName = (typeof FILTERS)[number];

/** Everything an order list's SQL depends on but values: its statement is built once per shape. */
interface ListShape extends VisibilityShape {
  view: OrderFilter['view'];
  tab?: MyOrderTab;
  /** How many states the list is filtered to (0: any). */
  states: number;
  filters: FilterName[];
  keyword: boolean;
}

/** A constant of ours written into the SQL, so a shape binds only the caller's values. */
const lit = (value: number | readonly number[]) =>
  sql.raw(typeof value === 'number' ? `${value}` : value.join(', '));
const bound = (name: string) => sql.placeholder(`f_${name}`);

/** The list's SQL for a shape: enterprise, shelf, the caller's scope, the view and the filters present. */
function listWhere(shape: ListShape): SQL {
  const ep = bound('ep');
  const me = bound('me');
  const has = (name: FilterName) => shape.filters.includes(name);
  const view: (SQL | undefined)[] = [];
  switch (shape.view) {
    case 'my':
      view.push(eq(orders.serverUserId, me));
      if (shape.tab) view.push(sql`${orders.state} in (${lit(MY_TAB_STATES[shape.tab])})`);
      break;
    case 'assign':
      view.push(sql`${orders.state} = ${lit(ORDER_STATES.assignment)}`);
      break;
    case 'acceptance':
      view.push(sql`${orders.state} = ${lit(ORDER_STATES.reception)}`);
      break;
    case 'examine':
      view.push(
        sql`${orders.state} = ${lit(approval)}`,
        sql`(${memberOf(ep, me, ORDER_MEMBER_ROLES.approver)} or not exists (select 1 from order_members oa
          where ${mineSql(ep, 'oa')} and oa.order_id = orders.id and oa.role = ${lit(ORDER_MEMBER_ROLES.approver)}))`,
      );
      break;
    case 'sendMe':
      view.push(memberOf(ep, me, ORDER_MEMBER_ROLES.cc));
      break;
    case 'teamwork':
      view.push(memberOf(ep, me, ORDER_MEMBER_ROLES.collaborator));
      break;
    case 'due':
      view.push(sql`${orders.state} in (${lit(OPEN_ORDER_STATES)})`, lt(orders.estimatedAt, sql`now()`));
      break;
    default:
      break;
  }
  const shelf = shelfOfView(shape.view);
  const states = Array.from({ length: shape.states }, (_, i) => bound(`state${i}`));
  const filters = and(
    ...view,
    has('customName') ? ilike(orders.customerName, bound('customName')) : undefined,
    states.length ? sql`${orders.state} in (${sql.join(states, sql`, `)})` : undefined,
    has('server') ? eq(orders.serverUserId, bound('server')) : undefined,
    has('takeStart') ? gte(orders.createdAt, sql`${bound('takeStart')}::date`) : undefined,
    has('takeEnd') ? lt(orders.createdAt, sql`${bound('takeEnd')}::date`) : undefined,
    has('orderType') ? eq(orders.orderType, bound('orderType')) : undefined,
    has('coordinationUserId')
      ? memberOf(ep, bound('coordinationUserId'), ORDER_MEMBER_ROLES.collaborator)
      : undefined,
    has('customerId') ? eq(orders.customerId, bound('customerId')) : undefined,
    has('orderExceed')
      ? sql`${orders.state} in (${lit(OPEN_ORDER_STATES)}) and ${orders.estimatedAt} < now()`
      : undefined,
    has('serviceGroupId')
      ? sql`${orders.serverUserId} in (select tm.user_id from team_members tm
          where ${mineSql(ep, 'tm')} and tm.team_id = ${bound('serviceGroupId')})`
      : undefined,
    has('templateId') ? eq(orders.templateId, bound('templateId')) : undefined,
    has('priority') ? eq(orders.priority, bound('priority')) : undefined,
    has('tagId')
      ? sql`exists (select 1 from object_tags ot where ${mineSql(ep, 'ot')} and ot.object_kind = ${lit(TAG_OBJECT_KINDS.order)}
           and ot.object_id = orders.id and ot.tag_id = ${bound('tagId')})`
      : undefined,
    has('pooled') ? sql`(${orders.pooledAt} is not null) = ${bound('pooled')}::boolean` : undefined,
  );
  const actor = subjectOf(shape, { me, ep });
  if (!shape.keyword) return and(orderScope(actor, shelf), filters)!;
  return mine(
    ep,
    orderSearch,
    sql`${orderSearch.shelf} = ${lit(SHELVES[shelf])}`,
    like(orderSearch.searchText, bound('keyword')),
    visibleOrders(actor),
    filters,
  );
}

/**
 * The SQL conditions of an order list: enterprise, shelf, the caller's data scope, the view (the
 * spec's named lists) and every filter of /allOrder, as a shaped condition (built once per shape,
 * bound per call). `custom` is the custom-field filter SQL, with values of its own.
 */
export function orderWhere(actor: OrderActor, f: OrderFilter, custom?: SQL): OrderCondition {
  const states = f.orderStateList ?? f.states ?? [];
  const given: Record<FilterName, unknown> = {
    customName: f.customName ? likePattern(f.customName) : undefined,
    server: f.servicePersonalId ?? f.take_user_id,
    takeStart: f.takeStart?.slice(0, 10),
    takeEnd: f.takeEnd ? dayAfter(f.takeEnd) : undefined,
    orderType: f.orderType,
    coordinationUserId: f.coordinationUserId,
    customerId: f.customerId,
    orderExceed: f.orderExceed || undefined,
    serviceGroupId: f.serviceGroupId,
    templateId: f.templateId,
    priority: f.priority,
    tagId: f.tagId,
    pooled: f.is_grab === undefined ? undefined : f.is_grab === '1',
  };
  const shape: ListShape = {
    view: f.view,
    tab: f.view === 'my' ? MY_ORDER_TABS.find((t) => t === f.tab) : undefined,
    ...visibilityShapeOf(actor),
    states: states.length,
    filters: FILTERS.filter((name) => given[name] !== undefined),
    keyword: !!f.keyword,
  };
  const values: Record<string, unknown> = { f_ep: actor.user.enterpriseId, f_me: actor.user.id };
  for (const name of shape.filters) values[`f_${name}`] = given[name];
  states.forEach((s, i) => (values[`f_state${i}`] = s));
  if (f.keyword) values.f_keyword = likePattern(f.keyword.toLowerCase());
  return { where: shapedCondition('orderList', listWhere, shape, values, custom), bySearch: shape.keyword };
}

// Correlated subqueries name the outer table literally (see customers/queries.ts).
const serverName = sql<string | null>`(select u.name from users u
  where u.enterprise_id = orders.enterprise_id and u.id = orders.server_user_id)`;
const templateName = sql<string | null>`(select t.name from form_templates t
  where t.enterprise_id = orders.enterprise_id and t.id = orders.template_id)`;

export const rowColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  title: orders.title,
  state: orders.state,
  invalid: orders.invalid,
  paused: orders.paused,
  pooledAt: orders.pooledAt,
  poolExpiresAt: orders.poolExpiresAt,
  archivedAt: orders.archivedAt,
  deletedAt: orders.deletedAt,
  priority: orders.priority,
  orderType: orders.orderType,
  templateId: orders.templateId,
  templateName,
  customerId: orders.customerId,
  customerName: orders.customerName,
  contactName: orders.contactName,
  contactPhone: orders.contactPhone,
  addressText: orders.addressText,
  serverUserId: orders.serverUserId,
  serverName,
  createdBy: orders.createdBy,
  createdByName: users.name,
  appointmentAt: orders.appointmentAt,
  estimatedAt: orders.estimatedAt,
  createdAt: orders.createdAt,
  completedAt: orders.completedAt,
  totalAmount: orders.totalAmount,
};

const orderBy = (view: OrderFilter['view']) =>
  view === 'rubbish'
    ? [desc(orders.deletedAt), desc(orders.id)]
    : view === 'archived'
      ? [desc(orders.archivedAt), desc(orders.id)]
      : [desc(orders.id)];

/**
 * The rows a condition reads: `orders`, or for a keyword `order_search` with `orders` left-joined
 * on its key. PostgreSQL drops that join when no other filter names `orders`, so a plain keyword
 * list never leaves the narrow table until its page is known.
 */
const matching = (db: Db, bySearch: boolean) =>
  bySearch
    ? db
        .select({ ep: orderSearch.enterpriseId, key: orderSearch.orderId })
        .from(orderSearch)
        .leftJoin(
          orders,
          and(eq(orders.enterpriseId, orderSearch.enterpriseId), eq(orders.id, orderSearch.orderId)),
        )
    : db.select({ ep: orders.enterpriseId, key: orders.id }).from(orders);

/**
 * The keyword table's list order. Working lists go newest first on its key, so a common keyword's
 * first page walks the key backwards and stops at the page; the archive and the bin list by shelf time.
 */
const searchOrder = (view: OrderFilter['view']) =>
  view === 'rubbish' || view === 'archived'
    ? [desc(orderSearch.shelvedAt), desc(orderSearch.orderId)]
    : [desc(orderSearch.orderId)];

/** The page's keys: ids of the matching orders in list order, found on an index and the narrow table. */
const pageKeys = (db: Db, where: SQL | undefined, view: OrderFilter['view'], bySearch = false) =>
  matching(db, bySearch)
    .where(where)
    .orderBy(...(bySearch ? searchOrder(view) : orderBy(view)))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');

const listQuery = (db: Db, where: SQL | undefined, view: OrderFilter['view']) => {
  const keys = pageKeys(db, where, view);
  return db
    .select(rowColumns)
    .from(keys)
    .innerJoin(orders, and(eq(orders.enterpriseId, keys.ep), eq(orders.id, keys.key)))
    .leftJoin(users, and(eq(users.enterpriseId, orders.enterpriseId), eq(users.id, orders.createdBy)))
    .orderBy(...orderBy(view));
};
const listShapes = new ShapedQuery('orders_list', listQuery);

/**
 * One page of orders, newest first, on the (enterprise_id, ..., id desc) indexes. The page's keys
 * are found first and only those rows are joined and projected, so a deep page does not compute
 * names for the rows it skips. Prepared once per filter shape.
 */
export const listOrders = (db: Db, where: SQL | undefined, view: OrderFilter['view'], page: PageQuery) =>
  listShapes.run(db, view, where, { limit: page.pageSize, offset: page.pageIndex * page.pageSize });

/** A timestamp as JSON's ISO text with milliseconds in UTC, as Date#toISOString writes it. */
export const isoText = (column: SQL | AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Customer fields of an archived order, hidden when the placeholder `hide` says (service staff). */
export const unlessHidden = (column: AnyColumn) =>
  sql`case when ${sql.placeholder('hide')}::boolean and ${orders.archivedAt} is not null then null else ${column} end`;
const person = (id: AnyColumn, name: SQL | AnyColumn) =>
  sql`case when ${id} is null then null else json_build_object('id', ${id}, 'name', coalesce(${name}, '')) end`;

/**
 * The list row (OrderRow, as toRow in service.ts writes it) built by PostgreSQL as JSON, so a page
 * reaches the client without being mapped and serialised row by row in the server. With values,
 * the row carries its custom values less the fields in the placeholder `hidden` (text[]).
 */
export const rowJson = (withValues: boolean) => sql`json_build_object(
  'id', ${orders.id}, 'orderNo', ${orders.orderNo}, 'title', ${orders.title}, 'state', ${orders.state},
  'invalid', ${orders.invalid}, 'paused', ${orders.paused},
  'pooled', ${orders.pooledAt} is not null, 'poolExpiresAt', ${isoText(orders.poolExpiresAt)},
  'archived', ${orders.archivedAt} is not null, 'deleted', ${orders.deletedAt} is not null,
  'overdue', coalesce(${orders.state} not in (${sql.raw(`${ORDER_STATES.completed}, ${ORDER_STATES.cancelled}`)})
     and ${orders.estimatedAt} < now(), false),
  'priority', ${orders.priority}, 'orderType', ${orders.orderType},
  'templateId', ${orders.templateId}, 'templateName', coalesce(${templateName}, ''),
  'customerId', ${orders.customerId}, 'customerName', ${unlessHidden(orders.customerName)},
  'contactName', ${unlessHidden(orders.contactName)}, 'contactPhone', ${unlessHidden(orders.contactPhone)},
  'addressText', ${unlessHidden(orders.addressText)},
  'server', ${person(orders.serverUserId, serverName)}, 'createdBy', ${person(orders.createdBy, users.name)},
  'appointmentAt', ${isoText(orders.appointmentAt)}, 'estimatedAt', ${isoText(orders.estimatedAt)},
  'createdAt', ${isoText(orders.createdAt)}, 'completedAt', ${isoText(orders.completedAt)},
  'totalAmount', ${orders.totalAmount}::text${
    withValues ? sql`, 'customValues', ${orders.customValues} - ${sql.placeholder('hidden')}::text[]` : sql``
  })`;

/** A list page's statement variant: its view, its table, and whether rows carry custom values. */
type PageVariant = `${OrderFilter['view']}:${'search' | ''}:${'values' | ''}`;
const pageVariant = (view: OrderFilter['view'], bySearch: boolean, withValues: boolean): PageVariant =>
  `${view}:${bySearch ? 'search' : ''}:${withValues ? 'values' : ''}`;

const pageJsonQuery = (db: Db, where: SQL | undefined, variant: PageVariant) => {
  const [view, search, values] = variant.split(':') as [OrderFilter['view'], string, string];
  const keys = pageKeys(db, where, view, search === 'search');
  const order = sql.join(orderBy(view), sql`, `);
  const row = rowJson(values === 'values');
  return db
    .select({ list: sql<string>`coalesce(json_agg(${row} order by ${order}), '[]')::text`.as('list') })
    .from(keys)
    .innerJoin(orders, and(eq(orders.enterpriseId, keys.ep), eq(orders.id, keys.key)))
    .leftJoin(users, and(eq(users.enterpriseId, orders.enterpriseId), eq(users.id, orders.createdBy)));
};
const pageJsonShapes = new ShapedQuery('orders_page_json', pageJsonQuery);

/**
 * One page of list rows as JSON text (the list endpoint's `list`), same rows and order as listOrders;
 * with `hiddenFields` (a template's list), each row carries its custom values less those fields.
 */
export const listPageJson = (
  database: Database,
  { where, bySearch }: OrderCondition,
  view: OrderFilter['view'],
  page: PageQuery,
  hideArchivedCustomers: boolean,
  hiddenFields?: string[],
) =>
  pageJsonShapes
    .rows(database, pageVariant(view, bySearch, !!hiddenFields), where, {
      limit: page.pageSize,
      offset: page.pageIndex * page.pageSize,
      hide: hideArchivedCustomers,
      ...(hiddenFields ? { hidden: hiddenFields } : {}),
    })
    .then((r) => String(r[0]?.list ?? '[]'));

/**
 * Matching orders counted, stopping after `stop` of them (a number, or a placeholder bound per call).
 * A keyword count walks the enterprise's key on `order_search`, as its page does: unordered,
 * PostgreSQL chose a sequential scan that hoped to meet the matches early, and under 32 concurrent
 * lists synchronised scans started it mid-table among other tenants' rows (747 → 213 counts/s).
 */
/** A count's variant: on the search table (a keyword) or on orders. */
type CountVariant = 'search' | '';
const countUpTo = (stop: number | Placeholder) => (db: Db, where: SQL | undefined, variant: CountVariant) => {
  const bySearch = variant === 'search';
  const matches = matching(db, bySearch)
    .where(where)
    .orderBy(...(bySearch ? [desc(orderSearch.orderId)] : []))
    .limit(stop)
    .as('matches');
  return db.select({ n: sql<number>`count(*)::int`.as('n') }).from(matches);
};
const countShapes = new ShapedQuery('orders_count', countUpTo(TOTAL_COUNT_CAP + 1));
/** Keyword lists stop earlier (`stop` bound per call; their shapes are unnamed, planned with it). */
const countUpToShapes = new ShapedQuery('orders_count_up_to', countUpTo(sql.placeholder('stop')));

/**
 * Matching orders counted up to one past `cap` (TOTAL_COUNT_CAP unless smaller), so a broad
 * filter stops early.
 */
export const countOrders = (database: Database, { where, bySearch }: OrderCondition, cap = TOTAL_COUNT_CAP) =>
  (cap >= TOTAL_COUNT_CAP
    ? countShapes.rows(database, bySearch ? 'search' : '', where)
    : countUpToShapes.rows(database, bySearch ? 'search' : '', where, { stop: cap + 1 })
  ).then((r) => Number(r[0]?.n ?? 0));

/** One order of the enterprise that the caller may see, on any shelf. */
export const findOrder = (t: TenantDb & OrderActor, id: number, shelf: OrderShelf = 'any') =>
  t.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), orderScope(t, shelf)))
    .then((r) => r[0]);
export type OrderRecord = typeof orders.$inferSelect;

export const templateOf = (t: TenantDb, id: number) =>
  t.db
    .select({ id: formTemplates.id, name: formTemplates.name })
    .from(formTemplates)
    .where(mine(t, formTemplates, eq(formTemplates.id, id)))
    .then((r) => r[0]);
