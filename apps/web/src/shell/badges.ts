import { useQuery } from '@tanstack/react-query';
import { isPaidAccount } from '@fieldline/domain';
import { useSession } from './session/useSession';
import { badgeProviders as providers } from './badge-registry';
import type { MenuEntry } from './menus/filter';

/** spec-shell §4: menu badge counts refresh every 3 minutes (and when the window regains focus). */
export const BADGE_REFRESH_MS = 3 * 60 * 1000;

export { registerBadge } from './badge-registry';

/**
 * The registered counts of the routes `shown` (all when omitted); a failing one is left out silently
 * (spec-shell §8). A count is asked only for a page the user's menu shows: one the user may not open
 * would be refused (403) and fill the console with errors.
 */
export async function fetchBadgeCounts(shown?: ReadonlySet<string>): Promise<Record<string, number>> {
  const entries = [...providers.entries()].filter(([name]) => !shown || shown.has(name));
  const results = await Promise.allSettled(entries.map(([, count]) => count()));
  const counts: Record<string, number> = {};
  results.forEach((result, i) => {
    if (result.status === 'fulfilled' && Number.isFinite(result.value) && result.value > 0)
      counts[entries[i]![0]] = result.value;
  });
  return counts;
}

/** The route names of the menu's leaves. */
export function menuRouteNames(entries: readonly MenuEntry[], into = new Set<string>()): Set<string> {
  for (const entry of entries) {
    if (entry.routeName) into.add(entry.routeName);
    menuRouteNames(entry.children, into);
  }
  return into;
}

/** No counts: one object, so a render without counts hands its children the same value as the last. */
const NO_COUNTS: Readonly<Record<string, number>> = Object.freeze({});

/** Badge counts by route name, for the menu `entries` shown; only paid accounts fetch them (spec-shell §6). */
export function useBadgeCounts(entries: readonly MenuEntry[]): Readonly<Record<string, number>> {
  const { user } = useSession();
  const shown = [...menuRouteNames(entries)].filter((name) => providers.has(name)).sort();
  const enabled = !!user && isPaidAccount(user.isChargeUser) && shown.length > 0;
  const query = useQuery({
    queryKey: ['badges', user?.enterpriseId, user?.id, shown],
    queryFn: () => fetchBadgeCounts(new Set(shown)),
    enabled,
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  return enabled ? (query.data ?? NO_COUNTS) : NO_COUNTS;
}
