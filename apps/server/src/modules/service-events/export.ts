import {
  ORDER_PRIORITY_LABELS,
  SERVICE_EVENT_STATE_NAMES,
  type Locale,
  type ServiceEventDetail,
} from '@fieldline/domain';
import type { Auth } from '../../core/auth';
import { tenantOf, type Tenant } from '../../core/tenant';
import type { Cell, Column } from '../../core/xlsx';
import { registerExporter, startExport } from '../downloads';
import { printEvents } from './print';

export const EVENT_EXPORT_KIND = 'serviceEvents';

const columns = (texts: string[], dates: string[]): Column[] => [
  ...texts.map((header) => ({ header })),
  ...dates.map((header) => ({ header, kind: 'date' as const })),
];
const COLUMNS: Record<Locale, Column[]> = {
  zh_CN: columns(
    [
      '事件编号',
      '标题',
      '状态',
      '优先级',
      '事件模板',
      '客户',
      '联系人',
      '联系电话',
      '负责人',
      '协同人',
      '工单编号',
      '描述',
    ],
    ['创建时间', '完成时间', '关闭时间'],
  ),
  en_GB: columns(
    [
      'Event no.',
      'Title',
      'State',
      'Priority',
      'Template',
      'Customer',
      'Contact',
      'Phone',
      'Main owner',
    ].concat(['Coordinators', 'Order no.', 'Description']),
    ['Created', 'Completed', 'Closed'],
  ),
};

const cellsOf = (e: ServiceEventDetail, locale: Locale): Cell[] => [
  e.eventNo,
  e.title,
  SERVICE_EVENT_STATE_NAMES[e.state][locale],
  ORDER_PRIORITY_LABELS[e.priority][locale],
  e.templateName,
  e.customerName,
  e.contactName,
  e.contactPhone,
  e.principal?.name ?? null,
  e.coordinators.map((c) => c.name).join(', ') || null,
  e.orderNo,
  e.description,
  e.createdAt,
  e.completedAt,
  e.closedAt,
];

/** Who asked, as the export job reads the events again (the same scope and data permissions). */
interface ExportParams {
  ids: number[];
  powers: string[];
  admin: boolean;
}

registerExporter(EVENT_EXPORT_KIND, async (ctx, { actor, locale, params }) => {
  const p = params as unknown as ExportParams;
  const auth = { ...actor, powers: p.powers, admin: p.admin, roles: [] } as unknown as Auth;
  const { list } = await printEvents(tenantOf(ctx, auth, locale), p.ids);
  return { columns: COLUMNS[locale], rows: list.map((e) => cellsOf(e, locale)) };
});

/**
 * POST /v2/event/export: the chosen events (at most 50, SB:87, 150) to an Excel file in the download
 * centre, read as the caller (events they may not see are left out; none at all is refused before
 * anything is queued).
 */
export async function exportEvents(t: Tenant, ids: number[], fileName: string) {
  await printEvents(t, ids);
  const params: ExportParams = { ids, powers: [...t.powers], admin: t.admin };
  return startExport(t, {
    kind: EVENT_EXPORT_KIND,
    fileName,
    locale: t.locale,
    params: params as unknown as Record<string, unknown>,
  });
}
