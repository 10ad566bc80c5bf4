import type { Messages } from '../i18n';
import { fn } from '../tenancy/permission-groups';
import type { TreeCode } from '../tenancy/permissions';
import { ENTERPRISE_TIME_ZONE } from '../time-zone';

/**
 * Who may do what (spec-business §6): announcements are the knowledge base's "公告" (10704);
 * timed notices, the to-do push and the warranty reminders are message settings, "消息设置" (12704).
 * Every signed-in user reads published announcements (the home page, the message centre).
 */
export const NOTICE_ACCESS = {
  announcements: fn('knowledge', 4) as TreeCode,
  timed: fn('systemSettings', 4) as TreeCode,
} as const;

/** spec-business §5: a notice needs a title (< 50 like every title) and a cover image. */
export const ANNOUNCEMENT_TITLE_MAX = 50;
export const ANNOUNCEMENT_CONTENT_MAX = 5000;
/** spec-business §5 "notice cover 16:9 up to 200K". */
export const COVER_MAX_BYTES = 200 * 1024;
export const COVER_RATIO = 16 / 9;
/** How far width / height may stray from 16:9 (2%: 1280×720 and 1920×1088 pass, 4:3 does not). */
export const COVER_RATIO_TOLERANCE = 0.02;
/** Image types a cover may be (the files module's image types that browsers show everywhere). */
export const COVER_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
/** How many announcements the home page shows (pinned first, then the latest). */
export const HOME_ANNOUNCEMENTS = 5;

export const TIMED_NOTICE_TITLE_MAX = 50;
export const TIMED_NOTICE_CONTENT_MAX = 500;
/** At most this many roles, teams and people each in one notice's audience. */
export const NOTICE_AUDIENCE_MAX = 200;

/**
 * The enterprise's local time for schedules, the 08:00 to-do push and "today" of the warranty
 * reminders. Enterprises have no time-zone setting yet; every one is in China (the spec's
 * market), as the exports assume (core/xlsx DEFAULT_TIME_ZONE).
 */
export const NOTICE_TIME_ZONE = ENTERPRISE_TIME_ZONE;
/** spec-business §7: the daily to-do push at 8:00. */
export const TODO_PUSH_TIME = '08:00';
/** The warranty reminders go out with the to-do push, once a day. */
export const WARRANTY_PUSH_TIME = TODO_PUSH_TIME;

export const WARRANTY_LEAD_DAYS_DEFAULT = 30;
export const WARRANTY_LEAD_DAYS_MAX = 365;

export const NOTICE_REPEATS = ['once', 'daily', 'weekly', 'monthly'] as const;
export type NoticeRepeat = (typeof NOTICE_REPEATS)[number];
export const NOTICE_REPEAT_NAMES: Record<NoticeRepeat, Messages> = {
  once: { zh_CN: '单次', en_GB: 'Once' },
  daily: { zh_CN: '每天', en_GB: 'Daily' },
  weekly: { zh_CN: '每周', en_GB: 'Weekly' },
  monthly: { zh_CN: '每月', en_GB: 'Monthly' },
};
/** ISO weekdays: 1 Monday ... 7 Sunday. */
export const WEEK_DAY_NAMES: Record<number, Messages> = {
  1: { zh_CN: '周一', en_GB: 'Mon' },
  2: { zh_CN: '周二', en_GB: 'Tue' },
  3: { zh_CN: '周三', en_GB: 'Wed' },
  4: { zh_CN: '周四', en_GB: 'Thu' },
  5: { zh_CN: '周五', en_GB: 'Fri' },
  6: { zh_CN: '周六', en_GB: 'Sat' },
  7: { zh_CN: '周日', en_GB: 'Sun' },
};

/** The texts of the messages this module sends, in both languages. */
export const NOTICE_TEXTS = {
  todoTitle: { zh_CN: '今日待办：{count} 个工单', en_GB: 'To do today: {count} orders' },
  todoBody: {
    zh_CN:
      '您有 {count} 个未完成的工单（待接单 {toAccept}，待服务 {toServe}，服务中 {inService}），请在“我的工单”中处理。',
    en_GB:
      'You have {count} open orders ({toAccept} to accept, {toServe} to serve, {inService} in service); see My orders.',
  },
  warrantyTitle: {
    zh_CN: '保修即将到期：{customer} 的 {product}',
    en_GB: 'Warranty ending: {product} of {customer}',
  },
  warrantyBody: {
    zh_CN: '{customer} 的 {product}（序列号 {serial}）保修将于 {end} 到期，还剩 {days} 天。',
    en_GB: 'The warranty of {product} (serial {serial}) of {customer} ends on {end}, in {days} days.',
  },
} satisfies Record<string, Messages>;

/** Whether an image of this width and height is 16:9 within the tolerance (server and the upload form). */
export const coverRatioFits = (width: number, height: number) =>
  width > 0 && height > 0 && Math.abs(width / height / COVER_RATIO - 1) <= COVER_RATIO_TOLERANCE;
