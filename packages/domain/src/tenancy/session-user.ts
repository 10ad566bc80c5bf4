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
}

export interface PackageDetail {
  buy_person_num: number;
  userNum: number;
  is_charge_user: number;
}
