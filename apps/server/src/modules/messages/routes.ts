import {
  MESSAGE_ACCESS,
  SIGNED_IN,
  messageListQuerySchema,
  messageReadSchema,
  messageSettingSchema,
} from '@fieldline/domain';
import { defineRoute } from '../../core/route';
import { listMessages, markRead, unreadCount } from './queries';
import { messageSettingsOf, saveMessageSetting } from './settings';
import { announceMessages } from './deliver';
import { messageStreamRoute } from './stream';
import type { TenantDb } from '../../core/tenant';

/** The caller's other tabs hear that their count changed. */
async function readAndAnnounce(t: TenantDb, userId: number, ids?: number[]) {
  const changed = await markRead(t, userId, ids);
  if (changed) await announceMessages(t, [userId], true);
  return changed;
}

const tags = ['messages'];

export const messageRoutes = [
  defineRoute({
    method: 'GET',
    url: '/v2/message/list',
    access: SIGNED_IN,
    tags,
    summary: "One page of the caller's in-app messages, newest first (filter by kind, unread only)",
    query: messageListQuerySchema,
    handler: ({ tenant, query }) => listMessages(tenant, tenant.user.id, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/message/unreadCount',
    access: SIGNED_IN,
    tags,
    summary: "The caller's unread message count",
    handler: async ({ tenant }) => ({ unread: await unreadCount(tenant, tenant.user.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/message/read',
    access: SIGNED_IN,
    tags,
    summary: "Marks some of the caller's messages read; answers how many changed and the unread count",
    body: messageReadSchema,
    handler: async ({ tenant, body }) => ({
      changed: await readAndAnnounce(tenant, tenant.user.id, body.ids),
      unread: await unreadCount(tenant, tenant.user.id),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/message/readAll',
    access: SIGNED_IN,
    tags,
    summary: "Marks all the caller's messages read; answers how many changed",
    handler: async ({ tenant }) => ({ changed: await readAndAnnounce(tenant, tenant.user.id), unread: 0 }),
  }),
  messageStreamRoute,
  defineRoute({
    method: 'GET',
    url: '/v2/messageSetting',
    access: MESSAGE_ACCESS.settings,
    tags,
    summary: 'Every event kind with its effective setting (saved, else the defaults)',
    handler: ({ tenant }) => messageSettingsOf(tenant),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/messageSetting',
    access: MESSAGE_ACCESS.settings,
    tags,
    summary: "Saves one kind's recipients and channels (only inApp is delivered)",
    body: messageSettingSchema,
    handler: ({ tenant, body }) => saveMessageSetting(tenant, body),
  }),
];
