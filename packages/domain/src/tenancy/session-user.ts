/**
 * A cookie the browser may read, set and cleared with the (HTTP-only) session cookie: the web app
 * asks for the session user only when it is present, so anonymous pages make no call that fails.
 */
export const SESSION_HINT_COOKIE = 'fl_signed_in';

export interface SessionRole {
  id: number;
  type: number;
  role_name: string;
  /** A built-in role (its name is shown translated by type); false for custom roles. */
  built_in: boolean;
}

/** GET /v2/sessionUser/info, spec-shell §3 "Session user". */
export interface SessionUser {
  id: number;
  name: string;
  phone: string;
  enterpriseId: number;
  enterpriseName: string;
  locale: 'zh_CN' | 'en_GB';
  allRoles: SessionRole[];
  admin: boolean;
  isChargeUser: number;
  epServiceExpireTime: string | null;
  csrfToken: string;
  powers: { code: string }[];
  cropId: string | null;
  cjtAppType: string | null;
  /** Service hotline shown in upgrade notices; the server's setting overrides the default. */
  hotline: string;
  /** A platform administrator (PLATFORM_ADMIN_PHONES): may read the built-in SMS outbox. */
  platformAdmin: boolean;
}

export interface PackageDetail {
  buy_person_num: number;
  userNum: number;
  is_charge_user: number;
}
