import { eq, sql } from 'drizzle-orm';
import {
  RECONCILE_EXPORT_MAX_ROWS,
  toCents,
  type Locale,
  type ReconcileFilter,
  type ReconcileListQuery,
  type ReconcileMarkInput,
} from '@fieldline/domain';
import { rows } from '../../db/client';
import { reconciliations } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { mine, mineSql, type Tenant, type TenantDb } from '../../core/tenant';
import { downloadErrors, registerExporter, startExport } from '../downloads';
import { reconcileErrors } from './errors';
import { reconcileCount, reconcileRows } from './figures';

/** GET /v2/financeReconcile/list: one page of the period's customers and the total of them. */
export async function listReconcile(t: TenantDb, q: ReconcileListQuery) {
  const [list, count] = await Promise.all([reconcileRows(t, q), reconcileCount(t, q)]);
  return { list, total: count.customers };
}

/**
 * POST /v2/financeReconcile/mark: freezes the customer's figures for the period as they are now
 * (one record per customer and exact period). Later changes show as `changed` on the list, and
 * never rewrite the record.
 */
export async function markReconciled(t: Tenant, input: ReconcileMarkInput) {
  const [cu] = await rows<{ name: string }>(
    t.db,
    sql`select cu.name from customers cu where ${mineSql(t, 'cu')} and cu.id = ${input.customerId}`,
  );
  if (!cu) throw reconcileErrors.CUSTOMER_NOT_FOUND({ field: 'customerId' });
  const [row] = await reconcileRows(t, { ...input, pageIndex: 0, pageSize: 1 });
  if (!row || (toCents(row.billed) === 0n && toCents(row.collected) === 0n))
    throw reconcileErrors.NOTHING_TO_RECONCILE({ field: 'customerId' });
  if (row.reconciliation) throw reconcileErrors.ALREADY_RECONCILED();
  try {
    const [made] = await t.db
      .insert(reconciliations)
      .values({
        enterpriseId: t.enterpriseId,
        customerId: input.customerId,
        customerName: cu.name,
        periodFrom: input.from,
        periodTo: input.to,
        orderCount: row.orderCount,
        ordersBilled: row.ordersBilled,
        ordersCollected: row.ordersCollected,
        contractsBilled: row.contractsBilled,
        contractsCollected: row.contractsCollected,
        note: input.note ?? null,
        createdBy: t.user.id,
      })
      .returning({ id: reconciliations.id });
    return { id: made!.id };
  } catch (err) {
    if (isUniqueViolation(err)) throw reconcileErrors.ALREADY_RECONCILED();
    throw err;
  }
}

/** DELETE /v2/financeReconcile/unmark/:id: withdraws a reconciliation (the figures are live again). */
export async function unmarkReconciled(t: Tenant, id: number) {
  const [gone] = await t.db
    .delete(reconciliations)
    .where(mine(t, reconciliations, eq(reconciliations.id, id)))
    .returning({ id: reconciliations.id });
  if (!gone) throw reconcileErrors.NOT_RECONCILED();
}

const HEAD: Record<Locale, string[]> = {
  zh_CN: [
    '客户',
    '完工工单数',
    '工单应收',
    '工单已收',
    '合同应收',
    '合同已收',
    '应收合计',
    '已收合计',
    '未收余额',
    '对账状态',
    '对账人',
    '对账时间',
  ],
  en_GB: [
    'Customer',
    'Completed orders',
    'Orders billed',
    'Orders collected',
    'Contracts billed',
    'Contracts collected',
    'Billed',
    'Collected',
    'Balance',
    'Reconciliation',
    'Reconciled by',
    'Reconciled at',
  ],
};
const STATE: Record<Locale, [string, string, string]> = {
  zh_CN: ['已对账', '已对账（数据有变动）', '未对账'],
  en_GB: ['Reconciled', 'Reconciled (figures changed since)', 'Not reconciled'],
};
const MONEY_COLUMNS = new Set([2, 3, 4, 5, 6, 7, 8]);

/** The reconcile list as a sheet (the download centre), the list's filters and order, page by page. */
registerExporter('financeReconcile', async (ctx, { actor, locale, params }) => {
  const t: TenantDb = { db: ctx.db, enterpriseId: actor.user.enterpriseId };
  const filter = params as ReconcileFilter;
  const pageSize = 1000;
  async function* all() {
    for (let pageIndex = 0; pageIndex * pageSize < RECONCILE_EXPORT_MAX_ROWS; pageIndex++) {
      const page = await reconcileRows(t, { ...filter, pageIndex, pageSize });
      for (const r of page) {
        const rec = r.reconciliation;
        yield [
          r.customerName,
          r.orderCount,
          r.ordersBilled,
          r.ordersCollected,
          r.contractsBilled,
          r.contractsCollected,
          r.billed,
          r.collected,
          r.balance,
          STATE[locale][rec ? (rec.changed ? 1 : 0) : 2],
          rec?.byName ?? null,
          rec ? new Date(rec.at) : null,
        ];
      }
      if (page.length < pageSize) return;
    }
  }
  return {
    columns: HEAD[locale].map((header, i) => ({
      header,
      kind: MONEY_COLUMNS.has(i) ? ('money' as const) : undefined,
    })),
    rows: all(),
  };
});

/** POST /v2/financeReconcile/export: queues the sheet of the filtered period; refuses an empty one. */
export async function exportReconcile(t: Tenant, filter: ReconcileFilter) {
  const count = await reconcileCount(t, filter);
  if (!count.customers) throw downloadErrors.EXPORT_EMPTY();
  const locale = t.locale;
  const fileName = `${locale === 'zh_CN' ? '客户对账' : 'Reconciliation'}-${filter.from}-${filter.to}`;
  const { t: _t, ...params } = filter as ReconcileFilter & { t?: unknown };
  return startExport(t, { kind: 'financeReconcile', fileName, locale, params });
}
