import { z } from 'zod';
import { pageQuerySchema } from '../pagination';
import { boolQuery, idListSchema, looseQuery } from '../organization/common';
import type { Messages } from '../i18n';
import { FIELD_LABELS } from '../validation';
import { DOMAIN_EVENT_KIND_LIST, type DomainEventKind } from './events';

/** Each kind's name (settings, filters) and its message text: {orderNo} and {title} of the object. */
export const MESSAGE_KINDS: Record<DomainEventKind, { name: Messages; body: Messages }> = {
  'spare.oldPartOverdue': {
    name: { zh_CN: '旧件返还提醒', en_GB: 'Old part to return' },
    body: {
      zh_CN: '工单 {order_no} 换下的旧件「{sparepart_name}」{sn_code}已 {days} 天未返还，请尽快交回仓库',
      en_GB:
        'The old part "{sparepart_name}" {sn_code} replaced on order {order_no} has not been returned for {days} days; please bring it back to the store',
    },
  },
  'spare.lowStock': {
    name: { zh_CN: '备件库存预警', en_GB: 'Spare stock alert' },
    body: {
      zh_CN: '备件「{sparepart_name}」库存{remind_stock}，已低于预警数量{warn_stock}',
      en_GB:
        'Spare part "{sparepart_name}": {remind_stock} in stock, at or under its alert quantity {warn_stock}',
    },
  },
  'order.created': {
    name: { zh_CN: '新建工单', en_GB: 'Order created' },
    body: { zh_CN: '工单 {orderNo}「{title}」已创建', en_GB: 'Order {orderNo} "{title}" was created' },
  },
  'order.assigned': {
    name: { zh_CN: '工单派单', en_GB: 'Order assigned' },
    body: { zh_CN: '工单 {orderNo}「{title}」已派单', en_GB: 'Order {orderNo} "{title}" was assigned' },
  },
  'order.accepted': {
    name: { zh_CN: '工单接单', en_GB: 'Order accepted' },
    body: { zh_CN: '工单 {orderNo}「{title}」已被接单', en_GB: 'Order {orderNo} "{title}" was accepted' },
  },
  'order.refused': {
    name: { zh_CN: '工单拒单', en_GB: 'Order refused' },
    body: { zh_CN: '工单 {orderNo}「{title}」被拒绝', en_GB: 'Order {orderNo} "{title}" was refused' },
  },
  'order.appointmentChanged': {
    name: { zh_CN: '预约时间变更', en_GB: 'Appointment changed' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」的预约时间已变更',
      en_GB: 'The appointment of order {orderNo} "{title}" changed',
    },
  },
  'order.checkedIn': {
    name: { zh_CN: '工单签到', en_GB: 'Checked in' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」已签到',
      en_GB: 'Order {orderNo} "{title}": checked in on site',
    },
  },
  'order.completed': {
    name: { zh_CN: '工单完成', en_GB: 'Order completed' },
    body: { zh_CN: '工单 {orderNo}「{title}」已完成', en_GB: 'Order {orderNo} "{title}" was completed' },
  },
  'order.approved': {
    name: { zh_CN: '审核通过', en_GB: 'Order approved' },
    body: { zh_CN: '工单 {orderNo}「{title}」审核通过', en_GB: 'Order {orderNo} "{title}" was approved' },
  },
  'order.rejected': {
    name: { zh_CN: '审核驳回', en_GB: 'Order rejected' },
    body: { zh_CN: '工单 {orderNo}「{title}」审核被驳回', en_GB: 'Order {orderNo} "{title}" was rejected' },
  },
  'order.evaluated': {
    name: { zh_CN: '工单评价', en_GB: 'Order evaluated' },
    body: { zh_CN: '工单 {orderNo}「{title}」已评价', en_GB: 'Order {orderNo} "{title}" was evaluated' },
  },
  'order.closed': {
    name: { zh_CN: '工单关闭', en_GB: 'Order closed' },
    body: { zh_CN: '工单 {orderNo}「{title}」已关闭', en_GB: 'Order {orderNo} "{title}" was closed' },
  },
  'order.overdue': {
    name: { zh_CN: '工单超时', en_GB: 'Order overdue' },
    body: { zh_CN: '工单 {orderNo}「{title}」已超时', en_GB: 'Order {orderNo} "{title}" is overdue' },
  },
  'order.pooled': {
    name: { zh_CN: '工单放入工单池', en_GB: 'Order put in the pool' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」已放入工单池，可以抢单',
      en_GB: 'Order {orderNo} "{title}" is in the open pool and can be grabbed',
    },
  },
  'order.grabbed': {
    name: { zh_CN: '工单被抢单', en_GB: 'Order grabbed' },
    body: { zh_CN: '工单 {orderNo}「{title}」已被抢单', en_GB: 'Order {orderNo} "{title}" was grabbed' },
  },
  'order.grabGivenBack': {
    name: { zh_CN: '抢单退回', en_GB: 'Grabbed order given back' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」被退回工单池',
      en_GB: 'Order {orderNo} "{title}" was given back to the pool',
    },
  },
  'order.poolExpired': {
    name: { zh_CN: '工单池超时退回', en_GB: 'Pool time-out' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」在工单池中无人抢单，已退回待指派',
      en_GB: 'Nobody grabbed order {orderNo} "{title}" in time; it is back pending assignment',
    },
  },
  'order.paused': {
    name: { zh_CN: '工单暂停', en_GB: 'Order paused' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」已暂停服务',
      en_GB: 'Service on order {orderNo} "{title}" was paused',
    },
  },
  'order.resumed': {
    name: { zh_CN: '工单继续', en_GB: 'Order continued' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」已继续服务',
      en_GB: 'Service on order {orderNo} "{title}" was continued',
    },
  },
  'returnVisit.passed': {
    name: { zh_CN: '回访通过', en_GB: 'Return visit passed' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」回访通过',
      en_GB: 'The return visit of order {orderNo} "{title}" passed',
    },
  },
  'returnVisit.failed': {
    name: { zh_CN: '回访未通过', en_GB: 'Return visit failed' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」回访未通过',
      en_GB: 'The return visit of order {orderNo} "{title}" failed',
    },
  },
  'order.slaWarned': {
    name: { zh_CN: '工单SLA预警', en_GB: 'Order SLA warning' },
    body: {
      zh_CN:
        '工单 {orderNo}「{title}」的SLA「{sla_type}」{sla_step}将于 {sla_step_time} 到期（提前{sla_warn}预警）',
      en_GB:
        'Order {orderNo} "{title}": {sla_step} under SLA "{sla_type}" is due at {sla_step_time} (warned {sla_warn} ahead)',
    },
  },
  'order.slaBreached': {
    name: { zh_CN: '工单SLA超时', en_GB: 'Order SLA breached' },
    body: {
      zh_CN: '工单 {orderNo}「{title}」的SLA「{sla_type}」{sla_step}已于 {sla_step_time} 超时',
      en_GB:
        'Order {orderNo} "{title}": {sla_step} under SLA "{sla_type}" was due at {sla_step_time} and is overdue',
    },
  },
  'serviceEvent.slaWarned': {
    name: { zh_CN: '事件SLA预警', en_GB: 'Event SLA warning' },
    body: {
      zh_CN:
        '事件 {event_no}「{title}」的SLA「{sla_type}」{sla_step}将于 {sla_step_time} 到期（提前{sla_warn}预警）',
      en_GB:
        'Event {event_no} "{title}": {sla_step} under SLA "{sla_type}" is due at {sla_step_time} (warned {sla_warn} ahead)',
    },
  },
  'serviceEvent.slaBreached': {
    name: { zh_CN: '事件SLA超时', en_GB: 'Event SLA breached' },
    body: {
      zh_CN: '事件 {event_no}「{title}」的SLA「{sla_type}」{sla_step}已于 {sla_step_time} 超时',
      en_GB:
        'Event {event_no} "{title}": {sla_step} under SLA "{sla_type}" was due at {sla_step_time} and is overdue',
    },
  },
  // events of the service desk (issue 23): {event_no}, {title}, {custom_name}, {principal_user}
  'serviceEvent.created': {
    name: { zh_CN: '新建事件', en_GB: 'Event created' },
    body: {
      zh_CN: '事件 {event_no}「{title}」已创建',
      en_GB: 'Event {event_no} "{title}" was created',
    },
  },
  'serviceEvent.assigned': {
    name: { zh_CN: '事件指派', en_GB: 'Event assigned' },
    body: {
      zh_CN: '事件 {event_no}「{title}」（{custom_name}）已指派给 {principal_user}',
      en_GB: 'Event {event_no} "{title}" ({custom_name}) was assigned to {principal_user}',
    },
  },
  'serviceEvent.started': {
    name: { zh_CN: '事件开始处理', en_GB: 'Event started' },
    body: {
      zh_CN: '事件 {event_no}「{title}」已开始处理',
      en_GB: '{principal_user} started handling event {event_no} "{title}"',
    },
  },
  'serviceEvent.paused': {
    name: { zh_CN: '事件暂停', en_GB: 'Event paused' },
    body: {
      zh_CN: '事件 {event_no}「{title}」已暂停',
      en_GB: 'Event {event_no} "{title}" was paused',
    },
  },
  'serviceEvent.resumed': {
    name: { zh_CN: '事件继续', en_GB: 'Event resumed' },
    body: {
      zh_CN: '事件 {event_no}「{title}」已继续处理',
      en_GB: 'Event {event_no} "{title}" was resumed',
    },
  },
  'serviceEvent.escalated': {
    name: { zh_CN: '事件升级', en_GB: 'Event escalated' },
    body: {
      zh_CN: '事件 {event_no}「{title}」（{custom_name}）已升级',
      en_GB: 'Event {event_no} "{title}" ({custom_name}) was escalated',
    },
  },
  'serviceEvent.completed': {
    name: { zh_CN: '事件完成', en_GB: 'Event completed' },
    body: {
      zh_CN: '事件 {event_no}「{title}」已由 {principal_user} 完成',
      en_GB: 'Event {event_no} "{title}" was completed by {principal_user}',
    },
  },
  'serviceEvent.closed': {
    name: { zh_CN: '事件关闭', en_GB: 'Event closed' },
    body: {
      zh_CN: '事件 {event_no}「{title}」已关闭',
      en_GB: 'Event {event_no} "{title}" was closed',
    },
  },
  'serviceEvent.reactivated': {
    name: { zh_CN: '事件重新激活', en_GB: 'Event reactivated' },
    body: {
      zh_CN: '事件 {event_no}「{title}」已重新激活',
      en_GB: 'Event {event_no} "{title}" was reactivated',
    },
  },
  'serviceEvent.converted': {
    name: { zh_CN: '事件转工单', en_GB: 'Event converted' },
    body: {
      zh_CN: '事件 {event_no}「{title}」已转为工单',
      en_GB: 'Event {event_no} "{title}" was converted to a work order',
    },
  },
};

/**
 * Message kinds that are not domain events: other modules put these in users' centres directly
 * (announcements and timed notices, the daily to-do push, equipment warranty reminders), each
 * with its own targeting, so they have no message setting. Their text is the sender's.
 */
export const OTHER_MESSAGE_KINDS = {
  'notice.announcement': { name: { zh_CN: '公告', en_GB: 'Announcement' }, objectKind: 'notice' },
  'notice.timed': { name: { zh_CN: '定时通知', en_GB: 'Timed notice' }, objectKind: 'timerNotice' },
  'notice.todo': { name: { zh_CN: '待办提醒', en_GB: 'To-do reminder' }, objectKind: null },
  'salesContract.paymentOverdue': {
    name: { zh_CN: '合同回款逾期', en_GB: 'Contract payment overdue' },
    objectKind: 'salesContract',
  },
  'contract.expiring': {
    name: { zh_CN: '合同到期提醒', en_GB: 'Contract ending soon' },
    objectKind: 'salesContract',
  },
  'equipment.warrantyExpiring': {
    name: { zh_CN: '设备保修到期提醒', en_GB: 'Warranty expiring' },
    objectKind: 'equipment',
  },
  /** Yesterday's figures to managers at 08:30 (issue 28, SB:156). */
  'stats.daily': { name: { zh_CN: '每日数据推送', en_GB: 'Daily figures' }, objectKind: null },
} as const satisfies Record<string, { name: Messages; objectKind: string | null }>;
export type OtherMessageKind = keyof typeof OTHER_MESSAGE_KINDS;

/** Every kind a message may have: the domain event kinds, then the others. */
export type MessageKind = DomainEventKind | OtherMessageKind;
export const MESSAGE_KIND_LIST: MessageKind[] = [
  ...DOMAIN_EVENT_KIND_LIST,
  ...(Object.keys(OTHER_MESSAGE_KINDS) as OtherMessageKind[]),
];
export const isMessageKind = (kind: string): kind is MessageKind =>
  (MESSAGE_KIND_LIST as string[]).includes(kind);
/** Each kind's name in both languages (filters, settings, the centre's tags). */
export const MESSAGE_KIND_NAMES = Object.fromEntries(
  MESSAGE_KIND_LIST.map((k) => [
    k,
    k in MESSAGE_KINDS
      ? MESSAGE_KINDS[k as DomainEventKind].name
      : OTHER_MESSAGE_KINDS[k as OtherMessageKind].name,
  ]),
) as Record<MessageKind, Messages>;

/** Who may hear of an event (spec `/messageSetting`); `roles` means the setting's roleIds. */
export const MESSAGE_RECIPIENTS = ['creator', 'assigner', 'server', 'collaborators', 'cc', 'roles'] as const;
export type MessageRecipient = (typeof MESSAGE_RECIPIENTS)[number];
/**
 * Channels a setting may choose: in-app messages; SMS (modules/sms: the kind's passed template with
 * the enterprise's passed signature, charged to its SMS balance, logged); the enterprise chat app
 * (its group robot, mentioning the recipients by mobile); email (to recipients with an address, when
 * the server has a mail server). The last two are refused while they are not set up.
 */
export const MESSAGE_CHANNELS = ['inApp', 'sms', 'chatApp', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** Whether each channel can be chosen now, and why not (GET /v2/message/channels). */
export type MessageChannelState = Record<MessageChannel, boolean>;

/** The chat apps whose group robots the chat-app channel posts to. */
export const CHAT_APP_PROVIDERS = ['wecom', 'dingtalk'] as const;
export type ChatAppProviderName = (typeof CHAT_APP_PROVIDERS)[number];
export const CHAT_APP_URL_MAX = 500;
export const CHAT_APP_SECRET_MAX = 100;
export const chatAppRobotSchema = z.strictObject({
  provider: z.enum(CHAT_APP_PROVIDERS),
  url: z
    .string()
    .trim()
    .max(CHAT_APP_URL_MAX)
    .regex(/^https?:\/\/[^\s]+$/),
  /** DingTalk's signing secret (SEC…); blank keeps the saved one, null removes it. */
  secret: z.string().trim().max(CHAT_APP_SECRET_MAX).nullable().optional(),
});
export type ChatAppRobotInput = z.infer<typeof chatAppRobotSchema>;
export interface ChatAppRobot {
  provider: ChatAppProviderName;
  url: string;
  secret?: string | null;
}
/** The robot as the settings page sees it: the secret is never sent back, only whether there is one. */
export interface ChatAppRobotView {
  provider: ChatAppProviderName;
  url: string;
  hasSecret: boolean;
}
const CHANNEL_FIELD_LABELS: Record<string, Messages> = {
  url: { zh_CN: '机器人地址', en_GB: 'Robot webhook URL' },
  secret: { zh_CN: '加签密钥', en_GB: 'Signing secret' },
  provider: { zh_CN: '应用', en_GB: 'App' },
  email: { zh_CN: '邮箱', en_GB: 'Email' },
  channels: { zh_CN: '通知方式', en_GB: 'Channels' },
};
for (const [key, label] of Object.entries(CHANNEL_FIELD_LABELS)) FIELD_LABELS[key] ??= label;

/** An outbound (chat-app or email) message's sending: queued → sending → sent | failed. */
export const OUTBOUND_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];
export const OUTBOUND_STATUS_LABELS: Record<OutboundStatus, Messages> = {
  queued: { zh_CN: '待发送', en_GB: 'Queued' },
  sending: { zh_CN: '发送中', en_GB: 'Sending' },
  sent: { zh_CN: '已发送', en_GB: 'Sent' },
  failed: { zh_CN: '发送失败', en_GB: 'Failed' },
};
/** One chat-app or email message as the send log lists it (GET /v2/message/outbound). */
export interface OutboundItem {
  id: number;
  channel: 'chatApp' | 'email';
  kind: string;
  /** The email address, or `robot:<language>` for the group robot. */
  address: string;
  subject: string;
  status: OutboundStatus;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

export const CHAT_APP_PROVIDER_NAMES: Record<ChatAppProviderName, Messages> = {
  wecom: { zh_CN: '企业微信', en_GB: 'WeCom' },
  dingtalk: { zh_CN: '钉钉', en_GB: 'DingTalk' },
};
export const MESSAGE_ROLE_IDS_MAX = 50;
export const MESSAGE_READ_IDS_MAX = 200;

export interface MessageSetting {
  kind: DomainEventKind;
  enabled: boolean;
  recipients: MessageRecipient[];
  roleIds: number[];
  channels: MessageChannel[];
  /** False while the enterprise has not saved this kind: the values are the defaults. */
  saved: boolean;
}

/** Defaults when an enterprise has saved nothing for a kind: on, in-app, to the people concerned. */
export const DEFAULT_MESSAGE_RECIPIENTS: Record<DomainEventKind, MessageRecipient[]> = {
  'spare.lowStock': [],
  // the engineer who holds the old part (server = the old part's engineer, modules/spare-parts)
  'spare.oldPartOverdue': ['server'],
  'order.created': ['assigner'],
  'order.assigned': ['server', 'collaborators'],
  'order.accepted': ['creator', 'assigner'],
  'order.refused': ['creator', 'assigner'],
  'order.appointmentChanged': ['creator', 'server'],
  'order.checkedIn': ['creator', 'assigner'],
  'order.completed': ['creator', 'assigner', 'cc'],
  'order.approved': ['server', 'creator'],
  'order.rejected': ['server', 'creator'],
  'order.evaluated': ['server', 'assigner'],
  'order.closed': ['server', 'creator'],
  'order.overdue': ['server', 'assigner'],
  'order.pooled': ['creator'],
  'order.grabbed': ['creator', 'assigner'],
  'order.grabGivenBack': ['creator', 'assigner'],
  'order.poolExpired': ['creator', 'assigner'],
  'order.paused': ['assigner'],
  'order.resumed': ['assigner'],
  'returnVisit.passed': ['server'],
  'returnVisit.failed': ['server', 'assigner'],
  'order.slaWarned': ['server', 'assigner'],
  'order.slaBreached': ['server', 'assigner'],
  'serviceEvent.slaWarned': ['server', 'assigner'],
  'serviceEvent.slaBreached': ['server', 'assigner'],
  // events: server = the main owner, collaborators = the coordinators (modules/service-events)
  'serviceEvent.created': ['assigner'],
  'serviceEvent.assigned': ['server', 'collaborators'],
  'serviceEvent.started': ['creator'],
  'serviceEvent.paused': ['creator'],
  'serviceEvent.resumed': ['creator'],
  'serviceEvent.escalated': ['server', 'assigner'],
  'serviceEvent.completed': ['creator'],
  'serviceEvent.closed': ['server', 'creator'],
  'serviceEvent.reactivated': ['server'],
  'serviceEvent.converted': ['creator', 'server'],
};

/** An event kind (message settings are per event kind). */
export const messageKindSchema = z.enum(DOMAIN_EVENT_KIND_LIST as [DomainEventKind, ...DomainEventKind[]]);
/** Any message kind (the message centre's filter). */
export const messageAnyKindSchema = z.enum(MESSAGE_KIND_LIST as [MessageKind, ...MessageKind[]]);

export const messageListQuerySchema = pageQuerySchema.extend({
  kind: messageAnyKindSchema.optional(),
  unread: boolQuery,
  ...looseQuery,
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageReadSchema = z.strictObject({ ids: idListSchema(MESSAGE_READ_IDS_MAX).min(1) });

export const messageSettingSchema = z
  .strictObject({
    kind: messageKindSchema,
    enabled: z.boolean(),
    recipients: z.array(z.enum(MESSAGE_RECIPIENTS)).max(MESSAGE_RECIPIENTS.length),
    roleIds: idListSchema(MESSAGE_ROLE_IDS_MAX).default([]),
    channels: z.array(z.enum(MESSAGE_CHANNELS)).max(MESSAGE_CHANNELS.length),
  })
  .superRefine((v, ctx) => {
    if (v.recipients.includes('roles') && !v.roleIds.length)
      ctx.addIssue({ code: 'custom', path: ['roleIds'], message: 'required' });
  });
export type MessageSettingInput = z.infer<typeof messageSettingSchema>;

export interface MessageItem {
  id: number;
  kind: string;
  title: string;
  body: string;
  objectKind: string | null;
  objectId: number | null;
  read: boolean;
  createdAt: string;
}
