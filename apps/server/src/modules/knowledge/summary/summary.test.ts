import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX } from '@fieldline/domain';
import { docxOf, pdfOf } from '../test-fixtures';
import { extractText } from './extract';
import { localSummariser } from './summariser';

const PDF_LINES = [
  'Printer maintenance handbook for field engineers.',
  'Clean the feed rollers with a lint-free cloth before every service visit.',
  'Check the toner level and replace the cartridge when it is below ten percent.',
  'Print a test page and ask the customer to sign the work order.',
  'The weather was pleasant on the day this handbook was written.',
];
const DOCX_PARAGRAPHS = [
  '空调保养说明书。',
  '保养空调前先断开电源，并清理室外机周围的杂物。',
  '清洗空调过滤网时使用温水，晾干后再装回空调。',
  '检查空调冷媒压力，压力偏低时在工单中记录。',
  '保养完成后请客户签字确认。',
];
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.。])\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

describe('the local summariser (spec D10 "ai generate summary", local default)', () => {
  it('reads a PDF and summarises it with sentences of the document within the length limit', async () => {
    const text = await extractText('handbook.pdf', pdfOf(PDF_LINES));
    for (const line of PDF_LINES) expect(text).toContain(line);
    const summary = await localSummariser.summarise(text, { maxChars: 160, locale: 'en_GB' });
    expect(summary.length).toBeGreaterThan(20);
    expect(summary.length).toBeLessThanOrEqual(160);
    for (const sentence of sentencesOf(summary)) expect(PDF_LINES.join(' ')).toContain(sentence);
  });

  it('reads a Word file and summarises it with its own sentences within the limit', async () => {
    const text = await extractText('manual.docx', docxOf(DOCX_PARAGRAPHS));
    for (const p of DOCX_PARAGRAPHS) expect(text).toContain(p);
    const summary = await localSummariser.summarise(text, { maxChars: 60, locale: 'zh_CN' });
    expect(summary.length).toBeGreaterThan(5);
    expect(summary.length).toBeLessThanOrEqual(60);
    for (const sentence of sentencesOf(summary)) expect(DOCX_PARAGRAPHS).toContain(sentence);
    // the sentences about the document's subject (空调, repeated) win over the sign-off
    expect(summary).toContain('空调');
  });

  it('keeps the default limit and answers nothing for an empty text', async () => {
    const long = Array.from({ length: 200 }, (_, i) => `Sentence number ${i} about printers and toner.`).join(
      ' ',
    );
    expect(
      (await localSummariser.summarise(long, { maxChars: SUMMARY_MAX, locale: 'en_GB' })).length,
    ).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(await localSummariser.summarise('   ', { maxChars: SUMMARY_MAX, locale: 'en_GB' })).toBe('');
  });
});
