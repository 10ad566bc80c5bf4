import { eq } from 'drizzle-orm';
import {
  FIELD_LABELS,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_ACCESS,
  importColumnOf,
  importHeaderText,
  issueText,
  productCreateSchema,
  resolveCategoryPath,
  type Locale,
  type ProductCreateInput,
  type ProductImportColumn,
  type ProductImportError,
  type ProductImportResult,
} from '@fieldline/domain';
import { products } from '../../db/schema';
import { isUniqueViolation } from '../../core/db-errors';
import { mine, type Tenant } from '../../core/tenant';
import { writeXlsx } from '../../core/xlsx';
import { XlsxReadError, readXlsx, type SheetRow } from '../../core/xlsx-read';
import { productErrors } from './errors';
import * as q from './queries';
import { categoryPathMap } from './service';

/** Errors listed in one report at most; `failed` still counts every refused row. */
export const IMPORT_ERRORS_MAX = 1000;
const INSERT_CHUNK = 500;

/** The import template: the header row in the caller's language (required columns marked '*'). */
export const importTemplate = (locale: Locale) =>
  writeXlsx(
    locale === 'zh_CN' ? '产品' : 'Products',
    PRODUCT_IMPORT_COLUMNS.map((c) => importHeaderText(c, locale)),
    [],
  );

const columnLabel = (key: ProductImportColumn, locale: Locale) =>
  PRODUCT_IMPORT_COLUMNS.find((c) => c.key === key)!.label[locale];

/** The first non-blank row is the header; answers the column of each import field. */
function readHeader(rows: SheetRow[]) {
  const at = rows.findIndex((r) => r.cells.some((c) => c.trim()));
  const columns = new Map<ProductImportColumn, number>();
  if (at >= 0)
    rows[at]!.cells.forEach((text, i) => {
      const key = importColumnOf(text);
      if (key && !columns.has(key)) columns.set(key, i);
    });
  return { at, columns };
}

interface GoodRow {
  row: number;
  input: ProductCreateInput;
  /** Cells of the file: only these fields are written when the row overwrites a product. */
  given: (keyof ProductCreateInput)[];
}

/**
 * Imports products from the first sheet of an .xlsx file. Each row is checked with the product
 * schema; refused rows are reported (row, column, message in the caller's language) and the good
 * rows saved. A row whose number matches a product overwrites it (spec-business §5), which needs
 * the product edit permission.
 */
export async function importProducts(t: Tenant, bytes: Uint8Array): Promise<ProductImportResult> {
  const locale = t.locale;
  let rows: SheetRow[];
  try {
    rows = await readXlsx(bytes, { maxRows: PRODUCT_IMPORT_MAX_ROWS + 1 });
  } catch (err) {
    if (err instanceof XlsxReadError && err.reason === 'too-many-rows')
      throw productErrors.IMPORT_TOO_MANY_ROWS({ field: 'file', params: { max: PRODUCT_IMPORT_MAX_ROWS } });
    if (err instanceof XlsxReadError) throw productErrors.IMPORT_NOT_XLSX({ field: 'file' });
    throw err;
  }
  const { at, columns } = readHeader(rows);
  if (!columns.has('name'))
    throw productErrors.IMPORT_NO_HEADER({ field: 'file', params: { column: columnLabel('name', locale) } });
  const data = rows.slice(at + 1).filter((r) => r.cells.some((c) => c.trim()));
  if (data.length === 0) throw productErrors.IMPORT_EMPTY({ field: 'file' });

  const paths = await categoryPathMap(t);
  const errors: ProductImportError[] = [];
  const refused = new Set<number>();
  const refuse = (row: number, column: string, message: string) => {
    refused.add(row);
    errors.push({ row, column, message });
  };
  const good: GoodRow[] = [];
  const firstRowOfNumber = new Map<string, number>();

  for (const { row, cells } of data) {
    const cell = (key: ProductImportColumn) => {
      const i = columns.get(key);
      return i === undefined ? undefined : (cells[i] ?? '');
    };
    const raw: Record<string, unknown> = {};
    for (const key of ['name', 'number', 'model', 'unit', 'price', 'description'] as const) {
      const value = cell(key);
      if (value !== undefined) raw[key] = value;
    }
    const category = cell('category')?.trim();
    if (category !== undefined) {
      if (!category) raw.categoryId = null;
      else {
        const id = resolveCategoryPath(paths, category);
        if (id === undefined)
          refuse(
            row,
            columnLabel('category', locale),
            productErrors.IMPORT_CATEGORY_UNKNOWN({ params: { path: category } }).messageIn(locale),
          );
        else raw.categoryId = id;
      }
    }
    const parsed = productCreateSchema.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'name') as ProductImportColumn;
        if (seen.has(key)) continue;
        seen.add(key);
        const label = PRODUCT_IMPORT_COLUMNS.some((c) => c.key === key)
          ? columnLabel(key, locale)
          : (FIELD_LABELS[key]?.[locale] ?? key);
        refuse(row, label, issueText(issue, label, locale));
      }
      continue;
    }
    if (refused.has(row)) continue;
    const number = parsed.data.number;
    if (number) {
      const first = firstRowOfNumber.get(number);
      if (first !== undefined) {
        refuse(
          row,
          columnLabel('number', locale),
          productErrors.IMPORT_NUMBER_REPEATED({ params: { row: first } }).messageIn(locale),
        );
        continue;
      }
      firstRowOfNumber.set(number, row);
    }
    good.push({ row, input: parsed.data, given: Object.keys(raw) as (keyof ProductCreateInput)[] });
  }

  const existing = await q.productIdsByNumber(
    t,
    good.flatMap((g) => (g.input.number ? [g.input.number] : [])),
  );
  const mayEdit = t.powers.includes(PRODUCT_ACCESS.edit);
  const inserts: GoodRow[] = [];
  const updates: (GoodRow & { id: number })[] = [];
  for (const g of good) {
    const id = g.input.number ? existing.get(g.input.number) : undefined;
    if (id === undefined) inserts.push(g);
    else if (mayEdit) updates.push({ ...g, id });
    else
      refuse(g.row, columnLabel('number', locale), productErrors.IMPORT_OVERWRITE_DENIED().messageIn(locale));
  }

  try {
    await t.db.transaction(async (tx) => {
      const now = new Date();
      for (const u of updates) {
        const changes = Object.fromEntries(u.given.map((k) => [k, u.input[k] ?? null]));
        await tx
          .update(products)
          .set({ ...changes, updatedAt: now })
          .where(mine(t, products, eq(products.id, u.id)));
      }
      for (let i = 0; i < inserts.length; i += INSERT_CHUNK)
        await tx
          .insert(products)
          .values(
            inserts
              .slice(i, i + INSERT_CHUNK)
              .map((g) => ({ ...g.input, enterpriseId: t.enterpriseId, createdBy: t.user.id })),
          );
    });
  } catch (err) {
    // another import or edit took one of the numbers meanwhile: nothing was saved, try again
    if (isUniqueViolation(err)) throw productErrors.IMPORT_CONFLICT();
    throw err;
  }

  errors.sort((a, b) => a.row - b.row);
  return {
    total: data.length,
    created: inserts.length,
    updated: updates.length,
    failed: refused.size,
    errors: errors.slice(0, IMPORT_ERRORS_MAX),
  };
}
