import { describe, expect, it } from 'vitest';
import { base64, fileKind, previewUrl } from './preview';

describe('file preview', () => {
  it('tells images, PDF, office files and others apart by extension', () => {
    expect(fileKind('/files/a.PNG')).toBe('image');
    expect(fileKind('data:image/png;base64,AAA')).toBe('image');
    expect(fileKind('/api/file/download/3?name=report.pdf#page=2')).toBe('other');
    expect(fileKind('contract.pdf')).toBe('pdf');
    expect(fileKind('/x/plan.docx?v=2')).toBe('office');
    expect(fileKind('archive.zip')).toBe('other');
  });

  it('addresses the preview service with the base64 of the absolute file URL', () => {
    const url = previewUrl(
      '/api/file/download/7',
      'https://preview.example.com/onlinePreview',
      'https://app.example.com',
    );
    expect(url).toBe(
      `https://preview.example.com/onlinePreview?url=${encodeURIComponent(base64('https://app.example.com/api/file/download/7'))}`,
    );
    expect(atob(decodeURIComponent(url!.split('url=')[1]!))).toBe(
      'https://app.example.com/api/file/download/7',
    );
  });

  it('encodes non-ASCII file names as UTF-8', () => {
    expect(
      new TextDecoder().decode(Uint8Array.from(atob(base64('报价单.xlsx')), (c) => c.charCodeAt(0))),
    ).toBe('报价单.xlsx');
  });

  it('has no preview address without a configured service', () => {
    expect(previewUrl('/a.docx', '')).toBeNull();
  });
});
