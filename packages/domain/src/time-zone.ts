/**
 * The enterprise's time zone. The server counts days by it (reports, due dates, "today", SMS quiet
 * hours), and a page that defaults a date to today must use it too, not the browser's: after 16:00
 * UTC the two dates differ. Modules name it under their own constant so a per-enterprise setting can
 * replace it module by module.
 */
export const ENTERPRISE_TIME_ZONE = 'Asia/Shanghai';

/** Today's date in a time zone (`yyyy-mm-dd`). */
export const dateIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
