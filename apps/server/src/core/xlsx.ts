import { ENTERPRISE_TIME_ZONE } from '@fieldline/domain';
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export type Cell = string | number | boolean | Date | null | undefined;

/**
 * How a column's cells are written: `date` as an Excel date (a timestamp or its ISO text, shown at
 * the wall-clock time of the enterprise's zone), `money` as a number with two decimals (amounts
 * travel as numeric text), `text` as given. A Date or a number is typed in any column.
 */
export type ColumnKind = 'text' | 'date' | 'money';
export interface Column {
  header: string;
  kind?: ColumnKind;
}

/** Enterprises have no time-zone setting yet: the product serves mainland China (UTC+8, no DST). */
export const DEFAULT_TIME_ZONE = ENTERPRISE_TIME_ZONE;
export const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
export const MONEY_FORMAT = '#,##0.00';
const WIDTH: Record<ColumnKind, number> = { text: 18, date: 17, money: 14 };

export interface SheetSpec {
  name: string;
  columns: (Column | string)[];
  rows: Iterable<Cell[]> | AsyncIterable<Cell[]>;
  timeZone?: string;
}

const sheetName = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1';

/** The milliseconds a zone's wall clock is ahead of UTC at `at` (a formatter per zone, reused). */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneOffset(at: Date, timeZone: string) {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      ...{ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' },
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - (at.getTime() - at.getUTCMilliseconds());
}

/** Excel stores a date as a wall-clock time without a zone; exceljs writes the Date's UTC fields. */
const wallClock = (at: Date, timeZone: string) => new Date(at.getTime() + zoneOffset(at, timeZone));

function cellValue(value: Cell, kind: ColumnKind, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : wallClock(value, timeZone);
  if (kind === 'date' && typeof value === 'string') {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? value : wallClock(at, timeZone);
  }
  if (kind === 'money' && typeof value === 'string') {
    const n = Number(value);
    return value.trim() && Number.isFinite(n) ? n : value;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value;
}

const DRAIN_EVERY = 100;
/**
 * exceljs hands the sheet's XML to the zip's compressor without waiting for it (no backpressure),
 * so a fast source would queue its whole file uncompressed in memory: wait while it is behind.
 */
async function drained(ws: object) {
  // the zip's input is a readable-stream v2 PassThrough: its state, not Node's writableNeedDrain
  type Pipe = Writable & { _writableState?: { needDrain?: boolean } };
  const pipes = (ws as unknown as { stream?: { pipes?: Pipe[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) if (pipe._writableState?.needDrain) await once(pipe, 'drain');
}

/**
 * Streams a one-sheet .xlsx with a header row to `out`, row by row: rows are committed as they come,
 * so a large export never holds its rows in memory. Answers the number of rows written.
 */
export async function streamXlsx(out: Writable, sheet: SheetSpec): Promise<number> {
  const timeZone = sheet.timeZone ?? DEFAULT_TIME_ZONE;
  const columns = sheet.columns.map((c) => (typeof c === 'string' ? { header: c } : c));
  const kinds = columns.map((c) => c.kind ?? 'text');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = book.addWorksheet(sheetName(sheet.name));
  ws.columns = columns.map((c, i) => ({
    key: String(i),
    width: Math.max(WIDTH[kinds[i]!], Math.min(40, c.header.length * 2 + 2)),
    style:
      kinds[i] === 'date' ? { numFmt: DATE_FORMAT } : kinds[i] === 'money' ? { numFmt: MONEY_FORMAT } : {},
  }));
  ws.addRow(columns.map((c) => c.header)).commit();
  let count = 0;
  for await (const row of sheet.rows) {
    const added = ws.addRow(row.map((v, i) => cellValue(v, kinds[i] ?? 'text', timeZone)));
    // a Date in an untyped column still shows its time (exceljs would default to mm-dd-yy)
    row.forEach((v, i) => {
      if (v instanceof Date && kinds[i] !== 'date') added.getCell(i + 1).numFmt = DATE_FORMAT;
    });
    added.commit();
    if (++count % DRAIN_EVERY === 0) await drained(ws);
  }
  ws.commit();
  await book.commit();
  return count;
}

/** A small one-sheet workbook in memory (import templates and reports, tests). */
export async function writeXlsx(
  name: string,
  columns: (Column | string)[],
  rows: Cell[][],
  timeZone?: string,
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve, reject) => out.on('end', resolve).on('error', reject));
  await streamXlsx(out, { name, columns, rows, timeZone });
  await ended;
  return Buffer.concat(chunks);
}
