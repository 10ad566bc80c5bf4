export { appendEvent, type EventWriter } from './outbox';
export {
  createEventBus,
  dispatchPending,
  MAX_ATTEMPTS,
  type DomainEvent,
  type EventBus,
  type EventConsumer,
} from './dispatcher';
export { eventJobs } from './jobs';
/** The activity-and-messages report's read of the outbox (issue 28, /actMsgStatistics). */
export { activityTallies, type ActivityTally, type ActivityFilter } from './tallies';
