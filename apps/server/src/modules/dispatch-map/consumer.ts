import type { EventConsumer } from '../events';
import { recordCheckIn } from './positions';

/** Check-ins are positions too (issue 26): the start-service log's coordinates become source 1. */
export const dispatchMapConsumer: EventConsumer = {
  name: 'dispatchMap',
  kinds: ['order.checkedIn'],
  handle: async (t, event) => {
    await recordCheckIn(t, event.objectId, event.actorUserId);
  },
};
