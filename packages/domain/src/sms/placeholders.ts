import type { Messages } from '../i18n';
import { DOMAIN_EVENT_KINDS, type DomainEventKind, type DomainObjectKind } from '../messages/events';
import { SLA_MESSAGE_KINDS } from '../sla/constants';

/**
 * The notification placeholders of spec-business §3, per object kind, as `${name}` in an SMS
 * template. `built: false` marks the ones the spec lists that this version cannot fill (links need
 * a public address and pages that do not exist yet; detail controls are not built): a template
 * naming one is refused at save with its own code, rather than sent with a hole.
 */
export interface SmsPlaceholder {
  name: string;
  label: Messages;
  built: boolean;
  /** What the preview shows for it. */
  sample: Messages;
}

const p = (name: string, zh: string, en: string, sample: [string, string], built = true): SmsPlaceholder => ({
  name,
  label: { zh_CN: zh, en_GB: en },
  built,
  sample: { zh_CN: sample[0], en_GB: sample[1] },
});

export const SMS_PLACEHOLDERS: Record<DomainObjectKind, SmsPlaceholder[]> = {
  // spare stock alerts (issue 24, SB:64): told in-app to warehouse keepers; no SMS channel
  spare: [
    p('sparepart_name', '备件名称', 'Spare part', ['压缩机', 'Compressor'], false),
    p('remind_stock', '当前库存', 'Stock now', ['2.00', '2.00'], false),
    p('warn_stock', '预警数量', 'Alert quantity', ['5.00', '5.00'], false),
  ],
  // old-part reminders (issue 24): told in-app to the engineer; no SMS template placeholders yet
  oldPart: [
    p('sparepart_name', '旧件名称', 'Old part', ['主板', 'Main board'], false),
    p('sn_code', 'SN码', 'SN code', ['ZB-K35-2311-0457', 'ZB-K35-2311-0457'], false),
    p('order_no', '工单编号', 'Order number', ['GD202611270001', 'GD202611270001'], false),
    p('days', '未返还天数', 'Days unreturned', ['8', '8'], false),
  ],
  order: [
    p('order_no', '工单编号', 'Order number', ['GD202611270001', 'GD202611270001']),
    p('title', '工单标题', 'Order title', ['空调不制冷', 'Air conditioner not cooling']),
    p('estimate_arrive_time', '预计到达时间', 'Estimated arrival', ['2026-11-27 14:00', '2026-11-27 14:00']),
    p('custom_name', '客户名称', 'Customer name', ['星河物业', 'Galaxy Property']),
    p('custom_linkperson', '客户联系人', 'Customer contact', ['王女士', 'Ms Wang']),
    p('custom_phone', '联系人电话', 'Contact phone', ['13912345678', '13912345678']),
    p('map_name', '服务地址', 'Service address', [
      '上海市浦东新区世纪大道100号',
      '100 Century Avenue, Pudong',
    ]),
    p('visit_user', '服务人员', 'Engineer', ['张师傅', 'Zhang']),
    p('visit_user_phone', '服务人员电话', 'Engineer phone', ['13800000003', '13800000003']),
    p('take_order_time', '接单时间', 'Accepted at', ['2026-11-27 09:30', '2026-11-27 09:30']),
    p('sign_time1', '签到时间', 'Checked in at', ['2026-11-27 14:05', '2026-11-27 14:05']),
    p('sign_time2', '签退时间', 'Checked out at', ['2026-11-27 15:40', '2026-11-27 15:40']),
    p('progress_name', '工单状态', 'Order state', ['服务中', 'In service']),
    p('order_message_user', '操作人', 'Done by', ['李调度', 'Li']),
    p('detailctrl_name', '明细控件名称', 'Detail control name', ['', ''], false),
    p('order_url', '工单链接', 'Order link', ['', ''], false),
    p('toc_url', '客户端链接', 'Customer link', ['', ''], false),
    p('toc_url_v2', '客户端链接（新版）', 'Customer link (v2)', ['', ''], false),
    p('eval_url', '评价链接', 'Evaluation link', ['', ''], false),
    p('sign_url', '签字链接', 'Signature link', ['', ''], false),
  ],
  // events (issue 23, SB:63): filled by the service desk's messages; the link needs a public address
  serviceEvent: [
    p('event_no', '事件编号', 'Event number', ['SJ20261127-0001', 'SJ20261127-0001']),
    p('title', '事件标题', 'Event title', ['打印机卡纸', 'Printer jammed']),
    p('custom_name', '客户名称', 'Customer name', ['星河物业', 'Galaxy Property']),
    p('principal_user', '负责人', 'Main owner', ['李派单', 'Li']),
    p('principal_user_phone', '负责人电话', 'Main owner phone', ['13800000002', '13800000002']),
    p('create_time', '创建时间', 'Created at', ['2026-11-27 09:30', '2026-11-27 09:30']),
    p('complete_time', '完成时间', 'Completed at', ['2026-11-27 15:40', '2026-11-27 15:40']),
    p('event_url', '事件链接', 'Event link', ['', ''], false),
  ],
};

/**
 * The marketing template kind (issue 25, SMS marketing to a customer service plan's customers,
 * /cyclePlan/SMSmarketing/{id}): not an event, sent by hand to customers; its placeholders are the
 * customer's (spec-business §3 "Customer: name, linkperson, linkperson_phone, map_name").
 */
export const SMS_MARKETING_KIND = 'marketing' as const;
export type SmsTemplateKind = DomainEventKind | typeof SMS_MARKETING_KIND;
export const SMS_MARKETING_LABEL: Messages = { zh_CN: '营销短信', en_GB: 'Marketing' };
export const SMS_MARKETING_PLACEHOLDERS: SmsPlaceholder[] = [
  p('name', '客户名称', 'Customer name', ['星河物业', 'Galaxy Property']),
  p('linkperson', '客户联系人', 'Customer contact', ['王女士', 'Ms Wang']),
  p('linkperson_phone', '联系人电话', 'Contact phone', ['13912345678', '13912345678']),
  p('map_name', '客户地址', 'Customer address', [
    '上海市浦东新区世纪大道100号',
    '100 Century Avenue, Pudong',
  ]),
];

/** The SLA's warnings and breaches (SB:64) carry these too, for orders and events alike (modules/sla). */
export const SMS_SLA_PLACEHOLDERS: SmsPlaceholder[] = [
  p('sla_type', 'SLA策略', 'SLA policy', ['标准工单SLA', 'Standard order SLA']),
  p('sla_step', 'SLA环节', 'SLA step', ['接单', 'Acceptance']),
  p('sla_step_time', '环节截止时间', 'Step deadline', ['2026-11-27 11:00', '2026-11-27 11:00']),
  p('sla_warn', '预警提前量', 'Warning lead', ['10分钟', '10 min']),
];
const SLA_KINDS = new Set<DomainEventKind>(
  Object.values(SLA_MESSAGE_KINDS).flatMap((k) => [k.warned, k.breached]),
);

/** The placeholders a template for event `kind` may use (its object's, and the SLA's for SLA kinds). */
export const smsPlaceholdersOf = (kind: SmsTemplateKind): SmsPlaceholder[] =>
  kind === SMS_MARKETING_KIND
    ? SMS_MARKETING_PLACEHOLDERS
    : SLA_KINDS.has(kind)
      ? [...SMS_PLACEHOLDERS[DOMAIN_EVENT_KINDS[kind]], ...SMS_SLA_PLACEHOLDERS]
      : SMS_PLACEHOLDERS[DOMAIN_EVENT_KINDS[kind]];

/** Every `${…}` in a text, in order, as written between the braces; an unclosed `${…` as written. */
export function placeholdersIn(content: string): string[] {
  return [...content.matchAll(/\$\{([^}]*)\}|\$\{[^}]*$/g)].map((m) => (m[1] === undefined ? m[0] : m[1]));
}

export type SmsPlaceholderProblem = { rule: 'unknown'; name: string } | { rule: 'notBuilt'; name: string };

/** The first placeholder of `content` that a template for `kind` cannot use, or null. */
export function smsPlaceholderProblem(kind: SmsTemplateKind, content: string): SmsPlaceholderProblem | null {
  const known = smsPlaceholdersOf(kind);
  for (const name of placeholdersIn(content)) {
    const hit = known.find((k) => k.name === name);
    if (!hit) return { rule: 'unknown', name };
    if (!hit.built) return { rule: 'notBuilt', name };
  }
  return null;
}

/** Fills `${name}` from `values`; a placeholder without a value becomes empty (the object lacks it). */
export const renderSmsText = (content: string, values: Record<string, string | null | undefined>) =>
  content.replace(/\$\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => values[name] ?? '');
