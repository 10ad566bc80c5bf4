import {
  GRAB_BLOCK_TEXTS,
  format,
  type GrabBlock,
  type Locale,
  type PoolPage,
  type PoolRow,
} from '@fieldline/domain';

/** Why I may not grab, in my language (the domain's texts, the cap filled in). */
export const blockText = (block: GrabBlock, grabCap: number, locale: Locale) =>
  format(GRAB_BLOCK_TEXTS[block][locale], { cap: grabCap });

/** What a card offers: grab (with the reason it is off), recall for a dispatcher. */
export function cardActions(row: PoolRow, me: PoolPage['me'], mayDispatch: boolean) {
  return {
    grab: me.mayGrab,
    grabBlocked: me.mayGrab ? row.block : null,
    recall: mayDispatch,
  };
}

/** Minutes left before the sweep returns the order to assignment (0 once due), or null with no time. */
export function minutesLeft(expiresAt: string | null, now = Date.now()) {
  if (!expiresAt) return null;
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 60_000));
}

/** A short "time left": minutes under two hours, hours under two days, else days. */
export function timeLeft(minutes: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  if (minutes < 120) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / 1440) };
}
