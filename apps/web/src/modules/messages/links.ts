import { equipmentDetailPath } from '../equipment';
import { orderDetailPath } from '../orders';
import { registerMessageLink } from './link-registry';

/** The objects of the built modules; later modules register theirs in their routes.ts. */
registerMessageLink('order', orderDetailPath);
registerMessageLink('equipment', equipmentDetailPath);

export { messageLink } from './link-registry';
