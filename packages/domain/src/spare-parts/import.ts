import type { Messages } from '../i18n';

/** Rows of one import at most, and the file's size (the download centre's template and its answers). */
export const SPARE_IMPORT_MAX_ROWS = 5000;
export const SPARE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Rows of one export at most. */
export const SPARE_EXPORT_MAX_ROWS = 50000;

/**
 * The columns of the spare-part import template (and the first columns of the catalogue export, so
 * an exported file can be edited and imported again). `stock` is optional: quantities stocked in to
 * the warehouse the import names.
 */
export const SPARE_IMPORT_COLUMNS = [
  { key: 'code', required: true, label: { zh_CN: '备件编号', en_GB: 'Part code' } },
  { key: 'name', required: true, label: { zh_CN: '备件名称', en_GB: 'Part name' } },
  { key: 'type', required: false, label: { zh_CN: '备件类型', en_GB: 'Spare type' } },
  { key: 'model', required: false, label: { zh_CN: '型号', en_GB: 'Model' } },
  { key: 'unit', required: false, label: { zh_CN: '单位', en_GB: 'Unit' } },
  { key: 'salePrice', required: false, label: { zh_CN: '销售价', en_GB: 'Sale price' } },
  { key: 'costPrice', required: false, label: { zh_CN: '成本价', en_GB: 'Cost price' } },
  { key: 'personalCommission', required: false, label: { zh_CN: '个人提成', en_GB: 'Personal commission' } },
  { key: 'teamCommission', required: false, label: { zh_CN: '团队提成', en_GB: 'Team commission' } },
  { key: 'alertQty', required: false, label: { zh_CN: '预警数量', en_GB: 'Alert quantity' } },
  { key: 'stock', required: false, label: { zh_CN: '入库数量', en_GB: 'Stock in' } },
] as const satisfies readonly { key: string; required: boolean; label: Messages }[];
export type SpareImportColumn = (typeof SPARE_IMPORT_COLUMNS)[number]['key'];

export const spareImportHeader = (column: (typeof SPARE_IMPORT_COLUMNS)[number], locale: keyof Messages) =>
  `${column.label[locale]}${column.required ? '*' : ''}`;
const normalise = (text: string) => text.replace(/[*＊\s]/g, '').toLowerCase();
/** Which import column a header cell names, in either language (with or without the '*'). */
export function spareImportColumnOf(header: string): SpareImportColumn | undefined {
  const h = normalise(header);
  if (!h) return undefined;
  return SPARE_IMPORT_COLUMNS.find((c) => Object.values(c.label).some((l) => normalise(l) === h))?.key;
}

export interface SpareImportError {
  row: number;
  column: string;
  message: string;
}
/** An import answers all or nothing: any refused row and nothing is written (`created` 0). */
export interface SpareImportResult {
  total: number;
  created: number;
  updated: number;
  /** Rows whose stock column was stocked in to the warehouse named. */
  stocked: number;
  failed: number;
  errors: SpareImportError[];
}
