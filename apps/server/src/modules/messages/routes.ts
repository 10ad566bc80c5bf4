import {
  MESSAGE_ACCESS,
  SIGNED_IN,
  chatAppRobotSchema,
  pageQuerySchema,
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
import { channelStateOf, removeRobot, robotOf, robotView, saveRobot } from './robot';
import { listOutbound } from './outbound';
import { messageErrors } from './errors';

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
    summary:
      "Saves one kind's recipients and channels; the chat app needs a saved robot, email a mail server (400 naming channels)",
    body: messageSettingSchema,
    handler: async ({ req, tenant, body }) =>
      saveMessageSetting(tenant, body, await channelStateOf(tenant, req.server.ctx.email)),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/message/channels',
    access: MESSAGE_ACCESS.settings,
    tags,
    summary:
      'Which channels can be chosen now: inApp and sms always, chatApp once a robot is saved, email with a mail server',
    handler: ({ req, tenant }) => channelStateOf(tenant, req.server.ctx.email),
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/message/chatAppRobot',
    access: MESSAGE_ACCESS.settings,
    tags,
    summary:
      "The enterprise's WeCom or DingTalk group robot (its secret is never answered, only hasSecret), or null",
    handler: ({ tenant }) => robotView(tenant),
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/message/chatAppRobot',
    access: MESSAGE_ACCESS.settings,
    tags,
    summary:
      "Saves the group robot: provider (wecom, dingtalk), its webhook URL on the app's own host, DingTalk's signing secret (blank keeps it, null removes it)",
    body: chatAppRobotSchema,
    handler: ({ req, tenant, body }) => {
      if (!req.server.ctx.config.chatAppHosts.includes(new URL(body.url).hostname))
        throw messageErrors.CHAT_APP_HOST_REFUSED({ field: 'url' });
      return saveRobot(tenant, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/v2/message/chatAppRobot',
    access: MESSAGE_ACCESS.settings,
    tags,
    summary:
      'Removes the group robot (chat-app messages stop; settings keep the channel for when one is saved again)',
    handler: ({ tenant }) => removeRobot(tenant),
  }),
  defineRoute({
    method: 'POST',
    url: '/v2/message/chatAppRobot/test',
    access: MESSAGE_ACCESS.settings,
    tags,
    summary:
      "Posts a test message to the saved robot, mentioning the caller; 502 with the robot's answer when it refuses",
    handler: async ({ req, tenant }) => {
      const robot = await robotOf(tenant);
      if (!robot) throw messageErrors.CHAT_APP_ROBOT_UNSET();
      const zh = tenant.locale === 'zh_CN';
      try {
        await req.server.ctx.chatApp.send(robot, {
          text: zh
            ? `Fieldline 测试消息：群机器人已连通（${tenant.user.name}）`
            : `Fieldline test message: the group robot works (${tenant.user.name})`,
          mobiles: [tenant.user.phone],
        });
      } catch (err) {
        throw messageErrors.CHAT_APP_TEST_FAILED({
          params: { reason: err instanceof Error ? err.message : String(err) },
        });
      }
      return { sent: true };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/v2/message/outbound',
    access: MESSAGE_ACCESS.settings,
    tags,
    summary: "One page of the enterprise's chat-app and email messages, newest first, with their status",
    query: pageQuerySchema,
    handler: ({ tenant, query }) => listOutbound(tenant, query),
  }),
];
