import type { TFunction } from 'i18next';
import dayjs from 'dayjs';
import { ACCOUNT_TYPES, DEFAULT_ROLES, roleTypeKey, type SessionRole } from '@fieldline/domain';

/**
 * A built-in role shows its name in the language on screen (by role type); a role the enterprise
 * named itself keeps that name.
 */
export function roleLabel(role: Pick<SessionRole, 'type' | 'role_name'>, t: TFunction): string {
  const key = roleTypeKey(role.type);
  const builtIn = DEFAULT_ROLES.find((r) => r.type === role.type);
  if (!key || !builtIn) return role.role_name;
  const named = role.role_name?.trim();
  const isBuiltInName = !named || named === builtIn.name.zh_CN || named === builtIn.name.en_GB;
  return isBuiltInName ? t(`roles.${key}`) : named;
}

/** Account type label: free, paid (VIP) or trial (spec-shell §9). */
export function accountTypeLabel(isChargeUser: number, t: TFunction): string {
  if (isChargeUser === ACCOUNT_TYPES.vip) return t('account.type.vip');
  if (isChargeUser === ACCOUNT_TYPES.trial) return t('account.type.trial');
  return t('account.type.free');
}

/** The service end date, or "no expiry". */
export function serviceExpiryLabel(expireTime: string | null, t: TFunction): string {
  return expireTime ? dayjs(expireTime).format('YYYY-MM-DD') : t('account.noExpiry');
}
