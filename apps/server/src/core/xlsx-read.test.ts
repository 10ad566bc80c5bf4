import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { workbook, serial, type CellSpec, type Flavour } from './fixtures/workbooks';
import { writeXlsx } from './xlsx';
import { XlsxReadError, readXlsx } from './xlsx-read';

async function reason(read: Promise<unknown>) {
  try {
    await read;
  } catch (err) {
    if (err instanceof XlsxReadError) return err.reason;
    throw err;
  }
  return 'read';
}

/** One sheet with every kind of cell a customer file carries, as `flavour` saves it. */
function everyKind(flavour: Flavour, date1904 = false): Uint8Array {
  const rows: CellSpec[][] = [
    // H1:I1 merged: Excel and WPS keep the other cell of a merge as a styled blank
    [
      '名称',
      '电话',
      '编号',
      '价格',
      '日期',
      '时间',
      '预约',
      '地址',
      { styledBlank: true },
      '启用',
      { styledBlank: true },
    ],
    [
      {
        runs: [
          { text: '空调', bold: true },
          { text: ' & 热水器', color: 'FFFF0000' },
        ],
      },
      13800000001,
      { digits: '00123' },
      1999.9,
      { serial: serial('2026-01-05', date1904), as: 'date' },
      { serial: 0.5, as: 'time' },
      { serial: serial('2026-01-05 14:30', date1904), as: 'datetime' },
      { formula: 'D2&"路1号"', result: '科技路1号' },
      null,
      { formula: 'TRUE()', result: true },
    ],
    [
      '  spaced  ',
      { digits: '13800000001' },
      123456,
      0.30000000000000004,
      { serial: serial('2025-12-31', date1904), as: 'cnDate' },
      null,
      null,
      { formula: '1/0', result: '#DIV/0!', error: true },
      null,
      { formula: 'B3*2', result: 246912 },
    ],
  ];
  return workbook({
    flavour,
    date1904,
    sheets: [
      { name: '客户', rows, merges: ['H1:I1'], blankTail: 2 },
      { name: 'Other', rows: [['other sheet']] },
    ],
  });
}

const EVERY_KIND = [
  { row: 1, cells: ['名称', '电话', '编号', '价格', '日期', '时间', '预约', '地址', '', '启用'] },
  {
    row: 2,
    cells: [
      '空调 & 热水器',
      '13800000001',
      '00123',
      '1999.9',
      '2026-01-05',
      '12:00',
      '2026-01-05 14:30',
      '科技路1号',
      '',
      'TRUE',
    ],
  },
  { row: 3, cells: ['  spaced  ', '13800000001', '123456', '0.3', '2025-12-31', '', '', '', '', '246912'] },
];

describe('readXlsx', () => {
  for (const flavour of ['excel', 'wps'] as const)
    it(`reads ${flavour === 'excel' ? 'an Excel' : 'a WPS'} file: strings, rich text, numbers in full, digits stored as text, dates, times, formula results, merged and trailing blank header cells, no empty trailing rows`, async () => {
      expect(await readXlsx(everyKind(flavour))).toEqual(EVERY_KIND);
    });

  it('reads dates of the 1904 date system (Excel for Mac) as the same days', async () => {
    expect(await readXlsx(everyKind('excel', true))).toEqual(EVERY_KIND);
  });

  it('reads the first sheet in the workbook’s order and leaves a merged cell’s others blank', async () => {
    const bytes = workbook({
      flavour: 'excel',
      sheets: [
        {
          name: 'first',
          rows: [
            ['a', 'b'],
            ['merged', null],
            [null, 'x'],
          ],
          merges: ['A2:A3'],
        },
        { name: 'second', rows: [['not me']] },
      ],
    });
    expect(await readXlsx(bytes)).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['merged'] },
      { row: 3, cells: ['', 'x'] },
    ]);
  });

  for (const flavour of ['excel', 'wps'] as const)
    // exceljs 4.4's own loader fails on this chart ("reading 'anchors'", exceljs#2591)
    it(`reads the cells of ${flavour === 'excel' ? 'an Excel' : 'a WPS'} sheet with a chart holding a picture, and hyperlinks as their text`, async () => {
      const bytes = workbook({
        flavour,
        sheets: [
          {
            name: '客户',
            rows: [
              ['名称', '网址'],
              ['甲', { link: 'https://example.com/a?x=1&y=2' }],
            ],
            chart: true,
          },
        ],
      });
      expect(await readXlsx(bytes)).toEqual([
        { row: 1, cells: ['名称', '网址'] },
        { row: 2, cells: ['甲', 'https://example.com/a?x=1&y=2'] },
      ]);
    });

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
    expect(await readXlsx(bytes)).toEqual([
      { row: 1, cells: ['名称', '价格'] },
      { row: 2, cells: ['<A & "B">', '12.5'] },
      { row: 3, cells: ['', '3'] },
      { row: 4, cells: ['x'] },
    ]);
  });

  it('counts only rows with content against maxRows', async () => {
    const bytes = workbook({
      flavour: 'wps',
      sheets: [{ name: 's', rows: Array.from({ length: 21 }, (_, i) => [`r${i}`]), blankTail: 50 }],
    });
    expect(await reason(readXlsx(bytes, { maxRows: 20 }))).toBe('too-many-rows');
    expect(await readXlsx(bytes, { maxRows: 21 })).toHaveLength(21);
  });

  it('refuses as too many rows a sheet of more cells than maxRows rows of 64 hold, styled blanks included', async () => {
    const wide = (flavour: Flavour, cells: number) =>
      workbook({
        flavour,
        sheets: [
          { name: 's', rows: [['name'], Array.from({ length: cells }, () => ({ styledBlank: true }))] },
        ],
      });
    expect(await reason(readXlsx(wide('excel', 10 * 64), { maxRows: 10 }))).toBe('too-many-rows');
    expect(await reason(readXlsx(wide('wps', 10 * 64), { maxRows: 10 }))).toBe('too-many-rows');
    expect(await readXlsx(wide('excel', 10 * 64 - 1), { maxRows: 10 })).toEqual([
      { row: 1, cells: ['name'] },
    ]);
  });

  it('refuses what is not an .xlsx: text, a zip without a workbook, a cut-off file, broken XML', async () => {
    expect(await reason(readXlsx(strToU8('name,number\nA,1')))).toBe('not-xlsx');
    expect(await reason(readXlsx(zipSync({ 'word/document.xml': strToU8('<w/>') })))).toBe('not-xlsx');
    const good = everyKind('excel');
    expect(await reason(readXlsx(good.subarray(0, Math.floor(good.length / 2))))).toBe('not-xlsx');
    const broken = zipSync({
      'xl/workbook.xml': strToU8(
        '<workbook xmlns:r="r"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></row>'),
    });
    expect(await reason(readXlsx(broken))).toBe('not-xlsx');
  });

  it('refuses a part that unzips too large, whatever size the zip declares', async () => {
    const bomb = zipSync({
      'xl/workbook.xml': strToU8('<workbook/>'),
      'xl/worksheets/sheet1.xml': new Uint8Array(2 * 1024 * 1024),
    });
    expect(await reason(readXlsx(bomb, { maxUnzippedBytes: 1024 * 1024 }))).toBe('too-large');
    // the local and central headers claim 100 bytes: the count is of what inflates
    const lying = bomb.slice();
    const view = new DataView(lying.buffer);
    for (let i = 0; i + 4 <= lying.length; i++) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) view.setUint32(i + 22, 100, true);
      if (sig === 0x02014b50) view.setUint32(i + 24, 100, true);
    }
    expect(await reason(readXlsx(lying, { maxUnzippedBytes: 1024 * 1024 }))).toBe('too-large');
  });
});
