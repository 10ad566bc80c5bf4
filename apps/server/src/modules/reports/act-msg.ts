import { MESSAGE_KIND_NAMES, type MessageKind, type Messages, type ReportResult } from '@fieldline/domain';
import { defineReport, type ReportScope, type ResolvedReportFilter } from '../stats';
import { actMsgCounts, type PersonCounts } from './act-msg-days';
import { bucketOfDay, bucketsOf, percentOf } from './report-util';

/**
 * /actMsgStatistics (issue 28, spec D9 "Activity and messages"; the spec names the screen and no
 * columns): what people did in the product and the messages the product sent them in the period.
 * Activity is the domain events a person's action appended (the outbox of the messages issue: order,
 * event, customer and other changes; sign-ins are not logged anywhere, so they are not counted).
 * Messages are the message centre's in-app messages (sent, read) by kind, the SMS send log, and the
 * chat-app and email messages, by channel. Per person (the table), by kind, by channel, over time.
 * Filters: team, template (actions and messages about its orders), engineer (the person).
 */

const L = (zh_CN: string, en_GB: string): Messages => ({ zh_CN, en_GB });
const TEXT = {
  title: L('活跃与消息统计', 'Activity and messages'),
  person: L('人员', 'Person'),
  actions: L('操作次数', 'Actions'),
  activePeople: L('活跃人员', 'Active people'),
  sent: L('站内消息', 'In-app messages'),
  read: L('已读消息', 'Messages read'),
  unread: L('未读消息', 'Unread'),
  readRate: L('阅读率', 'Read rate'),
  sms: L('短信发送', 'SMS sent'),
  smsFailed: L('短信失败', 'SMS failed'),
  trend: L('活跃与消息趋势', 'Activity and messages over time'),
  byKind: L('按消息类型', 'Messages by kind'),
  byChannel: L('按通知方式', 'By channel'),
  topActive: L('活跃排行', 'Most active'),
  inApp: L('站内消息', 'In-app'),
  smsChannel: L('短信', 'SMS'),
  chatApp: L('企业微信/钉钉', 'Chat app'),
  email: L('邮件', 'Email'),
  total: L('合计', 'Total'),
};
const TOP = 15;
/** Read of sent in percent; none when nothing was sent. */
const rate = (r: { sent: number; read: number }) => (r.sent ? percentOf(r.read, r.sent) : null);
const TOP_KINDS = 12;

export async function actMsg(s: ReportScope, f: ResolvedReportFilter): Promise<ReportResult> {
  const l = s.locale;
  const scope = { db: s.db, dataScope: s.dataScope, user: { id: s.userId, enterpriseId: s.enterpriseId } };
  const counts = await actMsgCounts(scope, f);
  // one row per person who acted, received an in-app message or an SMS
  const rows = [...counts.people.entries()]
    .map(([key, r]) => ({ key, ...r }))
    .sort((a, b) => b.actions - a.actions || b.sent - a.sent || a.key.localeCompare(b.key));
  const sum = (pick: (r: PersonCounts) => number) => rows.reduce((a, r) => a + pick(r), 0);
  const activity = { actions: sum((r) => r.actions), people: rows.filter((r) => r.actions > 0).length };
  const message = { sent: sum((r) => r.sent), read: sum((r) => r.read) };
  const smsTotal = counts.sms;
  const name = (r: { key: string; name: string | null }) => r.name ?? `#${r.key}`;

  const buckets = bucketsOf(f.from, f.to);
  const perBucket = new Map<string, { actions: number; sent: number; read: number }>();
  const bucket = (day: string) => {
    const b = bucketOfDay(f.from, f.to, day);
    const acc = perBucket.get(b) ?? { actions: 0, sent: 0, read: 0 };
    perBucket.set(b, acc);
    return acc;
  };
  for (const [day, d] of counts.days) {
    const acc = bucket(day);
    acc.actions += d.actions;
    acc.sent += d.sent;
    acc.read += d.read;
  }
  const kindName = (k: string) => MESSAGE_KIND_NAMES[k as MessageKind]?.[l] ?? k;
  const kinds = [...counts.kinds.entries()]
    .map(([key, k]) => ({ key, ...k }))
    .sort((a, b) => b.sent - a.sent || a.key.localeCompare(b.key))
    .slice(0, TOP_KINDS);
  const channel = (k: string) => counts.channels.get(k) ?? 0;
  const head = rows.filter((r) => r.actions > 0).slice(0, TOP);
  return {
    from: f.from,
    to: f.to,
    figures: [
      { key: 'actions', title: TEXT.actions[l], value: activity.actions, kind: 'count' },
      { key: 'activePeople', title: TEXT.activePeople[l], value: activity.people, kind: 'count' },
      { key: 'sent', title: TEXT.sent[l], value: message.sent, kind: 'count' },
      {
        key: 'readRate',
        title: TEXT.readRate[l],
        value: rate(message),
        kind: 'percent',
      },
      { key: 'sms', title: TEXT.sms[l], value: smsTotal.sent, kind: 'count' },
    ],
    charts: [
      {
        kind: 'line',
        title: TEXT.trend[l],
        categories: buckets,
        series: [
          { name: TEXT.actions[l], data: buckets.map((b) => perBucket.get(b)?.actions ?? 0) },
          { name: TEXT.sent[l], data: buckets.map((b) => perBucket.get(b)?.sent ?? 0) },
          { name: TEXT.read[l], data: buckets.map((b) => perBucket.get(b)?.read ?? 0) },
        ],
      },
      {
        kind: 'pie',
        title: TEXT.byChannel[l],
        data: [
          { name: TEXT.inApp[l], value: message.sent },
          { name: TEXT.smsChannel[l], value: smsTotal.sent },
          { name: TEXT.chatApp[l], value: channel('chatApp') },
          { name: TEXT.email[l], value: channel('email') },
        ].filter((d) => d.value > 0),
      },
      {
        kind: 'stackedBar',
        title: TEXT.byKind[l],
        categories: kinds.map((k) => kindName(k.key)),
        series: [
          { name: TEXT.read[l], data: kinds.map((k) => k.read) },
          { name: TEXT.unread[l], data: kinds.map((k) => k.sent - k.read) },
        ],
      },
      {
        kind: 'hbar',
        title: TEXT.topActive[l],
        categories: head.map(name).reverse(),
        series: [{ name: TEXT.actions[l], data: head.map((r) => r.actions).reverse() }],
      },
    ],
    table: {
      columns: [
        { key: 'person', title: TEXT.person[l] },
        { key: 'actions', title: TEXT.actions[l], kind: 'count' },
        { key: 'sent', title: TEXT.sent[l], kind: 'count' },
        { key: 'read', title: TEXT.read[l], kind: 'count' },
        { key: 'readRate', title: TEXT.readRate[l], kind: 'percent' },
        { key: 'sms', title: TEXT.sms[l], kind: 'count' },
      ],
      rows: rows.map((r) => ({
        person: name(r),
        actions: r.actions,
        sent: r.sent,
        read: r.read,
        readRate: rate(r),
        sms: r.sms,
      })),
      totals: {
        person: TEXT.total[l],
        actions: activity.actions,
        sent: message.sent,
        read: message.read,
        readRate: rate(message),
        sms: smsTotal.sent,
      },
    },
  };
}

export const ACT_MSG_URL = '/v2/report/actMsg';

export const actMsgRoutes = defineReport({
  name: 'actMsg',
  url: ACT_MSG_URL,
  summary:
    'Activity and messages: the actions people took (domain events with an actor) and the in-app, SMS, chat-app and email messages of the period, per person, kind, channel and over time',
  title: TEXT.title,
  build: actMsg,
});
