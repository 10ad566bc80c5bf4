import ExcelJS from 'exceljs';

/** One cell as exceljs reads it: text, a number, a boolean, a Date (wall-clock time as UTC fields). */
export type ReadCell = string | number | boolean | Date | undefined;

/** The first sheet of an .xlsx, read with exceljs: every row's values from column A, header first. */
export async function readSheet(bytes: Uint8Array | Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: ReadCell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const values = sheet.getRow(r).values as ExcelJS.CellValue[];
    rows.push(Array.from(values.slice(1), (v) => (v === null ? undefined : (v as ReadCell))));
  }
  return { sheet, rows };
}

/** The rows of the first sheet (header first). */
export const readRows = async (bytes: Uint8Array | Buffer) => (await readSheet(bytes)).rows;
