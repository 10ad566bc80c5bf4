/** The platform administrator's pages (PLATFORM_ADMIN_PHONES), reached from the user menu. */
export const PLATFORM_PATHS = { smsOutbox: '/platform/smsOutbox', smsReview: '/platform/smsReview' } as const;
