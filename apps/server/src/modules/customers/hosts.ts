import { eq, inArray, isNull } from 'drizzle-orm';
import { FORM_KINDS, TAG_OBJECT_KINDS, addressText } from '@fieldline/domain';
import { customers } from '../../db/schema';
import { mine } from '../../core/tenant';
import { registerFieldHost, fieldDefsOf } from '../forms';
import { registerHandoverMover } from '../handover';
import { registerTaggableKind } from '../tags';
import * as q from './queries';

/** Customers as records of other modules' registries: custom fields, tags and handover. */

/**
 * The customer's custom values for the forms module (custom buttons, generic field values), with
 * the placeholders of spec-business §3 "Customer: name, linkperson, linkperson_phone, map_name".
 */
registerFieldHost(FORM_KINDS.customer, {
  async load(t, objectId) {
    const customer = await q.customerById(t, objectId);
    if (!customer) return null;
    const [contact] = await q.contactsOf(t, objectId);
    const [address] = await q.addressesOf(t, objectId);
    const templateId = customer.templateId ?? (await fieldDefsOf(t, FORM_KINDS.customer)).templateId;
    return {
      templateId,
      values: customer.customValues,
      placeholders: {
        name: customer.name,
        linkperson: contact?.name ?? '',
        linkperson_phone: contact?.phone ?? '',
        map_name: address ? addressText(address) : '',
      },
    };
  },
  async save(t, objectId, values) {
    await t.db
      .update(customers)
      .set({ customValues: values, updatedAt: new Date() })
      .where(mine(t, customers, eq(customers.id, objectId), isNull(customers.deletedAt)));
  },
});

/** Batch tagging refuses ids that are not customers of the enterprise. */
registerTaggableKind(TAG_OBJECT_KINDS.customer, async (t, ids) =>
  ids.length
    ? (
        await t.db
          .select({ id: customers.id })
          .from(customers)
          .where(mine(t, customers, inArray(customers.id, ids)))
      ).map((c) => c.id)
    : [],
);

/** A departing salesperson's customers go to the receiving user. */
registerHandoverMover('customers', async (tx, auth, fromUserId, toUserId) => {
  const moved = await tx
    .update(customers)
    .set({ ownerUserId: toUserId, updatedAt: new Date() })
    .where(mine(auth.user, customers, eq(customers.ownerUserId, fromUserId)))
    .returning({ id: customers.id });
  return moved.length;
});
