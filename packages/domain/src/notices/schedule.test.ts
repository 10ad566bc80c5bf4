import { describe, expect, it } from 'vitest';
import { localDate, nextRunAfter, zonedInstant } from './schedule';
import { NOTICE_TIME_ZONE } from './constants';
import { announcementSaveSchema, noticeSettingsSchema, timedNoticeSaveSchema } from './notices.schema';

const tz = NOTICE_TIME_ZONE; // UTC+8, no daylight saving
const at = (iso: string) => new Date(iso);

describe('timed notice schedules (spec /timerNotice), in the enterprise time zone', () => {
  it('reads a wall-clock time in Asia/Shanghai as the instant 8 hours earlier in UTC', () => {
    expect(zonedInstant({ year: 2026, month: 11, day: 27 }, { hour: 8, minute: 0 }, tz).toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
    expect(localDate(at('2026-11-26T16:30:00Z'), tz)).toBe('2026-11-27');
  });

  it('once: due at its instant, then never again', () => {
    const s = { repeat: 'once' as const, runAt: '2026-11-27T09:00:00+08:00' };
    expect(nextRunAfter(s, at('2026-11-27T00:00:00Z'), tz)?.toISOString()).toBe('2026-11-27T01:00:00.000Z');
    expect(nextRunAfter(s, at('2026-11-27T01:00:00Z'), tz)).toBeNull();
  });

  it('daily: today at the time if still ahead, else tomorrow', () => {
    const s = { repeat: 'daily' as const, time: '08:30' };
    expect(nextRunAfter(s, at('2026-11-27T00:00:00Z'), tz)?.toISOString()).toBe('2026-11-27T00:30:00.000Z');
    expect(nextRunAfter(s, at('2026-11-27T00:30:00Z'), tz)?.toISOString()).toBe('2026-11-28T00:30:00.000Z');
  });

  it('weekly: the next chosen week day (2026-11-27 is a Friday)', () => {
    const s = { repeat: 'weekly' as const, time: '09:00', weekDays: [1, 3] };
    expect(nextRunAfter(s, at('2026-11-27T02:00:00Z'), tz)?.toISOString()).toBe('2026-11-30T01:00:00.000Z');
    expect(nextRunAfter({ ...s, weekDays: [5] }, at('2026-11-27T00:00:00Z'), tz)?.toISOString()).toBe(
      '2026-11-27T01:00:00.000Z',
    );
  });

  it('monthly: the chosen day, or the last day of a shorter month', () => {
    const s = { repeat: 'monthly' as const, time: '10:00', monthDay: 31 };
    expect(nextRunAfter(s, at('2026-11-27T00:00:00Z'), tz)?.toISOString()).toBe('2026-11-30T02:00:00.000Z');
    expect(nextRunAfter(s, at('2026-12-31T03:00:00Z'), tz)?.toISOString()).toBe('2027-01-31T02:00:00.000Z');
    expect(nextRunAfter({ ...s, monthDay: 29 }, at('2027-02-01T00:00:00Z'), tz)?.toISOString()).toBe(
      '2027-02-28T02:00:00.000Z',
    );
  });
});

describe('notice payloads', () => {
  const cover = '/api/file/download/12';
  it('an announcement needs a title and a cover image (spec-business §5)', () => {
    expect(announcementSaveSchema.safeParse({ title: 'T', cover }).success).toBe(true);
    expect(announcementSaveSchema.safeParse({ title: 'T' }).success).toBe(false);
    expect(announcementSaveSchema.safeParse({ title: ' ', cover }).success).toBe(false);
    expect(announcementSaveSchema.safeParse({ title: 'T', cover: 'https://x.test/a.png' }).success).toBe(
      false,
    );
  });

  it('a timed notice needs the fields its repeat uses and an audience', () => {
    const base = { title: 'T', roleIds: [1] };
    expect(timedNoticeSaveSchema.safeParse({ ...base, repeat: 'daily', time: '08:00' }).success).toBe(true);
    expect(timedNoticeSaveSchema.safeParse({ ...base, repeat: 'daily' }).success).toBe(false);
    expect(timedNoticeSaveSchema.safeParse({ ...base, repeat: 'weekly', time: '08:00' }).success).toBe(false);
    expect(timedNoticeSaveSchema.safeParse({ ...base, repeat: 'monthly', time: '08:00' }).success).toBe(
      false,
    );
    expect(timedNoticeSaveSchema.safeParse({ ...base, repeat: 'once' }).success).toBe(false);
    expect(timedNoticeSaveSchema.safeParse({ title: 'T', repeat: 'daily', time: '08:00' }).success).toBe(
      false,
    );
    expect(timedNoticeSaveSchema.safeParse({ ...base, repeat: 'daily', time: '24:00' }).success).toBe(false);
    const weekly = timedNoticeSaveSchema.parse({
      ...base,
      repeat: 'weekly',
      time: '08:00',
      weekDays: [3, 1, 3],
    });
    expect(weekly.weekDays).toEqual([1, 3]);
    expect(weekly.monthDay).toBeNull();
  });

  it('warranty reminders need someone to tell', () => {
    const s = { todoEnabled: true, warrantyEnabled: true, warrantyLeadDays: 30, warrantyToOwner: false };
    expect(noticeSettingsSchema.safeParse(s).success).toBe(false);
    expect(noticeSettingsSchema.safeParse({ ...s, warrantyRoleIds: [2] }).success).toBe(true);
    expect(noticeSettingsSchema.safeParse({ ...s, warrantyToOwner: true, warrantyLeadDays: 0 }).success).toBe(
      false,
    );
  });
});
