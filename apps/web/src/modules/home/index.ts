/** What other modules may use of home: the service person's day (its query key refreshes it). */
export { myDayKey, useMyDay } from './api';
