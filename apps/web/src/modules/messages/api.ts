import type {
  ChatAppRobotInput,
  ChatAppRobotView,
  MessageChannelState,
  MessageItem,
  MessageKind,
  MessageSetting,
  MessageSettingInput,
  OutboundItem,
  Page,
  PageQuery,
} from '@fieldline/domain';
import { del, get, post, put } from '../../shell/request';

/** Query keys: every message query starts with MESSAGES_KEY, so one invalidation refreshes them. */
export const MESSAGES_KEY = 'messages';
export const UNREAD_KEY = [MESSAGES_KEY, 'unread'] as const;
export const MESSAGE_LIST_KEY = [MESSAGES_KEY, 'list'] as const;
export const MESSAGE_SETTINGS_KEY = [MESSAGES_KEY, 'settings'] as const;
export const MESSAGE_CHANNELS_KEY = [MESSAGES_KEY, 'channels'] as const;
export const CHAT_APP_ROBOT_KEY = [MESSAGES_KEY, 'robot'] as const;
export const OUTBOUND_KEY = [MESSAGES_KEY, 'outbound'] as const;
/** The server's stream of message news (server-sent events). */
export const MESSAGE_STREAM_URL = '/api/v2/message/stream';
/** How many messages the header's drop-down shows. */
export const LATEST_COUNT = 5;

export interface MessageConditions {
  kind?: MessageKind;
  unread?: boolean;
}

export const fetchMessages = (query: MessageConditions & PageQuery) =>
  get<Page<MessageItem>>('/v2/message/list', { ...query, unread: query.unread ? 'true' : undefined });

export const fetchUnread = () => get<{ unread: number }>('/v2/message/unreadCount').then((r) => r.unread);

export const markRead = (ids: number[]) =>
  post<{ changed: number; unread: number }>('/v2/message/read', { ids }, { _noCancel: true });

export const markAllRead = () => post<{ changed: number; unread: number }>('/v2/message/readAll', {});

export const fetchMessageSettings = () => get<MessageSetting[]>('/v2/messageSetting');

export const saveMessageSetting = (body: MessageSettingInput) =>
  put<MessageSetting>('/v2/messageSetting', body);

export const fetchChannelState = () => get<MessageChannelState>('/v2/message/channels');

export const fetchRobot = () => get<ChatAppRobotView | null>('/v2/message/chatAppRobot');
export const saveRobot = (body: ChatAppRobotInput) => put<ChatAppRobotView>('/v2/message/chatAppRobot', body);
export const removeRobot = () => del<null>('/v2/message/chatAppRobot');
export const testRobot = () => post<{ sent: boolean }>('/v2/message/chatAppRobot/test', {});

export const fetchOutbound = (query: PageQuery) => get<Page<OutboundItem>>('/v2/message/outbound', query);
