import { sql } from 'drizzle-orm';
import {
  FORM_KINDS,
  SERVICE_EVENT_SOURCES,
  SERVICE_EVENT_STATES,
  TAG_OBJECT_KINDS,
  type FieldValues,
  type ServiceEventCreateInput,
  type ServiceEventEditInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { serviceEventCoordinators, serviceEvents } from '../../db/schema';
import { actorOf, requireCustomer } from '../customers';
import { equipmentActor, requireEquipment } from '../equipment';
import { fieldDefsOf, validateRecordValues, type FieldSet } from '../forms';
import { serviceEventErrors } from './errors';
import { emit, nextEventNo, writeEventLog } from './log';
import { requireHandler, requirePeople } from './people';
import { requireEvent } from './queries';

const EVENT_TAG = TAG_OBJECT_KINDS.event;

/** Event tags (object kind 5) of the enterprise among `ids`; any other id is a 404 naming tagIds. */
async function checkTags(t: TenantDb, ids: number[]) {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  const [found] = await rows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from tags tg where ${mineSql(t, 'tg')} and tg.object_kind = ${EVENT_TAG}
         and tg.id in (${sql.join(
           unique.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  if (found!.n !== unique.length) throw serviceEventErrors.TAG_NOT_FOUND({ field: 'tagIds' });
}

async function setTags(t: TenantDb, eventId: number, ids: number[]) {
  await t.db.execute(
    sql`delete from object_tags ot where ${mineSql(t, 'ot')} and ot.object_kind = ${EVENT_TAG} and ot.object_id = ${eventId}`,
  );
  if (ids.length)
    await t.db.execute(
      sql`insert into object_tags (enterprise_id, object_kind, object_id, tag_id)
          select ${t.enterpriseId}, ${EVENT_TAG}, ${eventId}, x.id
            from unnest(${`{${[...new Set(ids)].join(',')}}`}::bigint[]) as x(id) on conflict do nothing`,
    );
}

export async function setCoordinators(t: TenantDb, eventId: number, ids: number[]) {
  await t.db.execute(
    sql`delete from service_event_coordinators c where ${mineSql(t, 'c')} and c.event_id = ${eventId}`,
  );
  const unique = [...new Set(ids)];
  if (unique.length)
    await t.db
      .insert(serviceEventCoordinators)
      .values(unique.map((userId) => ({ enterpriseId: t.enterpriseId, eventId, userId })));
}

/** The customer and equipment of an event, checked against what the caller may see. */
async function resolveCustomer(
  t: Tenant,
  customerId: number | null | undefined,
  customerProductId: number | null | undefined,
) {
  let customer: { id: number; name: string } | null = null;
  if (customerId) customer = await requireCustomer(t.db, await actorOf(t), customerId, 'customerId');
  if (customerProductId) {
    const product = await requireEquipment(
      t.db,
      await equipmentActor(t),
      customerProductId,
      'customerProductId',
    );
    if (customer && product.customerId !== customer.id)
      throw serviceEventErrors.PRODUCT_NOT_OF_CUSTOMER({ field: 'customerProductId' });
    if (!customer)
      customer = await requireCustomer(t.db, await actorOf(t), product.customerId, 'customerProductId');
  }
  if (!customer) return null;
  // the customer's first contact stands in when the caller names none
  const [contact] = await rows<{ name: string | null; phone: string | null }>(
    t.db,
    sql`select cc.name, cc.phone from customer_contacts cc where ${mineSql(t, 'cc')} and cc.customer_id = ${customer.id}
         order by cc.id limit 1`,
  );
  return {
    id: customer.id,
    name: customer.name,
    contactName: contact?.name ?? null,
    contactPhone: contact?.phone ?? null,
  };
}

const searchTextOf = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ').toLowerCase();

/** The template's rules that apply to a payload: customer required, tags required, priority switch. */
function checkTemplateRules(set: FieldSet, input: { customerId?: number | null; tagIds?: number[] }) {
  if (set.settings.enableCustomer && set.system.customer?.required && !input.customerId)
    throw serviceEventErrors.CUSTOMER_REQUIRED({ field: 'customerId' });
  if (set.settings.tagsRequired && !input.tagIds?.length)
    throw serviceEventErrors.TAG_REQUIRED({ field: 'tagIds' });
}

/**
 * POST /v2/event/save: a new event from an event template (form kind 5) for a customer and
 * equipment I may see. With a main owner it is assigned at once (state 2, the creator as assigner);
 * without, it waits for assignment (1). Custom values are checked by the forms engine.
 */
export async function createEvent(t: Tenant, input: ServiceEventCreateInput) {
  const set = await fieldDefsOf(t, FORM_KINDS.event, input.templateId);
  const customerId = set.settings.enableCustomer ? input.customerId : null;
  checkTemplateRules(set, { customerId: customerId ?? input.customerProductId, tagIds: input.tagIds });
  const customer = await resolveCustomer(
    t,
    customerId,
    set.settings.enableCustomer ? input.customerProductId : null,
  );
  if (input.principalUserId) await requireHandler(t, input.principalUserId, 'principalUserId');
  await requirePeople(t, input.coordinatorIds ?? [], 'coordinatorIds');
  await checkTags(t, input.tagIds ?? []);
  const { values } = await validateRecordValues(t, {
    kind: FORM_KINDS.event,
    templateId: set.templateId,
    input: input.customValues ?? {},
    set,
  });
  const state = input.principalUserId
    ? SERVICE_EVENT_STATES.pendingHandling
    : SERVICE_EVENT_STATES.pendingAssignment;
  const priority = set.settings.enablePriority ? (input.priority ?? 1) : 1;
  const contactName = input.contactName ?? customer?.contactName ?? null;
  const contactPhone = input.contactPhone ?? customer?.contactPhone ?? null;
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const eventNo = await nextEventNo(tt);
    const [created] = await tx
      .insert(serviceEvents)
      .values({
        enterpriseId: t.enterpriseId,
        eventNo,
        title: input.title,
        description: input.description ?? null,
        state,
        priority,
        templateId: set.templateId,
        customerId: customer?.id ?? null,
        customerName: customer?.name ?? null,
        customerProductId: customer ? (input.customerProductId ?? null) : null,
        contactName,
        contactPhone,
        principalUserId: input.principalUserId ?? null,
        assignedBy: input.principalUserId ? t.user.id : null,
        createdBy: t.user.id,
        source:
          input.source ??
          (input.belongCallRecordId ? SERVICE_EVENT_SOURCES.call : SERVICE_EVENT_SOURCES.staff),
        belongCallRecordId: input.belongCallRecordId ?? null,
        durationMinutes: input.durationMinutes ?? null,
        customValues: values,
        searchText: searchTextOf([eventNo, input.title, customer?.name, contactName, contactPhone]),
      })
      .returning({ id: serviceEvents.id });
    const id = created!.id;
    await setCoordinators(tt, id, input.coordinatorIds ?? []);
    await setTags(tt, id, input.tagIds ?? []);
    const facts = {
      templateId: set.templateId,
      priority,
      customerId: customer?.id ?? null,
      principalUserId: input.principalUserId ?? null,
    };
    await writeEventLog(tt, id, t.user.id, {
      action: 'create',
      toState: SERVICE_EVENT_STATES.pendingAssignment,
    });
    await emit(tt, 'serviceEvent.created', id, null, SERVICE_EVENT_STATES.pendingAssignment, facts);
    if (input.principalUserId) {
      await writeEventLog(tt, id, t.user.id, { action: 'assign', fromState: 1, toState: 2 });
      await emit(tt, 'serviceEvent.assigned', id, 1, 2, facts);
    }
    return { id, eventNo, state };
  });
}

/** PUT /v2/event/edit: change the editable fields of an open event (not the state or the people). */
export async function editEvent(t: Tenant, input: ServiceEventEditInput) {
  const current = await requireEvent(t, input.id);
  const set = await fieldDefsOf(t, FORM_KINDS.event, current.templateId);
  const customerId = input.customerId !== undefined ? input.customerId : current.customerId;
  const productId =
    input.customerProductId !== undefined ? input.customerProductId : current.customerProductId;
  if (set.settings.enableCustomer && set.system.customer?.required && !customerId && !productId)
    throw serviceEventErrors.CUSTOMER_REQUIRED({ field: 'customerId' });
  if (input.tagIds && set.settings.tagsRequired && !input.tagIds.length)
    throw serviceEventErrors.TAG_REQUIRED({ field: 'tagIds' });
  const customer = await resolveCustomer(t, customerId, productId);
  if (input.coordinatorIds) await requirePeople(t, input.coordinatorIds, 'coordinatorIds');
  if (input.tagIds) await checkTags(t, input.tagIds);
  const values: FieldValues | undefined =
    input.customValues === undefined
      ? undefined
      : (
          await validateRecordValues(t, {
            kind: FORM_KINDS.event,
            templateId: current.templateId,
            input: input.customValues,
            previous: current.customValues as FieldValues,
            set,
          })
        ).values;
  const changed = Object.keys(input).filter((k) => k !== 'id');
  return t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const locked = await requireEvent(tt, input.id, { lock: true });
    const title = input.title ?? locked.title;
    const contactName = input.contactName !== undefined ? input.contactName : locked.contactName;
    const contactPhone = input.contactPhone !== undefined ? input.contactPhone : locked.contactPhone;
    await tx
      .update(serviceEvents)
      .set({
        title,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.priority && set.settings.enablePriority ? { priority: input.priority } : {}),
        customerId: customer?.id ?? null,
        customerName: customer?.name ?? null,
        customerProductId: customer ? (productId ?? null) : null,
        contactName,
        contactPhone,
        ...(input.durationMinutes !== undefined ? { durationMinutes: input.durationMinutes } : {}),
        ...(values ? { customValues: values } : {}),
        searchText: searchTextOf([locked.eventNo, title, customer?.name, contactName, contactPhone]),
        version: sql`${serviceEvents.version} + 1`,
        updatedAt: new Date(),
      })
      .where(sql`${mineSql(tt)} and id = ${input.id}`);
    if (input.coordinatorIds) await setCoordinators(tt, input.id, input.coordinatorIds);
    if (input.tagIds) await setTags(tt, input.id, input.tagIds);
    await writeEventLog(tt, input.id, t.user.id, { action: 'edit', note: changed.join(',') });
    return { id: input.id };
  });
}

/** DELETE /v2/event/delete/:id: an event pending assignment or closed (soft; its log stays). */
export async function deleteEvent(t: Tenant, id: number) {
  await t.db.transaction(async (tx) => {
    const tt = withDb(t, tx);
    const e = await requireEvent(tt, id, { lock: true });
    if (e.state !== SERVICE_EVENT_STATES.pendingAssignment && e.state !== SERVICE_EVENT_STATES.closed)
      throw serviceEventErrors.EVENT_NOT_DELETABLE({ field: 'id' });
    await tx
      .update(serviceEvents)
      .set({ deletedAt: new Date(), pool: null, updatedAt: new Date() })
      .where(sql`${mineSql(tt)} and id = ${id}`);
    await writeEventLog(tt, id, t.user.id, { action: 'delete', fromState: e.state, toState: e.state });
  });
}
