import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';

/**
 * The first worksheet of an .xlsx workbook as cell texts by column, read with exceljs. Imports are
 * capped at 5 MB and 5,000 rows (packages/domain), so the whole workbook is loaded rather than
 * streamed: exceljs's streaming reader spools sheets to temporary files when they precede the
 * shared strings (as Excel writes them), keeps only the last run of an inline rich-text cell and
 * takes sheets in zip order. exceljs inflates each part whole, so the parts' real unzipped size is
 * counted first (a zip bomb is refused before exceljs sees it).
 */

export interface SheetRow {
  /** The row's number in the sheet (1-based, as a spreadsheet shows it). */
  row: number;
  /** Cell texts by column (A = 0); missing cells are ''. Trailing blanks are dropped. */
  cells: string[];
}

export type XlsxReadFailure = 'not-xlsx' | 'too-large' | 'too-many-rows';
export class XlsxReadError extends Error {
  constructor(readonly reason: XlsxReadFailure) {
    super(`cannot read the workbook: ${reason}`);
  }
}

export interface ReadOptions {
  /** Rows with content at most (header included); more is refused as 'too-many-rows'. */
  maxRows?: number;
  /** Unzipped bytes of all parts, at most (a zip bomb is refused as 'too-large'). */
  maxUnzippedBytes?: number;
}

const DEFAULT_MAX_UNZIPPED = 64 * 1024 * 1024;
const CHUNK = 64 * 1024;

/** Inflates every part without keeping it, counting bytes; throws once `max` is passed. */
function checkUnzippedSize(bytes: Uint8Array, max: number) {
  let total = 0;
  let workbook = false;
  const unzip = new Unzip((file) => {
    if (file.name === 'xl/workbook.xml') workbook = true;
    file.ondata = (err, chunk) => {
      if (err) throw err;
      total += chunk.length;
      if (total > max) throw new XlsxReadError('too-large');
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += CHUNK)
      unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
  } catch (err) {
    throw err instanceof XlsxReadError ? err : new XlsxReadError('not-xlsx');
  }
  if (!workbook) throw new XlsxReadError('not-xlsx');
}

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A date cell as the importers' date text: "2026-01-05", "2026-01-05 14:30" or, for a time of day
 * (a serial under 1, which exceljs places on the workbook's epoch day), "14:30". exceljs gives the
 * wall-clock time in the UTC fields.
 */
function dateText(value: Date, date1904: boolean) {
  const ms = Math.round(value.getTime() / 1000) * 1000;
  const d = new Date(ms);
  const seconds = d.getUTCSeconds();
  const time = `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}${seconds ? `:${pad2(seconds)}` : ''}`;
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  if (ms >= epoch && ms < epoch + DAY_MS) return time;
  const day = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  return ms % DAY_MS === 0 ? day : `${day} ${time}`;
}

/**
 * A number as its digits: whole numbers in full (a phone saved as a number is 13800000001, not
 * 1.38e10), others to Excel's 15 significant digits (it writes 0.1+0.2 as 0.30000000000000004 and
 * shows 0.3).
 */
function numberText(n: number) {
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return String(n);
  return Number.isFinite(n) ? String(Number(n.toPrecision(15))) : '';
}

function cellText(value: ExcelJS.CellValue, date1904: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value, date1904);
  if ('richText' in value) return value.richText.map((run) => run.text ?? '').join('');
  if ('error' in value) return '';
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value.result ?? null) as ExcelJS.CellValue, date1904);
  if ('text' in value) return cellText(value.text, date1904);
  return '';
}

async function loadWorkbook(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new XlsxReadError('not-xlsx');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new XlsxReadError('not-xlsx');
  return { sheet, date1904: book.properties?.date1904 === true };
}

/**
 * The rows with content of the workbook's first sheet (by the workbook's order). A cell merged
 * into another is blank, as Excel stores it; only the merge's top-left cell has the value.
 * Throws XlsxReadError when it is not an .xlsx we can read.
 */
export async function readXlsx(bytes: Uint8Array, opts: ReadOptions = {}): Promise<SheetRow[]> {
  checkUnzippedSize(bytes, opts.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED);
  const { sheet, date1904 } = await loadWorkbook(bytes);
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell((cell, col) => {
      if (cell.isMerged && cell.master !== cell) return;
      const text = cellText(cell.value, date1904);
      if (!text) return;
      while (cells.length < col - 1) cells.push('');
      cells[col - 1] = text;
    });
    if (cells.length) rows.push({ row: rowNumber, cells });
  });
  if (opts.maxRows !== undefined && rows.length > opts.maxRows) throw new XlsxReadError('too-many-rows');
  return rows;
}
