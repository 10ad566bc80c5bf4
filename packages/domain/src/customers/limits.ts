/** Limits of customers (spec-business §5 and DECISIONS.md), named once for server and web. */
export const CUSTOMER_NAME_MAX = 50;
/** DECISIONS.md: contact name 1-18 characters (the spec's "four Chinese characters" is not applied). */
export const CONTACT_NAME_MAX = 18;
export const CONTACTS_PER_CUSTOMER_MAX = 50;
export const ADDRESSES_PER_CUSTOMER_MAX = 50;
export const ADDRESS_PART_MAX = 50;
export const ADDRESS_DETAIL_MAX = 200;
/** Customers or users in one batch call (delete, restore, grants). */
export const CUSTOMER_BATCH_MAX = 200;
export const CUSTOMER_TAGS_MAX = 50;
