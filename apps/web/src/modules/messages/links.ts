import type { MessageItem } from '@fieldline/domain';
import { equipmentDetailPath } from '../equipment';
import { orderDetailPath } from '../orders';
import { messageLink as registeredLink } from './link-registry';

/** The objects of the modules built before the message centre: linked here, not by registration. */
const BUILT_IN: Record<string, (id: number) => string> = {
  order: orderDetailPath,
  equipment: equipmentDetailPath,
};

/** The page a message leads to: an order's or equipment's detail, a registered object's page, or none. */
export function messageLink(message: Pick<MessageItem, 'objectKind' | 'objectId'>): string | null {
  if (!message.objectKind || message.objectId === null) return null;
  return BUILT_IN[message.objectKind]?.(message.objectId) ?? registeredLink(message);
}
