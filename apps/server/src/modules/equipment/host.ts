import { and, eq, isNull } from 'drizzle-orm';
import { FORM_KINDS } from '@fieldline/domain';
import { customerProducts } from '../../db/schema';
import { customerById } from '../customers';
import { fieldDefsOf, registerFieldHost } from '../forms';
import { findProduct } from '../products';
import { equipmentRecord } from './queries';

/**
 * Customer products as records of the forms module (detail-control kind 3): custom buttons and
 * generic field values. The spec lists no placeholders for customer products; these name the
 * product file's own fields, in the style of the customer's (name, linkperson, ...).
 */
registerFieldHost(FORM_KINDS.customerProduct, {
  async load(db, enterpriseId, objectId) {
    const record = await equipmentRecord(db, enterpriseId, objectId);
    if (!record) return null;
    const [customer, product] = await Promise.all([
      customerById(db, enterpriseId, record.customerId),
      findProduct({ db, enterpriseId }, record.productId),
    ]);
    if (!customer) return null;
    const templateId =
      record.templateId ?? (await fieldDefsOf(db, enterpriseId, FORM_KINDS.customerProduct)).templateId;
    return {
      templateId,
      values: record.customValues,
      placeholders: {
        custom_name: customer.name,
        product_name: product?.name ?? '',
        product_model: product?.model ?? '',
        serial_number: record.serialNumber ?? '',
        warranty_end: record.warrantyEnd ?? '',
      },
    };
  },
  async save(db, enterpriseId, objectId, values) {
    await db
      .update(customerProducts)
      .set({ customValues: values, updatedAt: new Date() })
      .where(
        and(
          eq(customerProducts.enterpriseId, enterpriseId),
          eq(customerProducts.id, objectId),
          isNull(customerProducts.deletedAt),
        ),
      );
  },
});
