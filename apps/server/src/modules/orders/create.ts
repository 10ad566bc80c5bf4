import { sql } from 'drizzle-orm';
import {
  FORM_KINDS,
  ORDER_MEMBER_ROLES,
  ORDER_SOURCES,
  TAG_OBJECT_KINDS,
  initialState,
  nodeEnabled,
  type OrderCreateInput,
  type OrderMemberRole,
} from '@fieldline/domain';
import { mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { rows } from '../../db/client';
import { orderMembers, orders } from '../../db/schema';
import { requireCustomerNamed } from '../customers';
import { fieldDefsPrepared, validateRecordValues } from '../forms';
import { batchAdd } from '../tags';
import { orderErrors } from './errors';
import { bound, insertOrder, insertOrderIn, NEXT_ORDER_NO, type NewOrder } from './insert';
import {
  checkCustomerProduct,
  checkFiles,
  checkTags,
  priceLines,
  addressOf,
  contactOf,
  saveLines,
} from './parts';
import { requireParticipants, requireServer, requireUsers } from './people';
import { checkSystemRequired } from './system-fields';
import { checkSaleContract } from './belongs';

/** Readable order numbers: yyyymmdd and a per-enterprise daily sequence (20261122-0001). */
export async function nextOrderNo(t: TenantDb) {
  const [row] = await rows<{ order_no: string }>(t.db, bound(NEXT_ORDER_NO, [t.enterpriseId]));
  return row!.order_no;
}

/** What the keyword search matches (lower-case: the search is a LIKE of the lower-cased keyword). */
export const searchTextOf = (o: {
  orderNo: string;
  title: string;
  customerName: string;
  contactName?: string | null;
  contactPhone?: string | null;
}) =>
  [o.orderNo, o.title, o.customerName, o.contactName, o.contactPhone].filter(Boolean).join(' ').toLowerCase();

export async function addMembers(t: TenantDb, orderId: number, role: OrderMemberRole, userIds: number[]) {
  const unique = [...new Set(userIds)];
  if (unique.length)
    await t.db
      .insert(orderMembers)
      .values(unique.map((userId) => ({ enterpriseId: t.enterpriseId, orderId, role, userId })))
      .onConflictDoNothing();
}

/** Started now and awaited later: a failure is thrown where it is awaited, never left unhandled. */
const started = <T>(p: Promise<T>) => {
  p.catch(() => undefined);
  return p;
};

/**
 * POST /v2/order/create: a staff order from a template for a customer I may see (spec-business §3
 * "Work order", §5). An internal order (orderType 2, an employee's own request) may have no
 * customer; its contact is then its creator. It starts pending assignment, or pending acceptance
 * when a server is chosen (DECISIONS.md). An appointment earlier than now is allowed with a warning
 * that it may time out.
 *
 * The checks read before anything is written, side by side on the pool, and are awaited in the
 * order they are listed, so the first failing check answers as if they had run one by one. The
 * order is then one statement (insert.ts); only service lines, people and tags need a transaction.
 */
export async function createOrder(t: Tenant, input: OrderCreateInput) {
  const { db } = t;
  const setRead = started(fieldDefsPrepared(t, FORM_KINDS.order, input.templateId));
  // the customer with the contact and address the order takes, in one statement
  const customerRead = started(
    input.customerId
      ? requireCustomerNamed(t, input.customerId, 'customerId', {
          contactId: input.contactId,
          addressId: input.addressId,
        })
      : Promise.resolve(null),
  );
  const customerId = input.customerId ?? null;
  const me = { contactName: t.user.name, contactPhone: t.user.phone };
  const set = await setRead;
  const customer = await customerRead;
  checkSystemRequired(set.system, input);
  if (set.settings.tagsRequired && !input.tagIds.length) throw orderErrors.TAG_REQUIRED({ field: 'tagIds' });
  const productCheck = started(
    input.customerProductId
      ? checkCustomerProduct(t, customerId, input.customerProductId)
      : Promise.resolve(),
  );
  const imagesCheck = started(checkFiles(t, input.images, 'images', true));
  const urls = input.attachments.map((a) => a.url);
  const attachmentsCheck = started(checkFiles(t, urls, 'attachments', false));
  const tagsCheck = started(checkTags(t, input.tagIds));
  const contractCheck = started(checkSaleContract(t, input.belongSaleContractId, customerId));
  const serverCheck = started(
    input.serverUserId ? requireServer(t, input.serverUserId).then(() => undefined) : Promise.resolve(),
  );
  const collaboratorsCheck = started(
    requireParticipants(t, input.collaboratorIds, 'collaborator', 'collaboratorIds'),
  );
  const ccCheck = started(requireUsers(t, input.ccUserIds, 'ccUserIds'));
  const linesRead = started(priceLines(t, set.templateId, input.serviceItems));
  const valuesCheck = started(
    validateRecordValues(t, {
      kind: FORM_KINDS.order,
      templateId: set.templateId,
      input: input.customValues,
      set,
    }),
  );
  const contact = contactOf(customer?.contact ?? null, input, customerId ? undefined : me);
  const address = addressOf(customer?.address ?? null, input);
  for (const check of [productCheck, imagesCheck, attachmentsCheck, tagsCheck, serverCheck]) await check;
  await contractCheck;
  await collaboratorsCheck;
  await ccCheck;
  const lines = await linesRead;
  const { values } = await valuesCheck;
  const state = initialState(ORDER_SOURCES.staff, !!input.serverUserId, nodeEnabled(set.settings, 'accept'));
  const customerName = customer?.name ?? '';
  const order: NewOrder = {
    enterpriseId: t.enterpriseId,
    templateId: set.templateId,
    orderType: input.orderType,
    source: ORDER_SOURCES.staff,
    title: input.title,
    state,
    priority: input.priority,
    customerId: customer?.id ?? null,
    customerName,
    customerProductId: input.customerProductId ?? null,
    ...contact,
    ...address,
    appointmentAt: new Date(input.appointmentAt),
    estimatedAt: input.estimatedAt ? new Date(input.estimatedAt) : null,
    description: input.description ?? null,
    images: input.images,
    attachments: input.attachments,
    customValues: values,
    searchRest: searchTextOf({ orderNo: '', title: input.title, customerName, ...contact }),
    serverUserId: input.serverUserId ?? null,
    assignedBy: input.serverUserId ? t.user.id : null,
    createdBy: t.user.id,
    eventId: input.eventId ?? null,
    belongSaleContractId: input.belongSaleContractId ?? null,
    logNote: null,
  };
  const more = lines.length || input.collaboratorIds.length || input.ccUserIds.length || input.tagIds.length;
  const { id, orderNo } = !more
    ? await insertOrder(t.app.database, order)
    : await db.transaction(async (tx) => {
        const tt = withDb(t, tx);
        const created = await insertOrderIn(tx, order);
        if (lines.length) {
          const payment = await saveLines(tt, created.id, lines, {});
          await tx
            .update(orders)
            .set(payment)
            .where(sql`${mineSql(tt)} and id = ${created.id}`);
        }
        await addMembers(tt, created.id, ORDER_MEMBER_ROLES.collaborator, input.collaboratorIds);
        await addMembers(tt, created.id, ORDER_MEMBER_ROLES.cc, input.ccUserIds);
        if (input.tagIds.length)
          await batchAdd(tt, {
            objectKind: TAG_OBJECT_KINDS.order,
            objectIds: [created.id],
            tagIds: input.tagIds,
          });
        return created;
      });
  t.written.events += order.serverUserId ? 2 : 1;
  const warnings = new Date(input.appointmentAt).getTime() < Date.now() ? ['appointmentPast'] : [];
  return { id, orderNo, state, warnings };
}
