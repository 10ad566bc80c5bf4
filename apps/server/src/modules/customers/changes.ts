import { eq, inArray } from 'drizzle-orm';
import {
  CUSTOMER_CHANGE_VALUE_MAX,
  FORM_KINDS,
  TAG_OBJECT_KINDS,
  addressText,
  coordinatesText,
  type AddressSaveInput,
  type ContactSaveInput,
  type CustomerChangeAction,
  type CustomerChangeItem,
  type CustomerChangeSummary,
  type FieldDef,
  type FieldValue,
  type FieldValues,
} from '@fieldline/domain';
import { customerAddresses, customerChanges, customerContacts, serviceTeams, tags } from '../../db/schema';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';
import { fieldDefsOf } from '../forms';
import { tagsOfObjects } from '../tags';
import { namesByIds } from '../users';

/**
 * Writes the timeline of customers (customer_changes): each function is called inside the
 * transaction of the change it records (`t.db` is that transaction), so a refused change leaves no
 * row behind.
 */

type Actor = Pick<Tenant, 'db' | 'enterpriseId' | 'user'>;

const clip = (text: string | null | undefined) =>
  text === null || text === undefined || text === '' ? null : text.slice(0, CUSTOMER_CHANGE_VALUE_MAX);

/** Records one action on one or several customers. */
export async function recordChange(
  t: Actor,
  customerIds: number | number[],
  action: CustomerChangeAction,
  summary: CustomerChangeSummary = {},
) {
  const ids = [...new Set(Array.isArray(customerIds) ? customerIds : [customerIds])];
  if (!ids.length) return;
  await t.db.insert(customerChanges).values(
    ids.map((customerId) => ({
      enterpriseId: t.enterpriseId,
      customerId,
      userId: t.user.id,
      action,
      summary,
    })),
  );
}

/** A custom value as one line of text (choices joined, addresses written out, files by name). */
export function valueText(value: FieldValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return clip(value.map((v) => (typeof v === 'string' ? v : v.name)).join(', '));
  if ('province' in value) return clip(addressText(value));
  if ('lng' in value) return clip(value.name ?? `${value.lng},${value.lat}`);
  return null;
}

function customChanges(fields: FieldDef[], before: FieldValues, after: FieldValues): CustomerChangeItem[] {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const out: CustomerChangeItem[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    const field = byId.get(key);
    if (!field) continue; // a value of a field deleted from the field set is kept, not changed
    out.push({
      field: key,
      label: field.name,
      ...(field.type === 'switch' ? { type: 'switch' } : {}),
      from: valueText(before[key]),
      to: valueText(after[key]),
    });
  }
  return out;
}

const tagNames = async (t: TenantDb, ids: number[]) =>
  ids.length
    ? t.db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(mine(t, tags, inArray(tags.id, ids)))
        .then((r) => ids.map((id) => r.find((tag) => tag.id === id)?.name ?? '').filter(Boolean))
    : [];

const userName = async (t: TenantDb, id: number | null) =>
  id ? ((await namesByIds(t, [id]))[0]?.name ?? null) : null;

const teamName = async (t: TenantDb, id: number | null) =>
  id
    ? ((
        await t.db
          .select({ name: serviceTeams.name })
          .from(serviceTeams)
          .where(mine(t, serviceTeams, eq(serviceTeams.id, id)))
      )[0]?.name ?? null)
    : null;

/**
 * Records an edit of a customer's profile, before the change is written: `current` is the customer
 * as it is, `patch` the columns about to change, `tagIds` the new tags (undefined: unchanged).
 * Owner or team changes alone are "owner changed"; anything else is "edited". Nothing changed,
 * nothing recorded.
 */
export async function recordEdit(
  t: Actor,
  current: {
    id: number;
    name: string;
    ownerName: string | null;
    serviceTeamName: string | null;
    templateId: number | null;
    customValues: FieldValues;
  },
  patch: {
    name?: string;
    ownerUserId?: number | null;
    serviceTeamId?: number | null;
    customValues?: FieldValues;
  },
  tagIds: number[] | undefined,
) {
  const changes: CustomerChangeItem[] = [];
  if (patch.name !== undefined && patch.name !== current.name)
    changes.push({ field: 'name', from: current.name, to: patch.name });
  if (patch.ownerUserId !== undefined)
    changes.push({ field: 'owner', from: current.ownerName, to: await userName(t, patch.ownerUserId) });
  if (patch.serviceTeamId !== undefined)
    changes.push({
      field: 'serviceTeam',
      from: current.serviceTeamName,
      to: await teamName(t, patch.serviceTeamId),
    });
  if (tagIds !== undefined) {
    const had = (await tagsOfObjects(t, TAG_OBJECT_KINDS.customer, [current.id])).get(current.id) ?? [];
    const want = [...new Set(tagIds)];
    const same = had.length === want.length && had.every((tag) => want.includes(tag.id));
    if (!same)
      changes.push({
        field: 'tags',
        from: clip(had.map((tag) => tag.name).join(', ')),
        to: clip((await tagNames(t, want)).join(', ')),
      });
  }
  if (patch.customValues !== undefined) {
    const { fields } = await fieldDefsOf(t, FORM_KINDS.customer, current.templateId ?? undefined);
    changes.push(...customChanges(fields, current.customValues, patch.customValues));
  }
  if (!changes.length) return;
  const onlyOwner = changes.every((c) => c.field === 'owner' || c.field === 'serviceTeam');
  await recordChange(t, current.id, onlyOwner ? 'ownerChanged' : 'edited', { changes });
}

const contactText = (c: { name: string; phone: string }) => `${c.name} ${c.phone}`;

/**
 * Records a contact being added or edited, before it is written (an edit compares with the stored
 * contact; a contact of another customer records nothing, as the save is about to be refused).
 */
export async function recordContactSave(t: Actor, customerId: number, input: ContactSaveInput) {
  const subject = contactText(input);
  if (!input.id) return recordChange(t, customerId, 'contactAdded', { subject });
  const [old] = await t.db
    .select({
      name: customerContacts.name,
      phone: customerContacts.phone,
      isDefault: customerContacts.isDefault,
    })
    .from(customerContacts)
    .where(
      mine(
        t,
        customerContacts,
        eq(customerContacts.id, input.id),
        eq(customerContacts.customerId, customerId),
      ),
    );
  if (!old) return;
  const changes: CustomerChangeItem[] = [];
  if (old.name !== input.name) changes.push({ field: 'contactName', from: old.name, to: input.name });
  if (old.phone !== input.phone) changes.push({ field: 'contactPhone', from: old.phone, to: input.phone });
  if (changes.length) return recordChange(t, customerId, 'contactEdited', { subject, changes });
  if (input.isDefault && !old.isDefault) return recordChange(t, customerId, 'contactDefault', { subject });
}

/** Records a contact made the default or deleted (call before deleting it). */
export async function recordContactEvent(
  t: Actor,
  action: 'contactDefault' | 'contactDeleted',
  contactId: number,
) {
  const [c] = await t.db
    .select({
      customerId: customerContacts.customerId,
      name: customerContacts.name,
      phone: customerContacts.phone,
    })
    .from(customerContacts)
    .where(mine(t, customerContacts, eq(customerContacts.id, contactId)));
  if (c) await recordChange(t, c.customerId, action, { subject: contactText(c) });
}

/** Records an address being added or edited, before it is written (as recordContactSave). */
export async function recordAddressSave(t: Actor, customerId: number, input: AddressSaveInput) {
  const subject = clip(addressText(input)) ?? '';
  if (!input.id) return recordChange(t, customerId, 'addressAdded', { subject });
  const [old] = await t.db
    .select({
      type: customerAddresses.type,
      province: customerAddresses.province,
      city: customerAddresses.city,
      region: customerAddresses.region,
      detail: customerAddresses.detail,
      isDefault: customerAddresses.isDefault,
    })
    .from(customerAddresses)
    .where(
      mine(
        t,
        customerAddresses,
        eq(customerAddresses.id, input.id),
        eq(customerAddresses.customerId, customerId),
      ),
    );
  if (!old) return;
  const changes: CustomerChangeItem[] = [];
  const before = clip(addressText(old));
  if (before !== clip(addressText(input))) changes.push({ field: 'address', from: before, to: subject });
  if (old.type !== input.type)
    changes.push({ field: 'addressType', from: String(old.type), to: String(input.type) });
  if (changes.length) return recordChange(t, customerId, 'addressEdited', { subject, changes });
  if (input.isDefault && !old.isDefault) return recordChange(t, customerId, 'addressDefault', { subject });
}

/** Records an address made the default or deleted (call before deleting it). */
export async function recordAddressEvent(
  t: Actor,
  action: 'addressDefault' | 'addressDeleted',
  addressId: number,
) {
  const [a] = await t.db
    .select({
      customerId: customerAddresses.customerId,
      type: customerAddresses.type,
      province: customerAddresses.province,
      city: customerAddresses.city,
      region: customerAddresses.region,
      detail: customerAddresses.detail,
    })
    .from(customerAddresses)
    .where(mine(t, customerAddresses, eq(customerAddresses.id, addressId)));
  if (a) await recordChange(t, a.customerId, action, { subject: clip(addressText(a)) ?? '' });
}

/** Records coordinates the map provider found for an address; nothing when they did not change. */
export async function recordAddressLocated(
  t: Actor,
  address: {
    customerId: number;
    province: string;
    city: string | null;
    region: string | null;
    detail: string | null;
    lng: number | null;
    lat: number | null;
  },
  point: { lng: number; lat: number },
) {
  const [from, to] = [coordinatesText(address), coordinatesText(point)];
  if (from === to) return;
  await recordChange(t, address.customerId, 'addressLocated', {
    subject: clip(addressText(address)) ?? '',
    changes: [{ field: 'coordinates', from, to }],
  });
}

/** Records grants set, added or removed on customers, naming the users. */
export async function recordGrants(
  t: Actor,
  customerIds: number[],
  op: 'set' | 'add' | 'remove',
  userIds: number[],
) {
  const found = await namesByIds(t, userIds);
  const users = userIds.map((id) => found.find((u) => u.id === id)?.name ?? '').filter(Boolean);
  await recordChange(t, customerIds, 'grantsChanged', { grants: { op, users } });
}
