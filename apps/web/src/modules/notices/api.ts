import type {
  AnnouncementItem,
  NamedRef,
  NoticeSettings,
  Page,
  PageQuery,
  TimedNoticeItem,
  TimedNoticeRun,
  announcementSaveSchema,
  timedNoticeSaveSchema,
} from '@fieldline/domain';
import type { Body } from '../../shell/body';
import { del, get, post, put } from '../../shell/request';

/** Everything cached about notices starts with this key. */
export const NOTICES_KEY = ['notices'] as const;
export const ANNOUNCEMENTS_KEY = [...NOTICES_KEY, 'announcements'] as const;
export const PUBLISHED_KEY = [...NOTICES_KEY, 'published'] as const;
export const TIMED_KEY = [...NOTICES_KEY, 'timed'] as const;
export const SETTINGS_KEY = [...NOTICES_KEY, 'settings'] as const;

export type AnnouncementInput = Body<typeof announcementSaveSchema>;
export type TimedNoticeInput = Body<typeof timedNoticeSaveSchema>;
export type NoticeSettingsView = NoticeSettings & { warrantyRoles: NamedRef[] };

/** Form fields a refusal can name. */
export const ANNOUNCEMENT_FIELDS = ['title', 'cover', 'content', 'pinned'] as const;
export const TIMED_FIELDS = [
  'title',
  'content',
  'repeat',
  'runAt',
  'time',
  'weekDays',
  'monthDay',
  'roleIds',
  'teamIds',
  'userIds',
  'enabled',
] as const;
export const SETTINGS_FIELDS = [
  'todoEnabled',
  'warrantyEnabled',
  'warrantyLeadDays',
  'warrantyToOwner',
  'warrantyRoleIds',
] as const;

export const fetchAnnouncements = (query: { keyword?: string; published?: boolean } & PageQuery) =>
  get<Page<AnnouncementItem>>('/v2/notice/list', { ...query });
export const fetchPublished = (query: PageQuery) =>
  get<Page<AnnouncementItem>>('/v2/notice/published', { ...query });
export const fetchAnnouncement = (id: number) =>
  get<AnnouncementItem>(`/v2/notice/${id}`, undefined, { silent: true });
export const createAnnouncement = (body: AnnouncementInput) =>
  post<AnnouncementItem>('/v2/notice', { ...body }, { fieldErrors: ANNOUNCEMENT_FIELDS });
export const updateAnnouncement = (id: number, body: AnnouncementInput) =>
  put<AnnouncementItem>(`/v2/notice/${id}`, { ...body }, { fieldErrors: ANNOUNCEMENT_FIELDS });
export const publishAnnouncement = (id: number) => post<AnnouncementItem>(`/v2/notice/${id}/publish`);
export const deleteAnnouncement = (id: number) => del<{ id: number }>(`/v2/notice/${id}`);

/** Uploads a cover through the files module; answers its URL (/api/file/download/<id>). */
export const uploadCover = (file: Blob, name: string) => {
  const data = new FormData();
  data.append('file', file, name);
  return post<{ fileUrl: string }>('/file/upload', data, { fieldErrors: ['file'], _noCancel: true });
};

export const fetchTimedNotices = (query: { keyword?: string; enabled?: boolean } & PageQuery) =>
  get<Page<TimedNoticeItem>>('/v2/timerNotice/list', { ...query });
export const fetchRuns = (id: number, query: PageQuery) =>
  get<Page<TimedNoticeRun>>(`/v2/timerNotice/${id}/runs`, { ...query });
export const createTimedNotice = (body: TimedNoticeInput) =>
  post<TimedNoticeItem>('/v2/timerNotice', { ...body }, { fieldErrors: TIMED_FIELDS });
export const updateTimedNotice = (id: number, body: TimedNoticeInput) =>
  put<TimedNoticeItem>(`/v2/timerNotice/${id}`, { ...body }, { fieldErrors: TIMED_FIELDS });
export const enableTimedNotice = (id: number, enabled: boolean) =>
  post<TimedNoticeItem>(`/v2/timerNotice/${id}/enable`, { enabled });
export const deleteTimedNotice = (id: number) => del<{ id: number }>(`/v2/timerNotice/${id}`);

export const fetchSettings = () => get<NoticeSettingsView>('/v2/timerNotice/setting');
export const saveSettings = (body: NoticeSettings) =>
  put<NoticeSettingsView>('/v2/timerNotice/setting', { ...body }, { fieldErrors: SETTINGS_FIELDS });
