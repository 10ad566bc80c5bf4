import { and, inArray } from 'drizzle-orm';
import {
  ORDER_EXPORT_MAX_ROWS,
  ORDER_PRIORITY_LABELS,
  ORDER_STATE_LABELS,
  type Locale,
  type OrderDetail,
  type OrderFilter,
  type OrderRow,
  type SessionRole,
} from '@fieldline/domain';
import type { Auth } from '../../core/auth';
import { tenantOf, type Tenant } from '../../core/tenant';
import type { Cell, Column } from '../../core/xlsx';
import { orders } from '../../db/schema';
import { downloadErrors, registerExporter, startExport } from '../downloads';
import { orderErrors } from './errors';
import * as q from './queries';
import { orderScope } from './scope';
import { orderDetail } from './detail';
import { hidesCustomer, toRow, whereOf } from './service';

/**
 * GET /v2/order/print: the print sheets of up to 50 orders (spec-business §5), each with the
 * detail the caller may see; ids the caller may not see are left out, none at all is a 404.
 */
export async function printOrders(t: Tenant, ids: number[]): Promise<{ list: OrderDetail[] }> {
  const list: OrderDetail[] = [];
  for (const id of ids) {
    const detail = await orderDetail(t, id).catch((e: unknown) => {
      if ((e as { code?: string }).code === 'ORDER_NOT_FOUND') return null;
      throw e;
    });
    if (detail) list.push(detail);
  }
  if (!list.length) throw orderErrors.PRINT_EMPTY({ field: 'ids' });
  return { list };
}

export const ORDER_EXPORT_KIND = 'orders';
/** Orders read per query while an export of a whole list is built. */
const EXPORT_PAGE = 1000;

/** The orders of an export: the chosen ids, or every order the list's filters match. */
type ExportParams = { powers: string[]; admin: boolean; roleTypes: number[] } & (
  { ids: number[] } | { filter: OrderFilter }
);

const columns = (texts: string[], dates: string[], total: string): Column[] => [
  ...texts.map((header) => ({ header })),
  ...dates.map((header) => ({ header, kind: 'date' as const })),
  { header: total, kind: 'money' },
];
const COLUMNS: Record<Locale, Column[]> = {
  zh_CN: columns(
    ['工单编号', '标题', '状态', '优先级', '工单模板', '客户', '联系人', '联系电话', '服务地址', '服务人员'],
    ['预约时间', '创建时间', '完成时间'],
    '费用合计',
  ),
  en_GB: columns(
    ['Order no.', 'Title', 'State', 'Priority', 'Template', 'Customer', 'Contact', 'Phone'].concat([
      'Service address',
      'Engineer',
    ]),
    ['Appointment', 'Created', 'Completed'],
    'Total amount',
  ),
};

const cellsOf = (o: OrderRow, locale: Locale): Cell[] => [
  o.orderNo,
  o.title,
  ORDER_STATE_LABELS[o.state][locale],
  ORDER_PRIORITY_LABELS[o.priority][locale],
  o.templateName,
  o.customerName,
  o.contactName,
  o.contactPhone,
  o.addressText,
  o.server?.name ?? null,
  o.appointmentAt,
  o.createdAt,
  o.completedAt,
  o.totalAmount,
];

/**
 * Every order a list's filters match, in the list's order, as the list answers them (customer
 * fields of archived orders hidden from service staff), page by page up to ORDER_EXPORT_MAX_ROWS.
 */
async function* matchingRows(t: Tenant, filter: OrderFilter) {
  const where = await whereOf(t, filter);
  for (let pageIndex = 0; pageIndex * EXPORT_PAGE < ORDER_EXPORT_MAX_ROWS; pageIndex++) {
    const page = { pageIndex, pageSize: EXPORT_PAGE };
    const json = await q.listPageJson(t.app.database, where, filter.view, page, hidesCustomer(t.auth, true));
    const list = JSON.parse(json) as OrderRow[];
    for (const o of list) yield cellsOf(o, t.locale);
    if (list.length < EXPORT_PAGE) return;
  }
}

registerExporter(ORDER_EXPORT_KIND, async (ctx, { actor, locale, params }) => {
  const p = params as unknown as ExportParams;
  // the file is built as the caller who asked: same scope, same hidden customer information
  const auth = {
    ...actor,
    powers: p.powers,
    admin: p.admin,
    roles: p.roleTypes.map((type) => ({ type }) as SessionRole),
  } as unknown as Auth;
  const t = tenantOf(ctx, auth, locale);
  if ('filter' in p) return { columns: COLUMNS[locale], rows: matchingRows(t, p.filter) };
  const found = await q.listOrders(ctx.db, and(orderScope(auth, 'any'), inArray(orders.id, p.ids)), 'all', {
    pageIndex: 0,
    pageSize: p.ids.length,
  });
  return { columns: COLUMNS[locale], rows: found.map((r) => cellsOf(toRow(auth, r), locale)) };
});

const callerOf = (t: Tenant) => ({
  powers: [...t.powers],
  admin: t.admin,
  roleTypes: t.auth.roles.map((r) => r.type),
});
const queue = (t: Tenant, fileName: string, params: ExportParams) =>
  startExport(t, {
    kind: ORDER_EXPORT_KIND,
    fileName,
    locale: t.locale,
    params: params as unknown as Record<string, unknown>,
  });

/** POST /v2/order/export: the chosen orders (≤ 50) to the download centre under the file name given. */
export async function exportOrders(t: Tenant, ids: number[], fileName: string) {
  const visible = await q.countOrders(
    t.app.database,
    q.onOrders(and(orderScope(t, 'any'), inArray(orders.id, ids))!),
  );
  if (!visible) throw orderErrors.PRINT_EMPTY({ field: 'ids' });
  return queue(t, fileName, { ids, ...callerOf(t) });
}

/**
 * POST /v2/order/exportAll: every order I may see that the list's filters match (the query, as
 * /v2/order/list takes it), up to ORDER_EXPORT_MAX_ROWS, to the download centre. Nothing matching
 * is refused before anything is queued.
 */
export async function exportAllOrders(t: Tenant, filter: OrderFilter, fileName: string) {
  const { t: _t, ...rest } = filter as OrderFilter & { t?: unknown };
  if (!(await q.countOrders(t.app.database, await whereOf(t, rest), 1))) throw downloadErrors.EXPORT_EMPTY();
  return queue(t, fileName, { filter: rest, ...callerOf(t) });
}
