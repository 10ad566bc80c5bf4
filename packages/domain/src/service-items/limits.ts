import { DESCRIPTION_MAX } from '../limits';

/**
 * Limits of service items (spec-shell /serviceProject, spec-business §3 "Service item", §5). The
 * name (under 50) and unit (5) limits are the orders module's SERVICE_ITEM_NAME_MAX and
 * SERVICE_ITEM_UNIT_MAX; these are the rest.
 */
/** A free-text category: at most 20 characters. */
export const SERVICE_ITEM_CATEGORY_MAX = 20;
/** spec-business §5 descriptions under 500. */
export const SERVICE_ITEM_DESCRIPTION_MAX = DESCRIPTION_MAX;
/** Order templates one item can be bound to. */
export const SERVICE_ITEM_TEMPLATES_MAX = 50;
/** Items enabled, disabled or deleted by one call. */
export const SERVICE_ITEM_BATCH_MAX = 500;
/** Distinct categories answered by GET /v2/serviceProject/categories. */
export const SERVICE_ITEM_CATEGORIES_MAX = 500;
