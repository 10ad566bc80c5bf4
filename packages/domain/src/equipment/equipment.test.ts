import { describe, expect, it } from 'vitest';
import {
  QR_BATCH_NAME_MAX,
  QR_BATCH_NAME_PATTERN,
  QR_BATCH_SIZE_MAX,
  REPORT_DESCRIPTION_MAX,
  codeFromScan,
  equipmentCreateSchema,
  isQrBatchName,
  maskName,
  qrBatchCreateSchema,
  scanReportSchema,
} from '.';

describe('QR batch names', () => {
  it('spec-business §5: QR batch names only letters, digits, underscores, no symbols and not starting with a space', () => {
    for (const ok of ['demo_batch_1', 'Batch2026', '_x', '批次_01', '2026'])
      expect(isQrBatchName(ok), ok).toBe(true);
    for (const bad of [
      ' demo',
      'demo batch',
      'demo-1',
      'a.b',
      'a/b',
      'a#1',
      '',
      '批次（1）',
      'x\n',
      'emoji😀',
    ])
      expect(isQrBatchName(bad), JSON.stringify(bad)).toBe(false);
    expect(QR_BATCH_NAME_PATTERN.flags).toContain('u');
  });

  it('the batch schema keeps the name as typed (no trimming) and caps the count at 1000', () => {
    const parse = (name: string, count: unknown = 10) => qrBatchCreateSchema.safeParse({ name, count });
    expect(parse(' leading').success).toBe(false);
    expect(parse('trailing ').success).toBe(false);
    expect(parse('x'.repeat(QR_BATCH_NAME_MAX)).success).toBe(true);
    expect(parse('x'.repeat(QR_BATCH_NAME_MAX + 1)).success).toBe(false);
    expect(parse('ok', QR_BATCH_SIZE_MAX).success).toBe(true);
    expect(parse('ok', QR_BATCH_SIZE_MAX + 1).success).toBe(false);
    expect(parse('ok', 0).success).toBe(false);
    expect(parse('ok', 1.5).success).toBe(false);
    expect(parse(' bad').error?.issues[0]?.message).toBe('qrBatchName');
  });
});

describe('scanning a label', () => {
  it('reads the code from the public scan URL or the bare printed code', () => {
    expect(codeFromScan('https://fl.example.com/scan/AbCdEfGh_-123456')).toBe('AbCdEfGh_-123456');
    expect(codeFromScan('http://localhost:3000/scan/AbCdEfGh_-123456?x=1')).toBe('AbCdEfGh_-123456');
    expect(codeFromScan('  AbCdEfGh_-123456 ')).toBe('AbCdEfGh_-123456');
    expect(codeFromScan('/scan/short')).toBe('/scan/short');
  });
});

describe('customer products', () => {
  it('spec-business §5 "customer product equipment form required": customer and product are required', () => {
    expect(equipmentCreateSchema.safeParse({ customerId: 1, productId: 2 }).success).toBe(true);
    expect(equipmentCreateSchema.safeParse({ productId: 2 }).success).toBe(false);
    expect(equipmentCreateSchema.safeParse({ customerId: 1 }).success).toBe(false);
  });

  it('takes real calendar dates and refuses a warranty that ends before it starts', () => {
    const parse = (v: Record<string, unknown>) =>
      equipmentCreateSchema.safeParse({ customerId: 1, productId: 2, ...v });
    expect(parse({ warrantyStart: '2026-01-01', warrantyEnd: '2027-12-31' }).success).toBe(true);
    expect(parse({ warrantyEnd: '' }).data?.warrantyEnd).toBeNull();
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026/01/01', 'tomorrow'])
      expect(parse({ installDate: bad }).success, bad).toBe(false);
    const reversed = parse({ warrantyStart: '2026-06-01', warrantyEnd: '2026-05-31' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues[0]?.path).toEqual(['warrantyEnd']);
  });
});

describe('public fault reports', () => {
  it('spec-business §5: phone 11 digits; description under 500', () => {
    const parse = (v: Record<string, unknown>) =>
      scanReportSchema.safeParse({ name: '张三', phone: '13912345678', description: '不制冷', ...v });
    expect(parse({}).success).toBe(true);
    for (const phone of ['1391234567', '139123456789', '23912345678', 'abc'])
      expect(parse({ phone }).success, phone).toBe(false);
    expect(parse({ description: 'x'.repeat(REPORT_DESCRIPTION_MAX) }).success).toBe(true);
    expect(parse({ description: 'x'.repeat(REPORT_DESCRIPTION_MAX + 1) }).success).toBe(false);
    expect(parse({ description: ' ' }).success).toBe(false);
  });

  it('masks the customer name for strangers, keeping its first and last characters', () => {
    expect(maskName('上海某某科技有限公司')).toBe('上********司');
    expect(maskName('王五')).toBe('王*');
    expect(maskName('A')).toBe('A*');
    expect(maskName('Acme')).toBe('A**e');
    expect(maskName('')).toBe('');
  });
});
