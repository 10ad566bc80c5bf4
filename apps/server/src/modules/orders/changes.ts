import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  FORM_KINDS,
  ORDER_DATA_CODES,
  ORDER_MEMBER_ROLES,
  ORDER_STATES,
  TAG_OBJECT_KINDS,
  type OrderEditInput,
  type PaymentInput,
} from '@fieldline/domain';
import { coreErrors } from '../../core/errors';
import { mine, mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { orders } from '../../db/schema';
import { fieldDefsOf, validateRecordValues } from '../forms';
import { batchAdd, batchRemove, tagsOfObjects } from '../tags';
import { addMembers, searchTextOf } from './create';
import { orderErrors } from './errors';
import { writeLog } from './log';
import {
  checkCustomerProduct,
  checkFiles,
  checkTags,
  priceLines,
  resolveAddress,
  resolveContact,
  saveLines,
} from './parts';
import { requireParticipants, requireUsers } from './people';
import { orderScope } from './scope';
import { checkSystemRequired } from './system-fields';
import { approverIds, lockOrder } from './transition';
import type { OrderRecord } from './queries';
import { linesOf } from './service';
import { computedSpareAmount } from './spare-amount';
import { checkSaleContract } from './belongs';

const closed = (o: OrderRecord) => o.state === ORDER_STATES.completed || o.state === ORDER_STATES.cancelled;

/** Writes columns of an order, bumping its version (so a concurrent transition notices). */
const write = (t: TenantDb, id: number, set: Partial<OrderRecord>) =>
  t.db
    .update(orders)
    .set({ ...set, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(mine(t, orders, eq(orders.id, id)));

async function setTags(t: Tenant, orderId: number, tagIds: number[]) {
  const have = new Set(
    ((await tagsOfObjects(t, TAG_OBJECT_KINDS.order, [orderId])).get(orderId) ?? []).map((tag) => tag.id),
  );
  const removed = [...have].filter((id) => !tagIds.includes(id));
  const added = tagIds.filter((id) => !have.has(id));
  const kind = TAG_OBJECT_KINDS.order;
  if (removed.length) await batchRemove(t, { objectKind: kind, objectIds: [orderId], tagIds: removed });
  if (added.length) await batchAdd(t, { objectKind: kind, objectIds: [orderId], tagIds: added });
}

/**
 * PUT /v2/order/edit: changes the fields sent (title, priority, times, description, images,
 * attachments, product, contact, address, tags, service items, custom values) of an order that is
 * not completed, cancelled, archived or in the recycle bin. One timeline row names the fields.
 */
export async function editOrder(t: Tenant, input: OrderEditInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const order = await lockOrder(tt, input.id);
    if (order.deletedAt || order.archivedAt || closed(order)) throw orderErrors.EDIT_CLOSED({ field: 'id' });
    const set = await fieldDefsOf(tt, FORM_KINDS.order, order.templateId);
    checkSystemRequired(set.system, input, true);
    const changes: Partial<OrderRecord> = {};
    const changed: string[] = [];
    const put = (key: string, patch: Partial<OrderRecord>) => {
      Object.assign(changes, patch);
      changed.push(key);
    };
    if (input.title !== undefined) put('title', { title: input.title });
    if (input.priority !== undefined) put('priority', { priority: input.priority });
    if (input.appointmentAt !== undefined)
      put('appointmentAt', { appointmentAt: new Date(input.appointmentAt) });
    if (input.estimatedAt !== undefined)
      put('estimatedAt', { estimatedAt: input.estimatedAt ? new Date(input.estimatedAt) : null });
    const appointment = changes.appointmentAt ?? order.appointmentAt;
    const estimate = changes.estimatedAt === undefined ? order.estimatedAt : changes.estimatedAt;
    if (appointment && estimate && new Date(estimate) < new Date(appointment))
      throw orderErrors.ESTIMATE_BEFORE_APPOINTMENT({ field: 'estimatedAt' });
    if (input.description !== undefined) put('description', { description: input.description ?? null });
    if (input.images !== undefined) {
      await checkFiles(tt, input.images, 'images', true);
      put('images', { images: input.images });
    }
    if (input.attachments !== undefined) {
      await checkFiles(
        tt,
        input.attachments.map((a) => a.url),
        'attachments',
        false,
      );
      put('attachments', { attachments: input.attachments });
    }
    if (input.customerProductId !== undefined) {
      if (input.customerProductId) await checkCustomerProduct(tt, order.customerId, input.customerProductId);
      put('customerProductId', { customerProductId: input.customerProductId ?? null });
    }
    if (input.contactId !== undefined || input.contactName !== undefined || input.contactPhone !== undefined)
      put('contact', await resolveContact(tt, order.customerId, input));
    if (input.addressId !== undefined || input.address !== undefined)
      put('address', await resolveAddress(tt, order.customerId, input));
    if (input.customValues !== undefined) {
      const { values } = await validateRecordValues(tt, {
        kind: FORM_KINDS.order,
        templateId: order.templateId,
        input: input.customValues,
        previous: order.customValues,
        set,
      });
      put('customValues', { customValues: values });
    }
    if (input.serviceItems !== undefined) {
      const lines = await priceLines(tt, order.templateId, input.serviceItems);
      put('serviceItems', await saveLines(tt, order.id, lines, order));
    }
    if (input.tagIds !== undefined) {
      if (set.settings.tagsRequired && !input.tagIds.length)
        throw orderErrors.TAG_REQUIRED({ field: 'tagIds' });
      await checkTags(tt, input.tagIds);
      await setTags(tt, order.id, input.tagIds);
      changed.push('tags');
    }
    if (input.belongSaleContractId !== undefined) {
      await checkSaleContract(tt, input.belongSaleContractId, order.customerId);
      put('belongSaleContract', { belongSaleContractId: input.belongSaleContractId ?? null });
    }
    if (!changed.length) throw orderErrors.UNCHANGED();
    const next = { ...order, ...changes };
    changes.searchText = searchTextOf(next);
    await write(tt, order.id, changes);
    await writeLog(tt, order.id, t.user.id, { action: 'edit', note: changed.join(',') });
    return { id: order.id, changed };
  });
}

/**
 * PUT /v2/order/archive: archive or unarchive orders in any state. More than one at once is a
 * batch archive, which only administrators may do (spec-business §6).
 */
export async function archiveOrders(t: Tenant, ids: number[], archived: boolean) {
  if (new Set(ids).size > 1 && !t.admin) throw orderErrors.BATCH_ARCHIVE_ADMIN_ONLY({ field: 'ids' });
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    for (const id of new Set(ids)) {
      const order = await lockOrder(tt, id);
      if (order.deletedAt) throw orderErrors.ORDER_NOT_FOUND({ field: 'ids' });
      if (!!order.archivedAt === archived) continue;
      await write(tt, id, { archivedAt: archived ? new Date() : null });
      await writeLog(tt, id, t.user.id, { action: archived ? 'archive' : 'unarchive' });
    }
    return { count: new Set(ids).size };
  });
}

/** DELETE /v2/order/delete: moves orders to the recycle bin (any state). */
export async function deleteOrders(t: Tenant, ids: number[]) {
  if (new Set(ids).size > 1 && !t.powers.includes(ORDER_DATA_CODES.batch)) throw coreErrors.NO_PERMISSION();
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    for (const id of new Set(ids)) {
      const order = await lockOrder(tt, id);
      if (order.deletedAt) continue;
      await write(tt, id, { deletedAt: new Date(), deletedBy: t.user.id });
      await writeLog(tt, id, t.user.id, { action: 'delete' });
    }
    return { count: new Set(ids).size };
  });
}

/** PUT /v2/order/restore: takes orders out of the recycle bin, back where they were. */
export async function restoreOrders(t: Tenant, ids: number[]) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const found = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), orderScope(t, 'deleted'), isNotNull(orders.deletedAt)));
    if (found.length !== new Set(ids).size) throw orderErrors.NOT_IN_RECYCLE_BIN({ field: 'ids' });
    for (const { id } of found) {
      await write(tt, id, { deletedAt: null, deletedBy: null });
      await writeLog(tt, id, t.user.id, { action: 'restore' });
    }
    return { count: found.length };
  });
}

/** POST /v2/order/cc: copies the order to members, who then see it under "copied to me". */
export async function copyTo(t: Tenant, orderId: number, userIds: number[]) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const order = await lockOrder(tt, orderId);
    if (order.deletedAt) throw orderErrors.ORDER_NOT_FOUND({ field: 'orderId' });
    const people = await requireUsers(tt, userIds, 'userIds');
    await addMembers(tt, orderId, ORDER_MEMBER_ROLES.cc, userIds);
    await writeLog(tt, orderId, t.user.id, {
      action: 'cc',
      note: people.map((p) => p.name).join('、'),
    });
    return null;
  });
}

/** Users among `ids` who may approve (the order's approver rule, people.ts). */
const requireApprovers = (t: TenantDb, ids: number[], field: string) =>
  requireParticipants(t, ids, 'approver', field);

async function setApprovers(t: Tenant, orderId: number, userIds: number[], replace: boolean) {
  const order = await lockOrder(t, orderId);
  if (order.deletedAt) throw orderErrors.ORDER_NOT_FOUND({ field: 'orderId' });
  if (replace)
    await t.db.execute(
      sql`delete from order_members where ${mineSql(t)} and order_id = ${orderId} and role = ${ORDER_MEMBER_ROLES.approver}`,
    );
  await addMembers(t, orderId, ORDER_MEMBER_ROLES.approver, userIds);
  await writeLog(t, orderId, t.user.id, { action: 'approvers' });
}

/** POST /order/examine/batch/addExamineUsers: adds approvers to orders. */
export const addApprovers = (t: Tenant, orderIds: number[], userIds: number[]) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireApprovers(tt, userIds, 'userIds');
    for (const id of new Set(orderIds)) await setApprovers(tt, id, userIds, false);
    return null;
  });

/** POST /order/examine/editUser: replaces an order's approvers. */
export const editApprovers = (t: Tenant, orderId: number, userIds: number[]) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireApprovers(tt, userIds, 'userIds');
    await setApprovers(tt, orderId, userIds, true);
    return null;
  });

/** POST /order/examine/trans: an approver hands their approval of an order to someone else. */
export const transferApproval = (t: Tenant, orderId: number, userId: number) =>
  t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    await requireApprovers(tt, [userId], 'userId');
    const current = await approverIds(tt, orderId);
    if (current.length && !current.includes(t.user.id)) throw orderErrors.NOT_APPROVER();
    await setApprovers(tt, orderId, [...current.filter((id) => id !== t.user.id), userId], true);
    return null;
  });

/**
 * PUT /v2/order/payment: the service payment (lines and amounts). The server edits it on their own
 * order in service; roles with "edit service payment" (105) on any open or completed order;
 * approvers with 106 may change the spare-part amount of an order pending approval.
 */
export async function editPayment(t: Tenant, orderId: number, input: PaymentInput) {
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const order = await lockOrder(tt, orderId);
    if (order.deletedAt || order.archivedAt || order.state === ORDER_STATES.cancelled)
      throw orderErrors.PAYMENT_LOCKED({ field: 'orderId' });
    const isServer = order.serverUserId === t.user.id && order.state === ORDER_STATES.inService;
    const mayAll = isServer || t.powers.includes(ORDER_DATA_CODES.editPayment);
    const onlyParts =
      order.state === ORDER_STATES.approval &&
      t.powers.includes(ORDER_DATA_CODES.approverEditsParts) &&
      input.serviceItems === undefined &&
      input.otherAmount === undefined &&
      input.preferentialAmount === undefined;
    if (!mayAll && !onlyParts) throw orderErrors.PAYMENT_LOCKED({ field: 'orderId' });
    const lines = input.serviceItems
      ? await priceLines(tt, order.templateId, input.serviceItems)
      : await linesOf(tt, order.id);
    const payment = await saveLines(tt, order.id, lines, {
      sparepartAmount:
        (await computedSpareAmount(tt, order.id)) ?? input.sparepartAmount ?? order.sparepartAmount,
      otherAmount: input.otherAmount ?? order.otherAmount,
      preferentialAmount: input.preferentialAmount ?? order.preferentialAmount,
    });
    await write(tt, order.id, payment);
    await writeLog(tt, order.id, t.user.id, { action: 'payment', note: payment.totalAmount });
    return payment;
  });
}
