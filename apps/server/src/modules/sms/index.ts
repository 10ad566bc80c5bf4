/**
 * SMS (issue 21): the enterprise's signature and templates with the platform's review, the prepaid
 * balance, the send log, and the SMS channel of message settings (queueEventSms, called by the
 * message consumer; sendQueuedSms after each dispatch and each minute).
 */
export { smsRoutes } from './routes';
export {
  marketingTemplates,
  queueEventSms,
  queueMarketingSms,
  sendQueuedSms,
  type MarketingRecipient,
  type SmsRecipient,
} from './sending';
export { smsJobs } from './jobs';
export { seedDemoSms } from './demo';
/** The activity-and-messages report's read of the send log (issue 28, /actMsgStatistics). */
export { smsTallies, type SmsTally, type SmsTallyFilter } from './tallies';
