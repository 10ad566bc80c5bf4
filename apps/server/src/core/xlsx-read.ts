import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * The first worksheet of an .xlsx workbook as cell texts by column, read with exceljs. Imports are
 * capped at 5 MB and 5,000 rows (packages/domain), so the whole workbook is loaded rather than
 * streamed: exceljs's streaming reader spools sheets to temporary files when they precede the
 * shared strings (as Excel writes them), keeps only the last run of an inline rich-text cell and
 * takes sheets in zip order. exceljs inflates and models every part it is given, so it gets the
 * workbook once its real unzipped size and cells are counted, its drawings emptied (`withoutDrawings`).
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
/**
 * Cells (`<c>` elements of all sheets, blank styled ones too) allowed per row of `maxRows`.
 * exceljs spends about 15 µs and 500 bytes on each cell it loads, so a 5 MB upload of 2 million
 * tiny cells would hold a request for 30 s and 1 GB; more cells than this are refused as
 * 'too-many-rows' (the remedy, splitting the file, is the same) before anything is loaded.
 */
const CELLS_PER_ROW = 64;
const CHUNK = 64 * 1024;
/** Bytes that may follow `<c` in a cell's start tag: space, tab, CR, LF, '>' and '/'. */
const AFTER_C = new Set([32, 9, 13, 10, 62, 47]);

/** The cell start tags in each chunk of a sheet's XML (a tag may straddle two chunks). */
function cellCounter() {
  let carry: Uint8Array = new Uint8Array(0);
  return (chunk: Uint8Array) => {
    const buf = Buffer.concat([carry, chunk]);
    let cells = 0;
    for (let at = buf.indexOf('<c'); at >= 0 && at + 2 < buf.length; at = buf.indexOf('<c', at + 2))
      if (AFTER_C.has(buf[at + 2]!)) cells++;
    carry = buf.subarray(Math.max(0, buf.length - 2));
    return cells;
  };
}

/** Pictures, charts and embedded files: left out; a drawing keeps its name, with no shapes. */
const DRAWING_CONTENT = /^xl\/(media|charts|embeddings|drawings\/_rels)\//;
const DRAWING = /^xl\/drawings\/[^/]+\.xml$/;
const EMPTY_DRAWING = strToU8(
  '<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing"/>',
);

/**
 * The workbook without its drawings' content, as a stored zip. Every part is inflated in chunks,
 * counting the unzipped bytes (at most `maxBytes`) and the sheets' cells (at most `maxCells`)
 * before exceljs, which inflates and models every part it is given. exceljs 4.4 fails on some
 * drawings (a chart with a picture in it: exceljs#2591, #2949) and an import reads only cells, so
 * each drawing is handed over empty (the sheets' relationships to it still resolve).
 */
function withoutDrawings(bytes: Uint8Array, maxBytes: number, maxCells: number) {
  let total = 0;
  let cells = 0;
  const kept: Record<string, Uint8Array[]> = {};
  const inflated = new Set<string>();
  const unzip = new Unzip((file) => {
    const drawing = DRAWING.test(file.name);
    const keep: Uint8Array[] | undefined = drawing || DRAWING_CONTENT.test(file.name) ? undefined : [];
    if (keep || drawing) kept[file.name] = keep ?? [EMPTY_DRAWING];
    const count = /^xl\/worksheets\/[^/]+\.xml$/.test(file.name) ? cellCounter() : undefined;
    file.ondata = (err, chunk, final) => {
      if (err) throw err;
      total += chunk.length;
      if (total > maxBytes) throw new XlsxReadError('too-large');
      keep?.push(chunk);
      if (count) cells += count(chunk);
      if (cells > maxCells) throw new XlsxReadError('too-many-rows');
      if (final) inflated.add(file.name);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // the central directory, read without inflating: a cut-off file has none or misses parts
    const listed: string[] = [];
    unzipSync(bytes, { filter: (f) => (listed.push(f.name), false) });
    for (let at = 0; at < bytes.length; at += CHUNK)
      unzip.push(bytes.subarray(at, at + CHUNK), at + CHUNK >= bytes.length);
    if (listed.some((name) => !name.endsWith('/') && !inflated.has(name))) throw new Error('cut off');
  } catch (err) {
    throw err instanceof XlsxReadError ? err : new XlsxReadError('not-xlsx');
  }
  if (!kept['xl/workbook.xml']) throw new XlsxReadError('not-xlsx');
  return zipSync(
    Object.fromEntries(Object.entries(kept).map(([name, chunks]) => [name, Buffer.concat(chunks)])),
    { level: 0 },
  );
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
  const maxCells = opts.maxRows === undefined ? Infinity : opts.maxRows * CELLS_PER_ROW;
  const parts = withoutDrawings(bytes, opts.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED, maxCells);
  const { sheet, date1904 } = await loadWorkbook(parts);
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
