/** Limits from spec-business §5 and DECISIONS.md, named once and shared by server and web. */
export const PHONE_LENGTH = 11;
export const PERSON_NAME_MAX = 18;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const ENTERPRISE_NAME_MAX = 50;
export const ORDER_TITLE_MAX = 50;
export const DESCRIPTION_MAX = 500;

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 5 * 60 * 1000;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const VERIFICATION_CODE_RESEND_MS = 60 * 1000;

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const TRIAL_DAYS = 15;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZES_PAID = [10, 20, 50, 100, 500, 1000] as const;
export const PAGE_SIZES_FREE = [10, 20, 50, 100] as const;
export const PAGE_SIZE_MAX = 1000;
/**
 * Filtered counts stop here: past it a list answers "10,000+" (totalCapped) rather than scanning every
 * match, so a broad keyword costs about as much as its first page (work-orders issue: exact totals
 * must not dominate the list's cost).
 */
export const TOTAL_COUNT_CAP = 10_000;
/**
 * A keyword list counts its matches only this many pages past the one asked for (and never past
 * TOTAL_COUNT_CAP): matching a keyword costs per row, so an exact count of a broad keyword would
 * cost many times its page. Past it the list says "more than N", and N grows as the user pages on.
 */
export const KEYWORD_COUNT_PAGES_AHEAD = 10;

export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 1024 * 1024;
