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
