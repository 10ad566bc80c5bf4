import { z } from 'zod';
import type { Locale, Messages } from '../i18n';
import { FIELD_LABELS } from '../validation';
import type { ControlType } from '../forms/controls';
import { requiredText } from '../organization/common';

/**
 * Customer import (.xlsx, one customer per row) and export to the download centre (issue 6).
 * The export writes the import's columns first, so an exported file can be edited and imported.
 */

/** Data rows of one import file (the header row not counted), and the file's size. */
export const CUSTOMER_IMPORT_MAX_ROWS = 5000;
export const CUSTOMER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Refused rows listed in one import report at most; `failed` still counts every one. */
export const CUSTOMER_IMPORT_ERRORS_MAX = 1000;
/** Rows of one export (the download centre's cap; narrow the list with filters for more). */
export const CUSTOMER_EXPORT_MAX_ROWS = 50_000;
/** spec-business §5 "export needs a file name": 1-60 characters, no path or reserved characters. */
export const CUSTOMER_EXPORT_FILE_NAME_MAX = 60;
/** Separators of several tags (or options of a multiple choice) in one cell. */
export const IMPORT_LIST_SEPARATORS = /[,，、;；]/;

/** The fixed columns of the import template, in order; a header may be in either language. */
export const CUSTOMER_IMPORT_COLUMNS = [
  { key: 'name', required: true, label: { zh_CN: '客户名称', en_GB: 'Customer name' } },
  { key: 'contactName', required: true, label: { zh_CN: '联系人', en_GB: 'Contact name' } },
  { key: 'contactPhone', required: true, label: { zh_CN: '联系电话', en_GB: 'Contact phone' } },
  { key: 'province', required: false, label: { zh_CN: '省', en_GB: 'Province' } },
  { key: 'city', required: false, label: { zh_CN: '市', en_GB: 'City' } },
  { key: 'region', required: false, label: { zh_CN: '区', en_GB: 'District' } },
  { key: 'detail', required: false, label: { zh_CN: '详细地址', en_GB: 'Address detail' } },
  {
    key: 'owner',
    required: false,
    label: { zh_CN: '负责人', en_GB: 'Owner' },
    hint: { zh_CN: '姓名或手机号', en_GB: 'name or mobile' },
  },
  { key: 'serviceTeam', required: false, label: { zh_CN: '服务团队', en_GB: 'Service team' } },
  {
    key: 'tags',
    required: false,
    label: { zh_CN: '客户标签', en_GB: 'Tags' },
    hint: { zh_CN: '多个用逗号分隔', en_GB: 'comma separated' },
  },
] as const satisfies readonly { key: string; required: boolean; label: Messages; hint?: Messages }[];
export type CustomerImportColumn = (typeof CUSTOMER_IMPORT_COLUMNS)[number]['key'];

/**
 * Custom-field kinds a cell can carry (text, number, choice and date kinds); fields of other kinds
 * (files, addresses, positions, cascades, ...) are left out of the template and the export.
 */
export const CUSTOMER_IMPORT_CONTROLS: readonly ControlType[] = [
  'text',
  'textarea',
  'scanner',
  'hyperlink',
  'call',
  'number',
  'expenses_number',
  'commentStar',
  'radio',
  'singleCheck',
  'checkbox',
  'switch',
  'calendarDate',
  'calendarTime',
  'calendarDatetime',
];

/** A header cell as the template writes it: `label（hint）*`, the '*' marking a required column. */
export function importHeader(
  column: { label: Messages; required: boolean; hint?: Messages },
  locale: Locale,
): string {
  const hint = column.hint
    ? locale === 'zh_CN'
      ? `（${column.hint[locale]}）`
      : ` (${column.hint[locale]})`
    : '';
  return `${column.label[locale]}${hint}${column.required ? '*' : ''}`;
}

/** A header cell without its '*', spaces, case and parenthesised hint, for matching. */
export const normaliseImportHeader = (text: string) =>
  text
    .replace(/[(（][^)）]*[)）]/g, '')
    .replace(/[*＊\s]/g, '')
    .toLowerCase();

/** Which fixed column a header cell names, in either language (hint and '*' optional). */
export function customerImportColumnOf(header: string): CustomerImportColumn | undefined {
  const h = normaliseImportHeader(header);
  if (!h) return undefined;
  return CUSTOMER_IMPORT_COLUMNS.find((c) =>
    Object.values(c.label).some((l) => normaliseImportHeader(l) === h),
  )?.key;
}

/** A refused row of an import: its row in the sheet, the column (caller's language) and why. */
export interface CustomerImportError {
  row: number;
  field: string;
  message: string;
}
export interface CustomerImportResult {
  /** Data rows read (the header and blank rows not counted). */
  total: number;
  saved: number;
  failed: number;
  errors: CustomerImportError[];
}

Object.assign(FIELD_LABELS, { fileName: FIELD_LABELS.fileName ?? { zh_CN: '文件名', en_GB: 'File name' } });

/** POST /v2/customer/export: the file name (body); the list's filters travel in the query. */
export const customerExportSchema = z.strictObject({
  fileName: requiredText(CUSTOMER_EXPORT_FILE_NAME_MAX).refine(
    // eslint-disable-next-line no-control-regex
    (v) => !/[\\/:*?"<>|\u0000-\u001f]/.test(v),
    'invalid',
  ),
});
export type CustomerExportInput = z.infer<typeof customerExportSchema>;

const YES = ['是', 'yes', 'y', 'true', '1', '√', '✓'];
const NO = ['否', 'no', 'n', 'false', '0', '×', '✗'];
const SERIAL = /^\d+(\.\d+)?$/;
const MS_PER_DAY = 86_400_000;
/** Day 0 of spreadsheet date serials (1899-12-30, which absorbs the 1900 leap-year bug). */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
const pad2 = (n: number) => String(n).padStart(2, '0');

/** A spreadsheet date serial (cells formatted as dates arrive as numbers) as a UTC date. */
const fromSerial = (serial: number) => new Date(SERIAL_EPOCH + Math.round(serial * MS_PER_DAY));
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
const hm = (d: Date) => `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
/** "2026/1/5" or "2026.1.5" → "2026-01-05"; other text unchanged (validation judges it). */
const slashDate = (text: string) =>
  text.replace(
    /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})/,
    (_m, y: string, m: string, d: string) => `${y}-${pad2(Number(m))}-${pad2(Number(d))}`,
  );
const shortTime = (text: string) =>
  text.replace(/(^|\s)(\d):(\d{2})/, (_m, s: string, h: string, mm: string) => `${s}0${h}:${mm}`);

/**
 * The value a custom field receives from an import cell's text: lists split on commas, yes/no words
 * as booleans, date serials and slashed dates as ISO dates. What cannot be read is passed on as
 * text, for the field validation to refuse with its usual message.
 */
export function importCellValue(type: ControlType, text: string): unknown {
  const v = text.trim();
  switch (type) {
    case 'checkbox':
      return v
        .split(IMPORT_LIST_SEPARATORS)
        .map((s) => s.trim())
        .filter(Boolean);
    case 'switch': {
      const low = v.toLowerCase();
      return YES.includes(low) ? true : NO.includes(low) ? false : v;
    }
    case 'calendarDate':
      return SERIAL.test(v) ? ymd(fromSerial(Number(v))) : slashDate(v);
    case 'calendarDatetime':
      return SERIAL.test(v)
        ? `${ymd(fromSerial(Number(v)))} ${hm(fromSerial(Number(v)))}`
        : shortTime(slashDate(v));
    case 'calendarTime':
      return SERIAL.test(v) && Number(v) < 1 ? hm(fromSerial(Number(v))) : shortTime(v);
    default:
      return v;
  }
}

/** A custom value as an export cell: lists joined with commas, yes/no in the caller's language. */
export function exportCellValue(value: unknown, locale: Locale): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean')
    return value ? (locale === 'zh_CN' ? '是' : 'Yes') : locale === 'zh_CN' ? '否' : 'No';
  if (Array.isArray(value))
    return value
      .map((v) => (typeof v === 'string' ? v : String((v as { name?: unknown }).name ?? '')))
      .join(', ');
  if (typeof value === 'object') return null;
  return String(value);
}
