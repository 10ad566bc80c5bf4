import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { writeXlsx } from './xlsx';

describe('writeXlsx', () => {
  it('writes a workbook another reader opens, with text, numbers and escaping intact', () => {
    const bytes = writeXlsx(
      '用户 / Users',
      ['姓名', 'Phone', 'Count'],
      [
        ['王管理', '13800000001', 3],
        ['<A & "B">', null, 0],
        ...Array.from({ length: 30 }, (_, i) => [`u${i}`, `p${i}`, i]),
      ],
    );
    const book = XLSX.read(bytes, { type: 'array' });
    expect(book.SheetNames).toEqual(['用户   Users']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[0]).toEqual(['姓名', 'Phone', 'Count']);
    expect(rows[1]).toEqual(['王管理', '13800000001', 3]);
    expect(rows[2]).toEqual(['<A & "B">', undefined, 0]);
    expect(rows).toHaveLength(33);
  });
});
