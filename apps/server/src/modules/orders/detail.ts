import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_MEMBER_ROLES,
  ORDER_STATES,
  ORDER_TYPES,
  TAG_OBJECT_KINDS,
  availableActions,
  nodeEnabled,
  type AbnormalType,
  type OrderDetail,
  type OrderState,
} from '@fieldline/domain';
import { JsonText } from '../../core/route';
import { mine, type Tenant } from '../../core/tenant';
import type { Db } from '../../db/client';
import { orderEvaluations, orders, users } from '../../db/schema';
import { ShapedQuery, shapedCondition } from '../../db/shapes';
import { poolSettingsOf } from './pool-settings';
import { poolShows } from './pool';
import { hiddenFieldIds, settingsFromText, templateAccessColumns } from '../forms';
import { objectTagsJson } from '../tags';
import { orderFaultsJson } from '../faults';
import { orderErrors } from './errors';
import { isoText, rowJson, unlessHidden } from './queries';
import { orderScope, subjectOf, visibilityShapeOf, type VisibilityShape } from './scope';
import { hidesCustomer } from './service';

const me = sql`${sql.placeholder('me')}::bigint`;
const roleSql = (role: number) => sql.raw(String(role));

const customerProductName = sql`(select p.name || coalesce(' · ' || cp.serial_number, '')
  from customer_products cp join products p on p.enterprise_id = cp.enterprise_id and p.id = cp.product_id
  where cp.enterprise_id = orders.enterprise_id and cp.id = orders.customer_product_id)`;

/** The order's people of one part (collaborators, cc, approvers), in the order they were added. */
const membersJson = (role: number) => sql`(select coalesce(json_agg(
    json_build_object('id', u.id, 'name', u.name) order by om.created_at), '[]')
  from order_members om join users u on u.enterprise_id = om.enterprise_id and u.id = om.user_id
  where om.enterprise_id = orders.enterprise_id and om.order_id = orders.id and om.role = ${roleSql(role)})`;

const isApprover = (who?: SQL) => sql`exists (select 1 from order_members om
  where om.enterprise_id = orders.enterprise_id and om.order_id = orders.id
    and om.role = ${roleSql(ORDER_MEMBER_ROLES.approver)}${who ? sql` and om.user_id = ${who}` : sql``})`;

const linesJson = sql`(select coalesce(json_agg(json_build_object(
    'serviceItemId', l.service_item_id, 'name', l.name, 'unit', l.unit, 'price', l.price::text,
    'quantity', l.quantity, 'amount', l.amount::text) order by l.name), '[]')
  from order_service_lines l where l.enterprise_id = orders.enterprise_id and l.order_id = orders.id)`;

const e = orderEvaluations;
const evaluationJson = sql`case when ${e.orderId} is null then null else json_build_object(
  'solved', ${e.solved}, 'quality', ${e.quality}, 'attitude', ${e.attitude}, 'speed', ${e.speed},
  'suggestion', ${e.suggestion}, 'images', ${e.images}, 'at', ${isoText(e.createdAt)}) end`;

/** The pending abnormal request (issue 22): at most one per order. */
const pendingAbnormalJson = sql`(select json_build_object('id', ar.id, 'type', ar.type, 'reason', ar.reason,
    'appointmentAt', ${isoText(sql`ar.appointment_at`)}, 'newServerName', ns.name, 'applicantName', ap.name,
    'createdAt', ${isoText(sql`ar.created_at`)})
  from order_abnormal_requests ar
    join users ap on ap.enterprise_id = ar.enterprise_id and ap.id = ar.applicant_id
    left join users ns on ns.enterprise_id = ar.enterprise_id and ns.id = ar.new_server_id
  where ar.enterprise_id = orders.enterprise_id and ar.order_id = orders.id and ar.state = 0)`;

/** A short reference to an order of the family (parent, children), as the detail shows it. */
const refJson = (a: string) =>
  sql.raw(
    `json_build_object('id', ${a}.id, 'orderNo', ${a}.order_no, 'title', ${a}.title, 'state', ${a}.state)`,
  );
/** The order it was split from, and the orders split from it (issue 22, the split node). */
const parentJson = sql`(select ${refJson('p')} from orders p
  where p.enterprise_id = orders.enterprise_id and p.id = orders.parent_id and p.deleted_at is null)`;
const childrenJson = sql`(select coalesce(json_agg(${refJson('c')} order by c.id), '[]') from orders c
  where c.enterprise_id = orders.enterprise_id and c.parent_id = orders.id and c.deleted_at is null)`;
const endRequestJson = sql`case when ${orders.endRequestedAt} is null then null else json_build_object(
  'at', ${isoText(orders.endRequestedAt)}, 'reason', ${orders.endReason}) end`;

/** The sales contract the order belongs to (issue 25), as a reference. */
const saleContractJson = sql`(select json_build_object('id', sc.id, 'contractNo', sc.contract_no, 'name', sc.name)
  from sales_contracts sc where sc.enterprise_id = orders.enterprise_id and sc.id = ${orders.belongSaleContractId}
   and sc.deleted_at is null)`;

/**
 * What the detail adds to the list row (OrderDetail less OrderRow, custom values and actions), built
 * by PostgreSQL as JSON. Placeholders: `hide` (customer information of archived orders) and `me`.
 */
const detailJson = sql`json_build_object(
  'description', ${orders.description}, 'images', ${orders.images}, 'attachments', ${orders.attachments},
  'address', ${unlessHidden(orders.address)}, 'customerProductId', ${orders.customerProductId},
  'customerProductName', ${customerProductName},
  'tags', ${objectTagsJson(TAG_OBJECT_KINDS.order, orders.enterpriseId, orders.id)},
  'collaborators', ${membersJson(ORDER_MEMBER_ROLES.collaborator)},
  'cc', ${membersJson(ORDER_MEMBER_ROLES.cc)}, 'approvers', ${membersJson(ORDER_MEMBER_ROLES.approver)},
  'acceptedAt', ${isoText(orders.acceptedAt)}, 'startedAt', ${isoText(orders.startedAt)},
  'cancelledAt', ${isoText(orders.cancelledAt)}, 'cancelReason', ${orders.cancelReason},
  'serviceMinutes', ${orders.serviceMinutes},
  'payment', json_build_object('lines', ${linesJson}, 'serviceAmount', ${orders.serviceAmount}::text,
    'sparepartAmount', ${orders.sparepartAmount}::text, 'otherAmount', ${orders.otherAmount}::text,
    'preferentialAmount', ${orders.preferentialAmount}::text, 'totalAmount', ${orders.totalAmount}::text),
  'signature', ${orders.signature}, 'receiptAt', ${isoText(orders.receiptAt)},
  'evaluation', ${evaluationJson},
  'evalUrl', case when ${orders.evalToken} is null then null else '/eval/' || ${orders.evalToken} end,
  'canRate', coalesce(${orders.orderType} = ${roleSql(ORDER_TYPES.internal)} and ${orders.createdBy} = ${me}
    and ${orders.state} = ${roleSql(ORDER_STATES.completed)} and ${orders.deletedAt} is null
    and ${e.orderId} is null, false),
  'customerHidden', ${sql.placeholder('hide')}::boolean and ${orders.archivedAt} is not null,
  'version', ${orders.version}, 'abnormal', ${pendingAbnormalJson},
  'parent', ${parentJson}, 'children', ${childrenJson}, 'endRequest', ${endRequestJson},
  'closedAt', ${isoText(orders.closedAt)},
  'faults', ${orderFaultsJson(orders.enterpriseId, orders.id)},
  'belongSaleContract', ${saleContractJson})`;

const template = templateAccessColumns(orders.enterpriseId, orders.templateId);

/** The detail's statement; columns are aliased, as its rows come straight from the driver. */
const detailQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({
      row: sql<string>`${rowJson(false)}::text`.as('row'),
      detail: sql<string>`${detailJson}::text`.as('detail'),
      customValues: sql<string>`${orders.customValues}::text`.as('custom_values'),
      settingsText: sql<string | null>`${template.settingsText}`.as('settings_text'),
      liveFieldIds: sql<string[]>`${template.liveFieldIds}`.as('live_field_ids'),
      state: sql<number>`${orders.state}`.as('state'),
      invalid: sql<boolean>`${orders.invalid}`.as('invalid'),
      paused: sql<boolean>`${orders.paused}`.as('paused'),
      archived: sql<boolean>`${orders.archivedAt} is not null`.as('archived'),
      deleted: sql<boolean>`${orders.deletedAt} is not null`.as('deleted'),
      pooled: sql<boolean>`${orders.pooledAt} is not null`.as('pooled'),
      grabbedAt: sql<string | null>`${isoText(orders.grabbedAt)}`.as('grabbed_at'),
      abnormalType: sql<number | null>`${orders.abnormalType}`.as('abnormal_type'),
      endRequested: sql<boolean>`${orders.endRequestedAt} is not null`.as('end_requested'),
      closed: sql<boolean>`${orders.closedAt} is not null`.as('closed'),
      isServer: sql<boolean>`coalesce(${orders.serverUserId} = ${me}, false)`.as('is_server'),
      isApprover: sql<boolean>`${isApprover(me)}`.as('is_approver'),
      hasApprovers: sql<boolean>`${isApprover()}`.as('has_approvers'),
    })
    .from(orders)
    .leftJoin(users, and(eq(users.enterpriseId, orders.enterpriseId), eq(users.id, orders.createdBy)))
    .leftJoin(e, and(eq(e.enterpriseId, orders.enterpriseId), eq(e.orderId, orders.id)))
    .where(where);
const detailShapes = new ShapedQuery('orders_detail_json', detailQuery);

/** The detail's condition for one kind of caller, with the order, enterprise and caller as placeholders. */
const detailWhere = (visibility: VisibilityShape) =>
  and(
    eq(orders.id, sql.placeholder('id')),
    orderScope(subjectOf(visibility, { me: sql.placeholder('me'), ep: sql.placeholder('ep') }), 'any'),
  )!;

/** A pooled order of the enterprise, for a grabber the pool shows it to (any data scope). */
const pooledWhere = () =>
  mine(
    sql.placeholder('ep'),
    orders,
    eq(orders.id, sql.placeholder('id')),
    sql`${orders.pooledAt} is not null and ${orders.deletedAt} is null`,
  )!;

interface DetailRow {
  row: string;
  detail: string;
  custom_values: string;
  settings_text: string | null;
  live_field_ids: string[];
  state: number;
  invalid: boolean;
  paused: boolean;
  archived: boolean;
  deleted: boolean;
  pooled: boolean;
  grabbed_at: string | null;
  abnormal_type: number | null;
  end_requested: boolean;
  closed: boolean;
  is_server: boolean;
  is_approver: boolean;
  has_approvers: boolean;
}

const omit = (values: Record<string, unknown>, keys: string[]) => {
  for (const k of keys) delete values[k];
  return values;
};

/**
 * GET /order/orderDetail: the whole order as the caller may see it, with the buttons they may press,
 * in one statement whose JSON PostgreSQL writes (the template's settings and live fields ride along).
 * The server adds what depends on the caller's roles: the custom values they may see and the actions.
 */
export async function orderDetailJson(t: Tenant, id: number): Promise<JsonText> {
  const where = shapedCondition('detail', detailWhere, visibilityShapeOf(t), {
    id,
    ep: t.enterpriseId,
  });
  const bind = { me: t.user.id, hide: hidesCustomer(t.auth, true) };
  let [found] = (await detailShapes.rows(t.app.database, '', where, bind)) as unknown as DetailRow[];
  // a pooled order the pool shows me opens before I grab it, whatever my data scope (issue 22)
  if (!found && (await poolShows(t, id)))
    [found] = (await detailShapes.rows(
      t.app.database,
      '',
      shapedCondition('detailPooled', pooledWhere, {}, { id, ep: t.enterpriseId }),
      bind,
    )) as unknown as DetailRow[];
  if (!found) throw orderErrors.ORDER_NOT_FOUND({ field: 'id' });
  const settings = settingsFromText(found.settings_text);
  const hidden = hiddenFieldIds(t.auth, settings, found.live_field_ids);
  const values = hidden.length
    ? JSON.stringify(omit(JSON.parse(found.custom_values) as Record<string, unknown>, hidden))
    : found.custom_values;
  const actions = availableActions(
    {
      state: found.state as OrderState,
      invalid: found.invalid,
      paused: found.paused,
      archived: found.archived,
      deleted: found.deleted,
      pooled: found.pooled,
      grabbedAt: found.grabbed_at,
      abnormal: found.abnormal_type as AbnormalType | null,
      endRequested: found.end_requested,
      closed: found.closed,
    },
    {
      powers: t.powers,
      isServer: found.is_server,
      isApprover: found.is_approver,
      hasApprovers: found.has_approvers,
    },
    // the give-back window matters only to the grabber of a grabbed order
    {
      ...(found.grabbed_at && found.is_server
        ? { ...settings, giveBack: await poolSettingsOf(t) }
        : settings),
      splitEnabled: nodeEnabled(settings, 'split'),
    },
  );
  return new JsonText(
    `${found.row.slice(0, -1)}, ${found.detail.slice(1, -1)}, "customValues" : ${values}, "actions" : ${JSON.stringify(actions)}}`,
  );
}

/** The detail as an object (print sheets). */
export const orderDetail = async (t: Tenant, id: number): Promise<OrderDetail> =>
  JSON.parse((await orderDetailJson(t, id)).text) as OrderDetail;
