import dayjs from 'dayjs';
import { ENTERPRISE_TIME_ZONE, dateIn } from '@fieldline/domain';

/**
 * Today in the enterprise's time zone, the day the server counts by (due dates, reports, horizons).
 * A form that defaults a date to "today" uses this, not the browser's date: after 16:00 UTC a browser
 * outside China is a day behind, and a plan started "today" would start on the enterprise's yesterday.
 */
export const enterpriseToday = () => dayjs(dateIn(ENTERPRISE_TIME_ZONE));
