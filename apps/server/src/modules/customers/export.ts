import { and, lt } from 'drizzle-orm';
import {
  CUSTOMER_EXPORT_MAX_ROWS,
  CUSTOMER_IMPORT_COLUMNS,
  CUSTOMER_IMPORT_CONTROLS,
  FORM_KINDS,
  TAG_OBJECT_KINDS,
  exportCellValue,
  type CustomerFilter,
  type Locale,
  type SessionRole,
} from '@fieldline/domain';
import type { Tenant } from '../../core/tenant';
import type { Cell } from '../../core/xlsx';
import { customers } from '../../db/schema';
import { registerExporter, startExport, downloadErrors } from '../downloads';
import { customFilterSql, fieldDefsOf, viewableFields } from '../forms';
import { tagsOfObjects } from '../tags';
import * as q from './queries';
import { readerOf } from './service';

export const CUSTOMER_EXPORT_KIND = 'customers';
/** Customers read per query while building the file. */
const EXPORT_PAGE = 1000;

const CREATED: Record<Locale, string> = { zh_CN: '创建时间', en_GB: 'Created' };

/** What the job needs besides the data scope: the list filters and the caller's role types. */
interface ExportParams {
  filter: CustomerFilter;
  roleTypes: number[];
}

/**
 * Builds the file of a customer export, as the caller who asked: the customers they may see (the
 * visibility parameter and data scope as the list applies them), the list's filters, and only the
 * custom fields they may see. The import's columns come first, so the file can be imported again.
 */
registerExporter(CUSTOMER_EXPORT_KIND, async (ctx, { actor, locale, params }) => {
  const { filter, roleTypes } = params as unknown as ExportParams;
  const ep = actor.user.enterpriseId;
  const t = { db: ctx.db, enterpriseId: ep };
  const visibility = await q.visibilityOf(t);
  const set = await fieldDefsOf(t, FORM_KINDS.customer);
  const roles = roleTypes.map((type) => ({ type }) as SessionRole);
  const viewable = viewableFields({ roles }, set.settings, set.fields);
  const shown = viewable.filter((f) => CUSTOMER_IMPORT_CONTROLS.includes(f.type));
  const custom = filter.customFilters?.length
    ? customFilterSql(customers.customValues, filter.customFilters, viewable)
    : undefined;
  const scoped = { ...actor, visibility, reading: true };
  // keyset pages down the list's (enterprise_id, deleted_at, id desc) order: stable while others write
  async function* rows(): AsyncGenerator<Cell[]> {
    let before: number | undefined;
    let left = CUSTOMER_EXPORT_MAX_ROWS;
    while (left > 0) {
      const pageSize = Math.min(EXPORT_PAGE, left);
      const where = { ...filter, custom: and(custom, before ? lt(customers.id, before) : undefined) };
      const list = await q.listCustomers(ctx.db, scoped, where, { pageSize, pageIndex: 0 });
      const tags = await tagsOfObjects(
        t,
        TAG_OBJECT_KINDS.customer,
        list.map((c) => c.id),
      );
      for (const c of list)
        yield [
          c.name,
          c.contactName,
          c.contactPhone,
          c.province,
          c.city,
          c.region,
          c.detail,
          c.ownerName,
          c.serviceTeamName,
          (tags.get(c.id) ?? []).map((t) => t.name).join(', '),
          ...shown.map((f) => exportCellValue(c.customValues[f.id], locale)),
          c.createdAt,
        ];
      left -= list.length;
      if (list.length < pageSize) break;
      before = list.at(-1)!.id;
    }
  }
  return {
    columns: [
      ...CUSTOMER_IMPORT_COLUMNS.map((c) => c.label[locale]),
      ...shown.map((f) => f.name),
      { header: CREATED[locale], kind: 'date' as const },
    ],
    rows: rows(),
  };
});

/**
 * POST /v2/customer/export: queues the export of the customers I may see matching the list's
 * filters, under the file name given; it appears in the download centre at once and is built by
 * the job. An export with nothing in it is refused.
 */
export async function exportCustomers(t: Tenant, filter: CustomerFilter, fileName: string) {
  const actor = await readerOf(t);
  const set = await fieldDefsOf(t, FORM_KINDS.customer);
  const { t: _t, ...rest } = filter as CustomerFilter & { t?: unknown };
  const custom = rest.customFilters?.length
    ? customFilterSql(
        customers.customValues,
        rest.customFilters,
        viewableFields(t.auth, set.settings, set.fields),
      )
    : undefined;
  if (!(await q.countCustomers(t.db, actor, { ...rest, custom }))) throw downloadErrors.EXPORT_EMPTY();
  const params: ExportParams = { filter: rest, roleTypes: t.auth.roles.map((r) => r.type) };
  return startExport(t, {
    kind: CUSTOMER_EXPORT_KIND,
    fileName,
    locale: t.locale,
    params: params as unknown as Record<string, unknown>,
  });
}
