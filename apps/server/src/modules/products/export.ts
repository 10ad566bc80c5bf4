import {
  PRODUCT_EXPORT_MAX_ROWS,
  PRODUCT_IMPORT_COLUMNS,
  type Locale,
  type ProductFilter,
} from '@fieldline/domain';
import type { Tenant, TenantDb } from '../../core/tenant';
import { registerExporter, startExport, downloadErrors } from '../downloads';
import { countProducts, listProducts } from './queries';
import { categoryPathMap } from './service';

const EXTRA_HEADER: Record<Locale, string[]> = {
  zh_CN: ['状态', '创建时间'],
  en_GB: ['Status', 'Created'],
};
const STATUS: Record<Locale, [string, string]> = { zh_CN: ['启用', '停用'], en_GB: ['Enabled', 'Disabled'] };

/** The import columns first, so an exported file can be edited and imported again. */
registerExporter('products', async (ctx, { actor, locale, params }) => {
  const t: TenantDb = { db: ctx.db, enterpriseId: actor.user.enterpriseId };
  const [list, paths] = await Promise.all([
    listProducts(t, params as ProductFilter, { pageSize: PRODUCT_EXPORT_MAX_ROWS, pageIndex: 0 }),
    categoryPathMap(t),
  ]);
  return {
    columns: [
      ...PRODUCT_IMPORT_COLUMNS.map((c) => ({
        header: c.label[locale],
        kind: c.key === 'price' ? ('money' as const) : undefined,
      })),
      ...EXTRA_HEADER[locale],
    ],
    rows: list.map((p) => [
      p.name,
      p.number,
      p.model,
      p.categoryId === null ? null : (paths.get(p.categoryId) ?? null),
      p.unit,
      p.price,
      p.description,
      STATUS[locale][p.enabled ? 0 : 1],
      p.createdAt,
    ]),
  };
});

/** Queues the export of the products matching the list's filters; refuses an empty one. */
export async function exportProducts(t: Tenant, filter: ProductFilter) {
  const locale = t.locale;
  if (!(await countProducts(t, filter))) throw downloadErrors.EXPORT_EMPTY();
  const fileName = `${locale === 'zh_CN' ? '产品列表' : 'Products'}-${new Date().toISOString().slice(0, 10)}`;
  const { t: _t, ...params } = filter as ProductFilter & { t?: unknown };
  return startExport(t, { kind: 'products', fileName, locale, params });
}
