import { and, eq, inArray, isNull } from 'drizzle-orm';
import { FORM_KINDS, TAG_OBJECT_KINDS, addressText } from '@fieldline/domain';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
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
  async load(db, enterpriseId, objectId) {
    const customer = await q.customerById(db, enterpriseId, objectId);
    if (!customer) return null;
    const [contact] = await q.contactsOf(db, enterpriseId, objectId);
    const [address] = await q.addressesOf(db, enterpriseId, objectId);
    const templateId =
      customer.templateId ?? (await fieldDefsOf(db, enterpriseId, FORM_KINDS.customer)).templateId;
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
  async save(db, enterpriseId, objectId, values) {
    await db
      .update(customers)
      .set({ customValues: values, updatedAt: new Date() })
      .where(
        and(
          eq(customers.enterpriseId, enterpriseId),
          eq(customers.id, objectId),
          isNull(customers.deletedAt),
        ),
      );
  },
});

/** Batch tagging refuses ids that are not customers of the enterprise. */
registerTaggableKind(TAG_OBJECT_KINDS.customer, async (db: Db, enterpriseId, ids) =>
  ids.length
    ? (
        await db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.enterpriseId, enterpriseId), inArray(customers.id, ids)))
      ).map((c) => c.id)
    : [],
);

/** A departing salesperson's customers go to the receiving user. */
registerHandoverMover('customers', async (tx, auth, fromUserId, toUserId) => {
  const moved = await tx
    .update(customers)
    .set({ ownerUserId: toUserId, updatedAt: new Date() })
    .where(and(eq(customers.enterpriseId, auth.user.enterpriseId), eq(customers.ownerUserId, fromUserId)))
    .returning({ id: customers.id });
  return moved.length;
});
