/** The message centre: its routes, its consumer of domain events, and in-app delivery for other modules. */
export { messageRoutes } from './routes';
export { messageConsumer, deliverObjectEvent, type ObjectMessage } from './consumer';
export { deliverInApp, announceMessages, type InAppMessage, type MessageText } from './deliver';
export { installMessageStream, messageHubOf } from './stream';
export { markOutboundInterrupted, sendQueuedOutbound } from './outbound';
/** The activity-and-messages report's reads (issue 28, /actMsgStatistics). */
export {
  messageTallies,
  outboundTallies,
  type MessageTally,
  type MessageTallyFilter,
  type OutboundTally,
} from './tallies';
