/** The SMS page (spec-shell: /smsMEssage/applyMessage, as the spec spells it). */
export const SMS_PATHS = { apply: '/smsMEssage/applyMessage' } as const;
