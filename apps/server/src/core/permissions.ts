import { ALL_TREE_CODES, PERMISSIONS, PUBLIC, SIGNED_IN, type RouteAccess } from '@fieldline/domain';
import type { Auth } from './auth';
import { coreErrors } from './errors';

const known = new Set<string>([...Object.values(PERMISSIONS), ...ALL_TREE_CODES]);

/** Every permission code the product knows; modules add theirs when they register. */
export const allPermissionCodes = () => [...known];
export const registerPermissionCodes = (codes: Iterable<string>) => {
  for (const c of codes) known.add(c);
};

/** The one permission check every route goes through. */
export function assertAccess(access: RouteAccess, auth: Auth | null) {
  if (access === PUBLIC) return;
  if (!auth) throw coreErrors.NOT_LOGGED_IN();
  if (access === SIGNED_IN) return;
  if (!auth.powers.includes(access)) throw coreErrors.NO_PERMISSION();
}
