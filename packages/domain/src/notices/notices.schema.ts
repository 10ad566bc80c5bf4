import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { FIELD_LABELS, VALIDATION_MESSAGES } from '../validation';
import { FILE_URL_PATTERN } from '../forms/values';
import { boolQuery, idListSchema, keywordSchema, looseQuery, requiredText } from '../organization/common';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  NOTICE_AUDIENCE_MAX,
  NOTICE_REPEATS,
  TIMED_NOTICE_CONTENT_MAX,
  TIMED_NOTICE_TITLE_MAX,
  WARRANTY_LEAD_DAYS_MAX,
  type NoticeRepeat,
} from './constants';
import { parseTime } from './schedule';

Object.assign(VALIDATION_MESSAGES, {
  noticeAudience: {
    zh_CN: '请至少选择一个角色、团队或人员',
    en_GB: 'Choose at least one role, team or person',
  },
  noticeWeekDays: { zh_CN: '请至少选择一天', en_GB: 'Choose at least one day of the week' },
  warrantyRecipients: {
    zh_CN: '请选择保修提醒的接收人：客户负责人或角色',
    en_GB: "Choose who hears of warranties ending: the customer's owner or roles",
  },
});
const labels = {
  title: { zh_CN: '标题', en_GB: 'Title' },
  cover: { zh_CN: '封面图片', en_GB: 'Cover image' },
  content: { zh_CN: '内容', en_GB: 'Content' },
  pinned: { zh_CN: '置顶', en_GB: 'Pinned' },
  published: { zh_CN: '发布状态', en_GB: 'Published' },
  repeat: { zh_CN: '重复', en_GB: 'Repeat' },
  runAt: { zh_CN: '发送时间', en_GB: 'Send at' },
  time: { zh_CN: '发送时刻', en_GB: 'Time of day' },
  weekDays: { zh_CN: '每周发送日', en_GB: 'Days of the week' },
  monthDay: { zh_CN: '每月发送日', en_GB: 'Day of the month' },
  roleIds: { zh_CN: '角色', en_GB: 'Roles' },
  teamIds: { zh_CN: '服务团队', en_GB: 'Service teams' },
  userIds: { zh_CN: '人员', en_GB: 'People' },
  enabled: { zh_CN: '启用', en_GB: 'Enabled' },
  todoEnabled: { zh_CN: '每日待办推送', en_GB: 'Daily to-do push' },
  warrantyEnabled: { zh_CN: '保修到期提醒', en_GB: 'Warranty reminders' },
  warrantyLeadDays: { zh_CN: '提前提醒天数', en_GB: 'Days ahead' },
  warrantyToOwner: { zh_CN: '提醒客户负责人', en_GB: "Tell the customer's owner" },
  warrantyRoleIds: { zh_CN: '提醒角色', en_GB: 'Tell roles' },
};
for (const [key, label] of Object.entries(labels)) FIELD_LABELS[key] ??= label;

/** Multi-line text; null or missing is ''. */
const longText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'invalid')
    .transform((s) => s.trim())
    .nullish()
    .transform((s) => s ?? '');

/** spec-business §5: a notice needs a title and a cover image (16:9, ≤ 200 KB: checked on the stored file). */
export const announcementSaveSchema = z.strictObject({
  title: requiredText(ANNOUNCEMENT_TITLE_MAX),
  cover: z.string().max(60).regex(FILE_URL_PATTERN, 'invalid'),
  content: longText(ANNOUNCEMENT_CONTENT_MAX),
  pinned: z.boolean().default(false),
});
export type AnnouncementSaveInput = z.infer<typeof announcementSaveSchema>;

export const announcementListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  published: boolQuery,
  ...looseQuery,
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;

export const publishedListQuerySchema = pageQuerySchema.extend({ ...looseQuery });

export interface AnnouncementItem {
  id: number;
  title: string;
  cover: string;
  content: string;
  pinned: boolean;
  published: boolean;
  publishedAt: string | null;
  publisherId: number | null;
  publisherName: string | null;
  createdAt: string;
  updatedAt: string;
}

const audienceIds = idListSchema(NOTICE_AUDIENCE_MAX).default([]);

/** A timed notice: the schedule's fields that its repeat needs, and a non-empty audience. */
export const timedNoticeSaveSchema = z
  .strictObject({
    title: requiredText(TIMED_NOTICE_TITLE_MAX),
    content: longText(TIMED_NOTICE_CONTENT_MAX),
    repeat: z.enum(NOTICE_REPEATS),
    runAt: z.iso.datetime({ offset: true }).nullish(),
    time: z
      .string()
      .refine((v) => parseTime(v) !== null, 'invalid')
      .nullish(),
    weekDays: z.array(z.number().int().min(1).max(7)).max(7).nullish(),
    monthDay: z.number().int().min(1).max(31).nullish(),
    roleIds: audienceIds,
    teamIds: audienceIds,
    userIds: audienceIds,
    enabled: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message = 'required') =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.repeat === 'once' && !v.runAt) need('runAt');
    if (v.repeat !== 'once' && !v.time) need('time');
    if (v.repeat === 'weekly' && !v.weekDays?.length) need('weekDays', 'noticeWeekDays');
    if (v.repeat === 'monthly' && !v.monthDay) need('monthDay');
    if (!v.roleIds.length && !v.teamIds.length && !v.userIds.length) need('userIds', 'noticeAudience');
  })
  .transform((v) => ({
    ...v,
    runAt: v.repeat === 'once' ? v.runAt! : null,
    time: v.repeat === 'once' ? null : v.time!,
    weekDays: v.repeat === 'weekly' ? [...new Set(v.weekDays)].sort() : [],
    monthDay: v.repeat === 'monthly' ? v.monthDay! : null,
  }));
export type TimedNoticeSaveInput = z.infer<typeof timedNoticeSaveSchema>;

export const timedNoticeEnableSchema = z.strictObject({ enabled: z.boolean() });

export const timedNoticeListQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  enabled: boolQuery,
  ...looseQuery,
});
export type TimedNoticeListQuery = z.infer<typeof timedNoticeListQuerySchema>;

export interface NamedRef {
  id: number;
  name: string;
}

export interface TimedNoticeItem {
  id: number;
  title: string;
  content: string;
  repeat: NoticeRepeat;
  runAt: string | null;
  time: string | null;
  weekDays: number[];
  monthDay: number | null;
  roles: NamedRef[];
  teams: NamedRef[];
  users: NamedRef[];
  enabled: boolean;
  nextRunAt: string | null;
  lastRunAt: string | null;
  runs: number;
  createdAt: string;
}

export interface TimedNoticeRun {
  dueAt: string;
  ranAt: string;
  recipients: number;
}

/** The enterprise's notice settings: the 08:00 to-do push and warranty reminders. */
export const noticeSettingsSchema = z
  .strictObject({
    todoEnabled: z.boolean(),
    warrantyEnabled: z.boolean(),
    warrantyLeadDays: z.number().int().min(1).max(WARRANTY_LEAD_DAYS_MAX),
    warrantyToOwner: z.boolean(),
    warrantyRoleIds: idListSchema(50).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.warrantyEnabled && !v.warrantyToOwner && !v.warrantyRoleIds.length)
      ctx.addIssue({ code: 'custom', path: ['warrantyRoleIds'], message: 'warrantyRecipients' });
  });
export type NoticeSettings = z.infer<typeof noticeSettingsSchema>;
