import { and, eq, sql } from 'drizzle-orm';
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
import type { Auth } from '../../core/auth';
import { rows, type Db } from '../../db/client';
import { orderMembers, orders, users } from '../../db/schema';
import { actorOf, requireCustomer } from '../customers';
import { fieldDefsOf, validateRecordValues } from '../forms';
import { batchAdd } from '../tags';
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
import { requireParticipants, requireServer, requireUsers } from './people';
import { checkSystemRequired } from './system-fields';

/** Readable order numbers: yyyymmdd and a per-enterprise daily sequence (20261122-0001). */
export async function nextOrderNo(tx: Db, ep: number) {
  const [row] = await rows<{ day: string; last: number }>(
    tx,
    sql`insert into order_counters (enterprise_id, day, last) values (${ep}, current_date, 1)
        on conflict (enterprise_id, day) do update set last = order_counters.last + 1
        returning to_char(day, 'YYYYMMDD') as day, last`,
  );
  return `${row!.day}-${String(row!.last).padStart(4, '0')}`;
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

export async function addMembers(
  tx: Db,
  ep: number,
  orderId: number,
  role: OrderMemberRole,
  userIds: number[],
) {
  const unique = [...new Set(userIds)];
  if (unique.length)
    await tx
      .insert(orderMembers)
      .values(unique.map((userId) => ({ enterpriseId: ep, orderId, role, userId })))
      .onConflictDoNothing();
}

/** An internal order without a customer is about its creator: their name and phone by default. */
async function creatorContact(tx: Db, auth: Auth) {
  const [me] = await tx
    .select({ contactName: users.name, contactPhone: users.phone })
    .from(users)
    .where(and(eq(users.enterpriseId, auth.user.enterpriseId), eq(users.id, auth.user.id)));
  return me;
}

/**
 * POST /v2/order/create: a staff order from a template for a customer I may see (spec-business §3
 * "Work order", §5). An internal order
 * (orderType 2, an employee's own request) may have no customer. It starts pending assignment, or pending acceptance when a server is chosen
 * (DECISIONS.md). An appointment earlier than now is allowed with a warning that it may time out.
 */
export async function createOrder(db: Db, auth: Auth, input: OrderCreateInput) {
  const ep = auth.user.enterpriseId;
  const created = await db.transaction(async (tx) => {
    const set = await fieldDefsOf(tx, ep, FORM_KINDS.order, input.templateId);
    const customer = input.customerId
      ? await requireCustomer(tx, await actorOf(tx, auth), input.customerId, 'customerId')
      : null;
    checkSystemRequired(set.system, input);
    if (set.settings.tagsRequired && !input.tagIds.length)
      throw orderErrors.TAG_REQUIRED({ field: 'tagIds' });
    const customerId = customer?.id ?? null;
    const contact = await resolveContact(
      tx,
      ep,
      customerId,
      input,
      customer ? undefined : await creatorContact(tx, auth),
    );
    const address = await resolveAddress(tx, ep, customerId, input);
    if (input.customerProductId) await checkCustomerProduct(tx, ep, customerId, input.customerProductId);
    await checkFiles(tx, ep, input.images, 'images', true);
    await checkFiles(
      tx,
      ep,
      input.attachments.map((a) => a.url),
      'attachments',
      false,
    );
    await checkTags(tx, ep, input.tagIds);
    if (input.serverUserId) await requireServer(tx, ep, input.serverUserId);
    await requireParticipants(tx, ep, input.collaboratorIds, 'collaborator', 'collaboratorIds');
    await requireUsers(tx, ep, input.ccUserIds, 'ccUserIds');
    const lines = await priceLines(tx, ep, set.templateId, input.serviceItems);
    const { values } = await validateRecordValues(tx, auth, {
      kind: FORM_KINDS.order,
      templateId: set.templateId,
      input: input.customValues,
      set,
    });
    const state = initialState(
      ORDER_SOURCES.staff,
      !!input.serverUserId,
      nodeEnabled(set.settings, 'accept'),
    );
    const orderNo = await nextOrderNo(tx, ep);
    const [row] = await tx
      .insert(orders)
      .values({
        enterpriseId: ep,
        orderNo,
        templateId: set.templateId,
        orderType: input.orderType,
        source: ORDER_SOURCES.staff,
        title: input.title,
        state,
        priority: input.priority,
        customerId,
        customerName: customer?.name ?? '',
        customerProductId: input.customerProductId ?? null,
        ...contact,
        ...address,
        appointmentAt: new Date(input.appointmentAt),
        estimatedAt: input.estimatedAt ? new Date(input.estimatedAt) : null,
        description: input.description ?? null,
        images: input.images,
        attachments: input.attachments,
        customValues: values,
        searchText: searchTextOf({
          orderNo,
          title: input.title,
          customerName: customer?.name ?? '',
          ...contact,
        }),
        serverUserId: input.serverUserId ?? null,
        assignedBy: input.serverUserId ? auth.user.id : null,
        createdBy: auth.user.id,
        eventId: input.eventId ?? null,
      })
      .returning({ id: orders.id });
    const id = row!.id;
    if (lines.length) {
      const payment = await saveLines(tx, ep, id, lines, {});
      await tx
        .update(orders)
        .set(payment)
        .where(sql`enterprise_id = ${ep} and id = ${id}`);
    }
    await addMembers(tx, ep, id, ORDER_MEMBER_ROLES.collaborator, input.collaboratorIds);
    await addMembers(tx, ep, id, ORDER_MEMBER_ROLES.cc, input.ccUserIds);
    if (input.tagIds.length)
      await batchAdd(tx, auth, { objectKind: TAG_OBJECT_KINDS.order, objectIds: [id], tagIds: input.tagIds });
    await writeLog(tx, ep, id, auth.user.id, { action: 'create', toState: state });
    return { id, orderNo, state };
  });
  const warnings = new Date(input.appointmentAt).getTime() < Date.now() ? ['appointmentPast'] : [];
  return { ...created, warnings };
}
