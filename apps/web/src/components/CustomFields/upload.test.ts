import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from '@fieldline/domain';
import { resetRequestState, setCsrfToken } from '../../shell/request';
import { attachmentProblem, imageFileProblem, uploadFile } from './upload';

describe('file checks before uploading', () => {
  it('takes images of at most 1 MB into image controls', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('image');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('image');
  });

  it('takes attachments up to the upload limit', () => {
    expect(attachmentProblem({ size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(attachmentProblem({ size: UPLOAD_MAX_BYTES + 1 })).toBe('file');
  });
});

describe('uploadFile', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  beforeEach(() => {
    resetRequestState();
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(
          JSON.stringify({ success: true, data: { fileUrl: '/api/file/download/42' }, message: '' }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the multipart field "file" with the CSRF token and answers the file URL', async () => {
    setCsrfToken('tok');
    const url = await uploadFile(new Blob(['png'], { type: 'image/png' }), 'signature.png');
    expect(url).toBe('/api/file/download/42');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/file/upload?csrfToken=tok');
    expect(calls[0]!.init.method).toBe('POST');
    const body = calls[0]!.init.body as FormData;
    const file = body.get('file') as File;
    expect(file.name).toBe('signature.png');
    expect(file.size).toBe(3);
  });

  it('is never cancelled as a duplicate click (two identical signatures within a second)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    try {
      const blob = new Blob(['abc']);
      expect(await uploadFile(blob, 'a.png')).toBe('/api/file/download/42');
      expect(await uploadFile(blob, 'a.png')).toBe('/api/file/download/42');
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
