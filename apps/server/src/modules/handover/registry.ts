import type { Db } from '../../db/client';
import type { Auth } from '../../core/auth';

/**
 * Moves one kind of work (orders, events, customers, spare stock, ...) from a departing user to
 * another inside the handover transaction; answers how many records moved.
 */
export type HandoverMover = (tx: Db, auth: Auth, fromUserId: number, toUserId: number) => Promise<number>;

const movers = new Map<string, HandoverMover>();

/** Later modules plug their work in here; registering a kind again replaces its mover. */
export function registerHandoverMover(kind: string, mover: HandoverMover) {
  movers.set(kind, mover);
}

export function unregisterHandoverMover(kind: string) {
  movers.delete(kind);
}

export const handoverMovers = (): [string, HandoverMover][] => [...movers.entries()];
