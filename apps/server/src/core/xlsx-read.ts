import { strFromU8, unzipSync } from 'fflate';

/**
 * A small reader of the first worksheet of an .xlsx workbook (Office Open XML), the counterpart of
 * core/xlsx.ts: cell values as text, by column. Shared and inline strings, numbers, booleans and
 * formula results; no dates, styles or merged cells. Unzipped sizes are checked before inflating.
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
  /** Rows at most (header included); more is refused as 'too-many-rows'. */
  maxRows?: number;
  /** Unzipped bytes of the parts read, at most (a zip bomb is refused as 'too-large'). */
  maxUnzippedBytes?: number;
}

const DEFAULT_MAX_UNZIPPED = 64 * 1024 * 1024;
const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const codePoint = (n: number) => (n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '');
/** XML character and entity references, then the `_xHHHH_` escapes of OOXML strings. */
export const decodeXmlText = (text: string) =>
  text
    .replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (m, ref: string) =>
      ref.startsWith('#x')
        ? codePoint(parseInt(ref.slice(2), 16))
        : ref.startsWith('#')
          ? codePoint(parseInt(ref.slice(1), 10))
          : (XML_ENTITIES[ref] ?? m),
    )
    .replace(/_x([0-9a-fA-F]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const attr = (attrs: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`).exec(attrs)?.[1] ??
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*'([^']*)'`).exec(attrs)?.[1];

/** Text of the `<t>` runs of a string item, leaving out phonetic runs (`<rPh>`). */
function stringItemText(xml: string): string {
  const withoutPhonetic = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let out = '';
  for (const m of withoutPhonetic.matchAll(/<(?:\w+:)?t\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?t>)/g))
    out += decodeXmlText(m[1] ?? '');
  return out;
}

/** Column index of a cell reference ("B7" → 1). */
export function columnIndex(ref: string): number {
  const letters = /^[A-Za-z]{1,3}/.exec(ref)?.[0];
  if (!letters) return -1;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

const numberText = (v: string) => {
  const text = v.trim();
  if (/^-?\d+$/.test(text)) return text;
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? String(n) : text;
};

function resolveTarget(target: string) {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ['xl'];
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg && seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

/** Where the workbook's first sheet and its shared strings live. */
function locateParts(text: (name: string) => string | undefined) {
  const workbook = text('xl/workbook.xml') ?? '';
  const rels = text('xl/_rels/workbook.xml.rels') ?? '';
  const targets = new Map<string, { type: string; target: string }>();
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    const id = attr(m[1]!, 'Id');
    const target = attr(m[1]!, 'Target');
    if (id && target) targets.set(id, { type: attr(m[1]!, 'Type') ?? '', target: resolveTarget(target) });
  }
  const firstSheet = /<(?:\w+:)?sheet\b([^>]*)>/.exec(workbook)?.[1];
  const relId = firstSheet ? /(?:^|\s)\w+:id\s*=\s*"([^"]*)"/.exec(firstSheet)?.[1] : undefined;
  const sheet = (relId && targets.get(relId)?.target) || 'xl/worksheets/sheet1.xml';
  const shared =
    [...targets.values()].find((t) => t.type.endsWith('/sharedStrings'))?.target ?? 'xl/sharedStrings.xml';
  return { sheet, shared };
}

/** The rows of the workbook's first sheet. Throws XlsxReadError when it is not an .xlsx we can read. */
export function readXlsx(bytes: Uint8Array, opts: ReadOptions = {}): SheetRow[] {
  const maxUnzipped = opts.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED;
  let files: Record<string, Uint8Array>;
  let unzipped = 0;
  try {
    files = unzipSync(bytes, {
      filter: (f) => {
        // the workbook's XML parts (sheets, shared strings, relationships); not media or others
        if (!/^xl\/[^]*\.(xml|rels)$/.test(f.name) || f.name.startsWith('xl/media/')) return false;
        unzipped += f.originalSize;
        if (unzipped > maxUnzipped) throw new XlsxReadError('too-large');
        return true;
      },
    });
  } catch (err) {
    if (err instanceof XlsxReadError) throw err;
    throw new XlsxReadError('not-xlsx');
  }
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : undefined);
  if (!files['xl/workbook.xml']) throw new XlsxReadError('not-xlsx');
  const { sheet, shared } = locateParts(text);
  const sheetXml = text(sheet);
  if (sheetXml === undefined) throw new XlsxReadError('not-xlsx');

  const sst: string[] = [];
  for (const m of (text(shared) ?? '').matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g))
    sst.push(stringItemText(m[1] ?? ''));

  const rows: SheetRow[] = [];
  let lastRow = 0;
  const rowPattern = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
  const cellPattern = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
  for (const rm of sheetXml.matchAll(rowPattern)) {
    const rowNo = Number(attr(rm[1]!, 'r')) || lastRow + 1;
    lastRow = rowNo;
    if (opts.maxRows !== undefined && rows.length >= opts.maxRows) throw new XlsxReadError('too-many-rows');
    const cells: string[] = [];
    let lastCol = -1;
    for (const cm of (rm[2] ?? '').matchAll(cellPattern)) {
      const ref = attr(cm[1]!, 'r');
      const col = ref ? columnIndex(ref) : lastCol + 1;
      lastCol = col;
      if (col < 0 || col > 16383) continue;
      const body = cm[2] ?? '';
      const type = attr(cm[1]!, 't') ?? 'n';
      const v = /<(?:\w+:)?v\b[^>]*>([\s\S]*?)<\/(?:\w+:)?v>/.exec(body)?.[1];
      let value = '';
      if (type === 'inlineStr') {
        const is = /<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(body)?.[1];
        value = stringItemText(is ?? '');
      } else if (v !== undefined) {
        const raw = decodeXmlText(v);
        if (type === 's') value = sst[Number(raw)] ?? '';
        else if (type === 'b') value = raw.trim() === '1' ? 'TRUE' : 'FALSE';
        else if (type === 'e') value = '';
        else if (type === 'str') value = raw;
        else value = numberText(raw);
      }
      while (cells.length < col) cells.push('');
      cells[col] = value;
    }
    while (cells.length && cells.at(-1) === '') cells.pop();
    rows.push({ row: rowNo, cells });
  }
  return rows;
}
