import { describe, expect, it } from 'vitest';
import { EXPORT_TYPES, rowsToExport, toCsv } from './export';
import type { DataColumn } from './types';

interface Row {
  id: number;
  name: string;
  dept: { name: string };
  note: string | null;
}
const rows: Row[] = [
  { id: 1, name: '王管理', dept: { name: 'HQ' }, note: 'says "hi", twice' },
  { id: 2, name: 'Li', dept: { name: 'Service' }, note: null },
];
const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'dept', title: 'Department', dataIndex: ['dept', 'name'] },
  { key: 'note', title: 'Note', dataIndex: 'note' },
  { key: 'id', title: 'Code', exportValue: (r) => `U${r.id}` },
  { key: 'actions', title: 'Actions', render: () => null },
];

describe('table export (spec-shell §5)', () => {
  it('takes the current page for type 1 and the selection for type 2', () => {
    expect(rowsToExport(EXPORT_TYPES.currentPage, rows, [])).toEqual(rows);
    expect(rowsToExport(EXPORT_TYPES.selected, rows, [rows[1]!])).toEqual([rows[1]]);
  });

  it('has nothing to export with no rows or no selection', () => {
    expect(rowsToExport(EXPORT_TYPES.currentPage, [], rows)).toBeNull();
    expect(rowsToExport(EXPORT_TYPES.selected, rows, [])).toBeNull();
  });

  it('writes CSV with headers, nested values, quoting and export values, skipping display-only columns', () => {
    expect(toCsv(columns, rows).split('\r\n')).toEqual([
      'Name,Department,Note,Code',
      '王管理,HQ,"says ""hi"", twice",U1',
      'Li,Service,,U2',
    ]);
  });
});
