import { sql } from 'drizzle-orm';
import {
  FIELD_LABELS,
  MOVEMENT_KINDS,
  SPARE_EXPORT_MAX_ROWS,
  SPARE_IMPORT_COLUMNS,
  SPARE_IMPORT_MAX_ROWS,
  STOCK_HOLDERS,
  WAREHOUSE_KINDS,
  countedQuantitySchema,
  issueText,
  sparePartSaveSchema,
  spareImportColumnOf,
  spareImportHeader,
  toCents,
  type Locale,
  type SparePartListQuery,
  type SpareImportColumn,
  type SpareImportError,
  type SpareImportResult,
  type StockListQuery,
} from '@fieldline/domain';
import { rows as query } from '../../db/client';
import { isUniqueViolation } from '../../core/db-errors';
import { mineSql, withDb, type Tenant, type TenantDb } from '../../core/tenant';
import { writeXlsx } from '../../core/xlsx';
import { XlsxReadError, readXlsx, type SheetRow } from '../../core/xlsx-read';
import { downloadErrors, registerExporter, startExport } from '../downloads';
import { listParts } from './catalogue';
import { spareErrors } from './errors';
import { post, requireMode, type Posting } from './ledger';
import { listStock } from './stock';
import { requireWarehouse } from './warehouses';

const label = (key: SpareImportColumn, locale: Locale) =>
  SPARE_IMPORT_COLUMNS.find((c) => c.key === key)!.label[locale];

/** The import template: the header row in the caller's language (required columns marked '*'). */
export const importTemplate = (locale: Locale) =>
  writeXlsx(
    locale === 'zh_CN' ? '备件' : 'Spare parts',
    SPARE_IMPORT_COLUMNS.map((c) => spareImportHeader(c, locale)),
    [],
  );

const TEXT_FIELDS = [
  'code',
  'name',
  'model',
  'unit',
  'salePrice',
  'costPrice',
  'personalCommission',
  'teamCommission',
  'alertQty',
] as const;

/**
 * Imports spare parts from the first sheet of an .xlsx (download centre's template): each row is
 * checked with the part's own schema, its type named by an existing type's name, its code once per
 * file; a code of a live part changes that part. The optional "stock in" column is stocked in to
 * `warehouseId` through the ledger. All or nothing: any refused row (listed with its row, column
 * and reason in the caller's language) and nothing is written.
 */
export async function importParts(
  t: Tenant,
  bytes: Uint8Array,
  warehouseId?: number,
): Promise<SpareImportResult> {
  const locale = t.locale;
  let sheet: SheetRow[];
  try {
    sheet = await readXlsx(bytes, { maxRows: SPARE_IMPORT_MAX_ROWS + 1 });
  } catch (err) {
    if (err instanceof XlsxReadError && err.reason === 'too-many-rows')
      throw spareErrors.IMPORT_TOO_MANY_ROWS({ field: 'file', params: { max: SPARE_IMPORT_MAX_ROWS } });
    if (err instanceof XlsxReadError) throw spareErrors.IMPORT_NOT_XLSX({ field: 'file' });
    throw err;
  }
  const at = sheet.findIndex((r) => r.cells.some((c) => c.trim()));
  const columns = new Map<SpareImportColumn, number>();
  if (at >= 0)
    sheet[at]!.cells.forEach((text, i) => {
      const key = spareImportColumnOf(text);
      if (key && !columns.has(key)) columns.set(key, i);
    });
  for (const key of ['code', 'name'] as const)
    if (!columns.has(key))
      throw spareErrors.IMPORT_NO_HEADER({ field: 'file', params: { column: label(key, locale) } });
  const data = sheet.slice(at + 1).filter((r) => r.cells.some((c) => c.trim()));
  if (!data.length) throw spareErrors.IMPORT_EMPTY({ field: 'file' });

  const types = new Map(
    (
      await query<{ id: number; name: string }>(
        t.db,
        sql`select y.id::int as id, y.name from spare_types y where ${mineSql(t, 'y')} and y.deleted_at is null`,
      )
    ).map((y) => [y.name, y.id]),
  );
  const errors: SpareImportError[] = [];
  const refuse = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const good: { row: number; input: ReturnType<typeof sparePartSaveSchema.parse>; stock: string | null }[] =
    [];
  const firstRow = new Map<string, number>();
  for (const { row, cells } of data) {
    const cell = (key: SpareImportColumn) => {
      const i = columns.get(key);
      return i === undefined ? undefined : (cells[i] ?? '').trim();
    };
    const raw: Record<string, unknown> = {};
    for (const key of TEXT_FIELDS) {
      const v = cell(key);
      if (v !== undefined && v !== '') raw[key] = v;
    }
    let bad = false;
    const typeName = cell('type');
    if (typeName) {
      const id = types.get(typeName);
      if (id === undefined) {
        bad = true;
        refuse(
          row,
          label('type', locale),
          spareErrors.IMPORT_TYPE_UNKNOWN({ params: { name: typeName } }).messageIn(locale),
        );
      } else raw.typeId = id;
    }
    let stock: string | null = null;
    const stockText = cell('stock');
    if (stockText) {
      const q = countedQuantitySchema.safeParse(stockText);
      if (!q.success) {
        bad = true;
        const column = label('stock', locale);
        refuse(row, column, issueText(q.error.issues[0]!, column, locale));
      } else if (toCents(q.data) > 0n) stock = q.data;
    }
    const parsed = sparePartSaveSchema.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'code');
        if (seen.has(key)) continue;
        seen.add(key);
        const column = SPARE_IMPORT_COLUMNS.some((c) => c.key === key)
          ? label(key as SpareImportColumn, locale)
          : (FIELD_LABELS[key]?.[locale] ?? key);
        refuse(row, column, issueText(issue, column, locale));
      }
      continue;
    }
    if (bad) continue;
    const first = firstRow.get(parsed.data.code);
    if (first !== undefined) {
      refuse(
        row,
        label('code', locale),
        spareErrors.IMPORT_CODE_REPEATED({ params: { row: first } }).messageIn(locale),
      );
      continue;
    }
    firstRow.set(parsed.data.code, row);
    good.push({ row, input: parsed.data, stock });
  }
  const stocked = good.filter((g) => g.stock);
  if (stocked.length && !warehouseId) throw spareErrors.IMPORT_WAREHOUSE_REQUIRED({ field: 'warehouseId' });
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row);
    return {
      total: data.length,
      created: 0,
      updated: 0,
      stocked: 0,
      failed: new Set(errors.map((e) => e.row)).size,
      errors,
    };
  }

  try {
    return await t.db.transaction(async (tx) => {
      const tt = withDb(t, tx);
      if (stocked.length) {
        await requireMode(tt, false);
        await requireWarehouse(tt, warehouseId!, 'warehouseId', WAREHOUSE_KINDS.genuine);
      }
      const existing = new Map(
        (
          await query<{ id: number; code: string }>(
            tx,
            sql`select p.id::int as id, p.code from spare_parts p
                 where ${mineSql(t, 'p')} and p.deleted_at is null
                   and p.code in (${sql.join(
                     good.map((g) => sql`${g.input.code}`),
                     sql`, `,
                   )})`,
          )
        ).map((p) => [p.code, p.id]),
      );
      let created = 0;
      const postings: Posting[] = [];
      for (const { input: v, stock } of good) {
        const id = existing.get(v.code);
        const [saved] = id
          ? await query<{ id: number }>(
              tx,
              sql`update spare_parts p set name = ${v.name}, type_id = coalesce(${v.typeId ?? null}::bigint, p.type_id),
                    model = coalesce(${v.model ?? null}, p.model), unit = coalesce(${v.unit ?? null}, p.unit),
                    sale_price = ${v.salePrice}, cost_price = ${v.costPrice},
                    personal_commission = ${v.personalCommission}, team_commission = ${v.teamCommission},
                    alert_qty = ${v.alertQty}, updated_at = now()
                  where ${mineSql(t, 'p')} and p.id = ${id} returning id::int as id`,
            )
          : await query<{ id: number }>(
              tx,
              sql`insert into spare_parts (enterprise_id, code, name, type_id, model, unit, sale_price, cost_price,
                    personal_commission, team_commission, alert_qty, created_by)
                  values (${t.enterpriseId}, ${v.code}, ${v.name}, ${v.typeId ?? null}, ${v.model ?? null},
                    ${v.unit ?? null}, ${v.salePrice}, ${v.costPrice}, ${v.personalCommission}, ${v.teamCommission},
                    ${v.alertQty}, ${t.user.id})
                  returning id::int as id`,
            );
        if (!id) created += 1;
        if (stock)
          postings.push({
            partId: saved!.id,
            holderKind: STOCK_HOLDERS.warehouse,
            holderId: warehouseId!,
            delta: toCents(stock),
          });
      }
      if (postings.length)
        await post(tt, MOVEMENT_KINDS.stockIn, postings, { reason: 'other', note: 'import' });
      return {
        total: data.length,
        created,
        updated: good.length - created,
        stocked: postings.length,
        failed: 0,
        errors: [],
      };
    });
  } catch (err) {
    // another change took one of the codes meanwhile: nothing was saved
    if (isUniqueViolation(err)) throw spareErrors.IMPORT_CONFLICT();
    throw err;
  }
}

const PART_EXTRA: Record<Locale, string[]> = { zh_CN: ['库存'], en_GB: ['Stock'] };

/** The catalogue export: the import's columns first (so it can be edited and imported again), then stock. */
registerExporter('spareParts', async (ctx, { actor, locale, params }) => {
  const t: TenantDb = { db: ctx.db, enterpriseId: actor.user.enterpriseId };
  const { list } = await listParts(t, {
    ...(params as SparePartListQuery),
    pageSize: SPARE_EXPORT_MAX_ROWS,
    pageIndex: 0,
  });
  return {
    columns: [
      ...SPARE_IMPORT_COLUMNS.filter((c) => c.key !== 'stock').map((c) => ({
        header: c.label[locale],
        kind: c.key.endsWith('Price') || c.key.endsWith('Commission') ? ('money' as const) : undefined,
      })),
      ...PART_EXTRA[locale],
    ],
    rows: list.map((p) => [
      p.code,
      p.name,
      p.typeName,
      p.model,
      p.unit,
      p.salePrice,
      p.costPrice,
      p.personalCommission,
      p.teamCommission,
      p.alertQty,
      p.stock,
    ]),
  };
});

const STOCK_HEADER: Record<Locale, string[]> = {
  zh_CN: ['备件编号', '备件名称', '型号', '单位', '库存归属', '库存', '预警数量'],
  en_GB: ['Part code', 'Part name', 'Model', 'Unit', 'Held by', 'Stock', 'Alert quantity'],
};
/** The stock export: the rows of the stock list with its filters (warehouses or people). */
registerExporter('spareStock', async (ctx, { actor, locale, params }) => {
  const t: TenantDb = { db: ctx.db, enterpriseId: actor.user.enterpriseId };
  const { list } = await listStock(t, {
    ...(params as StockListQuery),
    pageSize: SPARE_EXPORT_MAX_ROWS,
    pageIndex: 0,
  });
  return {
    columns: STOCK_HEADER[locale],
    rows: list.map((s) => [s.code, s.name, s.model, s.unit, s.holderName, s.quantity, s.alertQty]),
  };
});

const today = () => new Date().toISOString().slice(0, 10);
/** Queues the catalogue's export (the list's filters) in the download centre; refuses an empty one. */
export async function exportParts(t: Tenant, filter: SparePartListQuery) {
  const { total } = await listParts(t, { ...filter, pageSize: 1, pageIndex: 0 });
  if (!total) throw downloadErrors.EXPORT_EMPTY();
  const { pageSize: _s, pageIndex: _i, ...params } = filter as SparePartListQuery & { t?: unknown };
  delete (params as { t?: unknown }).t;
  const fileName = `${t.locale === 'zh_CN' ? '备件列表' : 'Spare parts'}-${today()}`;
  return startExport(t, { kind: 'spareParts', fileName, locale: t.locale, params });
}

/** Queues the stock list's export (its filters) in the download centre; refuses an empty one. */
export async function exportStock(t: Tenant, filter: StockListQuery) {
  const { total } = await listStock(t, { ...filter, pageSize: 1, pageIndex: 0 });
  if (!total) throw downloadErrors.EXPORT_EMPTY();
  const { pageSize: _s, pageIndex: _i, ...params } = filter as StockListQuery & { t?: unknown };
  delete (params as { t?: unknown }).t;
  const fileName = `${t.locale === 'zh_CN' ? '备件库存' : 'Spare stock'}-${today()}`;
  return startExport(t, { kind: 'spareStock', fileName, locale: t.locale, params });
}
