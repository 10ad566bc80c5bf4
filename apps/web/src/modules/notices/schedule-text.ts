import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { TimedNoticeItem } from '@fieldline/domain';

type WeekDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A notice's schedule in words: "Once, 2026-12-01 09:00", "Weekly on Mon, Wed at 09:00", ... */
export function scheduleText(
  n: Pick<TimedNoticeItem, 'repeat' | 'runAt' | 'time' | 'weekDays' | 'monthDay'>,
  t: TFunction,
) {
  switch (n.repeat) {
    case 'once':
      return t('notices.schedule.once', { at: n.runAt ? dayjs(n.runAt).format('YYYY-MM-DD HH:mm') : '—' });
    case 'daily':
      return t('notices.schedule.daily', { time: n.time });
    case 'weekly':
      return t('notices.schedule.weekly', {
        days: n.weekDays
          .map((d) => t(`notices.weekDays.${d as WeekDay}`))
          .join(t('notices.schedule.separator')),
        time: n.time,
      });
    case 'monthly':
      return t('notices.schedule.monthly', { day: n.monthDay, time: n.time });
  }
}
