import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { writeXlsx } from './xlsx';
import { XlsxReadError, columnIndex, decodeXmlText, readXlsx } from './xlsx-read';

/** A workbook written by another library (SheetJS), with shared or inline strings. */
function sheetJs(rows: unknown[][], bookSST: boolean) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '产品');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['other sheet']]), 'Other');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', bookSST }));
}

describe('readXlsx', () => {
  it('reads back what our writer writes, escaping intact', async () => {
    const bytes = await writeXlsx(
      '产品',
      ['名称', '价格'],
      [
        ['<A & "B">', 12.5],
        [null, 3],
        ['x', null],
      ],
    );
    expect(readXlsx(bytes)).toEqual([
      { row: 1, cells: ['名称', '价格'] },
      { row: 2, cells: ['<A & "B">', '12.5'] },
      { row: 3, cells: ['', '3'] },
      { row: 4, cells: ['x'] },
    ]);
  });

  for (const bookSST of [true, false])
    it(`reads the first sheet of a SheetJS workbook (${bookSST ? 'shared' : 'inline'} strings)`, () => {
      const rows = [
        ['名称', '编号', '价格', '启用'],
        ['空调 & 热水器', 'KT-001', 1999.9, true],
        [],
        ['  spaced  ', 123456, 0.1 + 0.2, false],
        [undefined, undefined, undefined, undefined, 'far right'],
      ];
      const read = readXlsx(sheetJs(rows, bookSST));
      expect(read.map((r) => r.cells)).toEqual([
        ['名称', '编号', '价格', '启用'],
        ['空调 & 热水器', 'KT-001', '1999.9', 'TRUE'],
        ['  spaced  ', '123456', '0.30000000000000004', 'FALSE'],
        ['', '', '', '', 'far right'],
      ]);
      expect(read.map((r) => r.row)).toEqual([1, 2, 4, 5]);
    });

  it('reads namespaced parts, rich text, phonetic runs, OOXML escapes and formula results', () => {
    const x = (s: string) => strToU8(`<?xml version="1.0"?>${s}`);
    const bytes = zipSync({
      '[Content_Types].xml': x('<Types/>'),
      'xl/workbook.xml': x(
        '<x:workbook xmlns:x="m" xmlns:r="r"><x:sheets><x:sheet name="S" sheetId="9" r:id="rId3"/></x:sheets></x:workbook>',
      ),
      'xl/_rels/workbook.xml.rels': x(
        '<Relationships><Relationship Id="rId3" Type="http://x/worksheet" Target="/xl/worksheets/data.xml"/>' +
          '<Relationship Id="rId4" Type="http://x/sharedStrings" Target="strings.xml"/></Relationships>',
      ),
      'xl/strings.xml': x(
        '<x:sst><x:si><x:r><x:t>Hel</x:t></x:r><x:r><x:t xml:space="preserve">lo </x:t></x:r><x:rPh><x:t>ハ</x:t></x:rPh></x:si>' +
          '<x:si><x:t>a_x000D_b&#x4E2D;&#25991;</x:t></x:si><x:si/></x:sst>',
      ),
      'xl/worksheets/data.xml': x(
        '<x:worksheet><x:sheetData><x:row r="2"><x:c r="A2" t="s"><x:v>0</x:v></x:c><x:c r="C2" t="s"><x:v>1</x:v></x:c>' +
          '<x:c r="D2" t="str"><x:f>A1</x:f><x:v>sum</x:v></x:c><x:c r="E2" t="e"><x:v>#N/A</x:v></x:c><x:c r="F2" t="s"><x:v>2</x:v></x:c></x:row>' +
          '<x:row><x:c t="inlineStr"><x:is><x:t>next</x:t></x:is></x:c><x:c><x:v>1E+3</x:v></x:c></x:row><x:row r="9"/></x:sheetData></x:worksheet>',
      ),
    });
    expect(readXlsx(bytes)).toEqual([
      { row: 2, cells: ['Hello ', '', 'a\rb中文', 'sum'] },
      { row: 3, cells: ['next', '1000'] },
      { row: 9, cells: [] },
    ]);
  });

  it('refuses what is not an .xlsx, too many rows and a part that unzips too large', async () => {
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return (err as XlsxReadError).reason;
      }
      return 'read';
    };
    expect(reason(() => readXlsx(strToU8('name,number\nA,1')))).toBe('not-xlsx');
    expect(reason(() => readXlsx(zipSync({ 'word/document.xml': strToU8('<w/>') })))).toBe('not-xlsx');
    const big = await writeXlsx(
      's',
      ['h'],
      Array.from({ length: 20 }, (_, i) => [`r${i}`]),
    );
    expect(reason(() => readXlsx(big, { maxRows: 10 }))).toBe('too-many-rows');
    expect(readXlsx(big, { maxRows: 21 })).toHaveLength(21);
    const bomb = zipSync({
      'xl/workbook.xml': strToU8('<workbook/>'),
      'xl/worksheets/sheet1.xml': new Uint8Array(2 * 1024 * 1024),
    });
    expect(reason(() => readXlsx(bomb, { maxUnzippedBytes: 1024 * 1024 }))).toBe('too-large');
  });

  it('decodes references and column letters', () => {
    expect(decodeXmlText('&lt;&amp;&gt;&quot;&apos;&#65;&#x42;&bogus;')).toBe('<&>"\'AB&bogus;');
    expect([columnIndex('A1'), columnIndex('Z9'), columnIndex('AA1'), columnIndex('XFD1')]).toEqual([
      0, 25, 26, 16383,
    ]);
  });
});
