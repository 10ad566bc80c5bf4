/**
 * The menu badge counters modules declare, keyed by route name. It imports nothing, so a module's
 * route file can register its counters while the route table is still loading.
 */
export type BadgeCount = () => Promise<number>;
export const badgeProviders = new Map<string, BadgeCount>();

/**
 * A module declares how to count what waits behind one of its menu entries, keyed by route name
 * (e.g. orders waiting for acceptance). Answers the function that removes it.
 */
export function registerBadge(routeName: string, count: BadgeCount): () => void {
  badgeProviders.set(routeName, count);
  return () => {
    if (badgeProviders.get(routeName) === count) badgeProviders.delete(routeName);
  };
}
