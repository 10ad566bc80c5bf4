import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, MONEY_FORMAT, streamXlsx, writeXlsx } from './xlsx';

const readBack = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0]!;
};
const values = (ws: ExcelJS.Worksheet) =>
  ws
    .getSheetValues()
    .slice(1)
    .map((r) => (Array.isArray(r) ? r.slice(1) : r));

describe('writeXlsx', () => {
  it('writes a workbook another reader opens, with text, numbers and escaping intact', async () => {
    const bytes = await writeXlsx(
      '用户 / Users',
      ['姓名', 'Phone', 'Count'],
      [
        ['王管理', '13800000001', 3],
        ['<A & "B">\u0001', null, 0],
        ...Array.from({ length: 30 }, (_, i) => [`u${i}`, `p${i}`, i]),
      ],
    );
    const ws = await readBack(bytes);
    expect(ws.name).toBe('用户   Users');
    const rows = values(ws);
    expect(rows[0]).toEqual(['姓名', 'Phone', 'Count']);
    expect(rows[1]).toEqual(['王管理', '13800000001', 3]);
    expect(rows[2]).toEqual(['<A & "B">', undefined, 0]);
    expect(rows).toHaveLength(33);
  });

  it("types date columns as Excel dates at the zone's wall-clock time and money columns as numbers", async () => {
    const bytes = await writeXlsx(
      'Typed',
      [{ header: 'At', kind: 'date' }, { header: 'Amount', kind: 'money' }, 'Created'],
      [
        ['2026-11-28T10:00:00.000Z', '270.00', new Date('2026-01-01T16:30:00Z')],
        [null, '1234567890123.45', null],
      ],
    );
    const ws = await readBack(bytes);
    const at = ws.getCell('A2');
    expect(at.type).toBe(ExcelJS.ValueType.Date);
    // 10:00 UTC is 18:00 in Asia/Shanghai; Excel dates carry no zone, read back as UTC fields
    expect((at.value as Date).toISOString()).toBe('2026-11-28T18:00:00.000Z');
    expect(at.numFmt).toBe(DATE_FORMAT);
    expect(ws.getCell('B2').value).toBe(270);
    expect(ws.getCell('B2').numFmt).toBe(MONEY_FORMAT);
    expect(ws.getCell('B3').value).toBe(1234567890123.45);
    expect((ws.getCell('C2').value as Date).toISOString()).toBe('2026-01-02T00:30:00.000Z');
    expect(ws.getCell('C2').numFmt).toBe(DATE_FORMAT);
  });

  it('writes the wall-clock time of the zone it is given', async () => {
    const bytes = await writeXlsx(
      'Zone',
      [{ header: 'At', kind: 'date' }],
      [['2026-07-01T12:00:00Z']],
      'Europe/London',
    );
    expect(((await readBack(bytes)).getCell('A2').value as Date).toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
  });
});

describe('streamXlsx', () => {
  it('takes rows from an async source and answers how many it wrote', async () => {
    async function* rows() {
      for (let i = 0; i < 2500; i++) yield [`r${i}`, i];
    }
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    expect(await streamXlsx(out, { name: 'S', columns: ['Name', 'N'], rows: rows() })).toBe(2500);
    const ws = await readBack(Buffer.concat(chunks));
    expect(ws.rowCount).toBe(2501);
    expect(ws.getCell('B2501').value).toBe(2499);
  });
});
