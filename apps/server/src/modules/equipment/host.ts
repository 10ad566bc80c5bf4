import { eq, isNull } from 'drizzle-orm';
import { FORM_KINDS } from '@fieldline/domain';
import { customerProducts } from '../../db/schema';
import { mine } from '../../core/tenant';
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
  async load(t, objectId) {
    const record = await equipmentRecord(t, objectId);
    if (!record) return null;
    const [customer, product] = await Promise.all([
      customerById(t, record.customerId),
      findProduct(t, record.productId),
    ]);
    if (!customer) return null;
    const templateId = record.templateId ?? (await fieldDefsOf(t, FORM_KINDS.customerProduct)).templateId;
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
  async save(t, objectId, values) {
    await t.db
      .update(customerProducts)
      .set({ customValues: values, updatedAt: new Date() })
      .where(
        mine(t, customerProducts, eq(customerProducts.id, objectId), isNull(customerProducts.deletedAt)),
      );
  },
});
