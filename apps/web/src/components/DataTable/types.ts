import type { ColumnType } from 'antd/es/table';

/** A DataTable column: an antd column, optionally with its value for exports. */
export interface DataColumn<T> extends ColumnType<T> {
  /** Columns with a key can be hidden and resized; columns without one always show. */
  key?: string;
  exportValue?(row: T): string | number | null | undefined;
}

/** Column choices kept per route and table (spec-shell §3 "Store"). */
export interface TablePrefs {
  hidden: string[];
  widths: Record<string, number>;
}

export interface DataTableHandle {
  /** Fetches again; `reset` goes back to the first page (spec-shell §4). */
  reload(options?: { reset?: boolean }): void;
  /** Forgets the chosen rows (after a batch action on them). */
  clearSelection(): void;
}
