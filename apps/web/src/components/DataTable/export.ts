import type { DataColumn } from './types';

/** spec-shell §5: export type 1 is the current page's rows, 2 the selected rows. */
export const EXPORT_TYPES = { currentPage: 1, selected: 2 } as const;
export type ExportType = (typeof EXPORT_TYPES)[keyof typeof EXPORT_TYPES];

/** The rows an export takes; null when there is nothing to export (the caller warns). */
export function rowsToExport<T>(
  type: ExportType,
  pageRows: readonly T[],
  selectedRows: readonly T[],
): T[] | null {
  const rows = type === EXPORT_TYPES.selected ? selectedRows : pageRows;
  return rows.length > 0 ? [...rows] : null;
}

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const valueAt = (row: object, dataIndex: unknown): unknown => {
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[String(k)] : undefined),
    row,
  );
};

/** CSV of the rows in the columns' order: the column title (or key) as header, `exportValue` or the data. */
export function toCsv<T extends object>(columns: readonly DataColumn<T>[], rows: readonly T[]): string {
  const cols = columns.filter((c) => c.exportValue || c.dataIndex !== undefined);
  const header = cols.map((c) => cell(typeof c.title === 'string' ? c.title : String(c.key ?? c.dataIndex)));
  const lines = rows.map((row) =>
    cols.map((c) => cell(c.exportValue ? c.exportValue(row) : valueAt(row, c.dataIndex))),
  );
  return [header, ...lines].map((l) => l.join(',')).join('\r\n');
}

/** Saves CSV text as a file in the browser, with a BOM so spreadsheet programs read UTF-8. */
export function downloadCsv(fileName: string, csv: string) {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
