import type { EventConsumer } from '../events';
import { openCollectionFor } from './collections';

/** Collection's consumer of domain events (app.ts EVENT_CONSUMERS): a completed order opens its collection. */
export const collectionConsumer: EventConsumer = {
  name: 'collection',
  kinds: ['order.completed', 'order.approved'],
  handle: async (t, event) => {
    await openCollectionFor(t, event);
  },
};
