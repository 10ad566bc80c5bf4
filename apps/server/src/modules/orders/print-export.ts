import { and, inArray } from 'drizzle-orm';
import {
  ORDER_PRIORITY_LABELS,
  ORDER_STATE_LABELS,
  type Locale,
  type OrderDetail,
  type SessionRole,
} from '@fieldline/domain';
import type { AppContext } from '../../app-context';
import type { Auth } from '../../core/auth';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { registerExporter, startExport } from '../downloads/service';
import { orderErrors } from './errors';
import * as q from './queries';
import { orderScope } from './scope';
import { orderDetail } from './detail';
import { toRow } from './service';

/**
 * GET /v2/order/print: the print sheets of up to 50 orders (spec-business §5), each with the
 * detail the caller may see; ids the caller may not see are left out, none at all is a 404.
 */
export async function printOrders(
  database: Database,
  auth: Auth,
  ids: number[],
): Promise<{ list: OrderDetail[] }> {
  const list: OrderDetail[] = [];
  for (const id of ids) {
    const detail = await orderDetail(database, auth, id).catch((e: unknown) => {
      if ((e as { code?: string }).code === 'ORDER_NOT_FOUND') return null;
      throw e;
    });
    if (detail) list.push(detail);
  }
  if (!list.length) throw orderErrors.PRINT_EMPTY({ field: 'ids' });
  return { list };
}

export const ORDER_EXPORT_KIND = 'orders';

interface ExportParams {
  ids: number[];
  powers: string[];
  admin: boolean;
  roleTypes: number[];
}

const HEADER: Record<Locale, string[]> = {
  zh_CN: [
    '工单编号',
    '标题',
    '状态',
    '优先级',
    '工单模板',
    '客户',
    '联系人',
    '联系电话',
    '服务地址',
    '服务人员',
    '预约时间',
    '创建时间',
    '完成时间',
    '费用合计',
  ],
  en_GB: [
    'Order no.',
    'Title',
    'State',
    'Priority',
    'Template',
    'Customer',
    'Contact',
    'Phone',
    'Service address',
    'Engineer',
    'Appointment',
    'Created',
    'Completed',
    'Total amount',
  ],
};

registerExporter(ORDER_EXPORT_KIND, async (ctx, { actor, locale, params }) => {
  const p = params as unknown as ExportParams;
  // the file is built as the caller who asked: same scope, same hidden customer information
  const auth = {
    ...actor,
    powers: p.powers,
    admin: p.admin,
    roles: p.roleTypes.map((type) => ({ type }) as SessionRole),
  } as unknown as Auth;
  const found = await q.listOrders(ctx.db, and(orderScope(auth, 'any'), inArray(orders.id, p.ids)), 'all', {
    pageIndex: 0,
    pageSize: p.ids.length,
  });
  const rows = found.map((r) => {
    const o = toRow(auth, r);
    return [
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
  });
  return { header: HEADER[locale], rows };
});

/** POST /v2/order/export: the chosen orders (≤ 50) to the download centre under the file name given. */
export async function exportOrders(
  ctx: AppContext,
  auth: Auth,
  ids: number[],
  fileName: string,
  locale: Locale,
) {
  const visible = await q.countOrders(
    ctx.database,
    q.onOrders(and(orderScope(auth, 'any'), inArray(orders.id, ids))!),
  );
  if (!visible) throw orderErrors.PRINT_EMPTY({ field: 'ids' });
  const params: ExportParams = {
    ids,
    powers: auth.powers,
    admin: auth.admin,
    roleTypes: auth.roles.map((r) => r.type),
  };
  return startExport(ctx, auth, {
    kind: ORDER_EXPORT_KIND,
    fileName,
    locale,
    params: params as unknown as Record<string, unknown>,
  });
}
