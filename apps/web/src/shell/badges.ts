import { useQuery } from '@tanstack/react-query';
import { isPaidAccount } from '@fieldline/domain';
import { useSession } from './session/useSession';
import { badgeProviders as providers } from './badge-registry';

/** spec-shell §4: menu badge counts refresh every 3 minutes (and when the window regains focus). */
export const BADGE_REFRESH_MS = 3 * 60 * 1000;

export { registerBadge } from './badge-registry';

/** Every registered count; a failing one is left out silently (spec-shell §8). */
export async function fetchBadgeCounts(): Promise<Record<string, number>> {
  const entries = [...providers.entries()];
  const results = await Promise.allSettled(entries.map(([, count]) => count()));
  const counts: Record<string, number> = {};
  results.forEach((result, i) => {
    if (result.status === 'fulfilled' && Number.isFinite(result.value) && result.value > 0)
      counts[entries[i]![0]] = result.value;
  });
  return counts;
}

/** Badge counts by route name; only paid accounts fetch them (spec-shell §6). */
export function useBadgeCounts(): Record<string, number> {
  const { user } = useSession();
  const enabled = !!user && isPaidAccount(user.isChargeUser) && providers.size > 0;
  const query = useQuery({
    queryKey: ['badges', user?.enterpriseId, user?.id],
    queryFn: fetchBadgeCounts,
    enabled,
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  return enabled ? (query.data ?? {}) : {};
}
