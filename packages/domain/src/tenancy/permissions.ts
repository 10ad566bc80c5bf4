/**
 * Permission codes. A route declares one of these, PUBLIC or SIGNED_IN; the web uses the same
 * codes to filter menus and buttons. The organization module extends this list with the full
 * permission tree.
 */
export const PUBLIC = 'public' as const;
export const SIGNED_IN = 'signedIn' as const;

export const PERMISSIONS = {
  /** Package detail and other enterprise-account screens; administrators. */
  enterprisePackage: 'ep_package',
  /** Settings menu group (spec-shell §6). */
  setManage: 'set_manage',
  /** Chart menu group (spec-shell §6). */
  chartManage: 'chart_manage',
} as const;

export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
/** A code of the permission tree (function codes 10101-12801, data permission ids such as 101). */
export type TreeCode = `${number}`;
export type RouteAccess = typeof PUBLIC | typeof SIGNED_IN | PermissionCode | TreeCode;

/** spec-shell §6: a code is allowed if it is empty or is in the user's powers. */
export const isAllowed = (code: string | undefined | null, powers: readonly { code: string }[]) =>
  !code || powers.some((p) => p.code === code);
