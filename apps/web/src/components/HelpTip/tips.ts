import type { Cache } from '../../shell/cache';

/**
 * The pages whose help tip is on by default (spec-shell §9, SB:160): spare-parts settings, service
 * items and the organization structure. The spec's fourth, the parameter settings, has no page yet.
 */
export const HELP_TIPS = ['spareManage', 'serviceProject', 'organization'] as const;
export type HelpTipKey = (typeof HELP_TIPS)[number];

interface Reader {
  id: number;
  enterpriseId: number;
}
interface Saved {
  hidden: string[];
}

/** One entry per user of the browser (and per enterprise: accounts are per enterprise). */
export const tipsKey = (user: Reader) => `helpTips_${user.enterpriseId}_${user.id}`;

const read = (cache: Pick<Cache, 'get'>, user: Reader): string[] => {
  const saved = cache.get<Partial<Saved>>(tipsKey(user));
  return Array.isArray(saved?.hidden) ? saved.hidden.filter((k) => typeof k === 'string') : [];
};

/** The tips this user closed. Reading renews the entry, so the cache's 30-day life counts from the last visit. */
export function hiddenTips(cache: Pick<Cache, 'get' | 'set'>, user: Reader): HelpTipKey[] {
  const hidden = read(cache, user);
  if (hidden.length) cache.set(tipsKey(user), { hidden });
  return HELP_TIPS.filter((k) => hidden.includes(k));
}

export const tipShown = (cache: Pick<Cache, 'get' | 'set'>, user: Reader, tip: HelpTipKey) =>
  !hiddenTips(cache, user).includes(tip);

/** Closes one tip for this user. */
export function hideTip(cache: Pick<Cache, 'get' | 'set'>, user: Reader, tip: HelpTipKey) {
  cache.set(tipsKey(user), { hidden: [...new Set([...read(cache, user), tip])] });
}

/** The help centre's switch: every tip on again, or every tip off. */
export function setAllTips(cache: Pick<Cache, 'set' | 'remove'>, user: Reader, on: boolean) {
  if (on) cache.remove(tipsKey(user));
  else cache.set(tipsKey(user), { hidden: [...HELP_TIPS] });
}
