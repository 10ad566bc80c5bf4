import {
  SLA_DEFAULT_WEEK,
  SLA_TIME_ZONE_DEFAULT,
  minutesOf,
  type BusinessCalendar,
  type SlaCalendar,
  type SlaCalendarInput,
} from '@fieldline/domain';
import { slaCalendars } from '../../db/schema';
import { mine, type Tenant, type TenantDb } from '../../core/tenant';

/** GET /v2/sla/calendar: the enterprise's business calendar, or the default (Mon-Fri 09:00-18:00). */
export async function calendarOf(t: TenantDb): Promise<SlaCalendar> {
  const [row] = await t.db.select().from(slaCalendars).where(mine(t, slaCalendars));
  if (!row)
    return { timeZone: SLA_TIME_ZONE_DEFAULT, week: [...SLA_DEFAULT_WEEK], daysOff: [], saved: false };
  return { timeZone: row.timeZone, week: row.week, daysOff: row.daysOff, saved: true };
}

/** POST /v2/sla/calendar/save: replaces the calendar; clocks started from then on count by it. */
export async function saveCalendar(t: Tenant, input: SlaCalendarInput) {
  const values = { timeZone: input.timeZone, week: input.week, daysOff: input.daysOff, updatedBy: t.user.id };
  await t.db
    .insert(slaCalendars)
    .values({ enterpriseId: t.enterpriseId, ...values })
    .onConflictDoUpdate({ target: slaCalendars.enterpriseId, set: { ...values, updatedAt: new Date() } });
  return calendarOf(t);
}

/** The calendar in the form the deadline arithmetic takes (minutes after midnight). */
export const businessCalendar = (c: SlaCalendar): BusinessCalendar => ({
  timeZone: c.timeZone,
  week: c.week.map((d) => (d ? { start: minutesOf(d.start), end: minutesOf(d.end) } : null)),
  daysOff: c.daysOff,
});
