import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { DOC_TEXT_MAX } from '@fieldline/domain';

/**
 * The plain text of a document, read with maintained libraries: PDF with pdfjs-dist (its legacy build
 * runs on Node 20), Word (.docx) with mammoth, Excel (.xlsx) with exceljs (every sheet's cell texts,
 * a row per line), text files as UTF-8. At most DOC_TEXT_MAX characters.
 */
export async function extractText(name: string, data: Buffer): Promise<string> {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  const text =
    ext === 'pdf'
      ? await pdfText(data)
      : ext === 'docx'
        ? (await mammoth.extractRawText({ buffer: data })).value
        : ext === 'xlsx'
          ? await xlsxText(data)
          : data.toString('utf8');
  return text.replaceAll(String.fromCharCode(0), '').slice(0, DOC_TEXT_MAX);
}

async function pdfText(data: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= doc.numPages && length < DOC_TEXT_MAX; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}

async function xlsxText(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const lines: string[] = [];
  book.eachSheet((sheet) => {
    lines.push(sheet.name);
    sheet.eachRow((r) => {
      const cells: string[] = [];
      r.eachCell((c) => cells.push(c.text));
      lines.push(cells.join(' '));
    });
  });
  return lines.join('\n');
}
