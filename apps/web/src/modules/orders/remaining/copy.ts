import type { OrderCopyDraft, OrderPriority, OrderType } from '@fieldline/domain';
import { CUSTOM_VALUES_NAME } from '../../../components/CustomFields';
import type { OrderFormValues } from '../logic';

/**
 * The create form's values from a copied order: everything but the appointment and the people
 * (the copy is a new order, to be scheduled and assigned anew); the address is typed in as the
 * original's, the contact as its name and phone.
 */
export function copyFormValues(d: OrderCopyDraft): Partial<OrderFormValues> & Record<string, unknown> {
  return {
    templateId: d.templateId,
    orderType: d.orderType as OrderType,
    customerId: d.customerId,
    customerProductId: d.customerProductId,
    title: d.title,
    priority: d.priority as OrderPriority,
    description: d.description ?? undefined,
    images: d.images,
    attachments: d.attachments,
    tagIds: d.tagIds,
    serviceItems: d.serviceItems,
    contactName: d.contactName ?? undefined,
    contactPhone: d.contactPhone ?? undefined,
    address: d.address
      ? {
          province: d.address.province ?? '',
          city: d.address.city ?? undefined,
          region: d.address.region ?? undefined,
          detail: d.address.detail ?? undefined,
        }
      : null,
    [CUSTOM_VALUES_NAME[0]!]: d.customValues,
  };
}
