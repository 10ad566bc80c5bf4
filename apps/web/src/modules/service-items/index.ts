/** What other modules may use of service items: their paths. */
export { SERVICE_ITEM_PATHS, serviceItemDetailPath } from './paths';
